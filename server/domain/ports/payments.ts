// The payments adapter: what a Cashier-like subscription domain needs from Mollie, and nothing
// more. Two implementations: Mollie (live, mollie.ts) and the local provider (offline default,
// local/). Ids keep Mollie's shapes (cst_, tr_, mdt_, sub_) so the domain never needs to know which
// one it talks to. Amounts are integer cents here; Mollie's "9.95" strings exist only at its edge.

export const PAYMENT_STATUSES = ['open', 'pending', 'authorized', 'canceled', 'expired', 'failed', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses a payment never leaves (Mollie calls the webhook for these and for `authorized`). */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['canceled', 'expired', 'failed', 'paid'];

export const SEQUENCE_TYPES = ['oneoff', 'first', 'recurring'] as const;
/** `first` makes a mandate when paid; `recurring` charges an existing mandate without a checkout. */
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

export const MANDATE_STATUSES = ['valid', 'pending', 'invalid'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'canceled', 'suspended', 'completed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_INTERVALS = ['1 month', '12 months'] as const;
/** The two plans' cycles (Premium monthly, Extended yearly). */
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** Flat key → value data stored with a payment or subscription and returned unchanged. */
export type PaymentMetadata = Record<string, string | number | boolean | null>;

export interface ProviderCustomer {
  id: string;
  name: string;
  email: string;
  metadata: PaymentMetadata | null;
  createdAt: Date;
}

export interface CreateCustomerInput {
  name: string;
  email: string;
  metadata?: PaymentMetadata;
}

export interface CreatePaymentInput {
  /** Integer cents, at least 1 (€ 9,95 is 995). */
  amountCents: number;
  description: string;
  sequenceType: SequenceType;
  /** Where the checkout sends the browser back; required unless `recurring` (no checkout). */
  redirectUrl?: string;
  /** Called with `id=tr_...` when the status changes (see webhook.ts). */
  webhookUrl: string;
  metadata?: PaymentMetadata;
  /** Required for `first` and `recurring`. */
  customerId?: string;
  /** A `recurring` payment charges this mandate (default: the customer's valid one). */
  mandateId?: string;
  /**
   * The same key answers the same payment (Mollie's `Idempotency-Key`): a charge retried after a
   * timeout, whose first try the provider did receive, is charged once.
   */
  idempotencyKey?: string;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  description: string;
  sequenceType: SequenceType;
  customerId: string | null;
  /** Set once a `first` payment is paid (the mandate it made) and on `recurring` payments. */
  mandateId: string | null;
  /** Set on the charges a provider subscription creates. */
  subscriptionId: string | null;
  metadata: PaymentMetadata | null;
  redirectUrl: string | null;
  webhookUrl: string | null;
  /** Where the payer pays; only while the payment is `open` and has a checkout. */
  checkoutUrl: string | null;
  createdAt: Date;
  paidAt: Date | null;
  /** Whether the provider still lets us cancel it (Mollie's `isCancelable`: depends on the method; an iDEAL checkout usually not). */
  isCancelable: boolean;
}

export const REFUND_STATUSES = ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface CreateRefundInput {
  /** Integer cents, at least 1, at most what is left of the payment. */
  amountCents: number;
  description: string;
  metadata?: PaymentMetadata;
  /**
   * The same key answers the same refund (Mollie's `Idempotency-Key`): a retried request after a
   * lost answer refunds once.
   */
  idempotencyKey?: string;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountCents: number;
  status: RefundStatus;
  description: string;
  createdAt: Date;
}

export interface ProviderMandate {
  id: string;
  customerId: string;
  status: MandateStatus;
  /** e.g. `directdebit`, `creditcard`. */
  method: string;
  createdAt: Date;
}

export interface CreateSubscriptionInput {
  customerId: string;
  amountCents: number;
  interval: SubscriptionInterval;
  /** Unique among the customer's subscriptions (Mollie refuses a duplicate). */
  description: string;
  /** First charge, `YYYY-MM-DD`; default today. */
  startDate?: string;
  webhookUrl: string;
  metadata?: PaymentMetadata;
  mandateId?: string;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  amountCents: number;
  interval: SubscriptionInterval;
  description: string;
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD` of the next charge; null once the subscription stopped. */
  nextPaymentDate: string | null;
  mandateId: string | null;
  webhookUrl: string | null;
  metadata: PaymentMetadata | null;
  createdAt: Date;
  canceledAt: Date | null;
}

export interface RecurringRunOptions {
  now?: Date;
  /**
   * What the bank answers to every charge of this run: `paid` (default), or `failed` to try a
   * failed renewal (tests; a developer can call it from a script).
   */
  outcome?: 'paid' | 'failed';
}

export interface PaymentProvider {
  readonly kind: 'mollie' | 'local';
  createCustomer(input: CreateCustomerInput): Promise<ProviderCustomer>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** null when the provider knows no such payment (e.g. a webhook with a made-up id). */
  getPayment(id: string): Promise<ProviderPayment | null>;
  listMandates(customerId: string): Promise<ProviderMandate[]>;
  getMandate(customerId: string, mandateId: string): Promise<ProviderMandate | null>;
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  getSubscription(customerId: string, subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Stops future charges. Cancelling a cancelled subscription answers it again (safe to retry). */
  cancelSubscription(customerId: string, subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Cancels a payment that `isCancelable` (Mollie `DELETE /v2/payments/{id}`), answering it
   * `canceled`; one that cannot be cancelled (any more) is a PaymentRequestError (Mollie's 422).
   */
  cancelPayment(paymentId: string): Promise<ProviderPayment>;
  /** Gives (part of) a paid payment back (Mollie `POST /v2/payments/{id}/refunds`). */
  createRefund(paymentId: string, input: CreateRefundInput): Promise<ProviderRefund>;
  /** One refund as the provider knows it now (Mollie `GET /v2/payments/{id}/refunds/{refundId}`); null when unknown. */
  getRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null>;
  /**
   * Only a provider that is its own bank (the local one, offline) charges what is due on demand
   * (server/adapters/payments/local/bank.ts); Mollie charges subscriptions by itself.
   */
  chargeRecurring?(options?: RecurringRunOptions): Promise<ProviderPayment[]>;
}
