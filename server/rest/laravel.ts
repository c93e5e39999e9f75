import type { Context } from 'hono';
import { InputError } from '../domain/errors.js';

/**
 * Laravel's length-aware paginator JSON, which existing /api consumers read.
 *
 * A capped total (`totalIsExact` false: the house listing when it finds more than 10,000 houses,
 * domain/houses/listing.ts) keeps every Laravel field and their meaning for the pages that exist:
 * `total` is the cap (a lower bound: there are more), `last_page` and `last_page_url` are the
 * deepest numbered page served (417 of 24 houses), `next_page_url` is null there; deeper pages
 * answer 422. The extra field `total_is_exact: false` says so (true otherwise); Laravel clients
 * that do not know it read a paginator of 10,000 items.
 */
export function paginator<T>(
  c: Context,
  items: T[],
  page: number,
  perPage: number,
  total: number,
  totalIsExact?: boolean,
) {
  const url = new URL(c.req.url);
  const path = `${url.origin}${url.pathname}`;
  const pageUrl = (p: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(p));
    return u.toString();
  };
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = items.length ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: items,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to: from === null ? null : from + items.length - 1,
    total,
    ...(totalIsExact === undefined ? {} : { total_is_exact: totalIsExact }),
  };
}

/** `page` query parameter: a whole number ≥ 1 (bad values give a 422 like any other field). */
export function pageParam(c: Context): number {
  const raw = c.req.query('page');
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 100_000)
    throw new InputError({ page: ['De pagina moet een heel getal vanaf 1 zijn.'] });
  return page;
}

/** Reads `name[]=a&name[]=b` (Laravel style) as well as `name=a,b`. */
export function arrayParam(c: Context, name: string): string[] | undefined {
  const values = [...(c.req.queries(`${name}[]`) ?? []), ...(c.req.queries(name) ?? []).flatMap((v) => v.split(','))]
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}
