import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_ROOTS, isClientRoute } from '../../../server/http/client-routes.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';

let t: TestApp;
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;

beforeAll(async () => {
  t = await createTestApp();
  const dir = t.services.config.DATA_DIR;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Huiskans</title></head><body>shell</body></html>',
  );
  writeFileSync(join(dir, 'assets/index-AbC123.js'), script);
  writeFileSync(join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => t.close());

describe('hashed client files', () => {
  it('are served precompressed as the browser accepts, cached for a year', async () => {
    const br = await t.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await t.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await t.request('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('files without a hash are revalidated after a day; missing ones are 404', async () => {
    const icon = await t.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    const missing = await t.request('/assets/index-oud.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });
});

describe('the app shell', () => {
  it('is revalidated every time and answers 304 to its ETag', async () => {
    const first = await t.request('/huizen/aanbod');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await first.text()).toContain('shell');
    const again = await t.request('/', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is compressed with brotli or gzip when accepted', async () => {
    const res = await t.request('/', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const br = await t.request('/mijn-huiskans', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('shell');
  });

  it('answers an address that is no page of the client with 404 (the client shows its not-found page)', async () => {
    for (const path of ['/onzin', '/wp-admin/setup']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('shell');
    }
    expect((await t.request('/api/onzin')).status).toBe(404);
  });
});

describe('the client route roots', () => {
  it('hold the first segment of every client route', { timeout: 120_000 }, async () => {
    const { pageRoutes } = await import('../../../client/routes.js');
    const firsts = pageRoutes
      .map((r) => r.path)
      .filter((p): p is string => !!p && p !== '*')
      .map((p) => p.split('/')[0]!);
    expect(firsts.length).toBeGreaterThan(10);
    for (const first of new Set(firsts)) expect(CLIENT_ROUTE_ROOTS, first).toContain(first.replace(/^:.*/, ''));
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/huizen/utrecht/huis-x-1')).toBe(true);
    expect(isClientRoute('/onzin')).toBe(false);
  });
});
