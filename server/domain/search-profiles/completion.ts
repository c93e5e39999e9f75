import type { Prisma } from '../../generated/prisma/client.js';
import { TAG_CATEGORY_BUILDING_STYLE, TAG_CATEGORY_LOCATION } from '../reference-data/catalog.js';

// Search-profile completion (spec §5): one function, shown on the profile list, the profile view
// and the wizard through GraphQL and REST alike.

/** The relations a profile is shown with (and its completion reads). */
export const searchProfileInclude = {
  houseTypes: { include: { houseType: true }, orderBy: { houseType: { position: 'asc' } } },
  facilities: { include: { facility: true }, orderBy: { facility: { position: 'asc' } } },
  tags: { include: { tag: true }, orderBy: { tag: { position: 'asc' } } },
} satisfies Prisma.SearchQueryInclude;

export type SearchProfileWithRelations = Prisma.SearchQueryGetPayload<{ include: typeof searchProfileInclude }>;

export interface SearchProfileCompletionFacts {
  queryType: string | null;
  queryCode: string | null;
  numberBedroomsMin: number | null;
  priceMin: number | null;
  priceMax: number | null;
  houseTypes: readonly unknown[];
  facilities: readonly unknown[];
  tags: readonly { tag: { tagCategoryId: number } }[];
}

export interface SearchProfileCompletion {
  location: boolean;
  characteristics: boolean;
  budget: boolean;
  facilities: boolean;
  tags: boolean;
  /** Every section above. */
  complete: boolean;
}

const has = (v: number | string | null | undefined) => v !== null && v !== undefined && v !== '';

/**
 * location: a chosen place (type and code); characteristics: a house type and a minimum of
 * bedrooms; budget: a minimum or a maximum price; facilities: at least one; tags "as for a house":
 * a building style and a location tag (the wizard's bouwstijl and ligging steps).
 */
export function searchProfileCompletion(p: SearchProfileCompletionFacts): SearchProfileCompletion {
  const tagCount = (category: number) => p.tags.filter((t) => t.tag.tagCategoryId === category).length;
  const sections = {
    location: has(p.queryType) && has(p.queryCode),
    characteristics: p.houseTypes.length > 0 && has(p.numberBedroomsMin),
    budget: has(p.priceMin) || has(p.priceMax),
    facilities: p.facilities.length > 0,
    tags: tagCount(TAG_CATEGORY_BUILDING_STYLE) > 0 && tagCount(TAG_CATEGORY_LOCATION) > 0,
  };
  return { ...sections, complete: Object.values(sections).every(Boolean) };
}
