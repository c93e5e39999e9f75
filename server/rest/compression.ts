import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding } from '../http/accept-encoding.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

/**
 * REST answers compressed when the client asks : brotli (quality 4: most of the gain
 * for a fraction of the CPU of the default 11) or gzip, for JSON bodies of 1 KB and more. The JSON
 * itself is unchanged (the listing's items stay the spec's House shape).
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (res.headers.has('content-encoding') || !res.body) return;
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return;
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const body = Buffer.from(await res.clone().arrayBuffer());
  if (body.length < MIN_BYTES) return;
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
  const headers = new Headers(res.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(packed.length));
  c.res = new Response(packed, { status: res.status, statusText: res.statusText, headers });
};
