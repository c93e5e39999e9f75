import type { Db } from '../../server/db/client.js';
import { seedReferenceData } from '../../server/domain/reference-data/seed-reference.js';
import type { Prisma } from '../../server/generated/prisma/client.js';

let seq = 0;

/** Small, explicit data for integration tests (the demo seed is tested on its own). */
export async function withReferenceData(prisma: Db) {
  await seedReferenceData(prisma);
  const [types, tags, facilities] = await Promise.all([
    prisma.houseType.findMany(),
    prisma.tag.findMany(),
    prisma.facility.findMany(),
  ]);
  const byKey = <T extends { key: string }>(rows: T[]) =>
    Object.fromEntries(rows.map((r) => [r.key, r])) as Record<string, T>;
  return { types: byKey(types), tags: byKey(tags), facilities: byKey(facilities) };
}

export async function createUser(prisma: Db, data: Partial<Prisma.UserUncheckedCreateInput> = {}) {
  seq += 1;
  return prisma.user.create({
    data: {
      slug: `gebruiker-${seq}`,
      firstName: 'Test',
      lastName: `Gebruiker ${seq}`,
      email: `test${seq}@example.nl`,
      ...data,
    },
  });
}

export const UTRECHT = {
  city: 'Utrecht',
  cityCode: '3295',
  municipalityCode: '0344',
  latitude: 52.0907,
  longitude: 5.1214,
};
export const AMERSFOORT = {
  city: 'Amersfoort',
  cityCode: '1664',
  municipalityCode: '0307',
  latitude: 52.1561,
  longitude: 5.3878,
};
export const GRONINGEN = {
  city: 'Groningen',
  cityCode: '3386',
  municipalityCode: '0014',
  latitude: 53.2194,
  longitude: 6.5665,
};

interface HouseFixture extends Partial<Prisma.HouseUncheckedCreateInput> {
  tagIds?: number[];
  facilityIds?: number[];
  photos?: number;
}

/** A listed (approved) house in Utrecht unless told otherwise; sortPrice follows the prices. */
export async function createHouse(
  prisma: Db,
  { tagIds = [], facilityIds = [], photos = 0, ...data }: HouseFixture = {},
) {
  seq += 1;
  const price = data.price === undefined ? 400_000 : data.price;
  const house = await prisma.house.create({
    data: {
      slug: `teststraat-${seq}-${seq.toString(36)}`,
      street: 'Teststraat',
      streetNumber: String(seq),
      postalCode: '3511AB',
      moderationStatus: 'approved',
      submittedAt: new Date(),
      livingM2: 100,
      ...UTRECHT,
      ...data,
      price,
      sortPrice: price ?? data.minPrice ?? data.maxPrice ?? null,
      tags: { create: tagIds.map((tagId) => ({ tagId })) },
      facilities: { create: facilityIds.map((facilityId) => ({ facilityId })) },
    },
  });
  for (let i = 0; i < photos; i++) {
    const asset = await prisma.asset.create({
      data: {
        kind: 'house_photo',
        mimeType: 'image/webp',
        width: 1280,
        height: 853,
        path: `test/${house.id}-${i}.webp`,
        variants: Object.fromEntries(
          ['thumb', 'medium', 'medium2x'].map((v, k) => [
            v,
            { path: `test/${house.id}-${i}-${v}.webp`, width: 320 * 2 ** k, height: 213 * 2 ** k },
          ]),
        ),
      },
    });
    await prisma.houseAsset.create({ data: { houseId: house.id, assetId: asset.id, position: i, isMain: i === 0 } });
  }
  return house;
}
