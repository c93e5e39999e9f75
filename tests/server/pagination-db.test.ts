import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type KeysetOrder,
  type PageArgs,
  pageOf,
  parsePageArgs,
  prismaPage,
  sqlPage,
} from '../../server/domain/pagination.js';
import { Prisma } from '../../server/generated/prisma/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse } from '../helpers/fixtures.js';

// Keyset paging against the database, through Prisma and through raw SQL, with ties on the sort
// key and nulls: walking every page forwards or backwards gives each row exactly once, in order.

let t: TestApp;
const limits = { defaultSize: 20, maxSize: 100 };

const BY_PRICE: KeysetOrder = {
  name: 'price',
  columns: [
    { field: 'sortPrice', direction: 'asc', kind: 'int', nullable: true },
    { field: 'id', direction: 'asc', kind: 'int' },
  ],
};
const BY_PRICE_DESC: KeysetOrder = {
  name: 'price-desc',
  columns: [
    { field: 'sortPrice', direction: 'desc', kind: 'int', nullable: true },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};
const NEWEST: KeysetOrder = {
  name: 'newest',
  columns: [
    { field: 'submittedAt', direction: 'desc', kind: 'date', nullable: true },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};
/** A computed float key (thirds do not end in decimals): the cursor must carry it exactly. */
const BY_THIRDS: KeysetOrder = {
  name: 'thirds',
  columns: [
    { field: 'third', direction: 'asc', kind: 'float' },
    { field: 'id', direction: 'asc', kind: 'int' },
  ],
};

type Row = { id: number; sortPrice: number | null; submittedAt: Date | null; livingM2: number | null };
let all: Row[];

beforeAll(async () => {
  t = await createTestApp();
  const prices = [300, null, 100, 300, 200, null, 300, 100, 500, 200, 300, null, 400];
  const day = (n: number) => new Date(Date.UTC(2026, 9, n));
  for (const [i, price] of prices.entries())
    await createHouse(t.db.prisma, {
      price,
      submittedAt: i % 4 === 3 ? null : day(1 + (i % 3)),
      livingM2: 70 + (i % 4),
    });
  all = await t.db.prisma.house.findMany({ select: { id: true, sortPrice: true, submittedAt: true, livingM2: true } });
});
afterAll(() => t.close());

const nullsLast = (a: number | null, b: number | null, sign: number) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : sign * (a - b);
const expected: Record<string, (a: Row, b: Row) => number> = {
  price: (a, b) => nullsLast(a.sortPrice, b.sortPrice, 1) || a.id - b.id,
  'price-desc': (a, b) => nullsLast(a.sortPrice, b.sortPrice, -1) || b.id - a.id,
  newest: (a, b) => nullsLast(a.submittedAt?.getTime() ?? null, b.submittedAt?.getTime() ?? null, -1) || b.id - a.id,
  thirds: (a, b) => (a.livingM2 ?? 0) - (b.livingM2 ?? 0) || a.id - b.id,
};

type Fetch = (order: KeysetOrder, args: PageArgs) => Promise<ReturnType<typeof pageOf<{ id: number }>>>;

const viaPrisma: Fetch = async (order, args) => {
  const request = parsePageArgs(order, args, limits);
  const page = prismaPage(request);
  return pageOf(
    request,
    await t.db.prisma.house.findMany({ ...page, select: { id: true, sortPrice: true, submittedAt: true } }),
  );
};

const viaSql: Fetch = async (order, args) => {
  const request = parsePageArgs(order, args, limits);
  const page = sqlPage(request, {
    sortPrice: Prisma.sql`h.sort_price`,
    submittedAt: Prisma.sql`h.submitted_at`,
    third: Prisma.sql`(h.living_m2 / 3.0)::float8`,
    id: Prisma.sql`h.id`,
  });
  const rows = await t.db.prisma.$queryRaw<{ id: number }[]>(
    page.statement(Prisma.empty, Prisma.sql`houses h`, Prisma.sql`TRUE`),
  );
  return pageOf(request, rows);
};

async function walk(fetch: Fetch, order: KeysetOrder, size: number, backward: boolean) {
  const seen: number[][] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const args: PageArgs = backward ? { last: size, before: cursor } : { first: size, after: cursor };
    const page = await fetch(order, args);
    const ids = page.rows.map((r) => r.id);
    seen.push(ids);
    const more = backward ? page.hasPreviousPage : page.hasNextPage;
    if (!more) break;
    cursor = page.cursorOf(backward ? page.rows[0] : page.rows[page.rows.length - 1]);
  }
  return backward ? seen.reverse().flat() : seen.flat();
}

describe.each([
  ['Prisma', viaPrisma],
  ['SQL', viaSql],
])('keyset pages via %s', (_name, fetch) => {
  const orders = fetch === viaSql ? [BY_PRICE, BY_PRICE_DESC, NEWEST, BY_THIRDS] : [BY_PRICE, BY_PRICE_DESC, NEWEST];
  it.each(orders.map((o) => [o.name, o] as const))(
    '%s: every row once, in order, forwards and backwards',
    async (_n, order) => {
      const want = [...all].sort(expected[order.name]).map((r) => r.id);
      for (const size of [1, 3, 5, 13]) {
        expect(await walk(fetch, order, size, false)).toEqual(want);
        expect(await walk(fetch, order, size, true)).toEqual(want);
      }
    },
  );
});

describe('numbered pages', () => {
  it('give the same rows as walking with cursors, and keyset cursors to continue from', async () => {
    const want = [...all].sort(expected.price).map((r) => r.id);
    const request = { ...parsePageArgs(BY_PRICE, { first: 4 }, limits), offset: 8 };
    const page = pageOf(
      request,
      await t.db.prisma.house.findMany({ ...prismaPage(request), select: { id: true, sortPrice: true } }),
    );
    expect(page.rows.map((r) => r.id)).toEqual(want.slice(8, 12));
    expect(page.hasPreviousPage).toBe(true);
    const next = await viaPrisma(BY_PRICE, { first: 4, after: page.cursorOf(page.rows[3]) });
    expect(next.rows.map((r) => r.id)).toEqual(want.slice(12, 16));
  });
});
