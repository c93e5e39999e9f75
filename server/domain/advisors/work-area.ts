// The work-area selector (spec §9): 1–15 km, default 15, sent in metres as `range`. No imports:
// the client's profile editor uses these bounds too.

export const MIN_RANGE_METRES = 1_000;
export const MAX_RANGE_METRES = 15_000;
export const DEFAULT_RANGE_METRES = MAX_RANGE_METRES;
