// References to reference data (house types, facilities, tags) from outside: by key, or by the id a
// legacy consumer got from /api/house_types etc. Keys are stable across environments, ids are not,
// so both are accepted wherever a filter or a command names reference data.

export type RefValue = number | string;

/** All digits = an id; otherwise a key. */
export const isIdRef = (r: RefValue): boolean => typeof r === 'number' || /^\d{1,10}$/.test(r);

/** The row `r` names in `rows`, or undefined. */
export function findByRef<T extends { id: number; key: string }>(rows: readonly T[], r: RefValue): T | undefined {
  return isIdRef(r) ? rows.find((x) => x.id === Number(r)) : rows.find((x) => x.key === r);
}

/** The keys and ids among `refs` (for SQL `key IN (...) OR id IN (...)`). */
export function splitRefs(refs: readonly RefValue[]): { keys: string[]; ids: number[] } {
  const keys: string[] = [];
  const ids: number[] = [];
  for (const r of refs) {
    if (isIdRef(r)) ids.push(Number(r));
    else keys.push(String(r));
  }
  return { keys, ids };
}
