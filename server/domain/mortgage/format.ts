import { PCM_PER_PERCENT } from './norms.js';

// nl-NL amounts for the calculator's Dutch sentences (the client's formatPrice does the same for prices; the
// domain cannot import client code). Intl puts a no-break space after '€'; we write a plain one, as the client.

const euroCents = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const percent = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 });
const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

export { formatEuros } from '../money.js';

/** `formatCents(78667)` → '€ 786,67'. */
export function formatCents(cents: number): string {
  return plainSpaces(euroCents.format(cents / 100));
}

/** `formatPcm(4330)` → '4,33%'. */
export function formatPcm(pcm: number): string {
  return `${percent.format(pcm / PCM_PER_PERCENT)}%`;
}
