import type { ObjectRef } from '@pothos/core';
import type { RequestContext } from '../../context.js';
import { rowIdOrNone } from '../../domain/ids.js';
import { requireUser } from '../../domain/kernel/viewer.js';
import { formatEuroCents } from '../../domain/money.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { PAYMENT_STATUSES } from '../../domain/ports/payments.js';
import { cancelSubscription, resumeSubscription, subscribe, swapPlan } from '../../domain/subscriptions/commands.js';
import {
  lastCheckoutPayment,
  PAYMENTS_ORDER,
  paymentsPage,
  refreshPayment,
} from '../../domain/subscriptions/history.js';
import { PLAN_LIST, type Plan as PlanData, planOf } from '../../domain/subscriptions/plans.js';
import { canResume, latestSubscription, nextPaymentOf, stateOf } from '../../domain/subscriptions/state.js';
import type { Payment as PaymentRow, Subscription as SubscriptionRow } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { inputRowId } from '../global-ids.js';
import { self, User } from './users.js';

// Plans and subscriptions (spec §3 Plan, §4 Plan flow and payment statuses, §7 Subscription, §9):
// the plans, the viewer's subscription with its payments, and subscribe / swapPlan /
// cancelSubscription / resumeSubscription / refreshPayment. Rules: server/domain/subscriptions.

const money = (cents: number) => formatEuroCents(cents);

export const Plan = builder.objectRef<PlanData>('Plan').implement({
  description: 'A paid plan (spec §9), defined on the server: the client shows it and never sets a price.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'user_premium or user_extended' }),
    name: t.exposeString('name'),
    amountCents: t.exposeInt('amountCents', { description: 'Price of one period in cents (995).' }),
    amount: t.string({ description: 'The price as shown: "€ 9,95".', resolve: (p) => money(p.amountCents) }),
    intervalMonths: t.exposeInt('intervalMonths', { description: '1 (Premium) or 12 (Extended).' }),
    intervalText: t.exposeString('intervalText', { description: '"per maand" / "per jaar".' }),
    expiresText: t.exposeString('expiresText', { description: 'How it can be cancelled.' }),
    firstPaymentPeriod: t.exposeString('firstPaymentPeriod', { description: 'What the first payment pays for.' }),
    included: t.exposeStringList('included'),
    rules: t.exposeStringList('rules', { description: 'The rules the confirmation step shows.' }),
  }),
});

builder.queryField('plans', (t) =>
  t.field({ type: [Plan], description: 'The two plans, Premium first.', resolve: () => [...PLAN_LIST] }),
);

const SubscriptionStatus = builder.enumType('SubscriptionStatus', {
  values: {
    ACTIVE: { value: 'active', description: 'Paid and renewing.' },
    CANCELED: { value: 'canceled', description: 'Stopped, rights until endsAt; can be resumed until then.' },
    ENDED: { value: 'ended', description: 'No rights any more.' },
  } as const,
});
const SubscriptionEndReason = builder.enumType('SubscriptionEndReason', {
  values: {
    CANCELED: { value: 'canceled', description: 'Cancelled by the user.' },
    PAYMENT_FAILED: { value: 'payment_failed', description: 'A charge failed.' },
  } as const,
});
const PaymentStatus = builder.enumType('PaymentStatus', {
  description: "Mollie's payment statuses (spec §4: the after-subscribe modal branches on them).",
  values: Object.fromEntries(PAYMENT_STATUSES.map((s) => [s.toUpperCase(), { value: s }])) as Record<
    Uppercase<(typeof PAYMENT_STATUSES)[number]>,
    { value: (typeof PAYMENT_STATUSES)[number] }
  >,
});
const PaymentPurpose = builder.enumType('PaymentPurpose', {
  values: {
    SUBSCRIBE: { value: 'subscribe', description: 'The first period.' },
    RENEWAL: { value: 'renewal', description: 'A recurring charge.' },
    SWAP: { value: 'swap', description: 'A plan swap (the new price minus the unused part of the old one).' },
  } as const,
});

const PaymentStatusChange = builder.objectRef<{ status: string; createdAt: Date }>('PaymentStatusChange').implement({
  fields: (t) => ({
    status: t.field({ type: PaymentStatus, resolve: (c) => c.status as 'paid' }),
    at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const Payment = builder.prismaNode('Payment', {
  id: { field: 'id' },
  nullable: true,
  description: 'A payment of the viewer: a first payment, a renewal or a swap charge, with its status history.',
  findUnique: (id, ctx: RequestContext) => ({ id: rowIdOrNone(id), userId: ctx.viewer.user?.id ?? 0 }),
  fields: (t) => ({
    status: t.field({ type: PaymentStatus, resolve: (p) => p.status as 'paid' }),
    purpose: t.field({ type: PaymentPurpose, resolve: (p) => p.purpose as 'subscribe' }),
    plan: t.field({ type: Plan, resolve: (p) => planOf(p.plan) }),
    amountCents: t.exposeInt('amountCents'),
    amount: t.string({ description: '"€ 9,95"', resolve: (p) => money(p.amountCents) }),
    description: t.exposeString('description'),
    checkoutUrl: t.exposeString('checkoutUrl', { nullable: true, description: 'While the payment is open.' }),
    periodStart: t.expose('periodStart', { type: 'DateTime', nullable: true }),
    periodEnd: t.expose('periodEnd', { type: 'DateTime', nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    statusHistory: t.field({
      type: [PaymentStatusChange],
      description: 'Every status, oldest first.',
      select: { statusChanges: { orderBy: { id: 'asc' } } },
      resolve: (p) => p.statusChanges,
    }),
  }),
});

const NextPayment = builder.objectRef<{ date: Date; amountCents: number }>('NextPayment').implement({
  description: 'The coming renewal charge.',
  fields: (t) => ({
    date: t.expose('date', { type: 'DateTime' }),
    amountCents: t.exposeInt('amountCents'),
    amount: t.string({ resolve: (n) => money(n.amountCents) }),
  }),
});

export const UserSubscription = builder.prismaNode('Subscription', {
  name: 'UserSubscription',
  id: { field: 'id' },
  nullable: true,
  description: "The viewer's subscription to a plan (spec §7 Subscription).",
  findUnique: (id, ctx: RequestContext) => ({ id: rowIdOrNone(id), userId: ctx.viewer.user?.id ?? 0 }),
  fields: (t) => ({
    plan: t.field({ type: Plan, resolve: (s) => planOf(s.plan) }),
    status: t.field({ type: SubscriptionStatus, resolve: (s) => stateOf(s) }),
    endReason: t.field({
      type: SubscriptionEndReason,
      nullable: true,
      resolve: (s) => s.endReason as 'canceled' | null,
    }),
    currentPeriodStart: t.expose('cycleStartedAt', { type: 'DateTime', nullable: true }),
    currentPeriodEnd: t.expose('cycleEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'End of the paid period (the renewal date while active).',
    }),
    endsAt: t.expose('endsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When cancelled: the rights last until then.',
    }),
    canResume: t.boolean({ resolve: (s) => canResume(s) }),
    nextPayment: t.field({ type: NextPayment, nullable: true, resolve: (s) => nextPaymentOf(s) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    payments: t.connection(
      {
        type: Payment,
        description: 'Its payments, newest first.',
        resolve: async (s, args, ctx) => {
          const request = parsePageArgs(PAYMENTS_ORDER, args, { defaultSize: 20, maxSize: 100 });
          const { page, totalCount } = await paymentsPage(ctx, { subscriptionId: s.id }, request);
          return toConnection(page, { node: (p) => p, totalCount });
        },
      },
      countedConnection('PaymentConnection'),
      { name: 'PaymentEdge' },
    ),
  }),
});

builder.objectFields(User, (t) => ({
  subscription: t.field({
    ...self,
    type: UserSubscription,
    description: "The viewer's subscription (current, or the last one that ended); null for other users.",
    resolve: (u, _a, ctx) => latestSubscription(ctx.prisma, u.id),
  }),
  lastCheckoutPayment: t.field({
    ...self,
    type: Payment,
    description: "The viewer's newest checkout payment, for the after-subscribe modal.",
    resolve: (u, _a, ctx) => lastCheckoutPayment(ctx, u.id),
  }),
}));

// ───────────────────────────── mutations ─────────────────────────────

type ViewerPayload = { viewerId: number };

const SubscribeStatus = builder.enumType('SubscribeStatus', {
  values: {
    CHECKOUT: { value: 'checkout', description: 'Send the browser to checkoutUrl.' },
    ACTIVE: { value: 'active', description: 'Active at once (a valid mandate from before).' },
  } as const,
});

const SubscribeInput = builder.inputType('SubscribeInput', {
  fields: (t) => ({
    plan: t.string({ required: true, description: 'user_premium or user_extended' }),
    redirectUrl: t.string({
      description:
        'Where the checkout returns to: a path of this site or a URL on its origin (default /mijn-huiskans/account).',
    }),
  }),
});
const SwapPlanInput = builder.inputType('SwapPlanInput', {
  fields: (t) => ({ plan: t.string({ required: true, description: 'user_premium or user_extended' }) }),
});
const RefreshPaymentInput = builder.inputType('RefreshPaymentInput', {
  fields: (t) => ({ paymentId: t.id({ required: true, description: 'Global id of the Payment.' }) }),
});

const SubscribePayload = builder
  .objectRef<
    ViewerPayload & {
      status: 'checkout' | 'active';
      checkoutUrl: string | null;
      payment: PaymentRow;
      subscription: SubscriptionRow | null;
    }
  >('SubscribePayload')
  .implement({
    fields: (t) => ({
      status: t.field({ type: SubscribeStatus, resolve: (p) => p.status }),
      checkoutUrl: t.exposeString('checkoutUrl', { nullable: true }),
      payment: t.field({ type: Payment, resolve: (p) => p.payment }),
      subscription: t.field({ type: UserSubscription, nullable: true, resolve: (p) => p.subscription }),
    }),
  });
const SwapPlanPayload = builder
  .objectRef<ViewerPayload & { subscription: SubscriptionRow; changed: boolean; payment: PaymentRow | null }>(
    'SwapPlanPayload',
  )
  .implement({
    fields: (t) => ({
      subscription: t.field({ type: UserSubscription, resolve: (p) => p.subscription }),
      changed: t.exposeBoolean('changed', { description: 'false: it was already this plan (nothing happened).' }),
      payment: t.field({
        type: Payment,
        nullable: true,
        description: 'The swap charge, if any.',
        resolve: (p) => p.payment,
      }),
    }),
  });
const subscriptionPayload = (name: string) =>
  builder.objectRef<ViewerPayload & { subscription: SubscriptionRow }>(name).implement({
    fields: (t) => ({ subscription: t.field({ type: UserSubscription, resolve: (p) => p.subscription }) }),
  });
const CancelSubscriptionPayload = subscriptionPayload('CancelSubscriptionPayload');
const ResumeSubscriptionPayload = subscriptionPayload('ResumeSubscriptionPayload');
const RefreshPaymentPayload = builder
  .objectRef<ViewerPayload & { payment: PaymentRow }>('RefreshPaymentPayload')
  .implement({
    fields: (t) => ({ payment: t.field({ type: Payment, resolve: (p) => p.payment }) }),
  });

for (const ref of [
  SubscribePayload,
  SwapPlanPayload,
  CancelSubscriptionPayload,
  ResumeSubscriptionPayload,
  RefreshPaymentPayload,
]) {
  builder.objectField(ref as ObjectRef<typeof builder.$inferSchemaTypes, ViewerPayload>, 'viewer', (t) =>
    t.prismaField({
      type: 'User',
      description: 'The viewer after the change (canDoSubscriberActions, subscription).',
      resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.viewerId } }),
    }),
  );
}

const viewerId = (ctx: RequestContext) => ctx.viewer.user!.id;

builder.mutationField('subscribe', (t) =>
  t.field({
    type: SubscribePayload,
    description:
      'Subscribes to a plan (spec §7): CHECKOUT with the checkoutUrl of a first payment, or ACTIVE at once with a valid mandate. Visitor: UnauthenticatedError; unknown plan or a redirectUrl off this site: InputError; already subscribed: ConflictError; provider down: ServiceUnavailableError.',
    args: { input: t.arg({ type: SubscribeInput, required: true }) },
    errors: { directResult: true, union: { name: 'SubscribeResult' } },
    resolve: async (_root, { input }, ctx) => ({ ...(await subscribe(ctx, input)), viewerId: viewerId(ctx) }),
  }),
);

builder.mutationField('swapPlan', (t) =>
  t.field({
    type: SwapPlanPayload,
    description:
      'Swaps to another plan now, prorated (the unused part of the current period is credited); the same plan changes nothing. No running subscription, or a cancelled one: ConflictError.',
    args: { input: t.arg({ type: SwapPlanInput, required: true }) },
    errors: { directResult: true, union: { name: 'SwapPlanResult' } },
    resolve: async (_root, { input }, ctx) => ({ ...(await swapPlan(ctx, input)), viewerId: viewerId(ctx) }),
  }),
);

builder.mutationField('cancelSubscription', (t) =>
  t.field({
    type: CancelSubscriptionPayload,
    description: 'Cancels: no more charges, rights until the end of the paid period (endsAt). Twice changes nothing.',
    errors: { directResult: true, union: { name: 'CancelSubscriptionResult' } },
    resolve: async (_root, _args, ctx) => ({ subscription: await cancelSubscription(ctx), viewerId: viewerId(ctx) }),
  }),
);

builder.mutationField('resumeSubscription', (t) =>
  t.field({
    type: ResumeSubscriptionPayload,
    description:
      'Resumes a cancelled subscription while its paid period lasts (billing goes on from its end). Active, or after the period: ConflictError.',
    errors: { directResult: true, union: { name: 'ResumeSubscriptionResult' } },
    resolve: async (_root, _args, ctx) => ({ subscription: await resumeSubscription(ctx), viewerId: viewerId(ctx) }),
  }),
);

builder.mutationField('refreshPayment', (t) =>
  t.field({
    type: RefreshPaymentPayload,
    description:
      "Asks the payment provider for a payment's status now and applies it, as its webhook would (the modal's refresh while the bank has not answered).",
    args: { input: t.arg({ type: RefreshPaymentInput, required: true }) },
    errors: { directResult: true, union: { name: 'RefreshPaymentResult' } },
    resolve: async (_root, { input }, ctx) => {
      const id = inputRowId(input.paymentId, 'Payment', () => requireUser(ctx.viewer));
      return { payment: await refreshPayment(ctx, id), viewerId: viewerId(ctx) };
    },
  }),
);
