import { dismissMessage } from '../../errors/errorStore';
import type { UserError } from '../../relay/mutations';

/**
 * The server's question about an unusual amount (OfferNeedsConfirmationError: a bid under 50 % of the
 * asking price, a counter-offer above it), or null for any other refusal. The form asks it as a
 * second step and sends the same input again with the confirmation flag. '€' stays with its amount
 * (a no-break space) wherever the line wraps.
 */
export function confirmationQuestion(error: UserError): string | null {
  return error.kind === 'other' && error.typename === 'OfferNeedsConfirmationError'
    ? error.message.replace(/€ /g, '€\u00a0')
    : null;
}

/** The question as the form's next step: an earlier refusal's message makes way for it. */
export function askedFor(error: UserError): string | null {
  const question = confirmationQuestion(error);
  if (question !== null) dismissMessage();
  return question;
}
