import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { ForbiddenError, NotFoundError, parseCommand } from '../errors.js';
import { rowIdOrNone } from '../ids.js';
import { activeUserWhere } from '../kernel/users.js';
import { requireUser } from '../kernel/viewer.js';
import { responseTimes } from '../messaging/response-time.js';
import { consumeSendLimit } from '../messaging/send-limits.js';
import { assertNotBlocked } from '../notifications/blocks.js';
import { withNotifications } from '../notifications/notify.js';
import { notificationContent } from '../notifications/types.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import type { PubSub } from '../ports/pubsub.js';
import type { RateLimitStore } from '../ports/rate-limits.js';
import { multiLine } from '../text.js';
import { publicAdvisorWhere } from './access.js';
import { isClientOf, wasCoachedBy } from './coaching.js';

// Reviews of advisors (spec §3 Review). A user who had contact with an advisor — a
// UserAdvisor row (a contact request) or a coaching (coaching.ts) — writes one review
// per advisor: a whole rating 1–5 and optional comments. Writing again edits that one review
// (rating and comments replaced, created_at kept, updated_at moved); the advisor hears about the
// first one only (ReviewAdded, through notify). A review is `verified` when the advisor took the
// reviewer on as coachee, now or before (wasCoachedBy, coaching.ts): a relationship that
// happened. A contact request alone still allows a review, unverified — anybody can send one, and
// the advisor cannot confirm an appointment (there is no such step). addCoachee verifies an earlier
// review of its coachee; coaching history is never deleted, so verified stays verified.
// Order of refusals, rights before validation: visitor 401, unknown advisor 404, oneself or no
// contact 403, blocked either way 403, then the input (422), then 10 reviews a day (429).

export const REVIEW_COMMENTS_MAX = 2000;

export const REVIEW_MESSAGES = {
  notLoggedIn: 'Log in om een review te schrijven.',
  advisorNotFound: 'Deze adviseur bestaat niet (meer).',
  ownProfile: 'Je kunt geen review schrijven over je eigen adviesprofiel.',
  noContact: 'Je kunt alleen een review schrijven over een adviseur met wie je contact hebt gehad.',
  ratingRequired: 'Kies een beoordeling van 1 tot en met 5 sterren.',
  commentsTooLong: `Je toelichting mag maximaal ${REVIEW_COMMENTS_MAX} tekens lang zijn.`,
} as const;
const M = REVIEW_MESSAGES;

/** The command of addReview (GraphQL) and POST /api/advisors/{id}/reviews (REST, snake_case renamed). */
export const reviewCommand = z.object({
  // A JSON number or a form's digits; halves, 0, 6 or text are no rating.
  rating: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: M.ratingRequired }).int(M.ratingRequired).min(1, M.ratingRequired).max(5, M.ratingRequired),
  ),
  comments: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
      multiLine().max(REVIEW_COMMENTS_MAX, M.commentsTooLong).nullable(),
    )
    .optional()
    .transform((v) => v ?? null),
});
export type ReviewCommand = z.infer<typeof reviewCommand>;

type ReviewDeps = { prisma: Db; viewer: Viewer };

/** A public advisor (access.ts), by id (also REST's `/api/advisors/{id}/reviews`); 404 otherwise. */
export async function findAdvisor(prisma: Db, advisorId: unknown) {
  const advisor = await prisma.advisor.findFirst({
    where: { id: rowIdOrNone(advisorId), ...publicAdvisorWhere },
    select: { id: true, userId: true },
  });
  if (!advisor) throw new NotFoundError(M.advisorNotFound);
  return advisor;
}

/** Whether `userId` may review the advisor: someone else who had contact with them (a request or coaching). */
async function hadContact(prisma: Db, userId: number, advisor: { id: number; userId: number }) {
  return advisor.userId !== userId && isClientOf(prisma, userId, advisor.id);
}

/** What the viewer may do about reviews of one advisor (the client shows the form only when `canReview`). */
export async function viewerCanReview(deps: ReviewDeps, advisor: { id: number; userId: number }): Promise<boolean> {
  return deps.viewer.user !== null && hadContact(deps.prisma, deps.viewer.user.id, advisor);
}

/**
 * Writes (or edits) the viewer's review of the advisor and answers its id. The first review tells
 * the advisor (ReviewAdded, from the reviewer, in their thread).
 */
export async function addReview(
  deps: ReviewDeps & { pubsub: PubSub; rateLimits: RateLimitStore },
  advisorId: unknown,
  input: unknown,
): Promise<number> {
  const user = requireUser(deps.viewer, M.notLoggedIn);
  const advisor = await findAdvisor(deps.prisma, advisorId);
  if (advisor.userId === user.id) throw new ForbiddenError(M.ownProfile);
  if (!(await hadContact(deps.prisma, user.id, advisor))) throw new ForbiddenError(M.noContact);
  await assertNotBlocked(deps.prisma, user.id, advisor.userId, 'review');
  const command = parseCommand(reviewCommand, input);
  await consumeSendLimit(deps, 'reviews', user.id);
  return withNotifications(deps, async (tx, notify) => {
    const coached = await wasCoachedBy(tx, user.id, advisor.id);
    const key = { advisorId: advisor.id, userId: user.id };
    // Insert-or-nothing first, so two requests at once make one review and one notification.
    const created = await tx.review.createMany({
      data: [{ ...key, ...command, verified: coached }],
      skipDuplicates: true,
    });
    const review =
      created.count > 0
        ? await tx.review.findUniqueOrThrow({ where: { advisorId_userId: key }, select: { id: true } })
        : await tx.review.update({
            where: { advisorId_userId: key },
            data: { ...command, verified: coached },
            select: { id: true },
          });
    if (created.count > 0) {
      await notify({
        recipientUserId: advisor.userId,
        senderUserId: user.id,
        content: notificationContent('ReviewAdded', { review: { rating: command.rating, comments: command.comments } }),
      });
    }
    return review.id;
  });
}

/** Reviews newest first; the id breaks ties. */
export const REVIEWS_ORDER: KeysetOrder = {
  name: 'advisor-reviews',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};
export const REVIEW_PAGE_LIMITS = { defaultSize: 10, maxSize: 50 };

const reviewsWhere = (advisorId: number) => ({ advisorId, user: activeUserWhere });

/**
 * One keyset page of an advisor's reviews by users that still exist, loaded with `query` (the
 * GraphQL selection, or REST's include of the reviewer: one statement batch for the page).
 */
export async function reviewsPage<Q extends Prisma.ReviewDefaultArgs>(
  prisma: Db,
  advisorId: number,
  request: PageRequest,
  query: Q,
) {
  const page = prismaPage(request);
  // The cursor is written from created_at and id: selected whatever the caller selects.
  const args = query.select ? { ...query, select: { ...query.select, id: true, createdAt: true } } : query;
  const rows = await prisma.review.findMany({
    ...page,
    ...args,
    where: { AND: [reviewsWhere(advisorId), page.where] },
  });
  return {
    page: pageOf(request, rows as Prisma.ReviewGetPayload<Q>[]),
    totalCount: () => prisma.review.count({ where: reviewsWhere(advisorId) }),
  };
}

export interface AdvisorRating {
  /** The exact mean of the ratings (sum / count); null without reviews. */
  average: number | null;
  count: number;
}

/** advisor id → rating, for many advisors in one statement (a page of advisor cards). */
export async function advisorRatings(prisma: Db, advisorIds: readonly number[]): Promise<Map<number, AdvisorRating>> {
  const ids = [...new Set(advisorIds)];
  const result = new Map<number, AdvisorRating>(ids.map((id) => [id, { average: null, count: 0 }]));
  if (ids.length === 0) return result;
  // Sum and count as integers: the mean is computed once from exact numbers.
  const rows = await prisma.$queryRaw<{ advisor_id: number; total: number; count: number }[]>`
    SELECT r.advisor_id, sum(r.rating)::int AS total, count(*)::int AS count
    FROM reviews r JOIN users u ON u.id = r.user_id
    WHERE r.advisor_id = ANY(${ids}::int[]) AND u.deleted_at IS NULL
    GROUP BY r.advisor_id`;
  for (const r of rows) result.set(r.advisor_id, { average: r.total / r.count, count: r.count });
  return result;
}

/** The rating as shown: one decimal with a Dutch comma ('4,3'); null without reviews. */
export function formatRating(average: number | null): string | null {
  if (average === null) return null;
  return new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/**
 * advisor user id → how fast they usually answer contact requests ('Reageert meestal binnen 3 uur'):
 * messaging's response time over the threads an AdvisorRequestAppointment opened.
 */
export function advisorResponseTimes(prisma: Db, advisorUserIds: number[], now = new Date()) {
  return responseTimes(prisma, advisorUserIds, now, 'AdvisorRequestAppointment');
}
