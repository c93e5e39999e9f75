import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  addCoachee,
  COACHEE_PAGE_LIMITS,
  COACHEES_ORDER,
  type Coaching,
  coacheesPage,
  removeCoachee,
  removeMyCoach,
  type standingRequests,
} from '../../domain/advisors/coaching.js';
import {
  type OfferCheckout,
  offersOf,
  type SharedOffer,
  subscribeWithAdvisorOffer,
} from '../../domain/advisors/offers.js';
import { type NotificationData, readNotificationContent } from '../../domain/notifications/types.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { rowIdOf, rowKeyOf } from '../global-ids.js';
import { Advisor } from './advisors.js';
import { Notification } from './messaging.js';
import { Expertise } from './reference-data.js';
import { Payment, Plan } from './subscriptions.js';
import { User } from './users.js';

// Coaches and advisors' subscription offers (server/domain/advisors/coaching.ts and
// offers.ts): the twins of POST/DELETE /api/advisors/{id}/coachees, DELETE /api/user/coaches/{id}
// and GET /api/advisors/{id}/subscription_offers/{offer}/subscribe.

const CoachingRef = builder.objectRef<Coaching>('Coaching').implement({
  description: 'An advisor coaching a user.',
  fields: (t) => ({
    advisor: t.prismaField({
      type: Advisor,
      resolve: (query, c, _a, ctx) => ctx.prisma.advisor.findUniqueOrThrow({ ...query, where: { id: c.advisorId } }),
    }),
    user: t.prismaField({
      type: User,
      resolve: (query, c, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: c.userId } }),
    }),
    created: t.exposeBoolean('created', {
      description: 'False when the advisor already coached this user (nothing sent again).',
    }),
  }),
});

const AddCoacheeInput = builder.inputType('AddCoacheeInput', {
  fields: (t) => ({
    advisorId: t.id({ required: true, description: "Global id of the viewer's own Advisor profile." }),
    userId: t.id({ required: true, description: 'Global id of a User who asked this advisor for contact.' }),
    expertiseId: t.id({ description: 'One of the expertises the user asked about (default: the last one).' }),
    message: t.string({ description: 'The welcome (WelcomeByCoach); a standard welcome when left out. At most 2000.' }),
  }),
});

builder.mutationField('addCoachee', (t) =>
  t.field({
    type: CoachingRef,
    description:
      'The viewer (an advisor) takes on a user who contacted them as coachee: CoachAdded and WelcomeByCoach to the user (live). Again: a no-op. Visitor: UnauthenticatedError; unknown profile: NotFoundError; another’s profile, a user without contact or blocked: ForbiddenError; InputError (Dutch).',
    args: { input: t.arg({ type: AddCoacheeInput, required: true }) },
    errors: {
      result: { name: 'AddCoacheePayload' },
      union: { name: 'AddCoacheeResult' },
      dataField: { name: 'coaching' },
    },
    resolve: (_root, { input }, ctx) => {
      const userId = rowIdOf(input.userId, 'User');
      return addCoachee(ctx, rowKeyOf(input.advisorId, 'Advisor'), {
        userId: Number.isNaN(userId) ? null : userId,
        expertiseId: input.expertiseId == null ? null : rowKeyOf(input.expertiseId, 'Expertise'),
        message: input.message,
      });
    },
  }),
);

const RemoveCoacheeInput = builder.inputType('RemoveCoacheeInput', {
  fields: (t) => ({
    advisorId: t.id({ required: true, description: "Global id of the viewer's own Advisor profile." }),
    userId: t.id({ required: true, description: 'Global id of the coached User.' }),
  }),
});

builder.mutationField('removeCoachee', (t) =>
  t.id({
    description:
      'The viewer (an advisor) stops coaching a user. Visitor: UnauthenticatedError; another’s profile: ForbiddenError; unknown profile or not coached: NotFoundError.',
    args: { input: t.arg({ type: RemoveCoacheeInput, required: true }) },
    errors: {
      result: { name: 'RemoveCoacheePayload' },
      union: { name: 'RemoveCoacheeResult' },
      dataField: { name: 'removedCoacheeId', description: 'Global id of the User (for @deleteEdge).' },
    },
    resolve: async (_root, { input }, ctx) => {
      const removed = await removeCoachee(ctx, rowKeyOf(input.advisorId, 'Advisor'), rowKeyOf(input.userId, 'User'));
      return encodeGlobalID('User', removed.userId);
    },
  }),
);

const RemoveMyCoachInput = builder.inputType('RemoveMyCoachInput', {
  fields: (t) => ({ advisorId: t.id({ required: true, description: 'Global id of the coaching Advisor.' }) }),
});

builder.mutationField('removeMyCoach', (t) =>
  t.id({
    description:
      "Ends the coaching by an advisor (the advisor stays among the viewer's advisors). Visitor: UnauthenticatedError; not their coach: NotFoundError.",
    args: { input: t.arg({ type: RemoveMyCoachInput, required: true }) },
    errors: {
      result: { name: 'RemoveMyCoachPayload' },
      union: { name: 'RemoveMyCoachResult' },
      dataField: { name: 'advisorId', description: 'Global id of the Advisor.' },
    },
    resolve: async (_root, { input }, ctx) =>
      encodeGlobalID('Advisor', await removeMyCoach(ctx, rowKeyOf(input.advisorId, 'Advisor'))),
  }),
);

builder.prismaObjectFields(User, (t) => ({
  isMyCoachee: t.boolean({
    description: 'The viewer (an advisor) coaches this user; false for anybody else.',
    resolve: (user, _a, ctx) => ctx.loaders.myCoachees.load(user.id),
  }),
}));

type StandingRequest = NonNullable<Awaited<ReturnType<typeof standingRequests>>[number]>;
const AdvisorContactRequest = builder.objectRef<StandingRequest>('AdvisorContactRequest').implement({
  description: 'A contact request as its advisor sees it: whom addCoachee takes on, about which expertise.',
  fields: (t) => ({
    advisor: t.field({ type: Advisor, resolve: (r) => r.advisor }),
    user: t.field({ type: User, resolve: (r) => r.user }),
    expertise: t.field({ type: Expertise, resolve: (r) => r.expertise }),
  }),
});

builder.prismaObjectFields(Notification, (t) => ({
  advisorRequest: t.field({
    type: AdvisorContactRequest,
    nullable: true,
    description:
      'For the advisor who received this AdvisorRequestAppointment: the request, while it stands (null once the user removed the advisor, and for anybody else).',
    select: { type: true, data: true, senderUserId: true, recipientUserId: true },
    resolve: (n, _a, ctx) => {
      const request = readNotificationContent(n.type, n.data);
      if (request?.type !== 'AdvisorRequestAppointment' || n.senderUserId === null) return null;
      if (n.recipientUserId !== ctx.viewer.user?.id) return null;
      return ctx.loaders.myAdvisorRequests.load({
        userId: n.senderUserId,
        expertiseName: (request.data as NotificationData<'AdvisorRequestAppointment'>).expertise.name,
      });
    },
  }),
}));

const AdvisorSubscriptionOffer = builder.objectRef<SharedOffer>('AdvisorSubscriptionOffer').implement({
  description: "An advisor's offer: Premium with the first month free for the advisor's clients (once per account).",
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    plan: t.string({ description: 'The plan key (user_premium).', resolve: (o) => o.plan.key }),
    subscriptionPlan: t.field({
      type: Plan,
      description: 'The plan the offer gives: its name and what it costs after the free period.',
      resolve: (o) => o.plan,
    }),
    path: t.exposeString('path', {
      description: 'GET /api/advisors/{id}/subscription_offers/{offer}/subscribe: the link to share.',
    }),
  }),
});

builder.prismaObjectFields(Advisor, (t) => ({
  coachees: t.connection(
    {
      type: User,
      nullable: true,
      description: "The advisor's coachees, newest first; only for the advisor themselves (null for anybody else).",
      select: { id: true, userId: true },
      resolve: async (advisor, args, ctx) => {
        const request = parsePageArgs(COACHEES_ORDER, args, COACHEE_PAGE_LIMITS);
        const result = await coacheesPage(ctx, advisor, request, { user: true, expertise: true });
        if (!result) return null;
        return toConnection(result.page, {
          node: (row) => row.user,
          edge: (row) => ({
            expertise: row.expertise,
            coachedSince: row.createdAt,
            fullName: `${row.user.firstName} ${row.user.lastName}`.trim(),
          }),
          totalCount: result.totalCount,
        });
      },
    },
    countedConnection('CoacheeConnection'),
    {
      name: 'CoacheeEdge',
      fields: (e) => ({
        expertise: e.field({
          type: Expertise,
          description: 'What the coaching is about.',
          resolve: (r) => r.expertise,
        }),
        coachedSince: e.field({ type: 'DateTime', resolve: (r) => r.coachedSince }),
        fullName: e.string({
          description: "The coachee's full name: they gave it to the advisor with their request.",
          resolve: (r) => r.fullName,
        }),
      }),
    },
  ),
  subscriptionOffers: t.field({
    type: [AdvisorSubscriptionOffer],
    description: "The offers the advisor's clients can subscribe with (the link the advisor shares).",
    select: { id: true },
    resolve: (advisor) => offersOf(advisor.id),
  }),
}));

const SubscribeWithAdvisorOfferInput = builder.inputType('SubscribeWithAdvisorOfferInput', {
  fields: (t) => ({
    advisorId: t.id({ required: true, description: 'Global id of the Advisor.' }),
    offer: t.string({ required: true, description: 'The offer code (eerste-maand-gratis).' }),
  }),
});

const AdvisorOfferCheckout = builder.objectRef<OfferCheckout>('AdvisorOfferCheckout').implement({
  fields: (t) => ({
    checkoutUrl: t.string({ description: 'Send the browser here.', resolve: (o) => o.checkoutUrl }),
    payment: t.field({ type: Payment, resolve: (o) => o.payment }),
    offer: t.field({ type: AdvisorSubscriptionOffer, resolve: (o) => o.offer }),
  }),
});

builder.mutationField('subscribeWithAdvisorOffer', (t) =>
  t.field({
    type: AdvisorOfferCheckout,
    description:
      "Starts the checkout of an advisor's offer (the €0,01 mandate payment; the first month is free). Visitor: UnauthenticatedError; unknown advisor or offer: NotFoundError; oneself or no contact with the advisor: ForbiddenError; a subscription now or before: ConflictError (nothing charged).",
    args: { input: t.arg({ type: SubscribeWithAdvisorOfferInput, required: true }) },
    errors: {
      result: { name: 'SubscribeWithAdvisorOfferPayload' },
      union: { name: 'SubscribeWithAdvisorOfferResult' },
      dataField: { name: 'checkout' },
    },
    resolve: (_root, { input }, ctx) =>
      subscribeWithAdvisorOffer(ctx, rowKeyOf(input.advisorId, 'Advisor'), input.offer),
  }),
);
