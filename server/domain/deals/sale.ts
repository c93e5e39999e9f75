import type { House, Offer } from '../../generated/prisma/client.js';
import type { AlertDeps } from '../alerts/delivery.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { HouseDeps } from '../houses/house-deps.js';
import { requireHouseUser } from '../houses/ownership.js';
import { updateHouse } from '../houses/updating.js';
import { rowIdOrNone } from '../ids.js';
import { assertNotBlocked } from '../notifications/blocks.js';
import { type NotifyDeps, withNotifications } from '../notifications/notify.js';
import type { Viewer } from '../ports/index.js';
import { isOpenForDeals } from './gate.js';
import { DEALS_MESSAGES as M } from './messages.js';
import { AGREED_OFFER_STATUSES, type OfferStatus, offerContent } from './offers.js';

// After a deal (an accepted offer, or an accepted counter-offer) the owner confirms the sale: the
// house becomes 'verkocht onder voorbehoud' through the owner's own house update (likers hear of
// the status, matches follow), and the buyer reads it in the thread with the reservations of their
// offer. Not automatic on accepting: a seller may accept and still wait for the paperwork.

export type SaleDeps = HouseDeps & AlertDeps & NotifyDeps;

/** Whether the viewer may mark the house sold under reservation on this offer now. */
export function viewerCanMarkSold(
  viewer: Viewer,
  offer: Pick<Offer, 'status'>,
  house: Pick<House, 'ownerUserId' | 'houseStatus'>,
): boolean {
  return (
    viewer.user?.id !== undefined &&
    house.ownerUserId === viewer.user.id &&
    AGREED_OFFER_STATUSES.includes(offer.status as OfferStatus) &&
    isOpenForDeals(house)
  );
}

/**
 * Marks the house of an agreed offer 'sold_under_reservation': 401; 404 for anybody but the owner
 * and the bidder; 403 for the bidder, or blocked either way; 409 when the offer was not agreed or
 * the house is no longer for sale. Returns the offer.
 */
export async function markSoldUnderReservation(deps: SaleDeps, offerId: number) {
  const user = requireHouseUser(deps.viewer);
  const offer = await deps.prisma.offer.findFirst({
    where: { id: rowIdOrNone(offerId), OR: [{ userId: user.id }, { house: { ownerUserId: user.id } }] },
    include: { house: true },
  });
  if (!offer) throw new NotFoundError(M.offerNotFound);
  if (offer.house.ownerUserId !== user.id) throw new ForbiddenError(M.onlyOwnerMarksSold);
  await assertNotBlocked(deps.prisma, user.id, offer.userId, 'offerAnswer');
  if (!AGREED_OFFER_STATUSES.includes(offer.status as OfferStatus)) throw new ConflictError(M.saleNeedsDeal);
  if (!isOpenForDeals(offer.house)) throw new ConflictError(M.alreadySold);
  await updateHouse(deps, offer.houseId, { houseStatus: 'sold_under_reservation' });
  const agreedAmount = offer.status === 'counter_accepted' ? (offer.counterAmount ?? offer.amount) : offer.amount;
  await withNotifications(deps, async (tx, notify) => {
    await notify({
      recipientUserId: offer.userId,
      senderUserId: user.id,
      houseId: offer.houseId,
      offerId: offer.id,
      content: await offerContent(
        tx,
        offer.house,
        [user.id, offer.userId],
        { ...offer, amount: agreedAmount, comments: null },
        'sold_under_reservation',
      ),
    });
  });
  return offer;
}
