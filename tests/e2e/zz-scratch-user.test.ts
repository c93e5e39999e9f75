// TEMPORARY (front-end bug fixes): preview of the user profile view; deleted before hand-off.
import { describe, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { loadLazyImages, logIn, sleep, useBrowser } from './helpers';

describe.skipIf(!hasBrowser)('scratch user', () => {
  const open = useBrowser();
  it('user', async () => {
    for (const w of [1280, 375]) {
      const { page, context } = await open(w);
      await logIn(context, 'verkoper@demo.huiskans.nl');
      await page.goto('/gebruikers/whatever');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await sleep(500);
      await loadLazyImages(page);
      await screenshot(page, `x-user-preview-${w}`, { fullPage: false });
    }
  });
});
