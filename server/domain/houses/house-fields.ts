import type { Prisma } from '../../generated/prisma/client.js';
import { InputError } from '../errors.js';
import type { HouseInput } from './house-input.js';

// The house's own columns from a command, with the rules on the merged state (prices, status reason).

/** The columns the merged-state rules read. */
export interface Current {
  houseStatus: string;
  statusReason: string | null;
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

/** What a new house starts from. */
export const NEW_HOUSE: Current = {
  houseStatus: 'selling',
  statusReason: null,
  price: null,
  minPrice: null,
  maxPrice: null,
};

/** Scalar columns from the input, plus the rules on the merged state (prices, status reason). */
export function scalarData(input: HouseInput, current: Current) {
  const data: Prisma.HouseUncheckedUpdateInput = {};
  const set = <K extends keyof HouseInput>(key: K, column: keyof Prisma.HouseUncheckedUpdateInput) => {
    if (input[key] !== undefined) (data as Record<string, unknown>)[column] = input[key];
  };
  set('isOwner', 'isOwner');
  set('movingMonths', 'movingMonths');
  set('price', 'price');
  set('minPrice', 'minPrice');
  set('maxPrice', 'maxPrice');
  set('numberRooms', 'numberRooms');
  set('numberBedrooms', 'numberBedrooms');
  set('numberBathrooms', 'numberBathrooms');
  set('numberToilets', 'numberToilets');
  set('numberStories', 'numberStories');
  set('constructionYear', 'constructionYear');
  set('livingM2', 'livingM2');
  set('plotM2', 'plotM2');
  set('volumeM3', 'volumeM3');
  set('energyLabel', 'energyLabel');
  set('shortDescription', 'shortDescription');
  set('factualDescription', 'factualDescription');
  set('personalDescription', 'personalDescription');

  const price = input.price !== undefined ? input.price : current.price;
  const minPrice = input.minPrice !== undefined ? input.minPrice : current.minPrice;
  const maxPrice = input.maxPrice !== undefined ? input.maxPrice : current.maxPrice;
  if (minPrice != null && maxPrice != null && minPrice > maxPrice)
    throw new InputError({ maxPrice: ['De maximumprijs mag niet lager zijn dan de minimumprijs.'] });
  data.sortPrice = price ?? minPrice ?? maxPrice ?? null;

  // Status: the reason belongs to open_for_offers only, and that status needs one.
  const status = input.houseStatus ?? current.houseStatus;
  let reason: string | null = null;
  if (status === 'open_for_offers') {
    reason = input.statusReason !== undefined ? input.statusReason : current.statusReason;
    if (!reason) throw new InputError({ statusReason: ['Kies wanneer je openstaat voor een bod.'] });
  }
  const statusChanged = status !== current.houseStatus || reason !== current.statusReason;
  if (statusChanged) {
    data.houseStatus = status;
    data.statusReason = reason;
    data.statusUpdatedAt = new Date();
  }
  return { data, statusChanged, status, reason };
}
