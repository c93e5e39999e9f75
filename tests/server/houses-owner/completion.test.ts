import { describe, expect, it } from 'vitest';
import {
  type CompletionFacts,
  houseCompletion,
  isReadyForSubmission,
  isSubmitted,
  MIN_HOUSE_PHOTOS,
} from '../../../server/domain/houses/completion.js';
import { isOfferComplete } from '../../../server/domain/houses/statuses.js';

// Spec §5 "House completion" and §4 "House moderation" / offer rules, one rule at a time.

const tag = (tagCategoryId: number) => ({ tag: { tagCategoryId } });
const complete: CompletionFacts = {
  street: 'Europalaan',
  streetNumber: '93',
  postalCode: '3526KP',
  city: 'Utrecht',
  houseTypeId: 2,
  numberRooms: 5,
  numberBedrooms: 3,
  numberBathrooms: 1,
  numberStories: 2,
  livingM2: 120,
  plotM2: 150,
  volumeM3: 400,
  houseStatus: 'open_for_offers',
  price: 450_000,
  minPrice: null,
  maxPrice: null,
  shortDescription: 'Ruime jaren-30-woning',
  factualDescription: 'Gebouwd in 1932.',
  personalDescription: 'Wij wonen hier met plezier.',
  isOwner: true,
  tags: [tag(1), tag(3)],
  facilities: [{}],
  assets: Array.from({ length: MIN_HOUSE_PHOTOS }, () => ({})),
};
const without = (patch: Partial<CompletionFacts>) => houseCompletion({ ...complete, ...patch });

describe('house completion', () => {
  it('is complete when every section is', () => {
    expect(houseCompletion(complete)).toEqual({
      address: true,
      type: true,
      characteristics: true,
      measurements: true,
      properties: true,
      buildingStyle: true,
      location: true,
      facilities: true,
      photos: true,
      description: true,
      confirmation: true,
      offer: true,
      complete: true,
    });
  });

  it.each([
    ['street', { street: null }],
    ['number', { streetNumber: null }],
    ['postcode', { postalCode: ' ' }],
    ['city', { city: null }],
  ])('address needs street, number, postcode and city (without %s)', (_what, patch) => {
    const c = without(patch);
    expect(c.address).toBe(false);
    expect(c.complete).toBe(false);
  });

  it('type needs a house type; characteristics a house type and bedrooms', () => {
    expect(without({ houseTypeId: null })).toMatchObject({ type: false, characteristics: false });
    expect(without({ numberBedrooms: null })).toMatchObject({ type: true, characteristics: false });
  });

  it.each([['livingM2'], ['plotM2'], ['volumeM3']] as const)('measurements need %s', (field) => {
    expect(without({ [field]: null }).measurements).toBe(false);
  });

  it('counts 0 as filled in (a flat without a plot)', () => {
    expect(without({ plotM2: 0 }).measurements).toBe(true);
    expect(without({ numberBathrooms: 0 }).properties).toBe(true);
  });

  it.each([['numberRooms'], ['numberBedrooms'], ['numberBathrooms'], ['numberStories']] as const)(
    'properties need %s (toilets are optional)',
    (field) => {
      expect(without({ [field]: null }).properties).toBe(false);
    },
  );

  it('building style needs a tag of category 1, location one of category 3', () => {
    expect(without({ tags: [tag(3)] })).toMatchObject({ buildingStyle: false, location: true });
    expect(without({ tags: [tag(1), tag(1)] })).toMatchObject({ buildingStyle: true, location: false });
    expect(without({ tags: [] })).toMatchObject({ buildingStyle: false, location: false });
  });

  it('facilities need at least one', () => {
    expect(without({ facilities: [] }).facilities).toBe(false);
  });

  it('photos need at least 5', () => {
    expect(MIN_HOUSE_PHOTOS).toBe(5);
    expect(without({ assets: [{}, {}, {}, {}] }).photos).toBe(false);
    expect(without({ assets: Array.from({ length: 12 }, () => ({})) }).photos).toBe(true);
  });

  it.each([['shortDescription'], ['factualDescription'], ['personalDescription']] as const)(
    'description needs the %s (blank does not count)',
    (field) => {
      expect(without({ [field]: null }).description).toBe(false);
      expect(without({ [field]: '   ' }).description).toBe(false);
    },
  );

  it('confirmation needs is_owner', () => {
    expect(without({ isOwner: false }).confirmation).toBe(false);
  });
});

describe('offer completeness', () => {
  const offer = (houseStatus: string, price: number | null, minPrice: number | null, maxPrice: number | null) =>
    isOfferComplete({ houseStatus, price, minPrice, maxPrice });

  it.each([['selling'], ['sold_under_reservation'], ['sold']])('%s needs no price', (status) => {
    expect(offer(status, null, null, null)).toBe(true);
  });

  it.each([['open_for_offers'], ['not_for_sale']])('%s needs a price, or both min and max', (status) => {
    expect(offer(status, null, null, null)).toBe(false);
    expect(offer(status, 300_000, null, null)).toBe(true);
    expect(offer(status, null, 280_000, null)).toBe(false);
    expect(offer(status, null, null, 320_000)).toBe(false);
    expect(offer(status, null, 280_000, 320_000)).toBe(true);
  });

  it('is incomplete without a status', () => {
    expect(offer('', 300_000, null, null)).toBe(false);
  });

  it('is the offer section of the completion', () => {
    expect(without({ houseStatus: 'open_for_offers', price: null }).offer).toBe(false);
    expect(without({ houseStatus: 'sold', price: null }).offer).toBe(true);
  });
});

describe('moderation', () => {
  it('a house is ready for submission with address, offer and type complete (the rest may wait)', () => {
    const bare: CompletionFacts = {
      ...complete,
      numberBathrooms: null,
      livingM2: null,
      tags: [],
      facilities: [],
      assets: [],
      shortDescription: null,
      isOwner: false,
    };
    expect(isReadyForSubmission(bare)).toBe(true);
    expect(isReadyForSubmission({ ...bare, houseTypeId: null })).toBe(false);
    expect(isReadyForSubmission({ ...bare, street: null })).toBe(false);
    expect(isReadyForSubmission({ ...bare, houseStatus: 'open_for_offers', price: null })).toBe(false);
  });

  it.each([
    ['new', false],
    ['submitted', true],
    ['approved', true],
    ['rejected', true],
  ] as const)('moderation status %s counts as submitted: %s', (moderationStatus, submitted) => {
    expect(isSubmitted({ moderationStatus })).toBe(submitted);
  });
});
