// Money crosses this module as integer cents on our side and as Mollie's decimal string
// ("9.95", two decimals) on theirs. The conversion works on digits, never on floats.

/** Not a whole, non-negative number of cents (9.95, NaN, -1) is a bug in the caller: RangeError. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Geen bedrag in centen: ${cents}`);
}

/** 995 → "9.95", 5 → "0.05", 11995 → "119.95". */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "9.95" → 995; anything but a plain two-decimal amount → null. */
export function decimalToCents(value: string): number | null {
  const m = /^(\d{1,13})\.(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** 995 → "€ 9,95" (nl-NL, with a no-break space), formatted from the exact decimal string. */
export function formatEuroCents(cents: number): string {
  return euro.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}

const wholeEuro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** `formatEuros(342000)` → '€ 342.000' (whole euros, a plain space as the client writes it). */
export function formatEuros(euros: number): string {
  return wholeEuro.format(euros).replace(/[\u00a0\u202f]/g, ' ');
}

/** A house's asking price, or the range an owner open for offers gave; null without either. */
export function housePriceLine(h: {
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}): string | null {
  if (h.price != null) return formatEuros(h.price);
  if (h.minPrice != null && h.maxPrice != null) return `${formatEuros(h.minPrice)} – ${formatEuros(h.maxPrice)}`;
  if (h.minPrice != null) return `vanaf ${formatEuros(h.minPrice)}`;
  if (h.maxPrice != null) return `tot ${formatEuros(h.maxPrice)}`;
  return null;
}
