import { z } from 'zod';
import { line, multiLine } from '../text.js';
import { DEALS_MESSAGES as M } from './messages.js';

// The inputs of viewings and offers: money as positive whole euros (spec §5 "Financial input":
// numeric only, step 1; a comma, minus or period is not a whole amount), a Dutch calendar day and
// clock time for viewings. Rights are checked before any of this runs (gate.ts).

export const MAX_OFFER = 100_000_000;
const COMMENTS_MAX = 2000;
const TIME_ZONE = 'Europe/Amsterdam';

/** A whole number of euros: a JSON number or a string of digits (a form field); nothing else. */
export const euros = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v === '' ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : M.offerWhole) })
      .int(M.offerWhole)
      .positive(M.offerPositive)
      .max(MAX_OFFER, M.offerTooHigh),
  );

export const comments = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    multiLine().max(COMMENTS_MAX, M.commentsTooLong).nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

/** Yes / no as JSON or a form sends it. */
export const reservation = z
  .preprocess(
    (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
    z.boolean({ error: M.reservation }),
  )
  .optional()
  .transform((v) => v ?? false);

/** The current calendar day and clock time in the Netherlands: 'yyyy-mm-dd', 'hh:mm'. */
export function dutchNow(now = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function isCalendarDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first thing wrong with a day for a viewing, or null. */
function dayProblem(day: string, today: string): string | null {
  if (day === '') return M.dateRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isCalendarDay(day)) return M.dateInvalid;
  if (day < today) return M.datePast;
  if (day > addDays(today, 365)) return M.dateTooFar;
  return null;
}

/** A slot for a viewing: a real calendar day and a clock time, after now (Dutch time) and within a year. */
export function slotSchema(now = new Date()) {
  const today = dutchNow(now);
  const problem = (message: string | null, ctx: z.RefinementCtx) => {
    if (message) ctx.addIssue({ code: 'custom', message });
  };
  return z
    .object({
      date: line({ error: M.dateRequired })
        .trim()
        .superRefine((d, ctx) => problem(dayProblem(d, today.date), ctx)),
      time: line({ error: M.timeRequired })
        .trim()
        .superRefine((v, ctx) =>
          problem(v === '' ? M.timeRequired : /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : M.timeInvalid, ctx),
        ),
    })
    .refine((s) => s.date !== today.date || s.time > today.time, { message: M.datePast, path: ['time'] });
}
