import type { Prisma } from '../../generated/prisma/client.js';
import { TAG_CATEGORY_BUILDING_STYLE, TAG_CATEGORY_LOCATION } from '../reference-data/catalog.js';
import { isOfferComplete } from './statuses.js';

// House completion (spec §5 "House completion") and offer completeness (§4 "House moderation"):
// one function each, shown in the wizard and on the dashboard through GraphQL and REST alike.

/** Relations the completion rules read; the same shapes the REST and GraphQL house selections use. */
export const completionInclude = {
  tags: { include: { tag: true } },
  facilities: { include: { facility: true } },
  assets: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { asset: true } },
} satisfies Prisma.HouseInclude;

/** Photos a house needs before its photo section counts as done (spec §9). */
export const MIN_HOUSE_PHOTOS = 5;

/** What the rules read: the house row plus its tags (with category), facilities and photos. */
export interface CompletionFacts {
  street: string | null;
  streetNumber: string | null;
  postalCode: string | null;
  city: string | null;
  houseTypeId: number | null;
  numberRooms: number | null;
  numberBedrooms: number | null;
  numberBathrooms: number | null;
  numberStories: number | null;
  livingM2: number | null;
  plotM2: number | null;
  volumeM3: number | null;
  houseStatus: string | null;
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  shortDescription: string | null;
  factualDescription: string | null;
  personalDescription: string | null;
  isOwner: boolean;
  tags: { tag: { tagCategoryId: number } }[];
  facilities: unknown[];
  assets: unknown[];
}

export interface HouseCompletion {
  address: boolean;
  type: boolean;
  characteristics: boolean;
  measurements: boolean;
  properties: boolean;
  buildingStyle: boolean;
  location: boolean;
  facilities: boolean;
  photos: boolean;
  description: boolean;
  confirmation: boolean;
  offer: boolean;
  /** Every section above. */
  complete: boolean;
}

// "Filled in" means: a number that is there (0 counts: a flat may have no plot), a text that is not blank.
const has = (v: number | null | undefined) => v !== null && v !== undefined;
const text = (v: string | null | undefined) => typeof v === 'string' && v.trim().length > 0;

export function houseCompletion(h: CompletionFacts): HouseCompletion {
  const tagCount = (category: number) => h.tags.filter((t) => t.tag.tagCategoryId === category).length;
  const sections = {
    address: text(h.street) && text(h.streetNumber) && text(h.postalCode) && text(h.city),
    type: has(h.houseTypeId),
    characteristics: has(h.houseTypeId) && has(h.numberBedrooms),
    measurements: has(h.livingM2) && has(h.plotM2) && has(h.volumeM3),
    properties: has(h.numberRooms) && has(h.numberBedrooms) && has(h.numberBathrooms) && has(h.numberStories),
    buildingStyle: tagCount(TAG_CATEGORY_BUILDING_STYLE) > 0,
    location: tagCount(TAG_CATEGORY_LOCATION) > 0,
    facilities: h.facilities.length > 0,
    photos: h.assets.length >= MIN_HOUSE_PHOTOS,
    description: text(h.shortDescription) && text(h.factualDescription) && text(h.personalDescription),
    confirmation: h.isOwner === true,
    offer: isOfferComplete(h),
  };
  return { ...sections, complete: Object.values(sections).every(Boolean) };
}

/** §4: a house is sent in for moderation once its address, offer and type are complete. */
export function isReadyForSubmission(h: CompletionFacts): boolean {
  const c = houseCompletion(h);
  return c.address && c.offer && c.type;
}

/** §4: any moderation status other than 'new' counts as submitted. */
export function isSubmitted(h: { moderationStatus: string }): boolean {
  return h.moderationStatus !== 'new';
}

/** Snake_case form for the REST JSON (`completion`). */
export function completionJson(c: HouseCompletion) {
  return {
    address: c.address,
    type: c.type,
    characteristics: c.characteristics,
    measurements: c.measurements,
    properties: c.properties,
    building_style: c.buildingStyle,
    location: c.location,
    facilities: c.facilities,
    photos: c.photos,
    description: c.description,
    confirmation: c.confirmation,
    offer: c.offer,
    complete: c.complete,
  };
}
