import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.js';
import { InputError } from '../../server/domain/errors.js';
import {
  countHousesPerStatus,
  listingOrder,
  parseListingFilter,
  searchHouses,
} from '../../server/domain/houses/listing.js';
import type { LocationAccess } from '../../server/domain/houses/location.js';
import { checkinPolicy } from '../../server/domain/kernel/freshness.js';
import { type PageArgs, parsePageArgs } from '../../server/domain/pagination.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { AMERSFOORT, createHouse, GRONINGEN, UTRECHT, withReferenceData } from '../helpers/fixtures.js';

let db: TestDatabase;
let prisma: Db;
const ids: Record<string, number> = {};
let ref: Awaited<ReturnType<typeof withReferenceData>>;
const limits = { defaultSize: 24, maxSize: 100 };
/** The defaults of STATUS_CHECKIN_DAYS and HOUSE_STATUS_UNKNOWN_DAYS. */
const checkins = checkinPolicy({ STATUS_CHECKIN_DAYS: 30, HOUSE_STATUS_UNKNOWN_DAYS: 90 });

const search = async (
  raw: Record<string, unknown>,
  page = { offset: 0, limit: 50 },
  access: LocationAccess = { exact: 'all' },
) => {
  const filter = parseListingFilter(raw);
  const request = { ...parsePageArgs(listingOrder(filter), { first: page.limit }, limits), offset: page.offset };
  const result = await searchHouses(prisma, filter, request, access, checkins);
  return {
    ids: result.page.rows.map((r) => r.id),
    distances: new Map(result.page.rows.map((r) => [r.id, r.distanceKm])),
    total: (await result.total()).count,
  };
};

/** Every house of the filter, walking keyset pages of `size` forwards (or backwards from the end). */
async function walk(raw: Record<string, unknown>, size: number, backward: boolean, access: LocationAccess) {
  const filter = parseListingFilter(raw);
  const order = listingOrder(filter);
  const pages: number[][] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const args: PageArgs = backward ? { last: size, before: cursor } : { first: size, after: cursor };
    const { page } = await searchHouses(prisma, filter, parsePageArgs(order, args, limits), access, checkins);
    pages.push(page.rows.map((r) => r.id));
    if (!(backward ? page.hasPreviousPage : page.hasNextPage)) break;
    cursor = page.cursorOf(backward ? page.rows[0] : page.rows[page.rows.length - 1]);
  }
  return (backward ? pages.reverse() : pages).flat();
}

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  ref = await withReferenceData(prisma);
  const day = (n: number) => new Date(Date.UTC(2026, 9, n));
  ids.cheap = (
    await createHouse(prisma, {
      price: 250_000,
      numberRooms: 3,
      numberBedrooms: 2,
      livingM2: 70,
      plotM2: 0,
      constructionYear: 1965,
      houseTypeId: ref.types.appartement.id,
      createdAt: day(1),
      facilityIds: [ref.facilities.balkon.id],
      tagIds: [ref.tags.modern.id],
    })
  ).id;
  ids.family = (
    await createHouse(prisma, {
      price: 550_000,
      numberRooms: 5,
      numberBedrooms: 4,
      livingM2: 140,
      plotM2: 180,
      constructionYear: 1932,
      houseTypeId: ref.types.tussenwoning.id,
      createdAt: day(2),
      facilityIds: [ref.facilities.tuin.id, ref.facilities.zonnepanelen.id],
      tagIds: [ref.tags.jaren_30.id, ref.tags.in_een_woonwijk.id],
    })
  ).id;
  ids.range = (
    await createHouse(prisma, {
      price: null,
      minPrice: 600_000,
      maxPrice: 650_000,
      numberRooms: 6,
      numberBedrooms: 4,
      livingM2: 160,
      plotM2: 400,
      constructionYear: 2005,
      houseTypeId: ref.types.vrijstaande_woning.id,
      createdAt: day(3),
      houseStatus: 'open_for_offers',
      statusReason: 'offer',
      facilityIds: [ref.facilities.tuin.id],
      ...AMERSFOORT,
      latitude: 52.16,
      longitude: 5.39,
    })
  ).id;
  ids.north = (
    await createHouse(prisma, {
      price: 325_000,
      livingM2: 110,
      createdAt: day(4),
      houseStatus: 'sold_under_reservation',
      ...GRONINGEN,
    })
  ).id;
  ids.unlisted = (await createHouse(prisma, { price: 100_000, moderationStatus: 'new', createdAt: day(5) })).id;
});
afterAll(() => db.close());

describe('house listing search', () => {
  it('lists only submitted or approved houses for sale, newest first', async () => {
    const page = await search({});
    // North is sold under reservation: not 'te koop', so only when the statuses filter asks for it.
    expect(page.ids).toEqual([ids.range, ids.family, ids.cheap]);
    expect(page.total).toBe(3);
    const sold = await search({ statuses: ['sold_under_reservation', 'sold'] });
    expect(sold).toMatchObject({ ids: [ids.north], total: 1 });
  });

  it('counts the houses per status of the filter, whatever statuses it asks for', async () => {
    const counts = async (raw: Record<string, unknown>) =>
      Object.fromEntries(
        (await countHousesPerStatus(prisma, parseListingFilter(raw), { exact: 'all' }, checkins)).map((c) => [
          c.status,
          c.exact ? c.count : -1,
        ]),
      );
    const all = { selling: 2, open_for_offers: 1, sold_under_reservation: 1, sold: 0, not_for_sale: 0 };
    expect(await counts({})).toEqual(all);
    expect(await counts({ statuses: ['sold'] })).toEqual(all);
    expect(await counts({ priceMin: 300_000 })).toEqual({ ...all, selling: 1 });
  });

  it('filters on price using price, else the minimum of a range', async () => {
    expect((await search({ priceMin: 300_000, priceMax: 600_000 })).ids.sort()).toEqual([ids.family, ids.range].sort());
    expect((await search({ priceMin: 300_000, statuses: ['sold_under_reservation'] })).ids).toEqual([ids.north]);
    expect((await search({ priceMax: 260_000 })).ids).toEqual([ids.cheap]);
  });

  it('filters on rooms, bedrooms, living and plot area and construction years as minimums', async () => {
    expect((await search({ rooms: 5 })).ids.sort()).toEqual([ids.family, ids.range].sort());
    expect((await search({ bedrooms: 4, livingM2Min: 150 })).ids).toEqual([ids.range]);
    expect((await search({ plotM2Min: 200 })).ids).toEqual([ids.range]);
    expect((await search({ constructionYearMin: 1930, constructionYearMax: 1970 })).ids.sort()).toEqual(
      [ids.cheap, ids.family].sort(),
    );
  });

  it('filters on house types and statuses (any of), facilities and tags (all of)', async () => {
    expect((await search({ houseTypes: ['appartement', 'vrijstaande_woning'] })).ids.sort()).toEqual(
      [ids.cheap, ids.range].sort(),
    );
    expect((await search({ statuses: ['open_for_offers', 'sold_under_reservation'] })).ids.sort()).toEqual(
      [ids.range, ids.north].sort(),
    );
    expect((await search({ facilities: ['tuin'] })).ids.sort()).toEqual([ids.family, ids.range].sort());
    expect((await search({ facilities: ['tuin', 'zonnepanelen'] })).ids).toEqual([ids.family]);
    expect((await search({ tags: ['jaren_30', 'in_een_woonwijk'] })).ids).toEqual([ids.family]);
    expect((await search({ tags: ['jaren_30', 'modern'] })).ids).toEqual([]);
  });

  it('takes reference data by id as well as by key (the ids of /api/house_types etc.)', async () => {
    const { appartement, vrijstaande_woning } = ref.types;
    expect((await search({ houseTypes: [String(appartement.id)] })).ids).toEqual([ids.cheap]);
    expect((await search({ houseTypes: [String(appartement.id), 'vrijstaande_woning'] })).ids.sort()).toEqual(
      [ids.cheap, ids.range].sort(),
    );
    expect((await search({ houseTypes: [String(vrijstaande_woning.id)] })).ids).toEqual([ids.range]);
    const { tuin, zonnepanelen } = ref.facilities;
    expect((await search({ facilities: [String(tuin.id)] })).ids.sort()).toEqual([ids.family, ids.range].sort());
    expect((await search({ facilities: [String(tuin.id), 'zonnepanelen'] })).ids).toEqual([ids.family]);
    // One facility named twice (id and key) is one wish; an unknown one finds nothing.
    expect((await search({ facilities: [String(zonnepanelen.id), 'zonnepanelen'] })).ids).toEqual([ids.family]);
    expect((await search({ facilities: ['tuin', '999999'] })).ids).toEqual([]);
    const { jaren_30, in_een_woonwijk } = ref.tags;
    expect((await search({ tags: [String(jaren_30.id), String(in_een_woonwijk.id)] })).ids).toEqual([ids.family]);
  });

  it('with range 0 keeps to the place of the code (woonplaats or gemeente)', async () => {
    expect((await search({ type: 'woonplaats', code: UTRECHT.cityCode })).ids.sort()).toEqual(
      [ids.cheap, ids.family].sort(),
    );
    expect((await search({ type: 'gemeente', code: AMERSFOORT.municipalityCode })).ids).toEqual([ids.range]);
  });

  it('with a range searches around the point and can sort by distance', async () => {
    const around = { latitude: UTRECHT.latitude, longitude: UTRECHT.longitude };
    const near = await search({ ...around, range: 30, sorting: 'distance' });
    expect(near.ids.slice(-1)).toEqual([ids.range]); // Amersfoort, ~19 km away
    expect(near.ids).not.toContain(ids.north);
    expect(near.distances.get(ids.range)).toBeGreaterThan(15);
    expect(near.distances.get(ids.range)).toBeLessThan(25);
    expect((await search({ ...around, range: 5 })).ids).not.toContain(ids.range);
  });

  it('sorts by price and living area, and falls back to newest for distance without a point', async () => {
    expect((await search({ sorting: 'price_asc' })).ids).toEqual([ids.cheap, ids.family, ids.range]);
    expect((await search({ sorting: 'price_desc' })).ids).toEqual([ids.range, ids.family, ids.cheap]);
    expect((await search({ sorting: 'living_m2_desc' })).ids).toEqual([ids.range, ids.family, ids.cheap]);
    expect((await search({ sorting: 'distance' })).ids).toEqual((await search({})).ids);
  });

  it('pages with offset and limit and reports the total', async () => {
    const second = await search({}, { offset: 1, limit: 2 });
    expect(second.ids).toEqual([ids.family, ids.cheap]);
    expect(second.total).toBe(3);
  });

  it('rejects bad filters with Dutch messages per field', () => {
    const fail = (raw: Record<string, unknown>) => {
      try {
        parseListingFilter(raw);
      } catch (e) {
        expect(e).toBeInstanceOf(InputError);
        return (e as InputError).fields;
      }
      throw new Error('expected an InputError');
    };
    expect(fail({ priceMin: -5 }).priceMin).toEqual(['Minimumprijs mag niet negatief zijn.']);
    expect(fail({ rooms: 'veel' }).rooms).toEqual(['Kamers moet een getal zijn.']);
    expect(fail({ priceMin: 500_000, priceMax: 100_000 }).priceMax).toEqual([
      'De maximumprijs moet hoger zijn dan de minimumprijs.',
    ]);
    expect(fail({ sorting: 'random' }).sorting).toEqual(['Onbekende sortering.']);
    expect(fail({ latitude: 52 }).latitude).toEqual(['Geef zowel breedte- als lengtegraad op.']);
    expect(fail({ statuses: ['selling', 'te_huur'] }).statuses).toEqual(['Onbekende status: te_huur.']);
  });

  it('treats empty values as absent', async () => {
    expect((await search({ priceMin: '', houseTypes: [], rooms: undefined })).total).toBe(3);
  });

  it('pages by keyset in every sorting: each house once, in order, forwards and backwards', async () => {
    // More houses with equal prices, areas and submission moments, so that ties need the id.
    const same = new Date(Date.UTC(2026, 9, 9));
    for (let i = 0; i < 7; i++)
      await createHouse(prisma, { price: i % 2 ? 400_000 : null, livingM2: 90, submittedAt: same, ...UTRECHT });
    const around = { latitude: UTRECHT.latitude, longitude: UTRECHT.longitude };
    for (const raw of [
      {},
      { sorting: 'price_asc' },
      { sorting: 'price_desc' },
      { sorting: 'living_m2_desc' },
      { ...around, range: 100, sorting: 'distance' },
    ]) {
      // Visitors sort by public locations: whole grid cells tie on distance.
      for (const access of [{ exact: 'all' }, { exact: 'none' }] as const) {
        const all = (await search(raw, { offset: 0, limit: 50 }, access)).ids;
        expect(all.length).toBeGreaterThan(8);
        for (const size of [1, 2, 5]) {
          expect(await walk(raw, size, false, access), JSON.stringify(raw)).toEqual(all);
          expect(await walk(raw, size, true, access), JSON.stringify(raw)).toEqual(all);
        }
      }
    }
  });
});
