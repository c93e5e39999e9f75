import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding } from '../http/accept-encoding.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

/**
 * REST answers compressed when the client asks: brotli (quality 4: most of the gain
 * for a fraction of the CPU of the default 11) or gzip, for JSON bodies of 1 KB and more. The JSON
 * itself is unchanged (the listing's items stay the spec's House shape).
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  // Headers are set on a new Response (never c.header() after the answer exists: Hono would rebuild
  // the response around the same body stream, which the read below would then find locked).
  const headers = new Headers(res.headers);
  headers.append('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const compressible =
    encoding &&
    res.body &&
    !res.headers.has('content-encoding') &&
    (res.headers.get('content-type') ?? '').includes('application/json');
  if (!compressible) {
    c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    return;
  }
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length < MIN_BYTES) {
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    return;
  }
  const packed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : await gz(body, { level: 6 });
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(packed.length));
  c.res = new Response(packed, { status: res.status, statusText: res.statusText, headers });
};
