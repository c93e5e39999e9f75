import type { Db } from '../../../db/client.js';
import type { PaymentProvider } from '../../../domain/ports/payments.js';
import { createLocalBank, type LocalBank, type LocalBankOptions } from './bank.js';
import { createLocalProviderResources } from './provider.js';

export { CHECKOUT_CHOICES, type CheckoutChoice, RECURRING_SETTLE_DELAY_MS } from './bank.js';
export { checkoutPath } from './records.js';

/**
 * The offline default (no MOLLIE_API_KEY): Mollie's resources in our database, its own checkout
 * page at /betalen/{id} (server/pages/checkout.ts) where a person picks what the bank answers, and
 * recurring charges on demand — the whole payment flow, webhooks included, without internet.
 */
export interface LocalPaymentProvider extends Omit<PaymentProvider, 'chargeRecurring'>, LocalBank {
  readonly kind: 'local';
}

export const isLocalPaymentProvider = (provider: PaymentProvider): provider is LocalPaymentProvider =>
  provider.kind === 'local';

export function createLocalPaymentProvider(prisma: Db, options: LocalBankOptions): LocalPaymentProvider {
  return {
    ...createLocalProviderResources(prisma, options.appUrl),
    ...createLocalBank(prisma, options),
    kind: 'local',
  };
}
