import type { House } from '../../generated/prisma/client.js';
import type { Viewer } from '../ports/index.js';
import { HOUSE_STATUSES, statusReasonLabel } from './statuses.js';

/** Turns a name into a URL segment: "'s-Hertogenbosch" → "s-hertogenbosch". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The house page path: /huizen/{city}/huis-{slug}-{id}. */
export function houseRoute(house: Pick<House, 'id' | 'slug' | 'city'>): string {
  return `/huizen/${slugify(house.city ?? 'nederland') || 'nederland'}/huis-${house.slug}-${house.id}`;
}

/**
 * Exact address details (house number, postcode, exact map location) are a subscriber action:
 * only the owner and users with subscriber rights get them (design.md "Address details").
 */
export async function canSeeExactAddress(viewer: Viewer, house: Pick<House, 'ownerUserId'>): Promise<boolean> {
  if (!viewer.user) return false;
  if (house.ownerUserId === viewer.user.id) return true;
  return viewer.isSubscriber();
}

export function formattedAddressLine(
  house: Pick<House, 'street' | 'streetNumber' | 'postalCode' | 'city'>,
  exact: boolean,
): string {
  const street = [house.street, exact ? house.streetNumber : null].filter(Boolean).join(' ');
  const place = [exact ? house.postalCode : null, house.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
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
