import { rematchHouse } from '../matching/store.js';
import { announceMatches } from './announce.js';
import type { AlertDeps } from './delivery.js';

/**
 * After a house is listed or changed: its stored matches follow it (matching/store.ts), and the
 * searchers whose profile it now fits exactly for the first time hear of it, once (announce.ts).
 * Runs after the house's own transaction: a failed alert never undoes the owner's save.
 */
export async function rematchAndAnnounceHouse(deps: AlertDeps, houseId: number) {
  return announceMatches(deps, await rematchHouse(deps.prisma, houseId));
}
