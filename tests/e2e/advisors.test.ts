import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.js';
import { applyMigrations } from '../../server/db/migrate.js';
import { seedReferenceData } from '../../server/domain/reference-data/seed-reference.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { createAdvisor } from '../server/advisors/fixtures.js';
import { hasBrowser, screenshot } from './browser';
import { horizontalOverflow, useBrowser } from './helpers';

/**
 * A visitor finds a hypotheekadviseur near Utrecht who speaks English and opens their
 * page. The advisors are this file's own (a server of its own on a database seeded here), so the
 * journey does not hang on the demo's advisors.
 */
describe.skipIf(!hasBrowser)('finding an advisor', () => {
  const open = useBrowser();
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'huiskans-e2e-advisors-'));
    const db = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
    await applyMigrations(db);
    await seedReferenceData(db.prisma);
    const utrecht = { latitude: 52.0907, longitude: 5.1214 };
    await createAdvisor(db.prisma, {
      firstName: 'Emma',
      office: { latitude: 52.0935, longitude: 5.1182, city: 'Utrecht' },
      expertises: ['hypotheekadvies'],
      languages: ['nl', 'en'],
      evenings: true,
    });
    await createAdvisor(db.prisma, { firstName: 'Joost', at: utrecht, expertises: ['hypotheekadvies'] });
    await createAdvisor(db.prisma, {
      firstName: 'Fleur',
      at: utrecht,
      expertises: ['makelaar_aankoop'],
      languages: ['en'],
    });
    await createAdvisor(db.prisma, {
      firstName: 'Daan',
      office: { latitude: 53.2194, longitude: 6.5665, city: 'Groningen' },
      expertises: ['hypotheekadvies'],
      languages: ['en'],
    });
    await db.close();
    server = await startServerProcess(
      { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'never', LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
      { appUrlIsBase: true, timeoutMs: 180_000 },
    );
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  for (const width of [1280, 375]) {
    it(`Adviseurs → Utrecht → Hypotheekadvies + Engels → the advisor's page (${width} px)`, async () => {
      const { page, problems } = await open(width);
      await page.goto(`${server.baseUrl}/adviseurs`);
      await page.getByRole('heading', { level: 1, name: /^4 adviseurs in Nederland$/ }).waitFor();

      // By its own name: the header's house search is also a place combobox ('Plaats of adres').
      const input = page.getByRole('combobox', { name: 'Waar zoek je een adviseur?' });
      await input.pressSequentially('Utrec', { delay: 40 });
      await page.getByRole('option', { name: /^Utrecht, Utrecht, Utrecht/ }).click();
      await page.waitForURL((url) =>
        /^\/adviseurs\/[^/]+\/Utrecht,\+Utrecht,\+Utrecht\/[\d.]+\/[\d.]+$/.test(url.pathname),
      );
      await page.getByRole('heading', { level: 1, name: /^3 adviseurs in de buurt van Utrecht/ }).waitFor();

      await page.getByRole('checkbox', { name: 'Hypotheekadvies' }).check();
      await page.getByRole('heading', { level: 1, name: /^2 adviseurs in de buurt van Utrecht/ }).waitFor();
      await page.getByLabel('Spreekt').selectOption('en');
      await page.getByRole('heading', { level: 1, name: /^1 adviseur in de buurt van Utrecht/ }).waitFor();
      const search = new URL(page.url()).searchParams;
      expect(search.get('expertises')).toBe('hypotheekadvies');
      expect(search.get('language')).toBe('en');
      const card = page.locator('.advisor-card');
      expect(await card.count()).toBe(1);
      expect(await card.textContent()).toMatch(/Emma .*Kantoor \d+ B\.V\. · Utrecht.*Hypotheekadvies.*0,\d km/);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `advisors-list-${width}`);

      await card.getByRole('link').click();
      await page.waitForURL((url) => /^\/adviseurs\/adviseur\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: /^Emma / }).waitFor();
      const main = await page.locator('main').textContent();
      expect(main).toContain('Hypotheekadvies');
      expect(main).toContain('Spreekt Nederlands, Engels');
      expect(main).toContain("Bereikbaar 's avonds");
      expect(main).toContain('Kantoor');
      expect(await page.title()).toContain('Emma');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `advisor-page-${width}`);
      expect(problems).toEqual([]);
    });
  }
});
