import type { Db } from '../../db/client.js';
import type { House, Prisma } from '../../generated/prisma/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { visibleHouseKeyWhere } from '../houses/access.js';
import { HOUSE_NOT_FOUND_MESSAGE, requireHouseUser } from '../houses/ownership.js';
import { assertNotBlocked } from '../notifications/blocks.js';
import type { NotifyDeps } from '../notifications/notify.js';
import type { Viewer } from '../ports/index.js';
import type { RateLimitStore } from '../ports/rate-limits.js';
import { DEALS_MESSAGES as M } from './messages.js';

// Who may ask for a viewing or bid (spec §6, design.md rule 2), for both surfaces and before any
// input is read: a visitor 401, a house the viewer cannot see 404, the owner 403 (not on their own
// house), blocked either way 403 (notifications/blocks.ts), somebody without subscriber rights 403 with
// the Premium/Extended text.

export type DealDeps = NotifyDeps & { viewer: Viewer; rateLimits: RateLimitStore };

export type DealAction = 'viewing' | 'offer';

/** Offer statuses of a house in which it takes viewing requests and offers: for sale, not sold. */
export const OPEN_FOR_DEALS: readonly string[] = ['selling', 'open_for_offers'];

export function isOpenForDeals(house: Pick<House, 'houseStatus'>): boolean {
  return OPEN_FOR_DEALS.includes(house.houseStatus);
}

/** The house a subscriber acts on, or the refusal (401, 404, 403) in that order. */
export async function dealHouse(deps: DealDeps, key: string | number, action: DealAction) {
  const user = requireHouseUser(deps.viewer);
  const house = await deps.prisma.house.findFirst({ where: visibleHouseKeyWhere(deps.viewer, String(key)) });
  if (!house || house.ownerUserId === null) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  if (house.ownerUserId === user.id) throw new ForbiddenError(action === 'offer' ? M.ownHouseOffer : M.ownHouseViewing);
  await assertNotBlocked(deps.prisma, user.id, house.ownerUserId, action);
  if (!(await deps.viewer.isSubscriber()))
    throw new ForbiddenError(action === 'offer' ? M.offerSubscribersOnly : M.viewingSubscribersOnly);
  return { user, house: house as House & { ownerUserId: number } };
}

/** After the input: the house must still take offers and viewings (409 otherwise). */
export function requireOpenForDeals(house: Pick<House, 'houseStatus'>) {
  if (!isOpenForDeals(house)) throw new ConflictError(M.notForSale);
}

/**
 * Serialises the deals on one house: a bidder's two offers placed at once cannot both stay open,
 * on PostgreSQL as on PGlite (the house row is locked until the transaction ends).
 */
export async function lockHouse(tx: Prisma.TransactionClient, houseId: number) {
  await tx.$queryRaw`SELECT id FROM houses WHERE id = ${houseId} FOR UPDATE`;
}

/** Whether the viewer may open the house at all (the lists below: 401 / 404 first). */
export async function visibleDealHouse(prisma: Db, viewer: Viewer, key: string | number) {
  const user = requireHouseUser(viewer);
  const house = await prisma.house.findFirst({ where: visibleHouseKeyWhere(viewer, String(key)) });
  if (!house) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  return { user, house };
}
