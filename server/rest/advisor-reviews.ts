import { Hono } from 'hono';
import {
  addReview,
  advisorRatings,
  advisorResponseTimes,
  findAdvisor,
  formatRating,
  REVIEW_PAGE_LIMITS,
  REVIEWS_ORDER,
  reviewsPage,
  viewerCanReview,
} from '../domain/advisors/reviews.js';
import { userRoute } from '../domain/kernel/viewer.js';
import type { Storage } from '../domain/ports/storage.js';
import type { Asset, Review, User } from '../generated/prisma/client.js';
import { readCommand } from './body.js';
import { cursorPageRequest, cursorPaginator } from './cursor-pages.js';
import type { RestEnv } from './env.js';
import { avatarJson } from './user-card-json.js';

// Reviews of advisors (the spec names no paths, these are ours):
// GET /api/advisors/{id}/reviews?cursor&per_page — newest first, Laravel's CursorPaginator plus the
//   advisor's `rating` {average, count, label}, `response_time` and the viewer's `can_review`;
// POST /api/advisors/{id}/reviews {rating, comments} — the viewer's review (201; writing again edits it).

const REVIEW_INCLUDE = { user: { include: { avatar: true } } } as const;

/** Spec §3 Review: rating, comments, created_at, user (the reviewer's public card). */
function reviewJson(storage: Storage, r: Review & { user: User & { avatar: Asset | null } }) {
  return {
    id: r.id,
    rating: r.rating,
    comments: r.comments,
    verified: r.verified,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    user: {
      id: r.user.id,
      slug: r.user.slug,
      first_name: r.user.firstName,
      route: userRoute(r.user),
      asset: avatarJson(storage, r.user.avatar),
    },
  };
}

export const advisorReviewRoutes = new Hono<RestEnv>()
  .get('/advisors/:id/reviews', async (c) => {
    const ctx = c.get('ctx');
    const advisor = await findAdvisor(ctx.prisma, c.req.param('id'));
    const request = cursorPageRequest(c, REVIEWS_ORDER, REVIEW_PAGE_LIMITS, 'forward');
    const [{ page }, ratings, times, canReview] = await Promise.all([
      reviewsPage(ctx.prisma, advisor.id, request, { include: REVIEW_INCLUDE }),
      advisorRatings(ctx.prisma, [advisor.id]),
      advisorResponseTimes(ctx.prisma, [advisor.userId]),
      viewerCanReview(ctx, advisor),
    ]);
    const rating = ratings.get(advisor.id)!;
    const json = page.rows.map((r) => reviewJson(ctx.storage, r));
    return c.json({
      ...cursorPaginator(c, page, page.rows, json, 'forward'),
      rating: { ...rating, label: formatRating(rating.average) },
      response_time: times.get(advisor.userId) ?? null,
      can_review: canReview,
    });
  })
  .post('/advisors/:id/reviews', async (c) => {
    const ctx = c.get('ctx');
    const id = await addReview(ctx, c.req.param('id'), await readCommand(c));
    const review = await ctx.prisma.review.findUniqueOrThrow({ where: { id }, include: REVIEW_INCLUDE });
    return c.json(reviewJson(ctx.storage, review), 201);
  });
