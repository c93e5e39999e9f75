/**
 * The rules of the plan flow and the after-subscribe modal (spec §4, §8) as pure functions, so
 * they are unit-tested without a browser. The plans themselves (names, prices, texts) come from
 * the server's `plans`; the client never sets a price.
 */
import type { ReopenableModal } from '../auth/reopenModal';

/**
 * The subscription that counts as the current plan: active, or cancelled and still within its
 * paid period (the server only reports `canceled` while the period runs); null otherwise.
 */
export function currentPlanOf<S extends { readonly status: string }>(subscription: S | null | undefined): S | null {
  const status = subscription?.status.toLowerCase();
  return subscription && (status === 'active' || status === 'canceled') ? subscription : null;
}

/** What choosing `chosen` does (spec §4 Plan flow). */
export type PlanChoice = 'subscribe' | 'swap' | 'nothing';

/** No current plan: subscribe; another plan: swap; the same plan: nothing (its card has no button). */
export function planChoice(currentPlanKey: string | null | undefined, chosen: string): PlanChoice {
  if (!currentPlanKey) return 'subscribe';
  return currentPlanKey === chosen ? 'nothing' : 'swap';
}

/** The four branches of the after-subscribe modal (spec §4 Payment statuses). */
export type PaymentOutcome = 'canceled' | 'pending' | 'paid' | 'failed';

/** canceled, pending or open, paid; anything else (failed, expired, unknown) counts as failed. */
export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  switch (status?.toLowerCase()) {
    case 'canceled':
      return 'canceled';
    case 'pending':
    case 'open':
      return 'pending';
    case 'paid':
      return 'paid';
    default:
      return 'failed';
  }
}

/** What the modal says per branch (spec §8 Payment modal; the titles are ours). */
export const AFTER_SUBSCRIBE_TEXTS: Record<PaymentOutcome, { title: string; text: string }> = {
  canceled: { title: 'Betaling geannuleerd', text: 'Je hebt je betaling geannuleerd' },
  pending: {
    title: 'Je account is bijna geactiveerd',
    text: 'We wachten nog op een signaaltje van je bank.',
  },
  paid: { title: 'Je account is geactiveerd', text: 'Bedankt voor je betaling! Je kunt nu verder.' },
  failed: { title: 'Betaling mislukt', text: 'Er ging iets mis bij je betaling' },
};

/** The remembered modal (auth/reopenModal.ts), if any: the action the payment was for. */
type ResumedAction = ReopenableModal['modal'];

const RESUME: Record<ResumedAction, { text: string; button: string }> = {
  'like-house': { text: 'Je kunt het huis nu bewaren.', button: 'Verder' },
  'send-message': { text: 'Je kunt je bericht nu versturen.', button: 'Verder met je bericht' },
  'request-viewing': { text: 'Je kunt de bezichtiging nu aanvragen.', button: 'Verder met je aanvraag' },
  'place-offer': { text: 'Je kunt je bod nu uitbrengen.', button: 'Verder met je bod' },
  'address-details': { text: 'Je ziet nu het exacte adres van dit huis.', button: 'Bekijk het adres' },
  'contact-advisor': { text: 'Je kunt de adviseur nu een bericht sturen.', button: 'Verder met je bericht' },
};

/**
 * A paid checkout's text and button: the action the payment was for picks up where it stopped
 * ('Verder met je bod'); without one, what the plan now allows.
 */
export function paidTexts(action: ResumedAction | null | undefined): { text: string; button: string } {
  const resume = action ? RESUME[action] : null;
  return resume
    ? { text: `Bedankt voor je betaling! ${resume.text}`, button: resume.button }
    : {
        text: 'Bedankt voor je betaling! Je kunt nu berichten sturen, bezichtigingen aanvragen en bieden.',
        button: 'Verder',
      };
}

/** The query parameter the payment provider brings the browser back with. */
export const CHECKOUT_RETURN_PARAM = 'betaling';
const RETURNED = 'terug';

/**
 * The page the browser is on, marked as the way back from the checkout: the subscribe
 * `redirectUrl`, as a path (the server puts its own origin in front, whatever host the browser used).
 */
export function checkoutReturnPath(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set(CHECKOUT_RETURN_PARAM, RETURNED);
  return `${location.pathname}?${params.toString()}`;
}

/** True when the browser just came back from the checkout. */
export function isCheckoutReturn(search: string): boolean {
  return new URLSearchParams(search).get(CHECKOUT_RETURN_PARAM) === RETURNED;
}

/** The search string without the checkout mark ('' or '?...'), once the modal is done. */
export function withoutCheckoutReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CHECKOUT_RETURN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The date a plan of `months` renews when taken on `from` (fair terms: the confirmation states
 * it). A day past the month's end falls back to its last day (31 January + 1 month → 28
 * February), counted in calendar days, as the server counts its periods.
 */
export function renewalDate(months: number, from: Date): Date {
  const year = from.getFullYear();
  const month = from.getMonth() + months;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(from.getDate(), lastDay));
}

/** A subscription's status as the account page names it. */
export function subscriptionStatusLabel(status: string): string {
  switch (status.toLowerCase()) {
    case 'active':
      return 'Actief';
    case 'canceled':
      return 'Opgezegd';
    default:
      return 'Niet actief';
  }
}

/** A payment's status in the payment history. */
export function paymentStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    paid: 'Betaald',
    open: 'Open',
    pending: 'In behandeling',
    canceled: 'Geannuleerd',
    failed: 'Mislukt',
    expired: 'Verlopen',
  };
  return labels[status.toLowerCase()] ?? 'Onbekend';
}
