import { queryFromInfo } from '@pothos/plugin-prisma';
import {
  addReview,
  formatRating,
  REVIEW_PAGE_LIMITS,
  REVIEWS_ORDER,
  reviewsPage,
  viewerCanReview,
} from '../../domain/advisors/reviews.js';
import { RateLimitedError } from '../../domain/errors.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { rowIdOf } from '../global-ids.js';
import { rowMutation } from '../row-mutation.js';
import { Advisor } from './advisors.js';
import { User } from './users.js';

// Reviews of advisors (spec §3 Review; rules in server/domain/advisors/reviews.ts): the
// Review node, the advisor's rating, reviews and response time, and addReview.

export const Review = builder.prismaNode('Review', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id) }),
  description: "A user's review of an advisor: one per user and advisor, written after contact.",
  fields: (t) => ({
    rating: t.exposeInt('rating', { description: 'Whole stars, 1–5.' }),
    comments: t.exposeString('comments', { nullable: true }),
    verified: t.exposeBoolean('verified', {
      description:
        'The advisor took the reviewer on as coachee, now or before (a relationship that happened; a contact request alone is not verified).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'Moves when the reviewer edits the review.' }),
    user: t.relation('user', { type: User, description: 'The reviewer.' }),
    advisor: t.relation('advisor'),
  }),
});

const AdvisorRatingType = builder.objectRef<{ average: number | null; count: number }>('AdvisorRating').implement({
  description: "The advisor's reviews in numbers.",
  fields: (t) => ({
    average: t.exposeFloat('average', { nullable: true, description: 'The exact mean rating; null without reviews.' }),
    count: t.exposeInt('count'),
    label: t.string({
      nullable: true,
      description: "The mean as shown: one decimal, Dutch comma ('4,3'); null without reviews.",
      resolve: (r) => formatRating(r.average),
    }),
  }),
});

builder.prismaObjectFields(Advisor, (t) => ({
  rating: t.field({
    type: AdvisorRatingType,
    resolve: (a, _args, ctx) => ctx.loaders.advisorRatings.load(a.id),
  }),
  responseTime: t.string({
    nullable: true,
    description:
      "How fast the advisor usually answers contact requests ('Reageert meestal binnen 3 uur'); null without enough requests.",
    select: { userId: true },
    resolve: (a, _args, ctx) => ctx.loaders.advisorResponseTimes.load(a.userId),
  }),
  viewerCanReview: t.boolean({
    description: 'Whether the viewer may write (or edit) a review: logged in, not the advisor, and had contact.',
    select: { userId: true },
    resolve: (a, _args, ctx) => viewerCanReview(ctx, a),
  }),
  viewerReview: t.field({
    type: Review,
    nullable: true,
    description: "The viewer's own review of this advisor (null for none or a visitor): the form edits it.",
    select: (_args, ctx, nestedSelection) => ({
      reviews: nestedSelection({ where: { userId: ctx.viewer.user?.id ?? 0 }, take: 1 }),
    }),
    resolve: (a) => a.reviews[0] ?? null,
  }),
  reviews: t.connection(
    {
      type: Review,
      description: 'Reviews by users that still exist, newest first.',
      resolve: async (a, args, ctx, info) => {
        const request = parsePageArgs(REVIEWS_ORDER, args, REVIEW_PAGE_LIMITS);
        const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'Review' });
        const { page, totalCount } = await reviewsPage(ctx.prisma, a.id, request, query);
        return toConnection(page, { node: (row) => row, totalCount });
      },
    },
    countedConnection('AdvisorReviewConnection'),
    { name: 'AdvisorReviewEdge' },
  ),
}));

const AddReviewInput = builder.inputType('AddReviewInput', {
  description: "A review of an advisor; writing again edits the viewer's review.",
  fields: (t) => ({
    advisorId: t.id({ required: true, description: 'Global id of the Advisor.' }),
    rating: t.int({ required: true, description: 'Whole stars, 1–5.' }),
    comments: t.string({ required: false, description: 'Optional; trimmed, at most 2000 characters.' }),
  }),
});

rowMutation<{ advisorId: unknown; rating: number; comments?: string | null }>({
  name: 'addReview',
  description:
    "Writes the viewer's review of an advisor they had contact with (edits it when there is one); the first tells the advisor (ReviewAdded). Blocked either way: ForbiddenError; more than 10 reviews written or edited a day: RateLimitedError.",
  input: AddReviewInput,
  type: Review,
  dataField: 'review',
  extraErrors: [RateLimitedError],
  run: (ctx, { advisorId, ...input }) => addReview(ctx, rowIdOf(advisorId, 'Advisor'), input),
  load: (ctx, query, id) => ctx.prisma.review.findUniqueOrThrow({ ...query, where: { id } }),
});
