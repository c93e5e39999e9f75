import { z } from 'zod';
import { emailField, phoneField } from '../accounts/validation.js';
import { ForbiddenError, InputError, NotFoundError, parseCommand } from '../errors.js';
import { isRowId } from '../ids.js';
import { requireUser } from '../kernel/viewer.js';
import { consumeSendLimit } from '../messaging/send-limits.js';
import { assertNotBlocked, BLOCKED_MESSAGES } from '../notifications/blocks.js';
import { withNotifications } from '../notifications/notify.js';
import { notificationContent } from '../notifications/types.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { RequestDeps } from '../ports/index.js';
import { multiLine } from '../text.js';
import { ADVISOR_NOT_FOUND_MESSAGE, publicAdvisorWhere } from './access.js';

// Contacting an advisor (spec §2 "Contact modal", §3 AdvisorRequestAppointment, §9 "phone
// call within 1-5 working days") and the user's advisors (spec §7 GET/DELETE /api/user/advisors).
// A request is the UserAdvisor row (user, advisor, expertise) plus one AdvisorRequestAppointment to
// the advisor's user through notify. Idempotent: asking again while the relation exists changes
// nothing and tells the advisor nothing new; new requests are limited per user (a user who removes
// and re-adds an advisor cannot flood the advisor's inbox).

/** The promise the user is shown (spec §9). */
export const CALLBACK_PROMISE = 'De adviseur belt je binnen 1-5 werkdagen.';

export const CONTACT_MESSAGES = {
  login: 'Log in om contact op te nemen met een adviseur.',
  self: 'Je kunt geen contact opnemen met je eigen adviesprofiel.',
  blocked: BLOCKED_MESSAGES.advisorContact.blockedBy,
  expertise: 'Kies een expertise van deze adviseur.',
  notYourAdvisor: 'Deze adviseur staat niet (meer) bij jouw adviseurs.',
} as const;

export const MESSAGE_MAX = 2000;

export const appointmentSchema = z.object({
  expertiseId: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: CONTACT_MESSAGES.expertise }).int(CONTACT_MESSAGES.expertise),
  ),
  email: emailField,
  phoneNumber: phoneField,
  message: z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
    multiLine({ error: 'Je bericht moet tekst zijn.' })
      .trim()
      .max(MESSAGE_MAX, `Je bericht mag hoogstens ${MESSAGE_MAX} tekens zijn.`)
      .nullable(),
  ),
});

export interface AppointmentRequest {
  advisorId: number;
  expertiseId: number;
  /** False when the relation already existed (nothing sent again). */
  created: boolean;
}

type ContactDeps = Pick<RequestDeps, 'prisma' | 'pubsub' | 'viewer' | 'rateLimits'>;

/**
 * Asks advisor `advisorId` for contact about one of their expertises. Rights first (401 visitor, 404
 * unknown or unpublished advisor, 403 oneself or blocked either way), then the fields (422, Dutch);
 * e-mail and phone number default to the account's.
 */
export async function requestAdvisorAppointment(
  deps: ContactDeps,
  advisorId: number,
  raw: Record<string, unknown> | null,
): Promise<AppointmentRequest> {
  const user = requireUser(deps.viewer, CONTACT_MESSAGES.login);
  const advisor = isRowId(advisorId)
    ? await deps.prisma.advisor.findFirst({
        where: { id: advisorId, ...publicAdvisorWhere },
        include: {
          user: { select: { id: true, firstName: true, lastName: true } },
          organisationOffice: { select: { organisation: { select: { name: true } } } },
          expertises: { select: { expertise: { select: { id: true, name: true } } } },
        },
      })
    : null;
  if (!advisor) throw new NotFoundError(ADVISOR_NOT_FOUND_MESSAGE);
  if (advisor.userId === user.id) throw new ForbiddenError(CONTACT_MESSAGES.self);
  await assertNotBlocked(deps.prisma, user.id, advisor.userId, 'advisorContact');

  const fields = raw ?? {};
  const command = parseCommand(appointmentSchema, {
    ...fields,
    email: 'email' in fields ? fields.email : user.email,
    phoneNumber: 'phoneNumber' in fields ? fields.phoneNumber : user.phoneNumber,
  });
  const expertise = advisor.expertises.find((e) => e.expertise.id === command.expertiseId)?.expertise;
  if (!expertise) throw new InputError({ expertiseId: [CONTACT_MESSAGES.expertise] });

  const key = { userId: user.id, advisorId: advisor.id, expertiseId: expertise.id };
  const known = await deps.prisma.userAdvisor.count({ where: key });
  if (known > 0) return { advisorId: advisor.id, expertiseId: expertise.id, created: false };
  await consumeSendLimit(deps, 'advisorContacts', user.id);

  const created = await withNotifications(deps, async (tx, notify) => {
    const inserted = await tx.userAdvisor.createMany({ data: [key], skipDuplicates: true });
    if (inserted.count === 0) return false;
    await notify({
      recipientUserId: advisor.userId,
      senderUserId: user.id,
      content: notificationContent('AdvisorRequestAppointment', {
        user: { full_name: fullName(user) },
        advisor: advisorRef(advisor),
        expertise: { name: expertise.name },
        email: command.email,
        phone_number: command.phoneNumber,
        ...(command.message ? { message: command.message } : {}),
      }),
    });
    return true;
  });
  return { advisorId: advisor.id, expertiseId: expertise.id, created };
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The viewer's advisors (one row per advisor and expertise), newest first. */
export const MY_ADVISORS_ORDER: KeysetOrder = {
  name: 'my-advisors',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'advisorId', direction: 'desc', kind: 'int' },
    { field: 'expertiseId', direction: 'desc', kind: 'int' },
  ],
};

const myAdvisorsWhere = (userId: number) => ({ userId, advisor: publicAdvisorWhere });

/** One keyset page of the viewer's advisors that are still public, each with `advisorQuery`'s selection. */
export async function myAdvisorsPage<Q extends object>(
  deps: Pick<RequestDeps, 'prisma' | 'viewer'>,
  request: PageRequest,
  advisorQuery: Q,
) {
  const user = requireUser(deps.viewer);
  const where = myAdvisorsWhere(user.id);
  const page = prismaPage(request);
  const rows = await deps.prisma.userAdvisor.findMany({
    ...page,
    where: { AND: [where, page.where] },
    select: { createdAt: true, advisorId: true, expertiseId: true, expertise: true, advisor: advisorQuery },
  });
  return { page: pageOf(request, rows), totalCount: () => deps.prisma.userAdvisor.count({ where }) };
}

/** All of the viewer's advisors (GET /api/user/advisors), newest first, each advisor with `include`. */
export async function myAdvisors<I extends object>(deps: Pick<RequestDeps, 'prisma' | 'viewer'>, include: I) {
  const user = requireUser(deps.viewer);
  return deps.prisma.userAdvisor.findMany({
    where: myAdvisorsWhere(user.id),
    orderBy: [{ createdAt: 'desc' }, { advisorId: 'desc' }, { expertiseId: 'desc' }],
    include: { expertise: true, advisor: { include } },
  });
}

/**
 * Removes advisor `advisorId` from the viewer's advisors: for one expertise, or (no expertise id)
 * for all of them. 401 visitor, 404 when the viewer has no such relation. An advisor removed
 * altogether is no longer the viewer's coach either (coaching.ts).
 */
export async function removeMyAdvisor(
  deps: Pick<RequestDeps, 'prisma' | 'viewer'>,
  advisorId: number,
  expertiseId: number | null,
): Promise<number> {
  const user = requireUser(deps.viewer);
  const removed =
    isRowId(advisorId) && (expertiseId === null || isRowId(expertiseId))
      ? await deps.prisma.$transaction(async (tx) => {
          const link = { userId: user.id, advisorId };
          const deleted = await tx.userAdvisor.deleteMany({
            where: { ...link, ...(expertiseId === null ? {} : { expertiseId }) },
          });
          if ((await tx.userAdvisor.count({ where: link })) === 0) await tx.advisorCoaching.deleteMany({ where: link });
          return deleted;
        })
      : { count: 0 };
  if (removed.count === 0) throw new NotFoundError(CONTACT_MESSAGES.notYourAdvisor);
  return advisorId;
}

/** The advisor as notification data name them (spec §3: user.full_name, organisation_office.organisation.name). */
export function advisorRef(advisor: {
  user: { firstName: string; lastName: string };
  organisationOffice: { organisation: { name: string } } | null;
}) {
  return {
    user: { full_name: fullName(advisor.user) },
    organisation_office: advisor.organisationOffice
      ? { organisation: { name: advisor.organisationOffice.organisation.name } }
      : null,
  };
}
