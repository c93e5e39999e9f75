import type { House } from '../../generated/prisma/client.js';

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

export function formattedAddressLine(
  house: Pick<House, 'street' | 'streetNumber' | 'postalCode' | 'city'>,
  exact: boolean,
): string {
  const street = [house.street, exact ? house.streetNumber : null].filter(Boolean).join(' ');
  const place = [exact ? house.postalCode : null, house.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
