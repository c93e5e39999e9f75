import { describe, expect, it } from 'vitest';
import { InputError } from '../../server/domain/errors.js';
import {
  decodeCursor,
  encodeCursor,
  type KeysetOrder,
  numberedPage,
  pageOf,
  parsePageArgs,
  prismaPage,
} from '../../server/domain/pagination.js';

// The keyset primitive without a database: cursors, arguments, the Prisma condition and pageOf.
// tests/server/pagination-db.test.ts runs the conditions against PGlite/PostgreSQL.

const BY_PRICE: KeysetOrder = {
  name: 'price',
  columns: [
    { field: 'sortPrice', direction: 'asc', kind: 'int', nullable: true },
    { field: 'id', direction: 'asc', kind: 'int' },
  ],
};
const NEWEST: KeysetOrder = {
  name: 'newest',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};
const limits = { defaultSize: 20, maxSize: 100 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function inputError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}

describe('cursors', () => {
  it('round-trip the sort key and id, dates and nulls included, and are opaque base64url', () => {
    const at = new Date('2026-10-01T12:34:56.789Z');
    const cursor = encodeCursor(NEWEST, { id: 42, createdAt: at, other: 'x' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(NEWEST, cursor)).toEqual([at, 42]);
    expect(decodeCursor(BY_PRICE, encodeCursor(BY_PRICE, { id: 7, sortPrice: null }))).toEqual([null, 7]);
    expect(decodeCursor(BY_PRICE, encodeCursor(BY_PRICE, { id: 7, sortPrice: 250_000 }))).toEqual([250_000, 7]);
  });

  it('refuse anything else with a Dutch input error on the argument, never a crash', () => {
    const tampered = [
      'not base64 at all!',
      b64('just a string'),
      b64(['newest', '2026-10-01T00:00:00.000Z', 1]), // another order's cursor
      b64(['price', 1, 2, 3]), // too many values
      b64(['price', 'veel', 2]), // a string for an int
      b64(['price', 1.5, 2]), // not an int
      b64(['price', 1, null]), // null id (the id is not nullable)
      b64(['price', 1e300, 2]), // beyond safe integers
      Buffer.from('{"__proto__":1}').toString('base64url'),
    ];
    for (const cursor of tampered) {
      const error = inputError(() => decodeCursor(BY_PRICE, cursor, 'before'));
      expect(Object.keys(error.fields)).toEqual(['before']);
      expect(error.message).toBe('Deze cursor is ongeldig of hoort bij een andere sortering; laad de lijst opnieuw.');
    }
    expect(() => decodeCursor(NEWEST, b64(['newest', 'gisteren', 1]))).toThrow(InputError);
  });
});

describe('page arguments', () => {
  it('default to the first page forwards and clamp to the maximum size', () => {
    expect(parsePageArgs(NEWEST, {}, limits)).toMatchObject({ size: 20, backward: false, cursor: null, offset: 0 });
    expect(parsePageArgs(NEWEST, { first: 500 }, limits).size).toBe(100);
    expect(parsePageArgs(NEWEST, { first: 0 }, limits).size).toBe(0);
  });

  it('page backwards with last/before', () => {
    const before = encodeCursor(NEWEST, { id: 5, createdAt: new Date(0) });
    expect(parsePageArgs(NEWEST, { last: 3, before }, limits)).toMatchObject({
      size: 3,
      backward: true,
      cursor: [new Date(0), 5],
    });
    expect(parsePageArgs(NEWEST, { before }, limits)).toMatchObject({ size: 20, backward: true });
  });

  it('refuse negative sizes and mixed directions', () => {
    expect(Object.keys(inputError(() => parsePageArgs(NEWEST, { first: -1 }, limits)).fields)).toEqual(['first']);
    expect(Object.keys(inputError(() => parsePageArgs(NEWEST, { last: -1 }, limits)).fields)).toEqual(['last']);
    inputError(() => parsePageArgs(NEWEST, { first: 2, last: 2 }, limits));
    inputError(() => parsePageArgs(NEWEST, { first: 2, before: 'x' }, limits));
    inputError(() => parsePageArgs(NEWEST, { last: 2, after: 'x' }, limits));
  });

  it('`page` asks a numbered page of `first`; with `after` the cursor decides ("Meer laden")', () => {
    expect(parsePageArgs(NEWEST, { first: 10, page: 4 }, limits)).toMatchObject({ size: 10, offset: 30 });
    const after = encodeCursor(NEWEST, { id: 5, createdAt: new Date(0) });
    expect(parsePageArgs(NEWEST, { first: 10, page: 4, after }, limits)).toMatchObject({
      offset: 0,
      cursor: [new Date(0), 5],
    });
    expect(Object.keys(inputError(() => parsePageArgs(NEWEST, { last: 2, page: 2 }, limits)).fields)).toEqual(['page']);
    expect(Object.keys(inputError(() => parsePageArgs(NEWEST, { page: 100_001 }, limits)).fields)).toEqual(['page']);
  });

  it('numbered pages are offsets of whole pages from 1', () => {
    expect(numberedPage(NEWEST, 3, 24, limits)).toMatchObject({ size: 24, offset: 48, cursor: null });
    expect(Object.keys(inputError(() => numberedPage(NEWEST, 0, 24, limits)).fields)).toEqual(['page']);
  });
});

describe('the Prisma page', () => {
  it('orders by the key (nulls last) and asks one row more than the page', () => {
    expect(prismaPage(parsePageArgs(BY_PRICE, { first: 2 }, limits))).toEqual({
      where: {},
      orderBy: [{ sortPrice: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
      skip: 0,
      take: 3,
    });
  });

  it('continues after a cursor: greater key, or equal key and greater id, or a null key', () => {
    const after = encodeCursor(BY_PRICE, { id: 9, sortPrice: 300 });
    expect(prismaPage(parsePageArgs(BY_PRICE, { first: 2, after }, limits)).where).toEqual({
      OR: [
        { AND: [{ OR: [{ sortPrice: { gt: 300 } }, { sortPrice: null }] }] },
        { AND: [{ sortPrice: { equals: 300 } }, { id: { gt: 9 } }] },
      ],
    });
  });

  it('backwards turns the order round (nulls first) and the condition with it', () => {
    const before = encodeCursor(BY_PRICE, { id: 9, sortPrice: null });
    const page = prismaPage(parsePageArgs(BY_PRICE, { last: 2, before }, limits));
    expect(page.orderBy).toEqual([{ sortPrice: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }]);
    expect(page.where).toEqual({
      OR: [{ AND: [{ sortPrice: { not: null } }] }, { AND: [{ sortPrice: null }, { id: { lt: 9 } }] }],
    });
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3].map((id) => ({ id, sortPrice: id * 100 }));

  it('forwards: the extra row means a next page; a cursor means a previous one', () => {
    const first = pageOf(parsePageArgs(BY_PRICE, { first: 2 }, limits), rows);
    expect(first).toMatchObject({ rows: rows.slice(0, 2), hasNextPage: true, hasPreviousPage: false });
    const after = first.cursorOf(rows[1]);
    const last = pageOf(parsePageArgs(BY_PRICE, { first: 2, after }, limits), rows.slice(2));
    expect(last).toMatchObject({ rows: rows.slice(2), hasNextPage: false, hasPreviousPage: true });
  });

  it('backwards: rows come back in list order; the extra row means a previous page', () => {
    const before = encodeCursor(BY_PRICE, { id: 4, sortPrice: 400 });
    const fetched = [...rows].reverse(); // fetch order: descending
    const page = pageOf(parsePageArgs(BY_PRICE, { last: 2, before }, limits), fetched);
    expect(page).toMatchObject({ rows: [rows[1], rows[2]], hasNextPage: true, hasPreviousPage: true });
  });
});
