import { Prisma } from '../../generated/prisma/client.js';
import { type CheckinPolicy, statusUnknownBefore } from './freshness.js';

// Apart from freshness.ts, which the client imports too (it must not pull in the Prisma client).

/**
 * The one predicate for 'status onbekend' in queries: a house whose status is known (confirmed
 * since statusUnknownBefore). The listing, the kansen and match suggestions (and their counts),
 * the instant alerts and the daily digest all leave other houses out; stored matches and pending
 * alerts stay, so a house counts again (and its unsent alerts go out) once its owner confirms.
 */
export function houseStatusKnownWhere(policy: CheckinPolicy, now: Date = new Date()): Prisma.HouseWhereInput {
  return { statusConfirmedAt: { gte: statusUnknownBefore(policy, now) } };
}

/** The same predicate in raw SQL, on the status_confirmed_at column of the houses row `alias`. */
export function houseStatusKnownSql(alias: string, policy: CheckinPolicy, now: Date = new Date()): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(alias)}.status_confirmed_at >= ${statusUnknownBefore(policy, now)}`;
}
