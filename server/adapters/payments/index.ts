import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentProvider } from '../../domain/ports/payments.js';
import { createLocalPaymentProvider } from './local/index.js';
import { createMolliePaymentProvider } from './mollie.js';

export { centsToDecimal, decimalToCents, formatEuroCents } from '../../domain/money.js';
export { PaymentRequestError, PaymentsUnavailableError } from '../../domain/ports/payment-errors.js';
export * from '../../domain/ports/payments.js';
export { createLocalPaymentProvider, isLocalPaymentProvider, type LocalPaymentProvider } from './local/index.js';
export { createMolliePaymentProvider, MOLLIE_API_URL } from './mollie.js';
export { deliverWebhook, paymentIdFromWebhook } from './webhook.js';

/** The configured payments: Mollie when MOLLIE_API_KEY is set, otherwise the local provider with its test checkout. */
export function createPaymentProvider(
  config: Pick<Config, 'MOLLIE_API_KEY' | 'MOLLIE_API_URL' | 'APP_URL'> & Partial<Pick<Config, 'MOLLIE_TIMEOUT_MS'>>,
  prisma: Db,
  log?: Logger,
): PaymentProvider {
  if (config.MOLLIE_API_KEY) {
    return createMolliePaymentProvider({
      apiKey: config.MOLLIE_API_KEY,
      baseUrl: config.MOLLIE_API_URL,
      timeoutMs: config.MOLLIE_TIMEOUT_MS,
      log,
    });
  }
  return createLocalPaymentProvider(prisma, { appUrl: config.APP_URL, log });
}
