import { ConflictError, NotFoundError } from '../errors.js';
import { canClaim } from '../funnel/claims.js';
import { rematchHouse } from '../matching/store.js';
import type { RequestDeps } from '../ports/index.js';
import { houseKeyWhere } from './access.js';
import type { HouseDeps } from './house-deps.js';
import { HOUSE_NOT_FOUND_MESSAGE, notYours, requireHouseUser } from './ownership.js';

/**
 * POST /assign_user: a house a visitor created in the seller funnel gets the logged-in user as owner.
 * Only ownerless houses, only from the browser that made it and within the claim window
 * (funnel/claims.ts); anyone else gets the 404 of a house they cannot see. The owner assigning
 * again is a no-op.
 */
export async function assignHouse(
  deps: Pick<HouseDeps, 'prisma' | 'viewer'> & Pick<RequestDeps, 'session'>,
  key: string | number,
  now = new Date(),
): Promise<number> {
  const user = requireHouseUser(deps.viewer);
  const house = await deps.prisma.house.findFirst({ where: houseKeyWhere(String(key)) });
  if (!house) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  if (house.ownerUserId === user.id) return house.id;
  if (house.ownerUserId !== null) notYours(house);
  if (!canClaim(deps.session, house, now)) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  // Conditional update: of two people claiming at once, one wins.
  const claimed = await deps.prisma.house.updateMany({
    where: { id: house.id, ownerUserId: null },
    data: { ownerUserId: user.id, claimTokenHash: null },
  });
  if (claimed.count === 0) throw new ConflictError('Deze woning heeft al een eigenaar.');
  // A house never matches its owner's own profiles.
  await rematchHouse(deps.prisma, house.id);
  return house.id;
}
