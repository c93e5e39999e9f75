import type { Context } from 'hono';
import { type KeysetOrder, type Page, type PageLimits, type PageRequest, parsePageArgs } from '../domain/pagination.js';

// Laravel's CursorPaginator over the domain's keyset pages, for every REST list that a client
// follows by `next_page_url`: `?cursor=` and `?per_page=` in, `data` + `next_page_url` out.

/** forward: first/after (the list's own order); backward: last/before (older messages above). */
export type CursorDirection = 'forward' | 'backward';

/** The keyset request of `?cursor=&per_page=` (per_page defaults to the limits' page size). */
export function cursorPageRequest(
  c: Context,
  order: KeysetOrder,
  limits: PageLimits,
  direction: CursorDirection,
): PageRequest {
  const raw = c.req.query('per_page');
  const size = raw === undefined ? limits.defaultSize : Number(raw);
  const cursor = c.req.query('cursor');
  return parsePageArgs(
    order,
    direction === 'forward' ? { first: size, after: cursor } : { last: size, before: cursor },
    limits,
  );
}

/**
 * Laravel's CursorPaginator JSON; the next page is the next cursor in `?cursor=`. `rows` are the
 * page's rows in the order shown (`json` renders them): the cursor is the last one shown.
 */
export function cursorPaginator<Row extends object, Json>(
  c: Context,
  page: Page<Row>,
  rows: Row[],
  json: Json[],
  direction: CursorDirection,
) {
  const url = new URL(c.req.url);
  const more = direction === 'backward' ? page.hasPreviousPage : page.hasNextPage;
  const last = rows.at(-1);
  const nextCursor = more && last ? page.cursorOf(last) : null;
  const nextUrl = nextCursor ? new URL(url) : null;
  nextUrl?.searchParams.set('cursor', nextCursor!);
  return {
    data: json,
    path: `${url.origin}${url.pathname}`,
    per_page: rows.length,
    next_cursor: nextCursor,
    next_page_url: nextUrl?.toString() ?? null,
    prev_cursor: null,
    prev_page_url: null,
  };
}
