import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { fromRoot } from '../../paths.js';

// GraphiQL (for partner developers, design.md) from this server: the assets of
// @graphql-yoga/render-graphiql — the bundle Yoga would inline — served as files with Subresource
// Integrity, so the page works without internet and under `script-src 'self'`.

export const GRAPHIQL_ASSETS_PATH = '/graphiql';

interface Asset {
  url: string;
  type: string;
  body: Buffer;
  integrity: string;
}

interface Assets {
  byUrl: Map<string, Asset>;
  start: Asset;
  bundle: Asset;
  css: Asset;
  favicon: Asset;
  workers: Record<string, string>;
}

function asset(name: string, ext: string, type: string, body: Buffer): Asset {
  const hash = createHash('sha384').update(body).digest();
  // The content hash in the name: a new GraphiQL version is a new URL, so files may be cached forever.
  const url = `${GRAPHIQL_ASSETS_PATH}/${name}.${hash.toString('hex').slice(0, 12)}.${ext}`;
  return { url, type, body, integrity: `sha384-${hash.toString('base64')}` };
}

let loaded: Promise<Assets> | undefined;
/** The bundle is 9 MB of strings: loaded on the first visit, not at start-up. */
function assets(): Promise<Assets> {
  loaded ??= import('@graphql-yoga/render-graphiql/graphiql').then((g) => {
    const js = (name: string, source: string) =>
      asset(name, 'js', 'text/javascript; charset=utf-8', Buffer.from(source));
    const workerAssets = {
      editorWorkerService: js('editor.worker', g.editorWorkerService),
      json: js('json.worker', g.jsonWorker),
      graphql: js('graphql.worker', g.graphqlWorker),
    };
    const list = {
      start: js('start', readFileSync(fromRoot('server/graphql/graphiql/start.js'), 'utf8')),
      bundle: js('graphiql', g.js),
      css: asset('graphiql', 'css', 'text/css; charset=utf-8', Buffer.from(g.css)),
      favicon: asset('favicon', 'ico', 'image/x-icon', Buffer.from(g.favicon.split(',')[1], 'base64')),
    };
    const all = [...Object.values(list), ...Object.values(workerAssets)];
    return {
      ...list,
      byUrl: new Map(all.map((a) => [a.url, a])),
      workers: Object.fromEntries(Object.entries(workerAssets).map(([label, a]) => [label, a.url])),
    };
  });
  return loaded;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The GraphiQL page (Yoga's `renderGraphiQL`): only same-origin files, each with its integrity. */
export async function renderLocalGraphiQL(options: { title?: string } & Record<string, unknown>): Promise<string> {
  const a = await assets();
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${attribute(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${a.favicon.url}" />
    <link rel="stylesheet" href="${a.css.url}" integrity="${a.css.integrity}" />
    <script src="${a.start.url}" integrity="${a.start.integrity}" defer></script>
    <script src="${a.bundle.url}" integrity="${a.bundle.integrity}" defer></script>
  </head>
  <body class="no-focus-outline">
    <noscript>GraphiQL heeft JavaScript nodig.</noscript>
    <div id="graphiql" data-options="${attribute(JSON.stringify(options))}" data-workers="${attribute(JSON.stringify(a.workers))}"></div>
  </body>
</html>
`;
}

/** GET /graphiql/{file}: one of the assets above, or 404. */
export async function serveGraphiQLAsset(c: Context) {
  const found = (await assets()).byUrl.get(c.req.path);
  if (!found) return c.text('Niet gevonden.', 404);
  return c.body(new Uint8Array(found.body), 200, {
    'content-type': found.type,
    'cache-control': 'public, max-age=31536000, immutable',
  });
}
