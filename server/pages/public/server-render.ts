// The public pages rendered on the server (client/entry-server.tsx, built into dist/ssr): search
// engines and link previews read the page without JavaScript, the browser paints before its
// JavaScript arrives and then hydrates from the records in the page. The status (200, 404, 410)
// needs the data and a page complete for crawlers needs every lazy part, so the page is answered
// whole once rendered: with an ETag (a 304 for an unchanged page) and compressed on the fly.
// Other pages (the dashboard, the wizards) keep the client-rendered shell.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { RunQuery as EntryRunQuery, RenderResult } from '../../../client/entry-server.js';
import { houseSlugFromSegment } from '../../../client/features/houses/houseRoute.js';
import { SSR_RECORDS_ID, scriptSafeJson } from '../../../client/ssr/records.js';
import type { Services } from '../../context.js';
import { chooseEncoding } from '../../http/accept-encoding.js';
import { isClientRoute } from '../../http/client-routes.js';
import { isStoreUnavailable } from '../../http/unavailable.js';
import { goneHousePage } from './gone-house.js';
import { headTags } from './head-tags.js';
import { inProcessGraphQL } from './in-process-graphql.js';

interface Entry {
  render(url: string, runQuery: EntryRunQuery, signal?: AbortSignal): Promise<RenderResult>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** Paths whose pages are rendered here: the public ones, and any path that is no page (its 404). */
export function isServerRendered(path: string): boolean {
  const parts = path.split('/').slice(1);
  switch (parts[0]) {
    case '':
      return parts.length === 1;
    case 'huizen':
      return parts[1] === 'aanbod' || (parts.length === 3 && parts[2].startsWith('huis-'));
    // Not yet the advisors' pages: their star ratings and avatars size themselves with style
    // attributes, which the CSP (style-src 'self') refuses in server-rendered HTML.
    case 'l':
      return parts.length === 2;
    default:
      return !isClientRoute(path);
  }
}

/** The house slug of a house page path (for its 410), else null. */
function houseSlugOf(path: string): string | null {
  const parts = path.split('/').slice(1);
  return parts[0] === 'huizen' && parts.length === 3 ? houseSlugFromSegment(parts[2]) : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The page around the rendered body: the build's index.html with the head tags and the records. */
function document(template: string, parts: { head: string; body: string; records: string }): string {
  const [start, end] = template.split(ROOT_ELEMENT);
  const before = start
    // The page is there without JavaScript: the shell's "works only with JavaScript" would be untrue.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${parts.head}</head>`);
  return `${before}<div id="root">${parts.body}</div><script type="application/json" id="${SSR_RECORDS_ID}">${scriptSafeJson(parts.records)}</script>${end}`;
}

export function serverRenderer(
  services: Services,
  options: { ssrDir: string; template: () => { text: string } | null; log: Logger },
) {
  const file = join(options.ssrDir, 'entry-server.js');
  let entry: Promise<Entry> | undefined;

  /** The page for this request, or null when it cannot be rendered here (no SSR build): the shell answers. */
  return async (c: Context): Promise<Response | null> => {
    const runQuery = inProcessGraphQL(services, c);
    const url = new URL(c.req.url);
    // A deleted house's page is gone for good (one primary-key probe per house page).
    const slug = houseSlugOf(url.pathname);
    const gone = slug ? await goneHousePage(services, slug, runQuery) : null;
    if (gone) return c.html(gone, 410);

    const template = options.template();
    if (!template?.text.includes(ROOT_ELEMENT) || !existsSync(file)) return null;
    entry ??= import(pathToFileURL(file).href) as Promise<Entry>;
    let result: RenderResult;
    try {
      result = await (await entry).render(
        services.config.APP_URL + url.pathname + url.search,
        runQuery as EntryRunQuery,
        c.req.raw.signal,
      );
    } catch (err) {
      // The database down is the app's 503; a page that fails to render still works in the browser.
      if (isStoreUnavailable(err)) throw err;
      options.log.error({ err, path: url.pathname }, 'server render failed, answering the client shell');
      return null;
    }
    if (result.kind === 'redirect') return c.redirect(result.location, result.status as 301 | 302);

    for (const err of result.errors)
      options.log.warn({ err, path: url.pathname }, 'part of a page left to the browser');
    const page = Buffer.from(
      document(template.text, {
        head: headTags(result.head, services.config.APP_URL, result.title),
        body: await new Response(result.body).text(),
        records: result.records(),
      }),
    );
    // A validator over the whole page: a repeat visit to an unchanged page costs a 304.
    const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      // A logged-in page holds what only this viewer may see: no shared cache keeps it.
      'Cache-Control': c.req.header('cookie') ? 'private, no-cache' : 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding, Cookie',
    };
    if (
      result.status === 200 &&
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      return c.body(null, 304, headers);
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.body(new Uint8Array(page), result.status as 200, headers);
    headers['Content-Encoding'] = encoding;
    // Quality 4 / level 6: most of the gain for a fraction of the CPU (as the JSON answers).
    const packed =
      encoding === 'br'
        ? await brotli(page, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
          })
        : await gzipAsync(page, { level: 6 });
    return c.body(new Uint8Array(packed), result.status as 200, headers);
  };
}
