/**
 * The largest PostgreSQL `integer` (2^31 − 1). A number from outside that is compared with or
 * stored in an integer column must stay within it: the database refuses a larger one with an
 * error (a 500), so validation refuses it first.
 */
export const MAX_INTEGER = 2_147_483_647;

/**
 * Row ids from outside (a path segment, a decoded global id). Every table's id is an `integer`
 * from a sequence, so only 1 … MAX_INTEGER can name a row; anything else must answer "not found"
 * before it reaches the database.
 */
const MAX_ROW_ID = MAX_INTEGER;

export function isRowId(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_ROW_ID;
}

/** The id in plain digits, or NaN when the text cannot name a row (callers answer 404). */
export function parseRowId(raw: unknown): number {
  const text = String(raw);
  const n = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return isRowId(n) ? n : Number.NaN;
}

/** A unique lookup for an id that may name no row: 0 does not (sequences start at 1). */
export function rowIdOrNone(raw: unknown): number {
  const n = parseRowId(raw);
  return Number.isNaN(n) ? 0 : n;
}
