import { z } from 'zod';
import { PRODUCT } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { ForbiddenError, InputError, NotFoundError, parseCommand } from '../errors.js';
import { isRowId } from '../ids.js';
import { activeUserWhere } from '../kernel/users.js';
import { requireUser } from '../kernel/viewer.js';
import { assertNotBlocked, BLOCKED_MESSAGES } from '../notifications/blocks.js';
import { withNotifications } from '../notifications/notify.js';
import { notificationContent } from '../notifications/types.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { RequestDeps } from '../ports/index.js';
import { multiLine } from '../text.js';
import { ADVISOR_NOT_FOUND_MESSAGE } from './access.js';
import { advisorRef } from './contact.js';

// Coaches (spec §6 "Advisor/coach", docs/decisions/0018): an advisor takes on as coachee
// a user who asked them for contact (a UserAdvisor row), never anyone else. One coaching per
// (advisor, user), about one of the expertises the user asked for; the user is told twice, through
// notify: CoachAdded (what happened) and WelcomeByCoach (the advisor's welcome, which opens the
// chat between them). Taking on again changes nothing and tells nobody anything. The advisor ends
// it, and so can the user (or by removing the advisor from their advisors). Rights before
// validation: visitor 401, unknown advisor profile 404, another's profile 403, a user without
// contact 403, then the fields (422).

export const COACHING_MESSAGES = {
  login: 'Log in om je coachees te beheren.',
  notYours: 'Dit is niet jouw adviesprofiel.',
  noContact: 'Je kunt alleen iemand coachen die contact met je heeft opgenomen.',
  blocked: BLOCKED_MESSAGES.coaching.blockedBy,
  user: 'Kies wie je wilt coachen.',
  expertise: 'Kies een expertise waarover deze gebruiker contact met je opnam.',
  notCoached: 'Je coacht deze gebruiker niet (meer).',
  notYourCoach: 'Deze adviseur is niet (meer) jouw coach.',
  userLogin: 'Log in om je coach te beheren.',
} as const;
const M = COACHING_MESSAGES;

export const WELCOME_MAX = 2000;

/** What the user reads when the advisor writes no welcome of their own. */
export const defaultWelcome = (advisorFirstName: string) =>
  `Welkom! Ik ben ${advisorFirstName} en vanaf nu je coach op ${PRODUCT.name}. Stuur me gerust een bericht als je vragen hebt.`;

const rowId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message),
  );

/** The command of addCoachee (GraphQL) and POST /api/advisors/{id}/coachees (REST, snake_case renamed). */
export const coacheeCommand = z.object({
  userId: rowId(M.user),
  /** One of the expertises the user asked about; the one they asked about last when left out. */
  expertiseId: rowId(M.expertise).nullish(),
  message: z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
    multiLine({ error: 'Je welkomstbericht moet tekst zijn.' })
      .trim()
      .max(WELCOME_MAX, `Je welkomstbericht mag hoogstens ${WELCOME_MAX} tekens zijn.`)
      .nullable(),
  ),
});

type Deps = Pick<RequestDeps, 'prisma' | 'pubsub' | 'viewer'>;

/** The viewer's own advisor profile `advisorId`: 401 visitor, 404 unknown, 403 another's. */
async function ownAdvisor(deps: Pick<RequestDeps, 'prisma' | 'viewer'>, advisorId: number) {
  const user = requireUser(deps.viewer, M.login);
  const advisor = isRowId(advisorId)
    ? await deps.prisma.advisor.findUnique({
        where: { id: advisorId },
        include: {
          user: { select: { id: true, firstName: true, lastName: true } },
          organisationOffice: { select: { organisation: { select: { name: true } } } },
        },
      })
    : null;
  if (!advisor) throw new NotFoundError(ADVISOR_NOT_FOUND_MESSAGE);
  if (advisor.userId !== user.id) throw new ForbiddenError(M.notYours);
  return advisor;
}

export interface Coaching {
  advisorId: number;
  userId: number;
  /** False when the advisor already coached this user (nothing sent again). */
  created: boolean;
}

/** Advisor `advisorId` (the viewer's) takes on the user of the command as coachee. */
export async function addCoachee(deps: Deps, advisorId: number, raw: unknown): Promise<Coaching> {
  const advisor = await ownAdvisor(deps, advisorId);
  const fields = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  // Whom it is about is a right (only one's contacts), so it is read before the other fields.
  const userId = rowId(M.user).safeParse(fields.userId);
  if (!userId.success) throw new InputError({ userId: [M.user] }, M.user);
  const requests = await deps.prisma.userAdvisor.findMany({
    where: { advisorId: advisor.id, userId: userId.data, user: activeUserWhere },
    orderBy: [{ createdAt: 'desc' }, { expertiseId: 'desc' }],
    include: { expertise: true },
  });
  if (requests.length === 0) throw new ForbiddenError(M.noContact);
  await assertNotBlocked(deps.prisma, advisor.userId, userId.data, 'coaching');

  const command = parseCommand(coacheeCommand, fields);
  const request =
    command.expertiseId == null ? requests[0] : requests.find((r) => r.expertiseId === command.expertiseId);
  if (!request) throw new InputError({ expertiseId: [M.expertise] }, M.expertise);

  const key = { advisorId: advisor.id, userId: command.userId };
  const created = await withNotifications(deps, async (tx, notify) => {
    const inserted = await tx.advisorCoaching.createMany({
      data: [{ ...key, expertiseId: request.expertiseId }],
      skipDuplicates: true,
    });
    if (inserted.count === 0) return false;
    // The history outlives the coaching: a review by this user is verified, now and after it ends.
    await tx.coachingHistory.createMany({ data: [key], skipDuplicates: true });
    await tx.review.updateMany({ where: { ...key, verified: false }, data: { verified: true } });
    const ref = advisorRef(advisor);
    const from = { recipientUserId: command.userId, senderUserId: advisor.userId };
    await notify({
      ...from,
      content: notificationContent('CoachAdded', { advisor: ref, expertise: { name: request.expertise.name } }),
    });
    await notify({
      ...from,
      content: notificationContent('WelcomeByCoach', {
        message: command.message ?? defaultWelcome(advisor.user.firstName),
        advisor: ref,
      }),
    });
    return true;
  });
  return { ...key, created };
}

/** Advisor `advisorId` (the viewer's) ends coaching user `userId`; 404 when they do not coach them. */
export async function removeCoachee(deps: Pick<RequestDeps, 'prisma' | 'viewer'>, advisorId: number, userId: number) {
  const advisor = await ownAdvisor(deps, advisorId);
  const removed = isRowId(userId)
    ? await deps.prisma.advisorCoaching.deleteMany({ where: { advisorId: advisor.id, userId } })
    : { count: 0 };
  if (removed.count === 0) throw new NotFoundError(M.notCoached);
  return { advisorId: advisor.id, userId };
}

/** The viewer ends the coaching by advisor `advisorId`; 404 when that advisor is not their coach. */
export async function removeMyCoach(deps: Pick<RequestDeps, 'prisma' | 'viewer'>, advisorId: number) {
  const user = requireUser(deps.viewer, M.userLogin);
  const removed = isRowId(advisorId)
    ? await deps.prisma.advisorCoaching.deleteMany({ where: { advisorId, userId: user.id } })
    : { count: 0 };
  if (removed.count === 0) throw new NotFoundError(M.notYourCoach);
  return advisorId;
}

/** Whether `userId` is a client of advisor `advisorId`: they asked for contact, or are coached (reviews, offers). */
export async function isClientOf(prisma: Db, userId: number, advisorId: number): Promise<boolean> {
  const link = { userId, advisorId };
  const [requests, coachings] = await Promise.all([
    prisma.userAdvisor.count({ where: link }),
    prisma.advisorCoaching.count({ where: link }),
  ]);
  return requests + coachings > 0;
}

/**
 * Whether advisor `advisorId` took `userId` on as coachee, now or before: the relationship
 * that makes a review `verified`. A contact request alone is no relationship (anybody can send one);
 * an ended coaching still is (its coaching_history row stays when the advisor_coachings row goes).
 */
export async function wasCoachedBy(prisma: Db | Prisma.TransactionClient, userId: number, advisorId: number) {
  // One after the other: `prisma` may be a transaction.
  const link = { userId, advisorId };
  if ((await prisma.coachingHistory.count({ where: link })) > 0) return true;
  return (await prisma.advisorCoaching.count({ where: link })) > 0;
}

/** Of `advisorIds`, the ones that coach `userId` (the 'Mijn adviseurs' card marks them). */
export async function coachIdsOf(prisma: Db, userId: number, advisorIds: readonly number[]): Promise<Set<number>> {
  if (advisorIds.length === 0) return new Set();
  const rows = await prisma.advisorCoaching.findMany({
    where: { userId, advisorId: { in: [...new Set(advisorIds)] } },
    select: { advisorId: true },
  });
  return new Set(rows.map((r) => r.advisorId));
}

/** Of `userIds`, the ones the advisor profile of user `advisorUserId` coaches (User.isMyCoachee). */
export async function coacheeIdsOf(
  prisma: Db,
  advisorUserId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await prisma.advisorCoaching.findMany({
    where: { advisor: { userId: advisorUserId }, userId: { in: [...new Set(userIds)] } },
    select: { userId: true },
  });
  return new Set(rows.map((r) => r.userId));
}

/** A contact request as the advisor's AdvisorRequestAppointment names it: who asked about what. */
export interface RequestRef {
  userId: number;
  expertiseName: string;
}

/**
 * The contact requests to the advisor profile of user `advisorUserId` that `refs` name and that still
 * stand (the user did not remove the advisor), with the advisor and expertise a coaching would take:
 * one statement for a page of notifications. The notification names its expertise by name (spec §3
 * data.expertise), unique among one advisor's expertises. Null where the request is gone.
 */
export async function standingRequests(prisma: Db, advisorUserId: number, refs: readonly RequestRef[]) {
  const rows = await prisma.userAdvisor.findMany({
    where: {
      advisor: { userId: advisorUserId },
      userId: { in: [...new Set(refs.map((r) => r.userId))] },
      user: activeUserWhere,
    },
    include: { expertise: true, advisor: true, user: true },
  });
  return refs.map(
    (ref) => rows.find((row) => row.userId === ref.userId && row.expertise.name === ref.expertiseName) ?? null,
  );
}

/** An advisor's coachees, newest first. */
export const COACHEES_ORDER: KeysetOrder = {
  name: 'coachees',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'userId', direction: 'desc', kind: 'int' },
  ],
};
export const COACHEE_PAGE_LIMITS = { defaultSize: 20, maxSize: 100 };

/**
 * One keyset page of the coachees of advisor `advisorId`, for its own user only (null for anybody
 * else: who is coached is between the two), each coaching with `include`.
 */
export async function coacheesPage<I extends Prisma.AdvisorCoachingInclude>(
  deps: Pick<RequestDeps, 'prisma' | 'viewer'>,
  advisor: { id: number; userId: number },
  request: PageRequest,
  include: I,
) {
  if (deps.viewer.user?.id !== advisor.userId) return null;
  const where = { advisorId: advisor.id, user: activeUserWhere };
  const page = prismaPage(request);
  const rows = (await deps.prisma.advisorCoaching.findMany({
    ...page,
    where: { AND: [where, page.where] },
    include,
  })) as Prisma.AdvisorCoachingGetPayload<{ include: I }>[];
  return { page: pageOf(request, rows), totalCount: () => deps.prisma.advisorCoaching.count({ where }) };
}
