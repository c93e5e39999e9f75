import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client.js';
import { matchableHouse, matchingProfile } from '../../../server/domain/matching/candidates.js';
import { scoreMatch } from '../../../server/domain/matching/scoring.js';
import { rematchHouse, rematchSearchProfile } from '../../../server/domain/matching/store.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { createHouse, createUser, GRONINGEN, UTRECHT, withReferenceData } from '../../helpers/fixtures.js';

// Stored matches kept current one house / one profile at a time, and the SQL candidates agreeing
// with scoreMatch over every pair.

let db: TestDatabase;
let prisma: Db;
let ref: Awaited<ReturnType<typeof withReferenceData>>;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  ref = await withReferenceData(prisma);
});
afterAll(() => db.close());

const CODE = { cityCode: '0344-utrecht', municipalityCode: '0344' };

async function profileFor(userId: number | null, data: Record<string, unknown> = {}) {
  return prisma.searchQuery.create({
    data: {
      slug: `utrecht-zoekprofiel-${Math.random().toString(36).slice(2)}`,
      userId,
      query: 'Utrecht',
      queryType: 'woonplaats',
      queryCode: CODE.cityCode,
      latitude: UTRECHT.latitude,
      longitude: UTRECHT.longitude,
      range: 10,
      numberBedroomsMin: 3,
      priceMax: 400_000,
      livingM2Min: 100,
      houseTypes: { create: [{ houseTypeId: ref.types.tussenwoning.id }] },
      ...data,
    },
  });
}

const rows = (where: { searchProfileId?: number; houseId?: number }) =>
  prisma.searchProfileMatch.findMany({
    where,
    select: { houseId: true, searchProfileId: true, exact: true, reasons: true, score: true },
    orderBy: [{ score: 'desc' }, { houseId: 'desc' }],
  });

describe('rematchSearchProfile / rematchHouse', () => {
  it('stores exact and fuzzy kansen of listed houses only, and answers the new exact ones once', async () => {
    const seller = await createUser(prisma);
    const searcher = await createUser(prisma);
    const house = (data: Record<string, unknown> = {}) =>
      createHouse(prisma, {
        ownerUserId: seller.id,
        ...CODE,
        houseTypeId: ref.types.tussenwoning.id,
        numberBedrooms: 3,
        livingM2: 110,
        price: 390_000,
        ...data,
      });
    const exact = await house();
    const fuzzy = await house({ price: 420_000 });
    await house({ ...GRONINGEN, cityCode: 'groningen' });
    await house({ moderationStatus: 'new', submittedAt: null });
    await house({ houseStatus: 'sold' });
    await house({ ownerUserId: searcher.id });
    await house({ houseTypeId: ref.types.villa.id });
    const profile = await profileFor(searcher.id);

    expect(await rematchSearchProfile(prisma, profile.id)).toEqual([
      { searchProfileId: profile.id, houseId: exact.id },
    ]);
    expect(await rows({ searchProfileId: profile.id })).toEqual([
      { houseId: exact.id, searchProfileId: profile.id, exact: true, reasons: [], score: 100 },
      { houseId: fuzzy.id, searchProfileId: profile.id, exact: false, reasons: ['over_budget'], score: 90 },
    ]);
    // Nothing new the second time.
    expect(await rematchSearchProfile(prisma, profile.id)).toEqual([]);

    // The fuzzy house drops its price: only its row changes, and it is new as an exact match.
    const before = await prisma.searchProfileMatch.findUniqueOrThrow({
      where: { searchProfileId_houseId: { searchProfileId: profile.id, houseId: exact.id } },
    });
    await prisma.house.update({ where: { id: fuzzy.id }, data: { price: 395_000, sortPrice: 395_000 } });
    expect(await rematchHouse(prisma, fuzzy.id)).toEqual([{ searchProfileId: profile.id, houseId: fuzzy.id }]);
    expect((await rows({ searchProfileId: profile.id })).map((r) => r.exact)).toEqual([true, true]);
    const after = await prisma.searchProfileMatch.findUniqueOrThrow({
      where: { searchProfileId_houseId: { searchProfileId: profile.id, houseId: exact.id } },
    });
    expect(after.createdAt).toEqual(before.createdAt);

    // Withdrawn (sold): its rows go.
    await prisma.house.update({ where: { id: fuzzy.id }, data: { houseStatus: 'sold' } });
    expect(await rematchHouse(prisma, fuzzy.id)).toEqual([]);
    expect(await rows({ houseId: fuzzy.id })).toEqual([]);

    // Deleting the profile or the house removes their rows (cascade).
    await prisma.house.delete({ where: { id: exact.id } });
    expect(await rows({ searchProfileId: profile.id })).toEqual([]);
    await prisma.searchQuery.delete({ where: { id: profile.id } });
    expect(await rematchSearchProfile(prisma, profile.id)).toEqual([]);
  });

  it('a house above the maximum mortgage is fuzzy, and exact (new) once its price is within it', async () => {
    // In Amersfoort, apart from the other tests' houses and profiles.
    const AMERSFOORT = { latitude: 52.1561, longitude: 5.3878, cityCode: '0307-amersfoort', municipalityCode: '0307' };
    const seller = await createUser(prisma);
    const h = await createHouse(prisma, {
      ownerUserId: seller.id,
      ...AMERSFOORT,
      houseTypeId: ref.types.tussenwoning.id,
      numberBedrooms: 3,
      livingM2: 120,
      price: 390_000,
    });
    const far = await createHouse(prisma, {
      ownerUserId: seller.id,
      ...AMERSFOORT,
      houseTypeId: ref.types.tussenwoning.id,
      numberBedrooms: 3,
      livingM2: 120,
      price: 420_000,
    });
    // 390,000 is 5% over the budget and 3% above the mortgage; 420,000 is 14% over the budget.
    const profile = await profileFor(null, {
      query: 'Amersfoort',
      queryCode: AMERSFOORT.cityCode,
      latitude: AMERSFOORT.latitude,
      longitude: AMERSFOORT.longitude,
      range: 0,
      priceMax: 370_000,
      maxMortgage: 380_000,
    });
    expect(await rematchSearchProfile(prisma, profile.id)).toEqual([]);
    expect(await rows({ searchProfileId: profile.id })).toMatchObject([
      { houseId: h.id, exact: false, reasons: ['above_mortgage'] },
    ]);
    await prisma.house.update({ where: { id: h.id }, data: { price: 370_000, sortPrice: 370_000 } });
    expect(await rematchHouse(prisma, h.id)).toEqual([{ searchProfileId: profile.id, houseId: h.id }]);
    // The searcher clears the mortgage and raises the budget: the other house fits too (new), this
    // one stays exact (not new).
    await prisma.searchQuery.update({ where: { id: profile.id }, data: { priceMax: 450_000, maxMortgage: null } });
    expect(await rematchSearchProfile(prisma, profile.id)).toEqual([{ searchProfileId: profile.id, houseId: far.id }]);
  });

  it('a fuzzy match that becomes exact counts as new; one that stays exact does not', async () => {
    const seller = await createUser(prisma);
    const h = await createHouse(prisma, {
      ownerUserId: seller.id,
      ...CODE,
      houseTypeId: ref.types.tussenwoning.id,
      numberBedrooms: 2,
      livingM2: 120,
      price: 350_000,
    });
    const profile = await profileFor(null);
    expect(await rematchHouse(prisma, h.id)).toEqual([]);
    expect(await rows({ houseId: h.id })).toMatchObject([{ exact: false, reasons: ['bedroom_less'] }]);
    await prisma.house.update({ where: { id: h.id }, data: { numberBedrooms: 3 } });
    expect(await rematchHouse(prisma, h.id)).toEqual([{ searchProfileId: profile.id, houseId: h.id }]);
    await prisma.house.update({ where: { id: h.id }, data: { numberBedrooms: 4 } });
    expect(await rematchHouse(prisma, h.id)).toEqual([]);
  });
});

describe('SQL candidates', () => {
  it('find exactly the pairs scoreMatch accepts, from either side', async () => {
    // Houses and profiles around Utrecht with values on both sides of every tolerance.
    let seed = 7;
    const rnd = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
    const types = [ref.types.tussenwoning.id, ref.types.hoekwoning.id, ref.types.appartement.id];
    const facilities = Object.values(ref.facilities)
      .slice(0, 3)
      .map((f) => f.id);
    const tags = Object.values(ref.tags)
      .slice(0, 3)
      .map((t) => t.id);
    const subset = (xs: number[]) => xs.filter(() => rnd() < 0.5);
    const users = [await createUser(prisma), await createUser(prisma), await createUser(prisma)];
    const point = () => ({
      latitude: UTRECHT.latitude + (rnd() - 0.5) * 0.4,
      longitude: UTRECHT.longitude + (rnd() - 0.5) * 0.5,
    });
    const houseIds: number[] = [];
    for (let i = 0; i < 40; i++) {
      const price = pick([null, 250_000, 300_000, 330_000, 360_000, 400_000, 440_000, 480_000]);
      const h = await createHouse(prisma, {
        ownerUserId: pick(users).id,
        ...point(),
        ...(rnd() < 0.1 && { latitude: null, longitude: null }),
        cityCode: pick(['0344-utrecht', '0307-amersfoort']),
        municipalityCode: pick(['0344', '0307']),
        houseTypeId: pick([...types, null]),
        numberBedrooms: pick([1, 2, 3, 4]),
        livingM2: pick([null, 80, 90, 95, 100, 130]),
        price,
        ...(price === null && rnd() < 0.5 && { minPrice: 300_000, maxPrice: 420_000 }),
        houseStatus: pick(['selling', 'selling', 'open_for_offers', 'sold']),
        moderationStatus: pick(['approved', 'submitted', 'new']),
        facilityIds: subset(facilities),
        tagIds: subset(tags),
      });
      houseIds.push(h.id);
    }
    const profileIds: number[] = [];
    for (let i = 0; i < 15; i++) {
      const located = rnd() < 0.85;
      const p = await profileFor(pick([...users.map((u) => u.id), null]), {
        ...(located ? point() : { latitude: null, longitude: null }),
        queryType: pick(['woonplaats', 'gemeente']),
        queryCode: located || rnd() < 0.5 ? pick(['0344-utrecht', '0344', '0307']) : null,
        range: pick([0, 0, 3, 5, 10, 25]),
        numberBedroomsMin: pick([1, 2, 3]),
        priceMin: pick([null, 300_000, 350_000]),
        priceMax: pick([null, 350_000, 400_000, 450_000]),
        maxMortgage: pick([null, null, 330_000, 380_000, 420_000]),
        livingM2Min: pick([null, 90, 100]),
        houseTypes: { create: subset(types).map((houseTypeId) => ({ houseTypeId })) },
        facilities: { create: subset(facilities).map((facilityId) => ({ facilityId })) },
        tags: { create: subset(tags).map((tagId) => ({ tagId })) },
      });
      profileIds.push(p.id);
    }

    const expected = new Set<string>();
    for (const houseId of houseIds) {
      const house = await matchableHouse(prisma, houseId);
      if (!house) continue;
      for (const profileId of profileIds) {
        const profile = (await matchingProfile(prisma, profileId))!;
        const result = scoreMatch(house, profile);
        if (result) expected.add(`${profileId}:${houseId}:${result.exact}:${result.score}`);
      }
    }
    expect(expected.size).toBeGreaterThan(5);
    const stored = async () =>
      new Set(
        (
          await prisma.searchProfileMatch.findMany({
            where: { searchProfileId: { in: profileIds }, houseId: { in: houseIds } },
          })
        ).map((m) => `${m.searchProfileId}:${m.houseId}:${m.exact}:${m.score}`),
      );

    for (const id of profileIds) await rematchSearchProfile(prisma, id);
    expect(await stored()).toEqual(expected);

    await prisma.searchProfileMatch.deleteMany({ where: { searchProfileId: { in: profileIds } } });
    for (const id of houseIds) await rematchHouse(prisma, id);
    expect(await stored()).toEqual(expected);
  });
});
