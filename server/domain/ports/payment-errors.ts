import { DomainError, ServiceUnavailableError } from '../errors.js';

export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Betalen lukt nu niet: de betaaldienst is niet bereikbaar. Er is niets gewijzigd; probeer het later opnieuw.';
export const PAYMENT_REFUSED_MESSAGE = 'De betaaldienst kon dit verzoek niet verwerken.';

/**
 * The payment provider could not be reached, did not answer in time, or failed on its side (5xx,
 * or it refused our API key): a 503 on both surfaces. `reason` is for the log, never for users.
 */
export class PaymentsUnavailableError extends ServiceUnavailableError {
  constructor(readonly reason: string) {
    super(PAYMENTS_UNAVAILABLE_MESSAGE);
  }
}

/**
 * The provider refused the request itself (Mollie's 4xx body `{status, title, detail, field}`):
 * an amount it does not take, an unknown customer, no valid mandate ... Retrying the same request
 * will not help. `detail` and `field` come from the provider, for the log and for the domain.
 */
export class PaymentRequestError extends DomainError {
  constructor(
    readonly providerStatus: number,
    readonly detail: string,
    readonly field: string | null = null,
  ) {
    super(PAYMENT_REFUSED_MESSAGE);
  }
}
