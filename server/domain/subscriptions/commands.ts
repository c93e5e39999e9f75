import { z } from 'zod';
import { PRODUCT } from '../../config.js';
import type { Payment, Subscription, User } from '../../generated/prisma/client.js';
import { ConflictError, InputError, parseCommand } from '../errors.js';
import { requireUser } from '../kernel/viewer.js';
import type { Viewer } from '../ports/index.js';
import { PaymentRequestError } from '../ports/payment-errors.js';
import { line } from '../text.js';
import { applyProviderPayment, cancelProviderSubscription } from './payments.js';
import { addPeriod, PLAN_KEYS, type Plan, planOf, UNKNOWN_PLAN_MESSAGE } from './plans.js';
import {
  createProviderSubscription,
  ensureCustomer,
  onMandate,
  tryEnsureProviderSubscription,
  validMandate,
} from './provider.js';
import { latestSubscription, lockUser, type SubscriptionDeps, stateOf, webhookUrl } from './state.js';

// The four plan transitions of spec §4 "Plan flow" with Cashier's semantics (shared notes): subscribe,
// swap, cancel, resume. Each checks the login first (401 before any 422), then its input, then the
// state; provider calls come before the database write, so a provider that is down (503) leaves
// everything as it was.

export const LOGIN_MESSAGE = 'Log in om een abonnement te kiezen.';
export const ALREADY_SUBSCRIBED = 'Je hebt al een abonnement. Kies een ander abonnement om te wisselen.';
export const NO_SUBSCRIPTION = 'Je hebt geen lopend abonnement.';
export const SWAP_WHILE_CANCELED = 'Je abonnement is opgezegd. Hervat het eerst om van abonnement te wisselen.';
export const NOTHING_TO_RESUME = 'Je abonnement loopt nog; er is niets te hervatten.';
export const RESUME_TOO_LATE =
  'Je abonnement is afgelopen en kan niet meer worden hervat. Kies opnieuw een abonnement.';
export const REDIRECT_MESSAGE = 'Na het betalen kun je alleen terug naar een pagina van Huiskans.';
export const CHANGE_IN_PROGRESS =
  'Er wordt al een wijziging van je abonnement verwerkt. Wacht even en probeer het dan opnieuw.';
export const SWAP_WHILE_CHARGING =
  'Je vorige betaling voor dit abonnement wordt nog verwerkt. Je kunt weer wisselen zodra die rond is.';

/** How long a plan change may hold its subscription before another request may take over (provider calls time out after 8 s). */
const CHANGE_CLAIM_MS = 2 * 60 * 1000;

/** Where the browser goes after the checkout when the client names nothing. */
export const DEFAULT_RETURN_PATH = '/mijn-huiskans/account';

type Deps = SubscriptionDeps & { viewer: Viewer };

const planField = z.enum(PLAN_KEYS, { message: UNKNOWN_PLAN_MESSAGE });
export const subscribeSchema = z.object({
  plan: planField,
  redirectUrl: line().max(2000, REDIRECT_MESSAGE).nullish(),
});
export const swapSchema = z.object({ plan: planField });

/** A path of this site, or a URL on APP_URL's origin: the payment page sends nobody elsewhere. */
function returnUrl(appUrl: string, given: string | null | undefined): string | null {
  const app = new URL(appUrl);
  if (!given) return new URL(DEFAULT_RETURN_PATH, app).toString();
  if (given.startsWith('/') && !given.startsWith('//') && !given.includes('\\')) return new URL(given, app).toString();
  try {
    const url = new URL(given);
    return url.origin === app.origin ? url.toString() : null;
  } catch {
    return null;
  }
}

function describe(plan: Plan, what: string) {
  return `${PRODUCT.name} ${plan.name}, ${what}`;
}

export type SubscribeResult =
  | { status: 'checkout'; checkoutUrl: string; payment: Payment; subscription: null }
  | { status: 'active'; checkoutUrl: null; payment: Payment; subscription: Subscription };

/** What a first payment charges: the plan's first period, or an advisor offer's (server/domain/advisors/offers.ts). */
export interface FirstPaymentTerms {
  amountCents: number;
  description: string;
}

/** A second click while the first checkout is still open: that same checkout (same plan, amount and return). */
function openCheckout(deps: Deps, userId: number, plan: Plan, redirectUrl: string, amountCents: number) {
  return deps.prisma.payment.findFirst({
    where: {
      userId,
      plan: plan.key,
      sequenceType: 'first',
      status: 'open',
      amountCents,
      checkoutUrl: { not: null },
      redirectUrl,
      createdAt: { gt: new Date(Date.now() - 30 * 60 * 1000) },
    },
    orderBy: { createdAt: 'desc' },
  });
}

/**
 * One open first payment per user: before a new checkout (or a start on the mandate) the open ones
 * are retired. The provider cancels what it still can (Mollie: `isCancelable`, e.g. a bank transfer;
 * the local provider: anything unsettled); the rest is marked superseded, so that if it is paid
 * after all, the money goes back (payments.ts, makeClaimedRefunds). Provider calls first: a
 * provider that is down (503) leaves everything as it was.
 */
async function retireOpenCheckouts(deps: Deps, userId: number) {
  const open = await deps.prisma.payment.findMany({
    where: { userId, sequenceType: 'first', supersededAt: null, status: { in: ['open', 'pending', 'authorized'] } },
  });
  for (const payment of open) {
    const remote = await deps.payments.getPayment(payment.providerPaymentId);
    const canceled = remote?.isCancelable
      ? await deps.payments.cancelPayment(payment.providerPaymentId).catch((err: unknown) => {
          // Not cancelable any more (the payer is paying right now): superseded, refunded if paid.
          if (err instanceof PaymentRequestError) return null;
          throw err;
        })
      : null;
    await deps.prisma.payment.update({
      where: { id: payment.id },
      data: { supersededAt: new Date(), checkoutUrl: null },
    });
    if (canceled) await applyProviderPayment(deps, canceled);
  }
}

/**
 * A `first` payment at the provider and its row: the checkout that gives the account its mandate.
 * Paid, it starts the subscription for one period of `plan` from the payment (payments.ts), and the
 * provider subscription charges the plan's price from the end of that period on.
 */
async function createCheckout(
  deps: Deps,
  user: User,
  customerId: string,
  plan: Plan,
  redirectUrl: string,
  terms: FirstPaymentTerms,
): Promise<{ checkoutUrl: string; payment: Payment; subscription: null }> {
  const remote = await deps.payments.createPayment({
    amountCents: terms.amountCents,
    description: terms.description,
    sequenceType: 'first',
    customerId,
    redirectUrl,
    webhookUrl: webhookUrl(deps),
    metadata: { userId: user.id, plan: plan.key },
  });
  const payment = await deps.prisma.payment.create({
    data: {
      userId: user.id,
      providerPaymentId: remote.id,
      plan: plan.key,
      purpose: 'subscribe',
      status: remote.status,
      amountCents: terms.amountCents,
      description: remote.description,
      sequenceType: 'first',
      checkoutUrl: remote.checkoutUrl,
      redirectUrl,
      statusChanges: { create: { status: remote.status } },
    },
  });
  if (!remote.checkoutUrl) throw new Error(`first payment ${remote.id} has no checkout`);
  return { checkoutUrl: remote.checkoutUrl, payment, subscription: null };
}

/**
 * A checkout on other terms than the plan's own (an advisor's offer), always through the provider's
 * checkout page, with or without a mandate from before: the payer confirms it there, so a link that
 * is opened cannot start a subscription by itself. The caller checks who may have these terms.
 */
export async function checkoutOnTerms(
  deps: Deps,
  userId: number,
  plan: Plan,
  redirectPath: string,
  terms: FirstPaymentTerms,
): Promise<{ checkoutUrl: string; payment: Payment }> {
  const redirectUrl = returnUrl(deps.config.APP_URL, redirectPath)!;
  const open = await openCheckout(deps, userId, plan, redirectUrl, terms.amountCents);
  if (open) return { checkoutUrl: open.checkoutUrl!, payment: open };
  await retireOpenCheckouts(deps, userId);
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const customerId = await ensureCustomer(deps, user);
  return createCheckout(deps, user, customerId, plan, redirectUrl, terms);
}

/**
 * Subscribe to a plan. Without a valid mandate: a `first` payment, answered with its checkout URL
 * (the subscription starts when the webhook says it is paid). With one (an earlier subscription's):
 * active at once, the first period charged on the mandate (a failure ends it, see payments.ts).
 */
export async function subscribe(deps: Deps, input: unknown): Promise<SubscribeResult> {
  const viewer = requireUser(deps.viewer, LOGIN_MESSAGE);
  const command = parseCommand(subscribeSchema, input ?? {});
  const redirectUrl = returnUrl(deps.config.APP_URL, command.redirectUrl);
  if (!redirectUrl) throw new InputError({ redirectUrl: [REDIRECT_MESSAGE] }, REDIRECT_MESSAGE);
  const plan = planOf(command.plan);
  const current = await latestSubscription(deps.prisma, viewer.id);
  if (current && stateOf(current) !== 'ended') throw new ConflictError(ALREADY_SUBSCRIBED);

  const open = await openCheckout(deps, viewer.id, plan, redirectUrl, plan.amountCents);
  if (open) return { status: 'checkout', checkoutUrl: open.checkoutUrl!, payment: open, subscription: null };
  await retireOpenCheckouts(deps, viewer.id);

  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });
  const customerId = await ensureCustomer(deps, user);
  const mandate = await validMandate(deps, user);
  if (!mandate) {
    const terms = { amountCents: plan.amountCents, description: describe(plan, plan.firstPaymentPeriod.toLowerCase()) };
    return { status: 'checkout', ...(await createCheckout(deps, user, customerId, plan, redirectUrl, terms)) };
  }

  const start = new Date();
  const end = addPeriod(start, plan.intervalMonths);
  const remote = await deps.payments.createPayment({
    amountCents: plan.amountCents,
    description: describe(plan, plan.firstPaymentPeriod.toLowerCase()),
    sequenceType: 'recurring',
    customerId,
    mandateId: mandate.id,
    webhookUrl: webhookUrl(deps),
    metadata: { userId: user.id, plan: plan.key },
    // A retry after a timeout charges once: the same user, after the same last subscription, the same plan.
    idempotencyKey: `huiskans-subscribe-${user.id}-${current?.id ?? 0}-${plan.key}`,
  });
  const started = await deps.prisma.$transaction(async (tx) => {
    await lockUser(tx, user.id);
    const again = await latestSubscription(tx, user.id);
    if (again && stateOf(again) !== 'ended') throw new ConflictError(ALREADY_SUBSCRIBED);
    const subscription = await tx.subscription.create({
      data: {
        userId: user.id,
        plan: plan.key,
        status: 'active',
        providerCustomerId: customerId,
        providerMandateId: mandate.id,
        cycleStartedAt: start,
        cycleEndsAt: end,
        cycleValueCents: plan.amountCents,
      },
    });
    const payment = await tx.payment.create({
      data: chargeRow(user, subscription, plan, remote, 'subscribe', start, end),
    });
    return { subscription, payment };
  });
  await tryEnsureProviderSubscription(deps, started.subscription.id);
  const subscription = await deps.prisma.subscription.findUniqueOrThrow({ where: { id: started.subscription.id } });
  return { status: 'active', checkoutUrl: null, payment: started.payment, subscription };
}

function chargeRow(
  user: Pick<User, 'id'>,
  subscription: Pick<Subscription, 'id'>,
  plan: Plan,
  remote: { id: string; status: string; amountCents: number; description: string },
  purpose: 'subscribe' | 'swap',
  periodStart: Date,
  periodEnd: Date,
) {
  return {
    userId: user.id,
    subscriptionId: subscription.id,
    providerPaymentId: remote.id,
    plan: plan.key,
    purpose,
    status: remote.status,
    amountCents: remote.amountCents,
    description: remote.description,
    sequenceType: 'recurring',
    periodStart,
    periodEnd,
    statusChanges: { create: { status: remote.status } },
  };
}

/** The running subscription of the viewer (active or cancelled within its period), or 409. */
async function runningSubscription(deps: Deps, userId: number) {
  const sub = await latestSubscription(deps.prisma, userId);
  if (!sub || stateOf(sub) === 'ended') throw new ConflictError(NO_SUBSCRIPTION);
  return sub;
}

/**
 * One plan change (swap, cancel, resume) at a time per subscription, across instances: the change
 * claims the row with a conditional update (PostgreSQL lets the second of two concurrent updaters
 * re-check the condition after the first commits, so one of them wins), runs its provider calls
 * outside any transaction, and gives the claim back. A second request meanwhile gets a 409. A claim
 * whose holder died expires after CHANGE_CLAIM_MS. `work` gets the row as read after the claim.
 */
async function underChangeClaim<T>(deps: Deps, subscriptionId: number, work: (sub: Subscription) => Promise<T>) {
  const claimedAt = new Date();
  const stale = new Date(claimedAt.getTime() - CHANGE_CLAIM_MS);
  // Raw SQL: a claim is no change of the subscription (updated_at stays).
  const count = await deps.prisma.$executeRaw`
    UPDATE subscriptions SET change_claimed_at = ${claimedAt}
    WHERE id = ${subscriptionId} AND (change_claimed_at IS NULL OR change_claimed_at < ${stale})`;
  if (!count) throw new ConflictError(CHANGE_IN_PROGRESS);
  try {
    return await work(await deps.prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } }));
  } finally {
    await deps.prisma.$executeRaw`
      UPDATE subscriptions SET change_claimed_at = NULL
      WHERE id = ${subscriptionId} AND change_claimed_at = ${claimedAt}`;
  }
}

/** What the payer paid for the current cycle (rows from before it was kept: the plan's price). */
export const cycleValue = (sub: Pick<Subscription, 'plan' | 'cycleValueCents'>) =>
  sub.cycleValueCents ?? planOf(sub.plan).amountCents;

/**
 * What the payer paid for the unused part of the current cycle: the cycle's value (what was paid
 * for it, through any number of swaps) times the share of the cycle still to come, in whole cents
 * rounded up (a fraction of a cent goes to the payer, so a round trip never costs more).
 */
export function unusedCredit(sub: Subscription, now: Date): number {
  if (!sub.cycleStartedAt || !sub.cycleEndsAt) return 0;
  const total = sub.cycleEndsAt.getTime() - sub.cycleStartedAt.getTime();
  const left = Math.min(Math.max(sub.cycleEndsAt.getTime() - now.getTime(), 0), total);
  return total > 0 ? Math.ceil((cycleValue(sub) * left) / total) : 0;
}

/**
 * The new cycle of a swap at `now`: the new plan's price minus the credit is charged now for a
 * whole period of the new plan (worth the price: credit plus charge); a credit that covers the price
 * instead buys time on the new plan (whole periods, then its share of the next), nothing is charged,
 * and the new cycle is worth the credit.
 */
export function swapTerms(
  sub: Subscription,
  plan: Plan,
  now: Date,
): { chargeCents: number; periodEnd: Date; cycleValueCents: number; creditCents: number } {
  const credit = unusedCredit(sub, now);
  const fullEnd = addPeriod(now, plan.intervalMonths);
  if (plan.amountCents > credit) {
    return {
      chargeCents: plan.amountCents - credit,
      periodEnd: fullEnd,
      cycleValueCents: plan.amountCents,
      creditCents: credit,
    };
  }
  // Whole periods of the new plan in calendar months, the rest as its share of the period after them.
  const periods = Math.floor(credit / plan.amountCents);
  const from = addPeriod(now, periods * plan.intervalMonths);
  const span = addPeriod(now, (periods + 1) * plan.intervalMonths).getTime() - from.getTime();
  const rest = credit - periods * plan.amountCents;
  return {
    chargeCents: 0,
    periodEnd: new Date(from.getTime() + Math.floor((span * rest) / plan.amountCents)),
    cycleValueCents: credit,
    creditCents: credit,
  };
}

export type SwapResult = { subscription: Subscription; changed: boolean; payment: Payment | null };

/** A charge of the subscription's own making (its start on a mandate, a swap) that the bank has not answered yet. */
const unsettledCharges = (deps: Deps, subscriptionId: number) =>
  deps.prisma.payment.count({
    where: {
      subscriptionId,
      purpose: { in: ['subscribe', 'swap'] },
      sequenceType: 'recurring',
      status: { in: ['open', 'pending', 'authorized'] },
    },
  });

/**
 * Swap to another plan now, prorated; the same plan changes nothing. One change at a time per
 * subscription (underChangeClaim), and not while an earlier charge is unpaid: the credit counts
 * only money the payer paid.
 */
export async function swapPlan(deps: Deps, input: unknown): Promise<SwapResult> {
  const viewer = requireUser(deps.viewer, LOGIN_MESSAGE);
  const plan = planOf(parseCommand(swapSchema, input ?? {}).plan);
  const running = await runningSubscription(deps, viewer.id);
  if (running.plan === plan.key) return { subscription: running, changed: false, payment: null };
  const result = await underChangeClaim(deps, running.id, async (sub) => {
    if (sub.plan === plan.key) return { subscription: sub, changed: false, payment: null };
    if (stateOf(sub) !== 'active')
      throw new ConflictError(stateOf(sub) === 'ended' ? NO_SUBSCRIPTION : SWAP_WHILE_CANCELED);
    if (await unsettledCharges(deps, sub.id)) throw new ConflictError(SWAP_WHILE_CHARGING);
    return swapClaimed(deps, viewer, sub, plan);
  });
  // The row as it is now the claim is given back.
  return { ...result, subscription: await deps.prisma.subscription.findUniqueOrThrow({ where: { id: running.id } }) };
}

async function swapClaimed(deps: Deps, viewer: { id: number }, sub: Subscription, plan: Plan): Promise<SwapResult> {
  const now = new Date();
  const { chargeCents, periodEnd, cycleValueCents } = swapTerms(sub, plan, now);
  const charge =
    chargeCents > 0 && sub.providerCustomerId
      ? await onMandate(
          deps.payments.createPayment({
            amountCents: chargeCents,
            description: describe(plan, `wissel van ${planOf(sub.plan).name}`),
            sequenceType: 'recurring',
            customerId: sub.providerCustomerId,
            mandateId: sub.providerMandateId ?? undefined,
            webhookUrl: webhookUrl(deps),
            metadata: { userId: viewer.id, plan: plan.key },
            // A retry after a timeout charges once: the period starts anew with every swap done.
            idempotencyKey: `huiskans-swap-${sub.id}-${sub.cycleStartedAt?.getTime() ?? 0}-${plan.key}`,
          }),
        )
      : null;
  const renewal = sub.providerCustomerId ? await createProviderSubscription(deps, sub, plan, periodEnd) : null;
  try {
    await cancelProviderSubscription(deps, sub);
  } catch (err) {
    if (renewal) await deps.payments.cancelSubscription(renewal.customerId, renewal.id).catch(() => undefined);
    throw err;
  }
  return deps.prisma.$transaction(async (tx) => {
    await lockUser(tx, viewer.id);
    const subscription = await tx.subscription.update({
      where: { id: sub.id },
      data: {
        plan: plan.key,
        cycleStartedAt: now,
        cycleEndsAt: periodEnd,
        cycleValueCents,
        providerSubscriptionId: renewal?.id ?? null,
        reminderSentFor: null,
      },
    });
    const payment = charge
      ? await tx.payment.create({ data: chargeRow(viewer, sub, plan, charge, 'swap', now, periodEnd) })
      : null;
    return { subscription, changed: true, payment };
  });
}

/** Cancel: no more charges; the rights stay until the end of the paid period. Cancelling twice changes nothing. */
export async function cancelSubscription(deps: Deps): Promise<Subscription> {
  const viewer = requireUser(deps.viewer, LOGIN_MESSAGE);
  const running = await runningSubscription(deps, viewer.id);
  if (stateOf(running) === 'canceled') return running;
  await underChangeClaim(deps, running.id, async (sub) => {
    if (stateOf(sub) !== 'active') return;
    await cancelProviderSubscription(deps, sub);
    await deps.prisma.subscription.updateMany({
      where: { id: sub.id, status: 'active' },
      data: { status: 'canceled', endsAt: sub.cycleEndsAt ?? new Date(), endReason: 'canceled' },
    });
  });
  return deps.prisma.subscription.findUniqueOrThrow({ where: { id: running.id } });
}

/** Resume a cancelled subscription while its period lasts; billing goes on from the end of that period. */
export async function resumeSubscription(deps: Deps): Promise<Subscription> {
  const viewer = requireUser(deps.viewer, LOGIN_MESSAGE);
  const latest = await latestSubscription(deps.prisma, viewer.id);
  if (!latest) throw new ConflictError(NO_SUBSCRIPTION);
  if (stateOf(latest) === 'active') throw new ConflictError(NOTHING_TO_RESUME);
  await underChangeClaim(deps, latest.id, (sub) => resumeClaimed(deps, sub));
  return deps.prisma.subscription.findUniqueOrThrow({ where: { id: latest.id } });
}

async function resumeClaimed(deps: Deps, sub: Subscription): Promise<void> {
  const state = stateOf(sub);
  if (state === 'active') throw new ConflictError(NOTHING_TO_RESUME);
  if (state === 'ended') throw new ConflictError(RESUME_TOO_LATE);
  const plan = planOf(sub.plan);
  const periodEnd = sub.endsAt!;
  const renewal = sub.providerCustomerId ? await createProviderSubscription(deps, sub, plan, periodEnd) : null;
  const { count } = await deps.prisma.subscription.updateMany({
    where: { id: sub.id, status: 'canceled', endsAt: { gt: new Date() } },
    data: {
      status: 'active',
      endsAt: null,
      endReason: null,
      cycleEndsAt: periodEnd,
      providerSubscriptionId: renewal?.id ?? null,
    },
  });
  if (!count) {
    if (renewal) await deps.payments.cancelSubscription(renewal.customerId, renewal.id);
    throw new ConflictError(RESUME_TOO_LATE);
  }
}
