import type { Db } from '../../db/client.js';
import type { House, Prisma } from '../../generated/prisma/client.js';
import { formattedAddressLine, houseRoute } from '../kernel/house-presentation.js';
import { canDoSubscriberActions } from '../kernel/rights.js';
import type { HouseRef } from './types.js';

type HouseFields = Pick<House, 'id' | 'slug' | 'city' | 'street' | 'streetNumber' | 'postalCode' | 'ownerUserId'>;

/**
 * The `house` of a notification's data, as everyone who reads it may see it. A thread shows its
 * notifications to both participants, so the full address line only when every reader is the owner
 * or a subscriber, otherwise the public one (street and city) — the rule of the house page
 * (design.md "Address details"), decided when the notification is written.
 */
export async function houseRefFor(
  prisma: Db | Prisma.TransactionClient,
  house: HouseFields,
  readerIds: (number | null)[],
): Promise<HouseRef> {
  let exact = true;
  for (const id of readerIds) {
    if (id === null || id === house.ownerUserId) continue;
    if (!(await canDoSubscriberActions(prisma, id))) exact = false;
  }
  return houseRefOf(house, exact);
}

/** The `house` of a notification's data when the caller already knows whether its readers see the exact address. */
export function houseRefOf(house: HouseFields, exact: boolean): HouseRef {
  return { route: houseRoute(house), formatted_address_line: formattedAddressLine(house, exact) };
}
