import { describe, expect, it } from 'vitest';
import { createEmbeddedGeocoder } from '../../../server/adapters/geocoder/embedded.js';
import { InputError, NotFoundError, UnauthenticatedError } from '../../../server/domain/errors.js';
import type { Viewer } from '../../../server/domain/ports/index.js';
import { mergedProfileErrors, parseSearchProfileInput } from '../../../server/domain/search-profiles/command.js';
import {
  type SearchProfileCompletionFacts,
  searchProfileCompletion,
} from '../../../server/domain/search-profiles/completion.js';
import { deleteSearchProfile } from '../../../server/domain/search-profiles/deletion.js';
import { NO_PLACE, resolveProfilePlace } from '../../../server/domain/search-profiles/location.js';
import {
  newSearchProfileSlug,
  type SearchProfileDeps,
  saveSearchProfile,
} from '../../../server/domain/search-profiles/saving.js';

// The rules of server/domain/search-profiles without a database: completion (spec §5), the
// command's validation, the place lookup, and rights before validation.

const BUILDING_STYLE = { tag: { tagCategoryId: 1 } };
const LOCATION = { tag: { tagCategoryId: 3 } };
const complete: SearchProfileCompletionFacts = {
  queryType: 'woonplaats',
  queryCode: '0344-utrecht',
  numberBedroomsMin: 1,
  priceMin: null,
  priceMax: 400_000,
  houseTypes: [{}],
  facilities: [{}],
  tags: [BUILDING_STYLE, LOCATION],
};

describe('search profile completion (spec §5)', () => {
  it('a profile with every section filled in is complete', () => {
    expect(searchProfileCompletion(complete)).toEqual({
      location: true,
      characteristics: true,
      budget: true,
      facilities: true,
      tags: true,
      complete: true,
    });
  });

  it.each([
    ['location', { queryCode: null }],
    ['location', { queryType: null }],
    ['characteristics', { houseTypes: [] }],
    ['characteristics', { numberBedroomsMin: null }],
    ['budget', { priceMax: null }],
    ['facilities', { facilities: [] }],
    ['tags', { tags: [BUILDING_STYLE] }],
    ['tags', { tags: [LOCATION] }],
    ['tags', { tags: [] }],
  ] as const)('%s is open with %j', (section, change) => {
    const c = searchProfileCompletion({ ...complete, ...change });
    expect(c[section]).toBe(false);
    expect(c.complete).toBe(false);
    const others = Object.entries(c).filter(([k]) => k !== section && k !== 'complete');
    expect(others.every(([, v]) => v)).toBe(true);
  });

  it('budget: a minimum alone counts too, and 0 is a price', () => {
    expect(searchProfileCompletion({ ...complete, priceMax: null, priceMin: 0 }).budget).toBe(true);
  });
});

describe('the search profile command', () => {
  const errorsOf = (raw: Record<string, unknown>) => parseSearchProfileInput(raw).errors;

  it('reads numbers from text, references as ids, keys or objects, and blanks as null', () => {
    const { input, errors } = parseSearchProfileInput({
      range: '15',
      priceMin: '',
      priceMax: 450000,
      houseTypes: [5, '7', 'appartement', { id: 9, name: 'Villa' }, { key: 'bungalow' }],
      tags: null,
    });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ range: 15, priceMin: null, priceMax: 450_000, tags: [] });
    expect(input.houseTypes).toEqual([5, '7', 'appartement', 9, 'bungalow']);
  });

  it.each([
    [{ priceMin: -1 }, 'priceMin', 'De minimumprijs mag niet negatief zijn.'],
    [{ priceMax: 12.5 }, 'priceMax', 'De maximumprijs moet een heel getal zijn.'],
    [{ range: 50.5 }, 'range', 'De afstand moet een heel aantal kilometers zijn.'],
    [{ range: 51 }, 'range', 'De afstand moet tussen 0 en 50 km liggen.'],
    [{ range: -3 }, 'range', 'De afstand moet tussen 0 en 50 km liggen.'],
    [{ queryType: 'land' }, 'queryType', 'Selecteer een suggestie uit de lijst.'],
    [{ houseTypes: 'villa' }, 'houseTypes', 'Kies woningtypes uit de lijst.'],
    [{ latitude: 52 }, 'latitude', 'Geef zowel breedte- als lengtegraad op.'],
    [{ livingM2Min: -10 }, 'livingM2Min', 'De woonoppervlakte mag niet negatief zijn.'],
  ])('%j → %s: %s', (raw, field, message) => {
    expect(errorsOf(raw)[field]).toEqual([message]);
  });

  it('keeps the valid fields next to the errors of the others', () => {
    const { input, errors } = parseSearchProfileInput({ range: 99, priceMax: 300_000, tags: ['modern'] });
    expect(Object.keys(errors)).toEqual(['range']);
    expect(input).toEqual({ priceMax: 300_000, tags: ['modern'] });
  });

  it('range 0 and 50 are the bounds', () => {
    expect(errorsOf({ range: 0 })).toEqual({});
    expect(errorsOf({ range: 50 })).toEqual({});
  });

  it('an inverted budget is an error on the maximum; equal prices are fine', () => {
    expect(mergedProfileErrors({ priceMin: 400_000, priceMax: 300_000 })).toEqual({
      priceMax: ['De maximumprijs moet hoger zijn dan de minimumprijs.'],
    });
    expect(mergedProfileErrors({ priceMin: 300_000, priceMax: 300_000 })).toEqual({});
    expect(mergedProfileErrors({ priceMin: null, priceMax: 300_000 })).toEqual({});
  });

  it('something that is no object is refused as a whole', () => {
    expect(() => parseSearchProfileInput(null)).toThrow(InputError);
    expect(() => parseSearchProfileInput([1])).toThrow(InputError);
  });

  it('slugs carry the place and random letters, never the id', () => {
    expect(newSearchProfileSlug('Langbroek, Wijk bij Duurstede, Utrecht', () => 0)).toBe(
      'langbroek-zoekprofiel-bbbbbbbbbb',
    );
    expect(newSearchProfileSlug(null, () => 1)).toBe('nederland-zoekprofiel-cccccccccc');
  });
});

describe('the place of a profile', () => {
  const geocoder = createEmbeddedGeocoder();

  it('a name with type and code gets its point from the lookup', async () => {
    const { place, errors } = await resolveProfilePlace(
      geocoder,
      { query: 'Utrecht', queryType: 'woonplaats', queryCode: '0344-utrecht' },
      NO_PLACE,
    );
    expect(errors).toEqual({});
    expect(place?.latitude).toBeCloseTo(52.09, 2);
  });

  it('a point the client sends is kept; a place it cannot find has none', async () => {
    const sent = await resolveProfilePlace(
      geocoder,
      { query: 'Utrecht', queryType: 'woonplaats', queryCode: '0344-utrecht', latitude: 52, longitude: 5 },
      NO_PLACE,
    );
    expect(sent.place).toMatchObject({ latitude: 52, longitude: 5 });
    const unknown = await resolveProfilePlace(
      geocoder,
      { query: 'Nergenshuizen', queryType: 'woonplaats', queryCode: '9999' },
      NO_PLACE,
    );
    expect(unknown.place).toMatchObject({ query: 'Nergenshuizen', latitude: null });
  });

  it('a typed name without a chosen suggestion is refused; no location fields leave it alone', async () => {
    expect((await resolveProfilePlace(geocoder, { query: 'Utrecht' }, NO_PLACE)).errors).toEqual({
      query: ['Selecteer een suggestie uit de lijst.'],
    });
    expect(await resolveProfilePlace(geocoder, { range: 5 }, NO_PLACE)).toEqual({ errors: {} });
  });

  it('the lookup being down saves the place without a point', async () => {
    const { GeocoderUnavailableError } = await import('../../../server/domain/ports/geocoder.js');
    const down = {
      ...geocoder,
      suggest: async () => {
        throw new GeocoderUnavailableError('down');
      },
    };
    const { place } = await resolveProfilePlace(
      down,
      { query: 'Utrecht', queryType: 'woonplaats', queryCode: '0344-utrecht' },
      NO_PLACE,
    );
    expect(place).toMatchObject({ queryCode: '0344-utrecht', latitude: null });
  });
});

describe('rights come before validation', () => {
  // A database that knows no profile: whatever the key, the viewer may open none.
  const deps = (user: { id: number } | null) =>
    ({
      prisma: { searchQuery: { findFirst: async () => null } },
      viewer: { user, isSubscriber: async () => false } as unknown as Viewer,
      session: { funnelToken: undefined, ip: '10.0.0.1' },
      geocoder: createEmbeddedGeocoder(),
      rateLimits: {},
    }) as unknown as SearchProfileDeps;

  it('a visitor changing a profile hears 401, even with invalid input', async () => {
    await expect(saveSearchProfile(deps(null), 1, { range: 99 })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(saveSearchProfile(deps(null), 1, null)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(deleteSearchProfile(deps(null), 1)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('a user changing a profile that is not theirs hears 404, even with invalid input', async () => {
    await expect(saveSearchProfile(deps({ id: 7 }), 1, { range: 99 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteSearchProfile(deps({ id: 7 }), 'een-slug')).rejects.toBeInstanceOf(NotFoundError);
  });
});
