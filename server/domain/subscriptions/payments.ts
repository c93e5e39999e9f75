import { PRODUCT } from '../../config.js';
import { type Payment, Prisma, type Subscription } from '../../generated/prisma/client.js';
import { formatEuroCents } from '../money.js';
import { type Notify, type Tx, withNotifications } from '../notifications/notify.js';
import { notificationContent, PRODUCT_MESSAGE } from '../notifications/types.js';
import type { PaymentStatus, ProviderPayment } from '../ports/payments.js';
import { addPeriod, isPlanKey, planOf } from './plans.js';
import { tryEnsureProviderSubscription } from './provider.js';
import { formatDutchDate, latestSubscription, lockUser, type SubscriptionDeps, stateOf } from './state.js';

// What a payment's status means for a subscription. The provider's word is the only source: a
// webhook carries just `id=tr_...`, so every path (webhook, the scheduler's renewals, a refresh)
// fetches the payment and hands it to `syncPayment`. Statuses only move forward (open → pending →
// authorized → a final one), each move in one conditional update with its history row, and the
// consequences of a move run in that same transaction: replaying a webhook ten times activates
// once, and a late `open` after `paid` changes nothing.

const RANK: Record<PaymentStatus, number> = {
  open: 0,
  pending: 1,
  authorized: 2,
  canceled: 3,
  expired: 3,
  failed: 3,
  paid: 3,
};
const FAILED: readonly PaymentStatus[] = ['canceled', 'expired', 'failed'];

/** The statuses a payment may move to `status` from. */
const predecessors = (status: PaymentStatus) =>
  (Object.keys(RANK) as PaymentStatus[]).filter((s) => RANK[s] < RANK[status]);

export type SyncOutcome = 'unknown' | 'unchanged' | 'updated';

/**
 * Reads payment `paymentId` at the provider and applies its status. `unknown`: the provider knows
 * no such payment, or it is not one of ours (nothing to do). A provider outage throws (503: the
 * webhook is retried).
 */
export async function syncPayment(deps: SubscriptionDeps, paymentId: string): Promise<SyncOutcome> {
  const remote = await deps.payments.getPayment(paymentId);
  if (!remote) return 'unknown';
  return applyProviderPayment(deps, remote);
}

/** `syncPayment` for a payment already read from the provider. */
export async function applyProviderPayment(deps: SubscriptionDeps, remote: ProviderPayment): Promise<SyncOutcome> {
  const row =
    (await deps.prisma.payment.findUnique({ where: { providerPaymentId: remote.id } })) ??
    (await recordRenewal(deps, remote)) ??
    (await recordUnrecordedCheckout(deps, remote));
  if (!row) return 'unknown';
  const moved = await withNotifications(deps, async (tx, notify) => {
    const payment = await moveStatus(tx, row, remote);
    if (payment) await consequences(deps, tx, notify, payment, remote);
    return payment;
  });
  if (moved && FAILED.includes(moved.status as PaymentStatus)) await stopCharging(deps, moved);
  if (moved?.status === 'paid' && moved.sequenceType === 'first') await makeClaimedRefunds(deps, moved.id);
  // Mollie calls the payment's webhook when one of its refunds changes as well.
  await followRefunds(deps, row.id);
  // Paid and active (now, or on an earlier delivery whose provider call failed): renewals need a provider subscription.
  const subscriptionId = moved?.subscriptionId ?? row.subscriptionId;
  if (remote.status === 'paid' && subscriptionId) await tryEnsureProviderSubscription(deps, subscriptionId);
  return moved ? 'updated' : 'unchanged';
}

/** Moves the stored status forward to the provider's, with its history row; null when there is nothing to move. */
async function moveStatus(tx: Tx, row: Payment, remote: ProviderPayment): Promise<Payment | null> {
  if (remote.status === row.status || RANK[remote.status] <= RANK[row.status as PaymentStatus]) return null;
  const { count } = await tx.payment.updateMany({
    where: { id: row.id, status: { in: predecessors(remote.status) } },
    data: {
      status: remote.status,
      paidAt: remote.status === 'paid' ? (remote.paidAt ?? new Date()) : null,
      // The checkout is over once the payment left `open`.
      ...(remote.status === 'open' ? {} : { checkoutUrl: null }),
    },
  });
  if (!count) return null;
  await tx.paymentStatusChange.create({ data: { paymentId: row.id, status: remote.status } });
  return tx.payment.findUniqueOrThrow({ where: { id: row.id } });
}

/**
 * A renewal charge of a provider subscription (the provider made the payment, not us): stored the
 * first time we hear of it, for the period after the last one paid or on its way. null when the
 * payment belongs to no subscription of ours.
 */
async function recordRenewal(deps: SubscriptionDeps, remote: ProviderPayment): Promise<Payment | null> {
  if (remote.sequenceType !== 'recurring' || !remote.subscriptionId) return null;
  const providerSubscriptionId = remote.subscriptionId;
  return deps.prisma.$transaction(async (tx) => {
    const sub = await tx.subscription.findUnique({ where: { providerSubscriptionId } });
    if (!sub) return null;
    await lockUser(tx, sub.userId);
    const known = await tx.payment.findUnique({ where: { providerPaymentId: remote.id } });
    if (known) return known;
    const last = await tx.payment.findFirst({
      where: { subscriptionId: sub.id, periodEnd: { not: null }, status: { notIn: [...FAILED] } },
      orderBy: { periodEnd: 'desc' },
    });
    const plan = planOf(sub.plan);
    const after = [sub.cycleEndsAt, last?.periodEnd].filter((d): d is Date => d instanceof Date);
    const periodStart = after.length ? new Date(Math.max(...after.map((d) => d.getTime()))) : remote.createdAt;
    return tx.payment.create({
      data: {
        userId: sub.userId,
        subscriptionId: sub.id,
        providerPaymentId: remote.id,
        plan: plan.key,
        purpose: 'renewal',
        status: 'pending',
        amountCents: remote.amountCents,
        description: remote.description,
        sequenceType: 'recurring',
        periodStart,
        periodEnd: addPeriod(periodStart, plan.intervalMonths),
        createdAt: remote.createdAt,
        statusChanges: { create: { status: 'pending' } },
      },
    });
  });
}

/**
 * A first payment of ours that we never stored (the process stopped between the provider's answer
 * and our write): known from its metadata, so a payer who paid still gets the plan.
 */
async function recordUnrecordedCheckout(deps: SubscriptionDeps, remote: ProviderPayment): Promise<Payment | null> {
  const userId = remote.metadata?.userId;
  const plan = remote.metadata?.plan;
  if (remote.sequenceType !== 'first' || typeof userId !== 'number' || !isPlanKey(plan)) return null;
  if (!(await deps.prisma.user.findUnique({ where: { id: userId }, select: { id: true } }))) return null;
  try {
    return await deps.prisma.payment.create({
      data: {
        userId,
        providerPaymentId: remote.id,
        plan,
        purpose: 'subscribe',
        status: 'open',
        amountCents: remote.amountCents,
        description: remote.description,
        sequenceType: 'first',
        redirectUrl: remote.redirectUrl,
        createdAt: remote.createdAt,
        statusChanges: { create: { status: 'open' } },
      },
    });
  } catch (err) {
    // Another delivery stored it first.
    if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')) throw err;
    return deps.prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: remote.id } });
  }
}

/** What a payment that just moved means for the account. */
async function consequences(deps: SubscriptionDeps, tx: Tx, notify: Notify, payment: Payment, remote: ProviderPayment) {
  if (payment.status === 'paid') {
    if (payment.sequenceType === 'first') {
      if (!(await activateAfterFirstPayment(deps, tx, payment, remote))) return;
    } else if (payment.purpose === 'renewal') await extendByRenewal(tx, payment);
    await notify({
      recipientUserId: payment.userId,
      senderUserId: null,
      content: notificationContent(PRODUCT_MESSAGE, { message: receiptMessage(payment) }),
    });
    return;
  }
  if (FAILED.includes(payment.status as PaymentStatus) && payment.sequenceType === 'recurring') {
    await endAfterFailedCharge(tx, notify, payment);
  }
}

/** The receipt of a paid payment that bought a period (through notify, as HuiskansMessage; mailed too). */
export function receiptMessage(payment: Pick<Payment, 'amountCents' | 'plan' | 'description'>) {
  const what = isPlanKey(payment.plan) ? `${PRODUCT.name} ${planOf(payment.plan).name}` : payment.description;
  return `Bedankt! We hebben je betaling van ${formatEuroCents(payment.amountCents)} voor ${what} ontvangen. Je abonnement zie je op je accountpagina.`;
}

/**
 * A paid first payment: the mandate is the account's, and the subscription starts (once). False
 * when the money bought nothing and goes back (a superseded checkout, a plan that already runs).
 */
async function activateAfterFirstPayment(
  deps: SubscriptionDeps,
  tx: Tx,
  payment: Payment,
  remote: ProviderPayment,
): Promise<boolean> {
  await lockUser(tx, payment.userId);
  await tx.user.update({
    where: { id: payment.userId },
    data: {
      ...(remote.customerId ? { paymentCustomerId: remote.customerId } : {}),
      ...(remote.mandateId ? { paymentMandateId: remote.mandateId } : {}),
    },
  });
  const current = await latestSubscription(tx, payment.userId);
  if (payment.supersededAt || (current && stateOf(current) !== 'ended')) {
    // Money without a period: a checkout a newer one replaced, or a second checkout paid while the
    // plan runs. Claimed for a refund here (once: the unique payment + reason), made through the
    // provider after the commit (makeClaimedRefunds; the scheduler retries one that failed).
    await tx.paymentRefund.create({
      data: { paymentId: payment.id, amountCents: payment.amountCents, status: 'claimed', reason: REFUND_REASON },
    });
    deps.log?.warn({ payment: payment.providerPaymentId }, 'first payment paid for a superseded checkout: refunded');
    return false;
  }
  const plan = planOf(payment.plan);
  const start = payment.paidAt ?? new Date();
  const end = addPeriod(start, plan.intervalMonths);
  const sub = await tx.subscription.create({
    data: {
      userId: payment.userId,
      plan: plan.key,
      status: 'active',
      providerCustomerId: remote.customerId,
      providerMandateId: remote.mandateId,
      cycleStartedAt: start,
      cycleEndsAt: end,
      // What was paid for this first period (€ 0,01 on an advisor's offer): what a swap credits.
      cycleValueCents: payment.amountCents,
    },
  });
  await tx.payment.update({
    where: { id: payment.id },
    data: { subscriptionId: sub.id, periodStart: start, periodEnd: end },
  });
  payment.subscriptionId = sub.id;
  return true;
}

export const REFUND_REASON = 'superseded_checkout';

/** What the user reads when money of a superseded checkout goes back (through notify, as HuiskansMessage). */
export function refundMessage(amountCents: number, planKey: string) {
  const plan = isPlanKey(planKey) ? ` voor ${PRODUCT.name} ${planOf(planKey).name}` : '';
  return `Je betaling van ${formatEuroCents(amountCents)}${plan} kwam binnen voor een betaalpagina die niet meer gold: je was daarna opnieuw begonnen met betalen, of je abonnement liep al. We storten dit bedrag terug; het staat binnen een paar werkdagen weer op je rekening.`;
}

/**
 * Makes the refunds claimed in the database (of one payment, or all that are waiting): the
 * provider's refund API, with the refund row's id as idempotency key (a retry after a lost answer
 * refunds once), then the refund's provider id and status recorded and the user told, once (a
 * conditional update). A provider that fails leaves the claim for the scheduler's next run.
 */
export async function makeClaimedRefunds(deps: SubscriptionDeps, paymentId?: number) {
  const due = await deps.prisma.paymentRefund.findMany({
    where: { providerRefundId: null, status: 'claimed', ...(paymentId ? { paymentId } : {}) },
    include: { payment: true },
  });
  for (const refund of due) {
    try {
      const remote = await deps.payments.createRefund(refund.payment.providerPaymentId, {
        amountCents: refund.amountCents,
        description: `Terugbetaling: ${refund.payment.description}`.slice(0, 255),
        metadata: { paymentId: refund.paymentId, reason: refund.reason },
        idempotencyKey: `huiskans-refund-${refund.id}`,
      });
      // Recorded and told together: the user hears of it once, however often this runs.
      await withNotifications(deps, async (tx, tell) => {
        const { count } = await tx.paymentRefund.updateMany({
          where: { id: refund.id, providerRefundId: null },
          data: { providerRefundId: remote.id, status: remote.status },
        });
        if (!count) return;
        await tell({
          recipientUserId: refund.payment.userId,
          senderUserId: null,
          content: notificationContent(PRODUCT_MESSAGE, {
            message: refundMessage(refund.amountCents, refund.payment.plan),
          }),
        });
      });
    } catch (err) {
      deps.log?.error({ err, refundId: refund.id }, 'refund not made yet; the scheduler tries again');
    }
  }
}

/** Refund statuses after which the provider changes nothing any more. */
const FINAL_REFUND_STATUSES = ['refunded', 'failed', 'canceled'];

/** What the user reads when a refund we announced did not reach them (through notify, as HuiskansMessage). */
export function refundFailedMessage(amountCents: number) {
  return `De terugbetaling van ${formatEuroCents(amountCents)} is niet gelukt. We nemen binnen twee werkdagen contact met je op om het bedrag alsnog terug te storten.`;
}

/**
 * Follows the refunds made at the provider until they are final (of one payment, or all that are
 * on their way): the status recorded as the provider reports it. One that failed or was cancelled
 * is logged for support and the user, who was told the money comes back, hears that it did not;
 * once (a conditional update on the status seen).
 */
export async function followRefunds(deps: SubscriptionDeps, paymentId?: number) {
  const open = await deps.prisma.paymentRefund.findMany({
    where: {
      providerRefundId: { not: null },
      status: { notIn: [...FINAL_REFUND_STATUSES, 'claimed'] },
      ...(paymentId ? { paymentId } : {}),
    },
    include: { payment: true },
  });
  for (const refund of open) {
    try {
      const remote = await deps.payments.getRefund(refund.payment.providerPaymentId, refund.providerRefundId ?? '');
      if (!remote || remote.status === refund.status) continue;
      const failed = remote.status === 'failed' || remote.status === 'canceled';
      await withNotifications(deps, async (tx, tell) => {
        const { count } = await tx.paymentRefund.updateMany({
          where: { id: refund.id, status: refund.status },
          data: { status: remote.status },
        });
        if (!count || !failed) return;
        deps.log?.error(
          { refundId: refund.id, status: remote.status },
          'refund did not go through: support must pay it back',
        );
        await tell({
          recipientUserId: refund.payment.userId,
          senderUserId: null,
          content: notificationContent(PRODUCT_MESSAGE, { message: refundFailedMessage(refund.amountCents) }),
        });
      });
    } catch (err) {
      deps.log?.error({ err, refundId: refund.id }, 'refund status not read; the scheduler tries again');
    }
  }
}

/** A paid renewal: the paid period moves on (a cancelled-but-paid period is the payer's too). */
async function extendByRenewal(tx: Tx, payment: Payment) {
  if (!payment.subscriptionId || !payment.periodEnd) return;
  const sub = await tx.subscription.findUniqueOrThrow({ where: { id: payment.subscriptionId } });
  const later = (a: Date | null, b: Date) => (a && a > b ? a : b);
  // The paid period is the new cycle, worth what was paid for it; a renewal paid after the one for
  // the period after it (out of order) joins that cycle, and its worth.
  const joins = sub.cycleEndsAt !== null && sub.cycleEndsAt > payment.periodEnd;
  const data: Prisma.SubscriptionUpdateInput = {
    cycleStartedAt: payment.periodStart,
    cycleEndsAt: later(sub.cycleEndsAt, payment.periodEnd),
    cycleValueCents: joins
      ? (sub.cycleValueCents ?? planOf(sub.plan).amountCents) + payment.amountCents
      : payment.amountCents,
  };
  if (sub.status === 'canceled') data.endsAt = later(sub.endsAt, payment.periodEnd);
  await tx.subscription.update({ where: { id: sub.id }, data });
}

/**
 * A charge on the mandate failed (a renewal, a swap, a start without checkout): the rights end
 * where the unpaid period begins, and the user is told.
 */
async function endAfterFailedCharge(tx: Tx, notify: Notify, payment: Payment) {
  if (!payment.subscriptionId) return;
  const sub = await tx.subscription.findUniqueOrThrow({ where: { id: payment.subscriptionId } });
  const endsAt = paidPartEnd(sub, payment) ?? payment.periodStart ?? new Date();
  if (stateOf(sub) === 'ended' || (sub.endsAt && sub.endsAt <= endsAt)) return;
  const kept =
    endsAt > (payment.periodStart ?? endsAt)
      ? { cycleEndsAt: endsAt, cycleValueCents: cycleValueOf(sub) - payment.amountCents }
      : {};
  await tx.subscription.update({
    where: { id: sub.id },
    data: { status: 'canceled', endsAt, endReason: 'payment_failed', ...kept },
  });
  const plan = planOf(payment.plan);
  const when =
    endsAt > new Date() ? `Je abonnement loopt af op ${formatDutchDate(endsAt)}.` : 'Je abonnement is daarom gestopt.';
  await notify({
    recipientUserId: payment.userId,
    senderUserId: null,
    content: notificationContent(PRODUCT_MESSAGE, {
      message: `Je betaling van ${formatEuroCents(payment.amountCents)} voor ${PRODUCT.name} ${plan.name} is niet gelukt. ${when} Kies opnieuw een abonnement op je accountpagina om je acties te blijven gebruiken.`,
    }),
  });
}

const cycleValueOf = (sub: Subscription) => sub.cycleValueCents ?? planOf(sub.plan).amountCents;

/**
 * A failed swap charge paid only part of the swap's cycle: the credit the swap brought from the old
 * plan (the cycle's worth minus the charge). The rights run for that share of the cycle, so the
 * payer keeps what they paid for. null when the failed charge is not the current cycle's swap.
 */
function paidPartEnd(sub: Subscription, payment: Payment): Date | null {
  if (payment.purpose !== 'swap' || !sub.cycleStartedAt || !sub.cycleEndsAt || !payment.periodStart) return null;
  if (sub.cycleStartedAt.getTime() !== payment.periodStart.getTime()) return null;
  const worth = cycleValueOf(sub);
  const credit = worth - payment.amountCents;
  if (credit <= 0 || worth <= 0) return null;
  const span = sub.cycleEndsAt.getTime() - sub.cycleStartedAt.getTime();
  return new Date(sub.cycleStartedAt.getTime() + Math.ceil((span * credit) / worth));
}

/**
 * After a failed charge the provider must not charge on: its subscription is cancelled. Should that
 * fail, a later charge that is paid gives the payer that period (extendByRenewal); it is logged.
 */
async function stopCharging(deps: SubscriptionDeps, payment: Payment) {
  if (!payment.subscriptionId) return;
  const sub = await deps.prisma.subscription.findUnique({ where: { id: payment.subscriptionId } });
  if (sub?.status !== 'canceled' || !sub.providerSubscriptionId || !sub.providerCustomerId) return;
  await cancelProviderSubscription(deps, sub).catch((err) =>
    deps.log?.error({ err, subscriptionId: sub.id }, 'provider subscription not cancelled after a failed charge'),
  );
}

/** Cancels the subscription's provider subscription and forgets it (safe to repeat). */
export async function cancelProviderSubscription(deps: SubscriptionDeps, sub: Subscription) {
  if (!sub.providerSubscriptionId || !sub.providerCustomerId) return;
  await deps.payments.cancelSubscription(sub.providerCustomerId, sub.providerSubscriptionId);
}
