/**
 * The rules of the plan flow and the after-subscribe modal (spec §4, §8) as pure functions, so
 * they are unit-tested without a browser. The plans themselves (names, prices, texts) come from
 * the server's `plans`; the client never sets a price.
 */

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

/** The query parameter the payment provider brings the browser back with. */
export const CHECKOUT_RETURN_PARAM = 'betaling';
const RETURNED = 'terug';

/** The page the browser is on, marked as the way back from the checkout (the subscribe `redirectUrl`). */
export function checkoutReturnUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.set(CHECKOUT_RETURN_PARAM, RETURNED);
  url.hash = '';
  return url.toString();
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

function intervalMonths(interval: string): number {
  const match = /^(\d+)\s*(month|year)s?$/i.exec(interval.trim());
  if (!match) throw new Error(`unknown plan interval: ${interval}`);
  return Number(match[1]) * (match[2].toLowerCase() === 'year' ? 12 : 1);
}

/** '1 month' → 'per maand', '12 months' → 'per jaar', '3 months' → 'per 3 maanden'. */
export function intervalLabel(interval: string): string {
  const months = intervalMonths(interval);
  if (months === 1) return 'per maand';
  if (months % 12 === 0) return months === 12 ? 'per jaar' : `per ${months / 12} jaar`;
  return `per ${months} maanden`;
}

/**
 * The date a plan renews when taken on `from` (fair terms: the checkout states it). Intervals as
 * Mollie writes them ('1 month', '12 months'); a day past the month's end falls back to its last
 * day (31 January + 1 month → 28 February), counted in calendar days.
 */
export function renewalDate(interval: string, from: Date): Date {
  const months = intervalMonths(interval);
  const year = from.getFullYear();
  const month = from.getMonth() + months;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(from.getDate(), lastDay));
}
