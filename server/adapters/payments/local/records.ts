import { PaymentRequestError } from '../../../domain/ports/payment-errors.js';
import type {
  MandateStatus,
  PaymentMetadata,
  PaymentStatus,
  ProviderCustomer,
  ProviderMandate,
  ProviderPayment,
  ProviderRefund,
  ProviderSubscription,
  RefundStatus,
  SequenceType,
  SubscriptionInterval,
  SubscriptionStatus,
} from '../../../domain/ports/payments.js';
import type {
  LocalMandate,
  LocalPayment,
  LocalPaymentCustomer,
  LocalRefund,
  LocalSubscription,
} from '../../../generated/prisma/client.js';
import { dateToDay } from './dates.js';

// The local provider's rows as the PaymentProvider interface answers them.

/** The path of the local checkout page of a payment (server/pages/checkout.ts). */
export const checkoutPath = (paymentId: string) => `/betalen/${paymentId}`;

const metadata = (value: unknown) => (value ?? null) as PaymentMetadata | null;

export function toCustomer(row: LocalPaymentCustomer): ProviderCustomer {
  return { id: row.id, name: row.name, email: row.email, metadata: metadata(row.metadata), createdAt: row.createdAt };
}

export function toPayment(row: LocalPayment, appUrl: string): ProviderPayment {
  // Like Mollie's `_links.checkout`: there while the payment can still be paid, only for payments with a checkout.
  const hasCheckout = row.status === 'open' && row.checkoutToken !== null;
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    amountCents: row.amountCents,
    description: row.description,
    sequenceType: row.sequenceType as SequenceType,
    customerId: row.customerId,
    mandateId: row.mandateId,
    subscriptionId: row.subscriptionId,
    metadata: metadata(row.metadata),
    redirectUrl: row.redirectUrl,
    webhookUrl: row.webhookUrl,
    checkoutUrl: hasCheckout ? `${appUrl}${checkoutPath(row.id)}` : null,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    // The local bank has no method that would forbid it: what is not settled can be cancelled.
    isCancelable: row.status === 'open' || row.status === 'pending',
  };
}

export function toRefund(row: LocalRefund): ProviderRefund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amountCents: row.amountCents,
    status: row.status as RefundStatus,
    description: row.description,
    createdAt: row.createdAt,
  };
}

export function toMandate(row: LocalMandate): ProviderMandate {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status as MandateStatus,
    method: row.method,
    createdAt: row.createdAt,
  };
}

export function toSubscription(row: LocalSubscription): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status as SubscriptionStatus,
    amountCents: row.amountCents,
    interval: row.interval as SubscriptionInterval,
    description: row.description,
    startDate: dateToDay(row.startDate),
    nextPaymentDate: row.nextPaymentDate && dateToDay(row.nextPaymentDate),
    mandateId: row.mandateId,
    webhookUrl: row.webhookUrl,
    metadata: metadata(row.metadata),
    createdAt: row.createdAt,
    canceledAt: row.canceledAt,
  };
}

/** The local provider refuses a request as Mollie would (422, or 404 for an unknown resource in the path). */
export function refuse(detail: string, field: string | null = null, status = 422): PaymentRequestError {
  return new PaymentRequestError(status, detail, field);
}

export function isHttpUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
