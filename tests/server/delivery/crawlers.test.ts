import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('robots.txt', () => {
  it('keeps crawlers out of personal pages and the APIs and names the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/mijn-huiskans', '/api/', '/graphql']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${t.services.config.APP_URL}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('list every listed house, in files by id range, cheaply', async () => {
    const owner = await createUser(t.db.prisma);
    const listed = await createHouse(t.db.prisma, { ownerUserId: owner.id, city: "'s-Hertogenbosch" });
    const draft = await createHouse(t.db.prisma, { ownerUserId: owner.id, moderationStatus: 'draft' });
    const base = t.services.config.APP_URL;

    const index = await (await t.request('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${base}/sitemaps/paginas.xml</loc>`);
    expect(index).toContain(`<loc>${base}/sitemaps/huizen-1.xml</loc>`);
    expect(index).not.toContain('huizen-2.xml');

    t.db.resetQueryLog();
    const res = await t.request('/sitemaps/huizen-1.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain(`<loc>${base}/huizen/s-hertogenbosch/huis-${listed.slug}-${listed.id}</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(xml).not.toContain(draft.slug);
    // The highest id (one index probe) and one range of the primary key: no count of the table.
    expect(t.db.queries.filter((q) => !/^(BEGIN|COMMIT)/i.test(q))).toHaveLength(2);
    expect(t.db.queries.join('\n')).not.toMatch(/count\(/i);

    const pages = await (await t.request('/sitemaps/paginas.xml')).text();
    expect(pages).toContain(`<loc>${base}/huizen/aanbod</loc>`);
    expect(pages).toContain(`<loc>${base}/adviseurs</loc>`);
  });

  it('answer 404 for a file past the last house or a name that is no sitemap', async () => {
    for (const path of ['/sitemaps/huizen-2.xml', '/sitemaps/huizen-0.xml', '/sitemaps/onzin.xml']) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});
