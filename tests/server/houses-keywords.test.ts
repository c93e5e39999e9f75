import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordMatchSql } from '../../server/domain/houses/keywords.js';
import { listingOrder, parseListingFilter, searchHouses } from '../../server/domain/houses/listing.js';
import { checkinPolicy } from '../../server/domain/kernel/freshness.js';
import { type PageArgs, parsePageArgs } from '../../server/domain/pagination.js';
import { Prisma } from '../../server/generated/prisma/client.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { createHouse, withReferenceData } from '../helpers/fixtures.js';

// Keyword search in the descriptions with PostgreSQL's Dutch text search, combined with
// the other filters and keyset paging, answered by the GIN index.

let db: TestDatabase;
const ids: Record<string, number> = {};
const checkins = checkinPolicy({ STATUS_CHECKIN_DAYS: 30, HOUSE_STATUS_UNKNOWN_DAYS: 90 });
const limits = { defaultSize: 24, maxSize: 100 };

const search = async (raw: Record<string, unknown>, args: PageArgs = { first: 50 }) => {
  const filter = parseListingFilter(raw);
  const { page, total } = await searchHouses(
    db.prisma,
    filter,
    parsePageArgs(listingOrder(filter), args, limits),
    { exact: 'all' },
    checkins,
  );
  return { page, ids: page.rows.map((r) => r.id), total: (await total()).count };
};

beforeAll(async () => {
  db = await createTestDatabase();
  await withReferenceData(db.prisma);
  // Two thousand listed houses without the words searched for: the index has something to skip.
  await db.prisma.$executeRawUnsafe(
    `INSERT INTO houses (slug, street, city, city_code, latitude, longitude, number_rooms, number_bedrooms, living_m2,
       price, sort_price, moderation_status, submitted_at, status_confirmed_at, updated_at, short_description,
       factual_description)
     SELECT 'bulk-' || g, 'Bulkstraat', 'Utrecht', '3295', 52.09, 5.12, 4, 2, 100, 400000 + g, 400000 + g,
       'approved', now() - g * interval '1 minute', now(), now(), 'Ruime eengezinswoning in een rustige wijk.',
       'Een woonkamer met openslaande deuren, een keuken en ' || (g % 4 + 1) || ' slaapkamers.'
     FROM generate_series(1, 2000) g`,
  );
  ids.roof = (
    await createHouse(db.prisma, {
      price: 350_000,
      shortDescription: 'Licht appartement met een zonnig dakterras.',
    })
  ).id;
  ids.gardens = (
    await createHouse(db.prisma, {
      price: 520_000,
      factualDescription: 'Twee tuinen: een voortuin en een diepe tuin op het zuiden.',
      personalDescription: 'We genoten van de avondzon in de tuinen.',
    })
  ).id;
  ids.north = (
    await createHouse(db.prisma, { price: 450_000, factualDescription: 'Een tuin op het noorden en een garage.' })
  ).id;
  ids.sold = (await createHouse(db.prisma, { houseStatus: 'sold', shortDescription: 'Hoekwoning met dakterras.' })).id;
  ids.draft = (
    await createHouse(db.prisma, { moderationStatus: 'new', shortDescription: 'Nog een dakterras, niet gepubliceerd.' })
  ).id;
  await db.prisma.$executeRawUnsafe('ANALYZE houses');
}, 120_000);
afterAll(() => db.close());

describe('keyword search', () => {
  it('finds words in any description, with Dutch stemming and the web search syntax', async () => {
    expect((await search({ keywords: 'dakterras' })).ids).toEqual([ids.roof]);
    // 'tuin' finds 'tuinen' (one stem), a phrase keeps its words in order, '-' leaves out.
    expect((await search({ keywords: 'tuin' })).ids.sort()).toEqual([ids.gardens, ids.north].sort());
    expect((await search({ keywords: '"tuin op het zuiden"' })).ids).toEqual([ids.gardens]);
    expect((await search({ keywords: 'tuin -garage' })).ids).toEqual([ids.gardens]);
    expect((await search({ keywords: 'Avondzon' })).ids).toEqual([ids.gardens]);
    // Only stop words: nothing to look for, nothing found (not every house).
    expect((await search({ keywords: 'de het een' })).total).toBe(0);
  });

  it('combines with the other filters and the statuses, and pages by keyset', async () => {
    expect((await search({ keywords: 'tuin', priceMax: 500_000 })).ids).toEqual([ids.north]);
    expect((await search({ keywords: 'dakterras', statuses: ['sold'] })).ids).toEqual([ids.sold]);
    const first = await search({ keywords: 'tuin', sorting: 'price_asc' }, { first: 1 });
    expect(first).toMatchObject({ ids: [ids.north], total: 2 });
    const cursor = first.page.cursorOf(first.page.rows[0]);
    expect((await search({ keywords: 'tuin', sorting: 'price_asc' }, { first: 1, after: cursor })).ids).toEqual([
      ids.gardens,
    ]);
  });

  it('refuses empty keywords with a Dutch message', () => {
    for (const keywords of ['', '   '])
      expect(() => parseListingFilter({ keywords })).toThrow(
        expect.objectContaining({ fields: { keywords: ['Vul een of meer zoekwoorden in, bijvoorbeeld dakterras.'] } }),
      );
    expect(() => parseListingFilter({ keywords: 'x'.repeat(201) })).toThrow(
      expect.objectContaining({ fields: { keywords: ['Zoek met hoogstens 200 tekens.'] } }),
    );
  });

  it('is answered by the GIN index on the descriptions (EXPLAIN of the listing conditions)', async () => {
    const plan = async (sql: Prisma.Sql) =>
      (await db.prisma.$queryRaw<{ 'QUERY PLAN': string }[]>(sql)).map((r) => r['QUERY PLAN']).join('\n');
    const where = Prisma.sql`h.moderation_status IN ('submitted', 'approved') AND ${keywordMatchSql('dakterras')}`;
    // The capped total and a page, as searchHouses asks them.
    expect(
      await plan(Prisma.sql`EXPLAIN SELECT count(*) FROM (SELECT 1 FROM houses h WHERE ${where} LIMIT 10001) c`),
    ).toContain('houses_listed_keywords_gin');
    expect(
      await plan(Prisma.sql`EXPLAIN SELECT h.id FROM houses h WHERE ${where} ORDER BY h.sort_price, h.id LIMIT 25`),
    ).toContain('houses_listed_keywords_gin');
  });
});
