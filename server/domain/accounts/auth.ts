import { randomBytes } from 'node:crypto';
import { Prisma, type User } from '../../generated/prisma/client.js';
import { InputError, NotFoundError } from '../errors.js';
import { canClaim } from '../funnel/claims.js';
import { houseSlugWhere } from '../houses/access.js';
import { slugify } from '../kernel/house-presentation.js';
import { rematchHouse } from '../matching/store.js';
import type { RequestDeps } from '../ports/index.js';
import { sendVerificationMail } from './email-verification.js';
import {
  CAPTCHA_REQUIRED,
  EMAIL_TAKEN,
  HOUSE_NOT_ATTACHABLE,
  LOGIN_FAILED,
  SEARCH_QUERY_NOT_ATTACHABLE,
} from './messages.js';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password.js';
import { endSession, startSession } from './session.js';
import { consume, consumeEmailProbe, consumeMailQuota, LIMITS, throttleKeys, throttleMessages } from './throttle.js';
import {
  acceptedField,
  checkConfirmation,
  emailField,
  givenPasswordField,
  newPasswordField,
  optionalText,
  phoneField,
  registrationMovingMonthsField,
  requiredText,
  throwIfInvalid,
  type UserType,
  userTypeField,
  validateFields,
} from './validation.js';

type Ctx = RequestDeps;

export interface EmailCheck {
  exists: boolean;
  isDeleted: boolean;
  hasPassword: boolean;
}

/**
 * Step one of the two-step login: does an account exist for this e-mail? Counts as an e-mail probe
 * (10 a minute per IP, shared with registration and e-mail changes), so that addresses cannot be
 * harvested quickly by any of those ways.
 */
export async function checkEmail(ctx: Ctx, input: { email?: unknown }): Promise<EmailCheck> {
  await consumeEmailProbe(ctx);
  const { values, errors } = validateFields(input, { email: emailField });
  throwIfInvalid(errors);
  const user = await ctx.prisma.user.findUnique({
    where: { email: values.email },
    select: { deletedAt: true, passwordHash: true },
  });
  if (!user) return { exists: false, isDeleted: false, hasPassword: false };
  return { exists: true, isDeleted: user.deletedAt !== null, hasPassword: user.passwordHash !== null };
}

/** REST flavour of checkEmail: an unknown e-mail is a 404 (spec §7). */
export async function userExists(ctx: Ctx, input: { email?: unknown }) {
  const check = await checkEmail(ctx, input);
  if (!check.exists) throw new NotFoundError('Er is geen account met dit e-mailadres.');
  return check;
}

// Verifying against a throwaway hash when there is no account keeps a failed login as slow as a
// wrong password, so response times do not tell which e-mails have an account.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/**
 * Logs in with e-mail and password. Every attempt is counted before the password is checked (5 a
 * minute per e-mail + IP, 30 a minute per IP across e-mails): over the limit it is refused (429)
 * without hashing anything, and parallel attempts cannot get more checked. A success clears the
 * e-mail + IP counter.
 */
export async function logIn(ctx: Ctx, input: { email?: unknown; password?: unknown }): Promise<User> {
  const { values, errors } = validateFields(input, { email: emailField, password: givenPasswordField });
  throwIfInvalid(errors);
  const key = throttleKeys.login(values.email, ctx.session.ip);
  await consume(ctx.rateLimits, throttleKeys.loginPerIp(ctx.session.ip), LIMITS.loginPerIp, throttleMessages.login);
  await consume(ctx.rateLimits, key, LIMITS.login, throttleMessages.login);

  const user = await ctx.prisma.user.findUnique({ where: { email: values.email } });
  const usable = user && !user.deletedAt && user.passwordHash ? user : null;
  let ok = false;
  if (usable) ok = await verifyPassword(values.password, usable.passwordHash);
  else await verifyPassword(values.password, await getDummyHash());
  if (!usable || !ok) throw new InputError({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
  await ctx.rateLimits.clear(key);
  let current = usable;
  if (passwordNeedsRehash(usable.passwordHash!)) {
    current = await ctx.prisma.user.update({
      where: { id: usable.id },
      data: { passwordHash: await hashPassword(values.password) },
    });
  }
  await startSession(ctx, current);
  return current;
}

export async function logOut(ctx: Ctx): Promise<void> {
  await endSession(ctx);
}

/** The registration payload of spec §7 (snake_case, as REST receives it; GraphQL maps onto it). */
export interface RegistrationInput {
  houseSlug?: unknown;
  searchQuerySlug?: unknown;
  userType?: unknown;
  movingMonths?: unknown;
  hp1?: unknown;
  hp2?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phoneNumber?: unknown;
  password?: unknown;
  passwordConfirmation?: unknown;
  terms?: unknown;
  recaptchaResponse?: unknown;
}

/**
 * Creates an account (spec §5, §7) and logs it in. A filled honeypot gets the plain 422 of an
 * invalid form and creates nothing. A funnel-created house or search profile (house_slug,
 * search_query_slug) that has no owner yet moves to the new account; its kind also stands in for a
 * missing user_type, and the funnel already asked for the moving wish.
 */
export async function register(ctx: Ctx, input: RegistrationInput): Promise<User> {
  const extra = validateFields(input as Record<string, unknown>, {
    hp1: optionalText,
    hp2: optionalText,
    houseSlug: optionalText,
    searchQuerySlug: optionalText,
    recaptchaResponse: optionalText,
  });
  const { hp1, hp2, houseSlug, searchQuerySlug } = extra.values;
  if (hp1 !== undefined || hp2 !== undefined || extra.errors.hp1 || extra.errors.hp2) throw new InputError({});

  const fromFunnel = houseSlug !== undefined || searchQuerySlug !== undefined;
  const funnelUserType: UserType | undefined =
    houseSlug && searchQuerySlug
      ? 'searcher_and_seller'
      : houseSlug
        ? 'seller'
        : searchQuerySlug
          ? 'searcher'
          : undefined;

  const { values, errors } = validateFields(
    { ...input, userType: input.userType ?? funnelUserType },
    {
      firstName: requiredText(100),
      lastName: requiredText(100),
      email: emailField,
      phoneNumber: phoneField,
      password: newPasswordField,
      terms: acceptedField,
      userType: userTypeField,
      ...(fromFunnel && (input.movingMonths === undefined || input.movingMonths === null || input.movingMonths === '')
        ? {}
        : { movingMonths: registrationMovingMonthsField }),
    },
  );
  Object.assign(errors, extra.errors);
  checkConfirmation(input.password, input.passwordConfirmation, errors);

  if (ctx.captcha.enabled && !errors.recaptchaResponse) {
    const answer = extra.values.recaptchaResponse;
    if (!answer || !(await ctx.captcha.verify(answer, ctx.session.ip))) errors.recaptchaResponse = [CAPTCHA_REQUIRED];
  }
  // Whether the e-mail is taken is an e-mail probe like user-exists: counted together per IP.
  if (!errors.email) {
    await consumeEmailProbe(ctx);
    if (await ctx.prisma.user.findUnique({ where: { email: values.email }, select: { id: true } }))
      errors.email = [EMAIL_TAKEN];
  }
  const house = houseSlug
    ? await ctx.prisma.house.findFirst({
        where: houseSlugWhere(houseSlug),
        select: { id: true, ownerUserId: true, movingMonths: true, claimTokenHash: true, createdAt: true },
      })
    : null;
  // Only the browser that made the funnel house may take it along (funnel/claims.ts).
  if (houseSlug && (!house || house.ownerUserId !== null || !canClaim(ctx.session, house)))
    errors.houseSlug = [HOUSE_NOT_ATTACHABLE];
  const searchQuery = searchQuerySlug
    ? await ctx.prisma.searchQuery.findUnique({
        where: { slug: searchQuerySlug },
        select: { id: true, userId: true, movingMonths: true, claimTokenHash: true, createdAt: true },
      })
    : null;
  // The same claim rule as assignSearchProfile: only the browser that made the funnel profile.
  if (searchQuerySlug && (!searchQuery || searchQuery.userId !== null || !canClaim(ctx.session, searchQuery)))
    errors.searchQuerySlug = [SEARCH_QUERY_NOT_ATTACHABLE];
  throwIfInvalid(errors);
  // Valid: counted before anything is made (accounts per IP, and the verification mail's quota).
  await consume(
    ctx.rateLimits,
    throttleKeys.registration(ctx.session.ip),
    LIMITS.registration,
    throttleMessages.registration,
  );
  await consumeMailQuota(ctx, values.email);

  const movingMonths =
    (values as { movingMonths?: number }).movingMonths ?? house?.movingMonths ?? searchQuery?.movingMonths ?? null;
  const passwordHash = await hashPassword(values.password);
  const create = () =>
    ctx.prisma.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          slug: await uniqueUserSlug(tx, `${values.firstName} ${values.lastName}`),
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phoneNumber: values.phoneNumber,
          passwordHash,
          userType: values.userType,
          movingMonths,
        },
      });
      // updateMany with ownerless in the filter: two sign-ups racing for one funnel house cannot both get it.
      if (house) {
        const { count } = await tx.house.updateMany({
          where: { id: house.id, ownerUserId: null },
          data: { ownerUserId: created.id, claimTokenHash: null },
        });
        if (count !== 1) throw new InputError({ houseSlug: [HOUSE_NOT_ATTACHABLE] });
      }
      if (searchQuery) {
        const { count } = await tx.searchQuery.updateMany({
          where: { id: searchQuery.id, userId: null },
          data: { userId: created.id, claimTokenHash: null },
        });
        if (count !== 1) throw new InputError({ searchQuerySlug: [SEARCH_QUERY_NOT_ATTACHABLE] });
      }
      return created;
    });
  let user: User | undefined;
  for (let attempt = 1; !user; attempt++) {
    try {
      user = await create();
    } catch (err) {
      // A unique index decided a race: two sign-ups with one e-mail (taken), or two with one name
      // whose new slugs clashed (try again: the taken slug now gets a random suffix).
      if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')) throw err;
      if (attempt >= 3 || (await ctx.prisma.user.findUnique({ where: { email: values.email }, select: { id: true } })))
        throw new InputError({ email: [EMAIL_TAKEN] });
    }
  }
  // The funnel house has an owner now: it no longer matches that owner's profile (the only one it could be).
  if (house) await rematchHouse(ctx.prisma, house.id);
  await startSession(ctx, user);
  try {
    await sendVerificationMail(ctx, user);
  } catch {
    // The account stands even when the mail server is down: the dashboard offers a new link
    // (resendVerificationEmail), and failing the sign-up now would hide a created account.
  }
  return user;
}

type SlugDb = Pick<Prisma.TransactionClient, 'user'>;

/** jan-de-vries, or jan-de-vries-3f9a2c when taken. */
export async function uniqueUserSlug(db: SlugDb, name: string): Promise<string> {
  const base = slugify(name) || 'gebruiker';
  if (!(await db.user.findUnique({ where: { slug: base }, select: { id: true } }))) return base;
  for (;;) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await db.user.findUnique({ where: { slug: candidate }, select: { id: true } }))) return candidate;
  }
}
