import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LOOKUP_FAILED_TEXT,
  addressNotFoundText,
  lookupOutcome,
  normalizePostcode,
  PARTNER_ADDRESS_INVALID_TEXT,
  SEVERAL_ADDRESSES_PROMPT,
  SEVERAL_ADDRESSES_TITLE,
  shouldLookUp,
} from '../../client/features/house-owner/addressLookup';
import {
  CLAIM_WINDOW_MS,
  forgetPendingHouse,
  PENDING_HOUSE_KEY,
  readPendingHouse,
  savePendingHouse,
} from '../../client/features/house-owner/funnel/pendingHouse';
import { enumValue, priceInput, priceModeOf } from '../../client/features/house-owner/offer';
import {
  checkPhotoFiles,
  isImageFile,
  MAX_PHOTO_BYTES,
  moveItem,
  photosStillNeeded,
  uploadBatches,
} from '../../client/features/house-owner/photoRules';
import {
  COMPLETION_CHECKLIST,
  type CompletionFlags,
  completionCount,
  firstOpenStep,
  HOUSE_STEP_KEYS,
  isHouseStep,
  neighbours,
} from '../../client/features/house-owner/sections';
import { isOfferComplete, priceRequired, STATUS_REASONS, statusReasonLabel } from '../../server/domain/houses/statuses';

const address = (id: string, number: string) => ({
  id,
  street: 'Europalaan',
  houseNumber: number,
  postalCode: '3526KP',
  city: 'Utrecht',
  weergavenaam: `Europalaan ${number}, 3526KP Utrecht`,
});

describe('house address lookup (spec §4, §5, §8, §9)', () => {
  it('looks up only with a postcode of at least 6 characters and a house number', () => {
    expect(shouldLookUp('3526K', '93')).toBe(false);
    expect(shouldLookUp('3526KP', '')).toBe(false);
    expect(shouldLookUp('3526KP', '  ')).toBe(false);
    expect(shouldLookUp('3526KP', '93')).toBe(true);
    expect(shouldLookUp('3526 kp', '93A')).toBe(true);
  });

  it('normalises a postcode', () => {
    expect(normalizePostcode('3526 kp')).toBe('3526KP');
  });

  it('uses the spec texts, with the support e-mail in the 404 text', () => {
    expect(addressNotFoundText('hulp@example.nl')).toBe(
      'We hebben hier helaas geen adres kunnen vinden, kloppen de postcode en het huisnummer? Zo ja, laat het ons weten via hulp@example.nl.',
    );
    expect(addressNotFoundText()).toContain('support@huiskans.nl');
    expect(ADDRESS_LOOKUP_FAILED_TEXT).toBe(
      'Helaas ging er iets mis bij het ophalen van het adres. Probeer het later opnieuw.',
    );
    expect(SEVERAL_ADDRESSES_TITLE).toBe('Meerdere adressen gevonden');
    expect(SEVERAL_ADDRESSES_PROMPT).toBe('Kies een van de onderstaande adressen.');
    expect(PARTNER_ADDRESS_INVALID_TEXT).toBe('Vul een geldig adres in.');
  });

  it('one result sets the address, several open the chooser', () => {
    expect(lookupOutcome({ __typename: 'AddressLookupSuccess', addresses: [address('a', '93')] })).toEqual({
      kind: 'one',
      address: address('a', '93'),
    });
    const several = lookupOutcome({
      __typename: 'AddressLookupSuccess',
      addresses: [address('a', '93'), address('b', '93A')],
    });
    expect(several.kind).toBe('several');
    expect(lookupOutcome({ __typename: 'AddressSuccess', address: address('b', '93A') }).kind).toBe('one');
  });

  it('NotFoundError is not found, InputError gives field errors, anything else the failure text', () => {
    const error = (typename: string) => ({ kind: 'other', typename, message: 'x' }) as const;
    expect(lookupOutcome({ __typename: 'NotFoundError', error: error('NotFoundError') })).toEqual({
      kind: 'notFound',
      message: addressNotFoundText(),
    });
    expect(
      lookupOutcome({
        __typename: 'InputError',
        error: {
          kind: 'input',
          message: 'Ongeldig',
          fieldErrors: { postalCode: ['Vul een geldige postcode in.', 'tweede'] },
        },
      }),
    ).toEqual({ kind: 'invalid', fieldErrors: { postalCode: 'Vul een geldige postcode in.' } });
    expect(lookupOutcome({ __typename: 'ServiceUnavailableError', error: error('ServiceUnavailableError') })).toEqual({
      kind: 'failed',
      message: ADDRESS_LOOKUP_FAILED_TEXT,
    });
    expect(lookupOutcome(null).kind).toBe('failed');
    expect(lookupOutcome({ __typename: 'AddressLookupSuccess', addresses: [] }).kind).toBe('notFound');
  });
});

describe('wizard steps and completion (spec §2, §5)', () => {
  const none: CompletionFlags = {
    address: false,
    type: false,
    characteristics: false,
    measurements: false,
    properties: false,
    buildingStyle: false,
    location: false,
    facilities: false,
    photos: false,
    description: false,
    confirmation: false,
    offer: false,
  };

  it('has the twelve steps in the order of the spec', () => {
    expect(HOUSE_STEP_KEYS).toEqual([
      'bevestigen',
      'verhuistermijn',
      'kenmerken',
      'aanbod',
      'type',
      'bouwstijl',
      'ligging',
      'eigenschappen',
      'faciliteiten',
      'fotos',
      'afmetingen',
      'omschrijving',
    ]);
    expect(isHouseStep('fotos')).toBe(true);
    expect(isHouseStep('adres')).toBe(false);
    expect(isHouseStep(undefined)).toBe(false);
  });

  it('knows the previous and next step', () => {
    expect(neighbours('bevestigen')).toEqual({ previous: null, next: 'verhuistermijn' });
    expect(neighbours('aanbod')).toEqual({ previous: 'kenmerken', next: 'type' });
    expect(neighbours('omschrijving')).toEqual({ previous: 'afmetingen', next: null });
  });

  it('finds the first open step; verhuistermijn is done once a term is chosen', () => {
    expect(firstOpenStep(none, null)).toBe('bevestigen');
    expect(firstOpenStep({ ...none, confirmation: true }, null)).toBe('verhuistermijn');
    expect(firstOpenStep({ ...none, confirmation: true }, 0)).toBe('kenmerken');
    const all = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as unknown as CompletionFlags;
    expect(firstOpenStep(all, 6)).toBeNull();
    expect(firstOpenStep({ ...all, photos: false }, 6)).toBe('fotos');
  });

  it('counts the checklist of spec §5 (twelve sections)', () => {
    expect(COMPLETION_CHECKLIST).toHaveLength(12);
    expect(completionCount(none)).toEqual({ done: 0, total: 12 });
    expect(completionCount({ ...none, address: true, offer: true, type: true })).toEqual({ done: 3, total: 12 });
  });
});

describe('offer (spec §4)', () => {
  it('needs no price for selling, sold under reservation and sold', () => {
    for (const status of ['selling', 'sold_under_reservation', 'sold']) {
      expect(priceRequired(status)).toBe(false);
      expect(isOfferComplete({ houseStatus: status, price: null, minPrice: null, maxPrice: null })).toBe(true);
    }
  });

  it('otherwise needs a price or both min and max', () => {
    for (const status of ['open_for_offers', 'not_for_sale']) {
      expect(priceRequired(status)).toBe(true);
      expect(isOfferComplete({ houseStatus: status, price: null, minPrice: null, maxPrice: null })).toBe(false);
      expect(isOfferComplete({ houseStatus: status, price: 400000, minPrice: null, maxPrice: null })).toBe(true);
      expect(isOfferComplete({ houseStatus: status, price: null, minPrice: 400000, maxPrice: null })).toBe(false);
      expect(isOfferComplete({ houseStatus: status, price: null, minPrice: 400000, maxPrice: 450000 })).toBe(true);
      expect(isOfferComplete({ houseStatus: status, price: 0, minPrice: null, maxPrice: null })).toBe(true);
    }
    expect(isOfferComplete({ houseStatus: null, price: 1, minPrice: null, maxPrice: null })).toBe(false);
  });

  it('has the reason labels of spec §4, anything else is Onbekend', () => {
    expect(STATUS_REASONS.map((r) => [r.key, r.label])).toEqual([
      ['offer', 'Bij een goed bod'],
      ['members', 'Als huisgenoten wijzigen'],
      ['work', 'Als werksituatie wijzigt'],
      ['new_house', 'Als ik een woning vind'],
    ]);
    expect(statusReasonLabel('work')).toBe('Als werksituatie wijzigt');
    expect(statusReasonLabel('iets')).toBe('Onbekend');
    expect(statusReasonLabel(null)).toBe('Onbekend');
  });

  it('saves one price form and clears the other', () => {
    expect(priceModeOf({ price: null, minPrice: 1, maxPrice: 2 })).toBe('range');
    expect(priceModeOf({ price: 3, minPrice: null, maxPrice: null })).toBe('price');
    expect(priceModeOf({ price: null, minPrice: null, maxPrice: null })).toBe('price');
    expect(priceInput('price', { price: 5, minPrice: 1, maxPrice: 2 })).toEqual({
      price: 5,
      minPrice: null,
      maxPrice: null,
    });
    expect(priceInput('range', { price: 5, minPrice: 1, maxPrice: 2 })).toEqual({
      price: null,
      minPrice: 1,
      maxPrice: 2,
    });
  });

  it('maps keys to the GraphQL enum', () => {
    expect(enumValue('open_for_offers')).toBe('OPEN_FOR_OFFERS');
  });
});

describe('photo rules', () => {
  const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

  it('accepts images, refuses other files, big files and empty files with Dutch messages', () => {
    expect(isImageFile(file('a.jpg'))).toBe(true);
    expect(isImageFile(file('a.heic', ''))).toBe(true);
    expect(isImageFile(file('a.pdf', 'application/pdf'))).toBe(false);
    expect(isImageFile(file('a.svg', 'image/svg+xml'))).toBe(false);
    const { accepted, problems } = checkPhotoFiles(
      [
        file('a.jpg'),
        file('b.pdf', 'application/pdf'),
        file('c.png', 'image/png', MAX_PHOTO_BYTES + 1),
        file('d.png', 'image/png', 0),
      ],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(problems).toEqual([
      "'b.pdf' is geen foto. Kies een JPG-, PNG- of WebP-bestand.",
      "'c.png' is groter dan 15 MB.",
      "'d.png' is leeg.",
    ]);
  });

  it('keeps to 40 photos per house', () => {
    const files = Array.from({ length: 5 }, (_, i) => file(`${i}.jpg`));
    const { accepted, problems } = checkPhotoFiles(files, 38);
    expect(accepted).toHaveLength(2);
    expect(problems[0]).toContain('maximaal 40');
    expect(checkPhotoFiles(files, 40).accepted).toHaveLength(0);
  });

  it('uploads at most 20 at once', () => {
    const batches = uploadBatches(Array.from({ length: 45 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([20, 20, 5]);
  });

  it('moves a photo', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('needs 5 photos for completeness', () => {
    expect(photosStillNeeded(0)).toBe(5);
    expect(photosStillNeeded(3)).toBe(2);
    expect(photosStillNeeded(7)).toBe(0);
  });
});

describe('the seller funnel pending house', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      data,
    };
  };
  const house = {
    id: 'SG91c2U6MQ==',
    slug: 'europalaan-93-utrecht-abcd',
    address: 'Europalaan 93, Utrecht',
    city: 'Utrecht',
    createdAt: 1_000,
  };

  it('remembers the house until it is claimed', () => {
    const storage = memory();
    savePendingHouse(house, storage);
    expect(readPendingHouse(storage, 2_000)).toEqual(house);
    forgetPendingHouse(storage);
    expect(readPendingHouse(storage, 2_000)).toBeNull();
  });

  it('forgets it after the claim window or when unreadable', () => {
    const storage = memory();
    savePendingHouse(house, storage);
    expect(readPendingHouse(storage, house.createdAt + CLAIM_WINDOW_MS + 1)).toBeNull();
    expect(storage.data.has(PENDING_HOUSE_KEY)).toBe(false);
    storage.setItem(PENDING_HOUSE_KEY, '{nope');
    expect(readPendingHouse(storage)).toBeNull();
    expect(readPendingHouse(null)).toBeNull();
  });
});
