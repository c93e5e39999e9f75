import { timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../../db/client.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../../domain/errors.js';
import {
  FINAL_PAYMENT_STATUSES,
  type PaymentStatus,
  type ProviderPayment,
  type RecurringRunOptions,
  type SubscriptionInterval,
} from '../../../domain/ports/payments.js';
import type { LocalPayment, Prisma } from '../../../generated/prisma/client.js';
import { deliverWebhook, type WebhookDeliveryOptions } from '../webhook.js';
import { addMonths, dateToDay, dayOf, dayToDate, INTERVAL_MONTHS } from './dates.js';
import { newProviderId } from './ids.js';
import { toPayment } from './records.js';

// The local provider's "bank": what a payer chooses on the checkout page, and the recurring
// charges of subscriptions. Each settles a payment once (a conditional update, so two requests or
// two instances cannot both settle it), keeps its status history, and then calls the payment's
// webhook like Mollie: `id=tr_...`, only for final statuses.

export const CHECKOUT_CHOICES = ['paid', 'canceled', 'failed', 'pending'] as const;
/** The checkout page's buttons: Betaald, Geannuleerd, Mislukt, Open laten. */
export type CheckoutChoice = (typeof CHECKOUT_CHOICES)[number];

/** How long the bank takes to answer a recurring charge the domain created itself (createPayment). */
export const RECURRING_SETTLE_DELAY_MS = 60_000;

export interface LocalBankOptions {
  appUrl: string;
  log?: Logger;
  /** Retry delays and timeout of webhook calls (tests shorten them). */
  webhooks?: Omit<WebhookDeliveryOptions, 'log'>;
}

export interface LocalBank {
  /** A payment that has a checkout page, with the form token its page carries; null when there is none. */
  findCheckout(paymentId: string): Promise<{ payment: ProviderPayment; token: string } | null>;
  /**
   * The payer's choice (one of CHECKOUT_CHOICES, as the form sends it): sets the status (with
   * history), makes a valid mandate for a paid `first` payment, calls the webhook for a final
   * status. Unknown payment → NotFoundError; a token that is not the page's → ForbiddenError; no
   * such choice → InputError; already settled → ConflictError.
   */
  settle(paymentId: string, choice: string, token: string): Promise<ProviderPayment>;
  /**
   * The bank's day: charges every active subscription whose next payment date has come (once per
   * due period, however many instances run this at once), settles recurring payments created through
   * createPayment at least a minute ago, and calls their webhooks. For the subscriptions domain and
   * a scheduler. Answers the payments it settled.
   */
  chargeRecurring(options?: RecurringRunOptions): Promise<ProviderPayment[]>;
}

const isCheckoutChoice = (value: string): value is CheckoutChoice =>
  (CHECKOUT_CHOICES as readonly string[]).includes(value);

function tokenMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const isFinal = (status: string) => (FINAL_PAYMENT_STATUSES as readonly string[]).includes(status);

export function createLocalBank(prisma: Db, { appUrl, log, webhooks }: LocalBankOptions): LocalBank {
  async function callWebhook(payment: LocalPayment) {
    if (payment.webhookUrl && isFinal(payment.status)) {
      await deliverWebhook(payment.webhookUrl, payment.id, { ...webhooks, log });
    }
  }

  /** Moves a payment from one of `from` to `status` with a history row; null when it was no longer in `from`. */
  async function transition(
    tx: Prisma.TransactionClient,
    id: string,
    from: string[],
    status: PaymentStatus,
    now: Date,
  ) {
    const { count } = await tx.localPayment.updateMany({
      where: { id, status: { in: from } },
      data: { status, paidAt: status === 'paid' ? now : null },
    });
    if (!count) return null;
    await tx.localPaymentStatusChange.create({ data: { paymentId: id, status } });
    return tx.localPayment.findUniqueOrThrow({ where: { id } });
  }

  async function chargeSubscriptions(now: Date, outcome: PaymentStatus): Promise<LocalPayment[]> {
    const today = dayOf(now);
    const due = await prisma.localSubscription.findMany({
      where: { status: 'active', nextPaymentDate: { lte: dayToDate(today) } },
      orderBy: { nextPaymentDate: 'asc' },
    });
    const charged: LocalPayment[] = [];
    for (const sub of due) {
      const months = INTERVAL_MONTHS[sub.interval as SubscriptionInterval];
      let chargesMade = sub.chargesMade;
      let next = sub.nextPaymentDate ? dateToDay(sub.nextPaymentDate) : null;
      // One charge per period that has come, e.g. two after a month without a run.
      while (next !== null && next <= today) {
        const following = addMonths(dateToDay(sub.startDate), (chargesMade + 1) * months);
        const payment = await prisma.$transaction(async (tx) => {
          // Claims this period: a run elsewhere that got here first has moved chargesMade on.
          const claimed = await tx.localSubscription.updateMany({
            where: { id: sub.id, status: 'active', chargesMade },
            data: { chargesMade: chargesMade + 1, nextPaymentDate: dayToDate(following) },
          });
          if (!claimed.count) return null;
          return tx.localPayment.create({
            data: {
              id: newProviderId('tr'),
              status: outcome,
              amountCents: sub.amountCents,
              description: sub.description,
              sequenceType: 'recurring',
              customerId: sub.customerId,
              mandateId: sub.mandateId,
              subscriptionId: sub.id,
              // Mollie forwards a subscription's metadata to its payments.
              metadata: (sub.metadata ?? undefined) as Prisma.InputJsonValue | undefined,
              webhookUrl: sub.webhookUrl,
              paidAt: outcome === 'paid' ? now : null,
              statusChanges: { create: [{ status: 'pending' }, { status: outcome }] },
            },
          });
        });
        if (!payment) break;
        charged.push(payment);
        chargesMade += 1;
        next = following;
      }
    }
    return charged;
  }

  async function settleWaitingCharges(now: Date, outcome: PaymentStatus): Promise<LocalPayment[]> {
    const waiting = await prisma.localPayment.findMany({
      where: {
        sequenceType: 'recurring',
        status: 'pending',
        createdAt: { lte: new Date(now.getTime() - RECURRING_SETTLE_DELAY_MS) },
      },
      select: { id: true },
    });
    const settled: LocalPayment[] = [];
    for (const { id } of waiting) {
      const payment = await prisma.$transaction((tx) => transition(tx, id, ['pending'], outcome, now));
      if (payment) settled.push(payment);
    }
    return settled;
  }

  return {
    async findCheckout(paymentId) {
      const row = await prisma.localPayment.findUnique({ where: { id: paymentId } });
      if (!row?.checkoutToken) return null;
      return { payment: toPayment(row, appUrl), token: row.checkoutToken };
    },

    async settle(paymentId, choice, token) {
      const row = await prisma.localPayment.findUnique({ where: { id: paymentId } });
      if (!row?.checkoutToken) throw new NotFoundError('Deze betaling bestaat niet.');
      if (!tokenMatches(row.checkoutToken, token)) {
        throw new ForbiddenError('Dit betaalformulier hoort niet bij deze betaling. Open de betaalpagina opnieuw.');
      }
      if (!isCheckoutChoice(choice)) {
        throw new InputError({ status: ['Kies Betaald, Geannuleerd, Mislukt of Open laten.'] }, 'Kies een uitkomst.');
      }
      // "Open laten" twice changes nothing; the payer can still come back and pay.
      if (choice === 'pending' && row.status === 'pending') return toPayment(row, appUrl);
      const from = choice === 'pending' ? ['open'] : ['open', 'pending'];
      const now = new Date();
      const settled = await prisma.$transaction(async (tx) => {
        const payment = await transition(tx, paymentId, from, choice, now);
        if (!payment || choice !== 'paid' || payment.sequenceType !== 'first' || !payment.customerId) return payment;
        // A paid first payment is the customer's consent to later charges: a valid mandate.
        const mandate = await tx.localMandate.create({
          data: { id: newProviderId('mdt'), customerId: payment.customerId, status: 'valid', method: 'directdebit' },
        });
        return tx.localPayment.update({ where: { id: paymentId }, data: { mandateId: mandate.id } });
      });
      if (!settled) throw new ConflictError('Deze betaling is al afgerond.');
      await callWebhook(settled);
      return toPayment(settled, appUrl);
    },

    async chargeRecurring({ now = new Date(), outcome = 'paid' } = {}) {
      const payments = [...(await chargeSubscriptions(now, outcome)), ...(await settleWaitingCharges(now, outcome))];
      for (const payment of payments) await callWebhook(payment);
      return payments.map((p) => toPayment(p, appUrl));
    },
  };
}
