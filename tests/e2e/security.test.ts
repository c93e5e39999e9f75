import { describe, expect, inject, it } from 'vitest';

// The production build as `npm start` serves it: no source maps, and the
// security headers on the real server. That the pages pass the Content-Security-Policy is checked
// in every browser journey (helpers.ts fails a test on any violation).

const base = () => inject('baseUrl');

describe('the production build', () => {
  it('has no source maps: no sourceMappingURL in its scripts and styles, no .map served', async () => {
    const html = await (await fetch(`${base()}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await fetch(`${base()}${asset}`);
      expect(res.status, asset).toBe(200);
      expect(await res.text(), asset).not.toMatch(/sourceMappingURL/);
      expect((await fetch(`${base()}${asset}.map`)).status, `${asset}.map`).toBe(404);
    }
  });

  it('is served with the security headers', async () => {
    const res = await fetch(`${base()}/`);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
