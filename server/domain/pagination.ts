import { Prisma } from '../generated/prisma/client.js';
import { InputError } from './errors.js';

// Keyset pagination (every connection, both surfaces): a page is "the next n rows after this
// sort key" in the list's order, so page 4,000 costs what page 1 costs (an index walk from the
// key instead of counting past the rows before it), and rows added or removed meanwhile neither
// repeat nor skip one. A cursor is the row's sort key plus its id, opaque to clients.

export type KeyKind = 'int' | 'float' | 'date';
export type KeyValue = number | Date | null;

export interface KeyColumn {
  /** The row property holding the value (the Prisma field, or the alias a raw query selects). */
  field: string;
  direction: 'asc' | 'desc';
  kind: KeyKind;
  /** A nullable column sorts its nulls last in the declared direction (first when paging backwards). */
  nullable?: boolean;
}

/** A list's order: sort columns, the last one unique (the id tie-breaker). */
export interface KeysetOrder {
  /** Written into every cursor, so a cursor of another order is refused instead of misread. */
  name: string;
  columns: readonly KeyColumn[];
}

/** Relay's paging arguments (GraphQL `first/after` and `last/before`). */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  /** A numbered page (from 1) of `first` rows, for numbered pagers (an offset; `after` wins over it). */
  page?: number | null;
}

export interface PageLimits {
  defaultSize: number;
  maxSize: number;
}

/** What to fetch: `size` rows after `cursor` (forwards) or before it (backwards), or at `offset`. */
export interface PageRequest {
  order: KeysetOrder;
  size: number;
  backward: boolean;
  cursor: KeyValue[] | null;
  /** Rows to skip first: only for numbered pages (the listing's `page`); 0 otherwise. */
  offset: number;
}

const MAX_PAGE = 100_000;
const CURSOR_MESSAGE = 'Deze cursor is ongeldig of hoort bij een andere sortering; laad de lijst opnieuw.';

function badInput(arg: string, message: string): InputError {
  return new InputError({ [arg]: [message] }, message);
}

function keyValues(order: KeysetOrder, row: object): KeyValue[] {
  return order.columns.map((c) => {
    const value = (row as Record<string, unknown>)[c.field];
    if (value === null || value === undefined) return null;
    return c.kind === 'date' ? new Date(value as Date) : Number(value);
  });
}

/** The opaque cursor of `row`: base64url of [order name, ...sort key, id]. */
export function encodeCursor(order: KeysetOrder, row: object): string {
  const values = keyValues(order, row).map((v) => (v instanceof Date ? v.toISOString() : v));
  return Buffer.from(JSON.stringify([order.name, ...values])).toString('base64url');
}

function decodeValue(column: KeyColumn, raw: unknown): KeyValue | undefined {
  if (raw === null) return column.nullable ? null : undefined;
  if (column.kind === 'date') {
    if (typeof raw !== 'string') return undefined;
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return undefined;
  return column.kind === 'int' && !Number.isSafeInteger(raw) ? undefined : raw;
}

/** Reads a cursor back; anything that is not one of this order's cursors is a Dutch input error on `arg`. */
export function decodeCursor(order: KeysetOrder, cursor: string, arg = 'after'): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput(arg, CURSOR_MESSAGE);
  }
  if (!Array.isArray(parsed) || parsed.length !== order.columns.length + 1 || parsed[0] !== order.name)
    throw badInput(arg, CURSOR_MESSAGE);
  const values = order.columns.map((c, i) => decodeValue(c, parsed[i + 1]));
  if (values.some((v) => v === undefined)) throw badInput(arg, CURSOR_MESSAGE);
  return values as KeyValue[];
}

function pageSize(value: number | null | undefined, arg: string, limits: PageLimits): number {
  if (value === null || value === undefined) return limits.defaultSize;
  if (!Number.isInteger(value) || value < 0) throw badInput(arg, `${arg} moet een heel getal van 0 of meer zijn.`);
  return Math.min(value, limits.maxSize);
}

/**
 * Relay arguments → a page request. Forwards is `first` (default size) with `after`; backwards is
 * `last` with `before`. Mixing the two directions is refused rather than half-honoured.
 */
export function parsePageArgs(order: KeysetOrder, args: PageArgs, limits: PageLimits): PageRequest {
  // With `after` the cursor decides: "Meer laden" below numbered page N goes on from its last edge.
  if (args.page != null && args.after == null) {
    if (args.before != null || args.last != null)
      throw badInput('page', 'Vraag een genummerde pagina met page en first, zonder before of last.');
    return numberedPage(order, args.page, args.first ?? limits.defaultSize, limits);
  }
  const backward = args.last != null || (args.before != null && args.first == null);
  if (backward && (args.first != null || args.after != null))
    throw badInput('last', 'Blader vooruit met first/after of terug met last/before, niet met allebei.');
  if (!backward && args.before != null)
    throw badInput('before', 'Blader vooruit met first/after of terug met last/before, niet met allebei.');
  const size = backward ? pageSize(args.last, 'last', limits) : pageSize(args.first, 'first', limits);
  const cursorArg = backward ? 'before' : 'after';
  const raw = backward ? args.before : args.after;
  return { order, size, backward, cursor: raw ? decodeCursor(order, raw, cursorArg) : null, offset: 0 };
}

/** A numbered page (1-based) of `size` rows: an offset, for pagers that jump to page N. */
export function numberedPage(order: KeysetOrder, page: number, size: number, limits: PageLimits): PageRequest {
  // Offsets cost what they skip: as far as REST's pages go (laravel.ts pageParam).
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
    throw badInput('page', 'page moet een heel getal van 1 tot en met 100.000 zijn.');
  const n = pageSize(size, 'first', limits);
  return { order, size: n, backward: false, cursor: null, offset: (page - 1) * n };
}

// ───────────── the "after this key" condition, once, rendered for Prisma and for SQL ─────────────

type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { field: string; kind: KeyKind; op: 'gt' | 'lt' | 'equals'; value: number | Date }
  | { field: string; isNull: boolean };

/** The columns in the direction rows are fetched: paging backwards turns every column round. */
function fetchColumns(request: PageRequest) {
  return request.order.columns.map((c) => {
    const asc = (c.direction === 'asc') !== request.backward;
    return { ...c, asc, nullsFirst: Boolean(c.nullable) && request.backward };
  });
}

/** Rows strictly after `values` in fetch order: equal on the first i-1 columns and after on column i. */
function afterCondition(request: PageRequest, values: KeyValue[]): Condition {
  const columns = fetchColumns(request);
  const any: Condition[] = [];
  columns.forEach((column, i) => {
    const value = values[i];
    const beyond: Condition[] = [];
    if (value === null) {
      // Nulls come last: nothing is beyond a null except, paging backwards (nulls first), every value.
      if (column.nullsFirst) beyond.push({ field: column.field, isNull: false });
    } else {
      beyond.push({ field: column.field, kind: column.kind, op: column.asc ? 'gt' : 'lt', value });
      if (column.nullable && !column.nullsFirst) beyond.push({ field: column.field, isNull: true });
    }
    if (beyond.length === 0) return;
    const equalBefore: Condition[] = columns.slice(0, i).map((c, j) => {
      const v = values[j];
      return v === null ? { field: c.field, isNull: true } : { field: c.field, kind: c.kind, op: 'equals', value: v };
    });
    any.push({ all: [...equalBefore, beyond.length === 1 ? beyond[0] : { any: beyond }] });
  });
  return { any };
}

/** Prisma `findMany` arguments of a page: spread them next to the query's own `where`. */
export function prismaPage(request: PageRequest) {
  const orderBy = fetchColumns(request).map((c) => {
    const sort = c.asc ? ('asc' as const) : ('desc' as const);
    return { [c.field]: c.nullable ? { sort, nulls: c.nullsFirst ? ('first' as const) : ('last' as const) } : sort };
  });
  const toWhere = (c: Condition): Record<string, unknown> => {
    if ('all' in c) return { AND: c.all.map(toWhere) };
    if ('any' in c) return { OR: c.any.map(toWhere) };
    if ('isNull' in c) return { [c.field]: c.isNull ? null : { not: null } };
    return { [c.field]: { [c.op]: c.value } };
  };
  return {
    where: request.cursor ? toWhere(afterCondition(request, request.cursor)) : {},
    orderBy,
    skip: request.offset,
    // One row more than the page tells whether there is a next one.
    take: request.size + 1,
  };
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A page as one raw SQL statement. The key columns are selected under their field names (so
 * pageOf can write cursors) next to `select`, from `from` where `where` holds.
 *
 * Written so that PostgreSQL can start an index walk at the cursor: the key is compared as a row
 * value, `(a, id) > ($a, $id)`, which a btree index on (a, id) takes as its start; an OR of
 * per-column comparisons would be a filter over every row before it. A nullable first column
 * (nulls last) splits the rest of the list into the non-null rows after the key and then the
 * nulls, two index walks joined with UNION ALL, each stopping after one page.
 */
export function sqlPage(request: PageRequest, expressions: Record<string, Prisma.Sql>) {
  const columns = fetchColumns(request).map((c) => {
    const sql = expressions[c.field];
    if (!sql || !FIELD_NAME.test(c.field)) throw new Error(`No SQL expression for key field ${c.field}`);
    return { ...c, sql, alias: Prisma.raw(`"${c.field}"`) };
  });
  if (columns.slice(1).some((c) => c.nullable)) throw new Error('Only the first key column may be nullable');
  type Column = (typeof columns)[number];
  const param = (c: Column, value: number | Date) =>
    // float8 as written: the cursor holds the value PostgreSQL printed (its shortest exact form).
    c.kind === 'float' ? Prisma.sql`${value}::float8` : Prisma.sql`${value}`;
  const direction = (c: Column) =>
    Prisma.raw(`${c.asc ? 'ASC' : 'DESC'}${c.nullable ? (c.nullsFirst ? ' NULLS FIRST' : ' NULLS LAST') : ''}`);
  const orderBy = (alias: boolean) =>
    Prisma.join(
      columns.map((c) => Prisma.sql`${alias ? c.alias : c.sql} ${direction(c)}`),
      ', ',
    );
  /** Rows after `values` on non-null `cols`: a row comparison when all run the same way. */
  const after = (cols: Column[], values: KeyValue[]): Prisma.Sql => {
    if (cols.every((c) => c.asc === cols[0].asc)) {
      const left = Prisma.join(cols.map((c) => c.sql));
      const right = Prisma.join(cols.map((c, i) => param(c, values[i] as number | Date)));
      return Prisma.sql`(${left}) ${Prisma.raw(cols[0].asc ? '>' : '<')} (${right})`;
    }
    const [head, ...tail] = cols;
    const beyond = Prisma.sql`${head.sql} ${Prisma.raw(head.asc ? '>' : '<')} ${param(head, values[0] as number | Date)}`;
    if (!tail.length) return beyond;
    const equal = Prisma.sql`${head.sql} = ${param(head, values[0] as number | Date)}`;
    return Prisma.sql`(${beyond} OR (${equal} AND ${after(tail, values.slice(1))}))`;
  };
  /** The rest of the list after the cursor as disjoint parts in list order. */
  const segments = (values: KeyValue[]): Prisma.Sql[] => {
    const [first] = columns;
    if (!first.nullable) return [after(columns, values)];
    if (values[0] !== null) {
      const nonNull = Prisma.sql`${first.sql} IS NOT NULL AND ${after(columns, values)}`;
      return first.nullsFirst ? [nonNull] : [nonNull, Prisma.sql`${first.sql} IS NULL`];
    }
    const nulls = Prisma.sql`${first.sql} IS NULL AND ${after(columns.slice(1), values.slice(1))}`;
    return first.nullsFirst ? [nulls, Prisma.sql`${first.sql} IS NOT NULL`] : [nulls];
  };
  const keys = Prisma.join(columns.map((c) => Prisma.sql`${c.sql} AS ${c.alias}`));
  const limit = request.size + 1;
  return {
    statement(select: Prisma.Sql, from: Prisma.Sql, where: Prisma.Sql): Prisma.Sql {
      const columnsSql = select === Prisma.empty ? keys : Prisma.sql`${keys}, ${select}`;
      if (!request.cursor)
        return Prisma.sql`SELECT ${columnsSql} FROM ${from} WHERE ${where} ORDER BY ${orderBy(false)} LIMIT ${limit} OFFSET ${request.offset}`;
      const parts = segments(request.cursor);
      if (parts.length === 1)
        return Prisma.sql`SELECT ${columnsSql} FROM ${from} WHERE ${where} AND ${parts[0]} ORDER BY ${orderBy(false)} LIMIT ${limit}`;
      const selects = parts.map(
        (part, i) =>
          Prisma.sql`(SELECT ${i} AS page_segment, ${columnsSql} FROM ${from} WHERE ${where} AND ${part} ORDER BY ${orderBy(false)} LIMIT ${limit})`,
      );
      return Prisma.sql`SELECT * FROM (${Prisma.join(selects, ' UNION ALL ')}) page ORDER BY page_segment, ${orderBy(true)} LIMIT ${limit}`;
    },
  };
}

export interface Page<Row> {
  /** The page's rows in list order (also when fetched backwards). */
  rows: Row[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  cursorOf(row: Row): string;
}

/** Rows fetched with prismaPage/sqlPage (size + 1 of them, in fetch order) → the page. */
export function pageOf<Row extends object>(request: PageRequest, fetched: Row[]): Page<Row> {
  const more = fetched.length > request.size;
  const rows = fetched.slice(0, request.size);
  if (request.backward) rows.reverse();
  const cursorOf = (row: Row) => encodeCursor(request.order, row);
  // Only the fetch direction is known for sure; the other side has rows when we started from a cursor.
  const before = request.cursor !== null || request.offset > 0;
  return request.backward
    ? { rows, hasNextPage: before, hasPreviousPage: more, cursorOf }
    : { rows, hasNextPage: more, hasPreviousPage: before, cursorOf };
}
