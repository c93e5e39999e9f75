import type { AlertDeps } from '../alerts/delivery.js';
import { rematchAndAnnounceHouse } from '../alerts/house-matches.js';
import { InputError } from '../errors.js';
import { completionInclude, houseCompletion, isSubmitted } from './completion.js';
import type { HouseDeps } from './house-deps.js';
import { SUBMISSION_NEEDS, submissionErrors } from './listed-edits.js';
import { findOwnHouse } from './ownership.js';
import { recordPrices } from './price-history.js';

/** POST /submit: sends the house in when address, offer and type are complete; again is a no-op. */
export async function submitHouse(deps: HouseDeps & AlertDeps, key: string | number): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, completionInclude);
  if (isSubmitted(house)) return house.id;
  const c = houseCompletion(house);
  const missing = submissionErrors(c);
  if (Object.keys(missing).length) throw new InputError(missing, SUBMISSION_NEEDS);
  const now = new Date();
  await deps.prisma.$transaction(async (tx) => {
    await tx.house.update({
      where: { id: house.id },
      // Listed from now on, with a status its owner just looked at (status check-ins, freshness.ts).
      data: { moderationStatus: 'submitted', submittedAt: now, statusConfirmedAt: now },
    });
    // The price the market sees first: the start of its price history.
    await recordPrices(tx, house.id, null, house, now);
  });
  await rematchAndAnnounceHouse(deps, house.id);
  return house.id;
}
