import type { House } from '../../generated/prisma/client.js';
import type { Viewer } from '../ports/index.js';
import { HOUSE_STATUSES, statusReasonLabel } from './statuses.js';

/**
 * Exact address details (house number, postcode, exact map location) are a subscriber action:
 * only the owner and users with subscriber rights get them (design.md "Address details").
 */
export async function canSeeExactAddress(viewer: Viewer, house: Pick<House, 'ownerUserId'>): Promise<boolean> {
  if (!viewer.user) return false;
  if (house.ownerUserId === viewer.user.id) return true;
  return viewer.isSubscriber();
}

export function currentHouseStatus(house: Pick<House, 'houseStatus' | 'statusReason' | 'statusUpdatedAt'>) {
  const status = HOUSE_STATUSES.find((s) => s.key === house.houseStatus);
  return {
    status: house.houseStatus,
    label: status?.label ?? house.houseStatus,
    description_label:
      house.houseStatus === 'open_for_offers'
        ? statusReasonLabel(house.statusReason)
        : (status?.descriptionLabel ?? null),
    updated_at: house.statusUpdatedAt,
  };
}
