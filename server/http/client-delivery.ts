// The built client: hashed files cached for a year (a new build has new names), everything else
// revalidated; text files served precompressed (brotli or gzip, made by scripts/build.mjs) as the
// browser accepts them; the app shell (index.html) compressed once per build and answered with an
// ETag so that a repeat visit costs a 304.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { chooseEncoding } from './accept-encoding.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files without a hash in their name (favicon, landing images): a day, then revalidated. */
const UNHASHED = 'public, max-age=86400';

/** Vite's output under /assets/ carries a content hash in every file name. */
const isHashedAsset = (path: string) => path.startsWith('/assets/');

/** Static files of the client build, precompressed where a .br/.gz sits beside the file. */
export function clientFiles(root: string): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true, index: 'index.html' });
  return async (c, next) => {
    // The shell is answered by clientShell (meta tags, ETag); the compressed copies only through their file.
    if (c.req.path === '/' || c.req.path === '/index.html' || /\.(br|gz)$/.test(c.req.path)) return next();
    const res = await files(c, next);
    // serveStatic answers a found file itself and otherwise calls next() and returns nothing.
    if (res?.status === 200) res.headers.set('Cache-Control', isHashedAsset(c.req.path) ? IMMUTABLE : UNHASHED);
    return res;
  };
}

/**
 * index.html of the build (re-read after a rebuild) with the public keys in meta tags: the app shell,
 * and the frame of the server-rendered pages (server/pages/public).
 */
export function shellTemplate(dir: string, publicKeys: Record<string, string | undefined>) {
  let cached: { key: string; text: string } | undefined;
  const meta = Object.entries(publicKeys)
    .filter(([, value]) => value)
    .map(([name, value]) => `<meta name="huiskans:${name}" content="${value!.replace(/"/g, '&quot;')}">`)
    .join('');
  return (): { key: string; text: string } | null => {
    const file = join(dir, 'index.html');
    if (!existsSync(file)) return null;
    const key = `${file}:${statSync(file).mtimeMs}`;
    if (cached?.key !== key) cached = { key, text: readFileSync(file, 'utf8').replace('</head>', `${meta}</head>`) };
    return cached;
  };
}

interface Shell {
  key: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The app shell answer: index.html of the build (re-read after a rebuild) with the public keys in
 * meta tags, `Cache-Control: no-cache` and a strong ETag, compressed by Accept-Encoding.
 */
export function clientShell(dir: string, publicKeys: Record<string, string | undefined>) {
  let cached: Shell | undefined;
  const template = shellTemplate(dir, publicKeys);

  function current(): Shell | null {
    const html = template();
    if (!html) return null;
    if (cached?.key !== html.key) {
      const key = html.key;
      const identity = Buffer.from(html.text);
      cached = {
        key,
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
    }
    return cached;
  }

  return (c: Context, status: 200 | 404 = 200) => {
    const shell = current();
    if (!shell) return c.text('De client is nog niet gebouwd: npm run build', 503);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-cache',
      ETag: shell.etag,
      Vary: 'Accept-Encoding',
    };
    if (
      status === 200 &&
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(shell.etag)
    ) {
      return c.body(null, 304, headers);
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const body = encoding ? shell[encoding] : shell.identity;
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(body), status, headers);
  };
}
