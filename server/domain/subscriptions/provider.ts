import { PRODUCT } from '../../config.js';
import type { Subscription, User } from '../../generated/prisma/client.js';
import { ConflictError } from '../errors.js';
import { PaymentRequestError } from '../ports/payment-errors.js';
import type { ProviderMandate } from '../ports/payments.js';
import { type Plan, planOf } from './plans.js';
import { providerDay, type SubscriptionDeps, webhookUrl } from './state.js';

// The provider's side of a subscription: the customer and mandate of an account, and the provider
// subscription that charges the renewals. Provider calls happen outside database transactions (a
// slow provider must not hold a connection); what they create is written with conditional updates.

/** How long an instance may take to create a provider subscription before another may try again. */
const PROVIDER_CLAIM_MS = 10 * 60 * 1000;

/** The account's provider customer, made on first use (a lost race uses the winner's). */
export async function ensureCustomer(deps: SubscriptionDeps, user: User): Promise<string> {
  if (user.paymentCustomerId) return user.paymentCustomerId;
  const customer = await deps.payments.createCustomer({
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    metadata: { userId: user.id },
  });
  await deps.prisma.user.updateMany({
    where: { id: user.id, paymentCustomerId: null },
    data: { paymentCustomerId: customer.id },
  });
  const saved = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  return saved.paymentCustomerId!;
}

/** The account's mandate if the provider still holds it valid (a later subscription needs no checkout). */
export async function validMandate(deps: SubscriptionDeps, user: User): Promise<ProviderMandate | null> {
  if (!user.paymentCustomerId || !user.paymentMandateId) return null;
  const mandate = await deps.payments.getMandate(user.paymentCustomerId, user.paymentMandateId);
  return mandate?.status === 'valid' ? mandate : null;
}

/** Unique per subscription row and plan (Mollie refuses two live subscriptions with one description). */
export const providerDescription = (plan: Plan, sub: Pick<Subscription, 'id'>) =>
  `${PRODUCT.name} ${plan.name} (abonnement ${sub.id})`;

export const MANDATE_INVALID =
  'Je toestemming voor automatische betalingen is niet meer geldig. Kies opnieuw een abonnement om te betalen.';

/** The provider refusing a charge for want of a valid mandate is a state the user can act on: 409. */
export async function onMandate<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof PaymentRequestError && err.field === 'mandateId') throw new ConflictError(MANDATE_INVALID);
    throw err;
  }
}

/** A provider subscription charging `plan` from the end of the paid period `periodEnd` on. */
export function createProviderSubscription(
  deps: SubscriptionDeps,
  sub: Pick<Subscription, 'id' | 'providerCustomerId' | 'providerMandateId'>,
  plan: Plan,
  periodEnd: Date,
) {
  return onMandate(
    deps.payments.createSubscription({
      customerId: sub.providerCustomerId!,
      amountCents: plan.amountCents,
      interval: plan.providerInterval,
      description: providerDescription(plan, sub),
      startDate: providerDay(periodEnd),
      webhookUrl: webhookUrl(deps),
      mandateId: sub.providerMandateId ?? undefined,
      metadata: { subscriptionId: sub.id, plan: plan.key },
    }),
  );
}

/**
 * Gives an active subscription without one its provider subscription (after a first payment, or
 * when that failed earlier: the scheduler tries again). One instance at a time: it claims the row
 * first. A subscription cancelled meanwhile gets the new provider subscription cancelled again.
 */
export async function ensureProviderSubscription(deps: SubscriptionDeps, subscriptionId: number): Promise<void> {
  const now = new Date();
  const claimed = await deps.prisma.subscription.updateMany({
    where: {
      id: subscriptionId,
      status: 'active',
      providerSubscriptionId: null,
      providerCustomerId: { not: null },
      cycleEndsAt: { not: null },
      OR: [{ providerClaimedAt: null }, { providerClaimedAt: { lt: new Date(now.getTime() - PROVIDER_CLAIM_MS) } }],
    },
    data: { providerClaimedAt: now },
  });
  if (!claimed.count) return;
  const sub = await deps.prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
  let created: Awaited<ReturnType<typeof createProviderSubscription>>;
  try {
    created = await createProviderSubscription(deps, sub, planOf(sub.plan), sub.cycleEndsAt!);
  } catch (err) {
    await deps.prisma.subscription.update({ where: { id: subscriptionId }, data: { providerClaimedAt: null } });
    throw err;
  }
  const saved = await deps.prisma.subscription.updateMany({
    where: { id: subscriptionId, status: 'active', providerSubscriptionId: null },
    data: { providerSubscriptionId: created.id, providerClaimedAt: null },
  });
  if (!saved.count) await deps.payments.cancelSubscription(created.customerId, created.id);
}

/** ensureProviderSubscription for a caller that must not fail on it (the scheduler retries). */
export async function tryEnsureProviderSubscription(deps: SubscriptionDeps, subscriptionId: number) {
  try {
    await ensureProviderSubscription(deps, subscriptionId);
  } catch (err) {
    deps.log?.warn({ err, subscriptionId }, 'provider subscription not created yet; the scheduler retries');
  }
}
