/**
 * nl-NL formatting helpers in one place (spec §9: Dutch locale, euro without decimals,
 * prices in the short form 'k.k.'). Pure functions, no React: usable in node tests.
 *
 * Intl puts a no-break space between '€' and the amount; we return a plain space so
 * the text is exactly '€ 12.345' (prevent wrapping with CSS `white-space: nowrap`).
 */

const LOCALE = 'nl-NL';

const euro = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimal1 = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const dateLong = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const dateShort = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateMedium = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** Kosten koper: the Dutch short form shown after an asking price. */
export const KOSTEN_KOPER = 'k.k.';

/** `formatPrice(12345)` → '€ 12.345'. */
export function formatPrice(amount: number): string {
  return plainSpaces(euro.format(Math.round(amount)));
}

/** `formatPriceKk(425000)` → '€ 425.000 k.k.'. */
export function formatPriceKk(amount: number): string {
  return `${formatPrice(amount)} ${KOSTEN_KOPER}`;
}

/** `formatPriceRange(400000, 450000)` → '€ 400.000 - € 450.000 k.k.'; one side missing → 'vanaf' / 'tot'. */
export function formatPriceRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const hasMin = min != null;
  const hasMax = max != null;
  if (hasMin && hasMax) {
    if (min === max) return formatPriceKk(min);
    return `${formatPrice(min)} - ${formatPrice(max)} ${KOSTEN_KOPER}`;
  }
  if (hasMin) return `vanaf ${formatPriceKk(min)}`;
  if (hasMax) return `tot ${formatPriceKk(max)}`;
  return null;
}

export interface PriceFields {
  price?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
}

/** The asking price of a house: the price, otherwise the range, otherwise 'Prijs op aanvraag'. */
export function formatHousePrice(house: PriceFields): string {
  if (house.price != null) return formatPriceKk(house.price);
  return formatPriceRange(house.minPrice, house.maxPrice) ?? 'Prijs op aanvraag';
}

/** `formatNumber(1234)` → '1.234'. */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** `formatDecimal(2.35)` → '2,4'. */
export function formatDecimal(value: number): string {
  return decimal1.format(value);
}

/** `formatM2(120)` → '120 m²'. */
export function formatM2(value: number): string {
  return `${formatNumber(value)} m²`;
}

/** `formatM3(350)` → '350 m³'. */
export function formatM3(value: number): string {
  return `${formatNumber(value)} m³`;
}

/** `formatKm(2.35)` → '2,4 km'. */
export function formatKm(value: number): string {
  return `${formatDecimal(value)} km`;
}

/** Dutch singular/plural: `plural(1, 'huis', 'huizen')` → '1 huis'. */
export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `formatDate('2026-03-05')` → '5 maart 2026'. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateLong.format(date) : '';
}

/** `formatDateMedium('2026-03-05')` → '5 mrt 2026' (tables on a phone). */
export function formatDateMedium(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateMedium.format(date) : '';
}

/** `formatDateShort('2026-03-05')` → '05-03-2026'. */
export function formatDateShort(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateShort.format(date) : '';
}

/** `formatDateTime(...)` → '5 maart 2026 om 14:05'. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? plainSpaces(dateTime.format(date)) : '';
}
