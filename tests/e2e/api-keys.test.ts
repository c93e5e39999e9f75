import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { horizontalOverflow, logIn, UI_TIMEOUT, useBrowser } from './helpers';

const SELLER = 'verkoper@demo.huiskans.nl';

describe.skipIf(!hasBrowser)('API keys on the settings page', () => {
  const open = useBrowser();

  it('lists the demo key, makes a key shown once that works, and revokes it, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, context, problems } = await open(width);
      await logIn(context, SELLER);
      await page.goto('/mijn-huiskans/instellingen');
      const section = page.getByRole('region', { name: 'API-sleutels' });
      await section.getByText('Demo-koppeling makelaarssysteem').waitFor({ timeout: UI_TIMEOUT });

      const name = `Koppeling ${width}`;
      await section.getByLabel('Naam').fill(name);
      await section.getByLabel('Bereik').selectOption('READ');
      await section.getByRole('button', { name: 'Sleutel maken' }).click();
      const secret = await section.getByTestId('api-key-secret').textContent();
      expect(secret).toMatch(/^hk_/);
      await section.getByText('je ziet hem maar één keer').waitFor();
      await section.getByRole('button', { name: 'Kopiëren' }).waitFor();
      const row = section.getByRole('listitem').filter({ hasText: name });
      await row.getByText('nog niet gebruikt').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `api-keys-created-${width}`);

      // The key works for a program (no cookie), then stops working once revoked.
      const ask = () =>
        context.request.fetch('/graphql', {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', cookie: '' },
          data: { query: '{ houses(first: 1) { edges { cursor } } }' },
        });
      expect((await ask()).status()).toBe(200);
      await row.getByRole('button', { name: 'Intrekken' }).click();
      await row.getByRole('button', { name: 'Ja' }).click();
      await row.getByText(/Ingetrokken op/).waitFor({ timeout: UI_TIMEOUT });
      expect((await ask()).status()).toBe(401);
      await screenshot(page, `api-keys-revoked-${width}`);
      expect(problems).toEqual([]);
    }
  });
});
