import type { SubscriptionInterval } from '../../../domain/ports/payments.js';

// Calendar dates (`YYYY-MM-DD`) as Mollie uses them for subscriptions: the day in the Netherlands.

const amsterdamDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });

/** The date in Amsterdam at `now` ("2026-11-23"). */
export function dayOf(now: Date): string {
  return amsterdamDay.format(now);
}

/** A real calendar date written `YYYY-MM-DD` (not 2027-02-30). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = dayToDate(value);
  return !Number.isNaN(date.getTime()) && dateToDay(date) === value;
}

/** A `date` column holds UTC midnight. */
export const dayToDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const dateToDay = (date: Date) => date.toISOString().slice(0, 10);

export const INTERVAL_MONTHS: Record<SubscriptionInterval, number> = { '1 month': 1, '12 months': 12 };

/**
 * `day` plus whole months, clamped to the month's last day: 2027-01-31 + 1 → 2027-02-28. Always
 * counted from the start date (not from the previous charge), so the 31st stays the 31st.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return dateToDay(target);
}
