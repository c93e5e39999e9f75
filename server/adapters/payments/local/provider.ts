import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { assertCents } from '../../../domain/money.js';
import {
  type CreatePaymentInput,
  type CreateSubscriptionInput,
  type PaymentProvider,
  SEQUENCE_TYPES,
  SUBSCRIPTION_INTERVALS,
} from '../../../domain/ports/payments.js';
import { dayOf, dayToDate, isDay } from './dates.js';
import { newProviderId } from './ids.js';
import { isHttpUrl, refuse, toCustomer, toMandate, toPayment, toRefund, toSubscription } from './records.js';

// The PaymentProvider half of the local provider: Mollie's resources, kept in our own database
// (so every instance sees them), with Mollie's rules for what it refuses. The checkout and the
// "bank" that settles payments are in bank.ts.

function checkAmount(amountCents: number) {
  assertCents(amountCents);
  if (amountCents < 1) throw refuse('Het bedrag moet minstens € 0,01 zijn.', 'amount');
}

async function findCustomer(prisma: Db, customerId: string | undefined, status = 422) {
  const customer = customerId ? await prisma.localPaymentCustomer.findUnique({ where: { id: customerId } }) : null;
  if (!customer) throw refuse(`Geen klant met id ${customerId ?? '(leeg)'}.`, 'customerId', status);
  return customer;
}

/** The mandate a charge uses: the one asked for if it is usable, else the customer's newest valid one. */
async function usableMandate(prisma: Db, customerId: string, mandateId: string | undefined, statuses: string[]) {
  const mandate = await prisma.localMandate.findFirst({
    where: { customerId, status: { in: statuses }, ...(mandateId ? { id: mandateId } : {}) },
    orderBy: { createdAt: 'desc' },
  });
  if (!mandate) throw refuse('Deze klant heeft geen geldig mandaat.', 'mandateId');
  return mandate;
}

async function checkPayment(prisma: Db, input: CreatePaymentInput) {
  checkAmount(input.amountCents);
  if (!input.description?.trim()) throw refuse('Een omschrijving is verplicht.', 'description');
  if (!SEQUENCE_TYPES.includes(input.sequenceType)) throw refuse('Onbekend sequenceType.', 'sequenceType');
  const recurring = input.sequenceType === 'recurring';
  if (!recurring && !isHttpUrl(input.redirectUrl)) throw refuse('Een geldige redirectUrl is verplicht.', 'redirectUrl');
  if (!isHttpUrl(input.webhookUrl)) throw refuse('De webhookUrl is geen geldige URL.', 'webhookUrl');
  if (input.sequenceType === 'oneoff' && !input.customerId) return { customerId: null, mandateId: null };
  const customer = await findCustomer(prisma, input.customerId);
  const mandate = recurring ? await usableMandate(prisma, customer.id, input.mandateId, ['valid']) : null;
  return { customerId: customer.id, mandateId: mandate?.id ?? null };
}

async function checkSubscription(prisma: Db, input: CreateSubscriptionInput) {
  const customer = await findCustomer(prisma, input.customerId, 404);
  checkAmount(input.amountCents);
  if (!SUBSCRIPTION_INTERVALS.includes(input.interval)) throw refuse('Onbekend interval.', 'interval');
  if (!input.description?.trim()) throw refuse('Een omschrijving is verplicht.', 'description');
  if (input.startDate !== undefined && !isDay(input.startDate)) throw refuse('Ongeldige startDate.', 'startDate');
  if (!isHttpUrl(input.webhookUrl)) throw refuse('De webhookUrl is geen geldige URL.', 'webhookUrl');
  const duplicate = await prisma.localSubscription.count({
    where: { customerId: customer.id, description: input.description, status: { in: ['pending', 'active'] } },
  });
  if (duplicate) throw refuse('Deze klant heeft al een abonnement met deze omschrijving.', 'description');
  return usableMandate(prisma, customer.id, input.mandateId, ['valid', 'pending']);
}

export function createLocalProviderResources(prisma: Db, appUrl: string): PaymentProvider {
  return {
    kind: 'local',
    async createCustomer(input) {
      const row = await prisma.localPaymentCustomer.create({
        data: { id: newProviderId('cst'), name: input.name, email: input.email, metadata: input.metadata },
      });
      return toCustomer(row);
    },
    async createPayment(input) {
      const { customerId, mandateId } = await checkPayment(prisma, input);
      // A recurring charge has no checkout: it waits, `pending`, for the bank (bank.ts).
      const status = input.sequenceType === 'recurring' ? 'pending' : 'open';
      const row = await prisma.localPayment.create({
        data: {
          id: newProviderId('tr'),
          status,
          amountCents: input.amountCents,
          description: input.description,
          sequenceType: input.sequenceType,
          customerId,
          mandateId,
          metadata: input.metadata,
          redirectUrl: input.redirectUrl ?? null,
          webhookUrl: input.webhookUrl,
          checkoutToken: status === 'open' ? randomBytes(24).toString('base64url') : null,
          statusChanges: { create: { status } },
        },
      });
      return toPayment(row, appUrl);
    },
    async getPayment(id) {
      const row = await prisma.localPayment.findUnique({ where: { id } });
      return row && toPayment(row, appUrl);
    },
    async listMandates(customerId) {
      const rows = await prisma.localMandate.findMany({ where: { customerId }, orderBy: { createdAt: 'asc' } });
      if (!rows.length) await findCustomer(prisma, customerId, 404);
      return rows.map(toMandate);
    },
    async getMandate(customerId, mandateId) {
      const row = await prisma.localMandate.findFirst({ where: { id: mandateId, customerId } });
      return row && toMandate(row);
    },
    async createSubscription(input) {
      const mandate = await checkSubscription(prisma, input);
      const startDate = dayToDate(input.startDate ?? dayOf(new Date()));
      const row = await prisma.localSubscription.create({
        data: {
          id: newProviderId('sub'),
          customerId: input.customerId,
          mandateId: mandate.id,
          status: mandate.status === 'valid' ? 'active' : 'pending',
          amountCents: input.amountCents,
          interval: input.interval,
          description: input.description,
          startDate,
          nextPaymentDate: startDate,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
        },
      });
      return toSubscription(row);
    },
    async getSubscription(customerId, subscriptionId) {
      const row = await prisma.localSubscription.findFirst({ where: { id: subscriptionId, customerId } });
      return row && toSubscription(row);
    },
    async cancelSubscription(customerId, subscriptionId) {
      const where = { id: subscriptionId, customerId };
      await prisma.localSubscription.updateMany({
        where: { ...where, status: { in: ['pending', 'active', 'suspended'] } },
        data: { status: 'canceled', canceledAt: new Date(), nextPaymentDate: null },
      });
      const row = await prisma.localSubscription.findFirst({ where });
      if (!row) throw refuse(`Geen abonnement ${subscriptionId} bij klant ${customerId}.`, null, 404);
      if (row.status !== 'canceled')
        throw refuse(`Een abonnement met status ${row.status} kan niet meer worden opgezegd.`);
      return toSubscription(row);
    },
    async cancelPayment(paymentId) {
      // One conditional update: a payer choosing "Betaald" at the same moment either wins or loses.
      const cancelled = await prisma.$transaction(async (tx) => {
        const { count } = await tx.localPayment.updateMany({
          where: { id: paymentId, status: { in: ['open', 'pending'] } },
          data: { status: 'canceled' },
        });
        if (count) await tx.localPaymentStatusChange.create({ data: { paymentId, status: 'canceled' } });
        return tx.localPayment.findUnique({ where: { id: paymentId } });
      });
      if (!cancelled) throw refuse(`Geen betaling met id ${paymentId}.`, null, 404);
      if (cancelled.status !== 'canceled')
        throw refuse(`Een betaling met status ${cancelled.status} kan niet worden geannuleerd.`);
      return toPayment(cancelled, appUrl);
    },
    async createRefund(paymentId, input) {
      assertCents(input.amountCents);
      if (input.amountCents < 1) throw refuse('Het bedrag moet minstens € 0,01 zijn.', 'amount');
      if (!input.description?.trim()) throw refuse('Een omschrijving is verplicht.', 'description');
      return prisma.$transaction(async (tx) => {
        // Serialises the refunds of one payment: the check of what is left and the insert belong together.
        await tx.$queryRaw`SELECT id FROM local_payments WHERE id = ${paymentId} FOR UPDATE`;
        const payment = await tx.localPayment.findUnique({ where: { id: paymentId }, include: { refunds: true } });
        if (!payment) throw refuse(`Geen betaling met id ${paymentId}.`, null, 404);
        if (payment.status !== 'paid')
          throw refuse(`Een betaling met status ${payment.status} kan niet worden terugbetaald.`);
        const refunded = payment.refunds
          .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
          .reduce((sum, r) => sum + r.amountCents, 0);
        if (input.amountCents > payment.amountCents - refunded) {
          throw refuse('Het bedrag is hoger dan wat er van de betaling nog terug te betalen is.', 'amount');
        }
        // No bank to wait for: refunded at once.
        const row = await tx.localRefund.create({
          data: {
            id: newProviderId('re'),
            paymentId,
            amountCents: input.amountCents,
            description: input.description,
            status: 'refunded',
            metadata: input.metadata,
          },
        });
        return toRefund(row);
      });
    },
    async getRefund(paymentId, refundId) {
      const row = await prisma.localRefund.findFirst({ where: { id: refundId, paymentId } });
      return row && toRefund(row);
    },
  };
}
