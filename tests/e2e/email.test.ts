import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { graphql, horizontalOverflow, logIn, useBrowser } from './helpers';

/**
 * Notification mails in the browser: after the start the demo's outbox (/dev/mail) holds the mail of
 * a bid on verkoper@'s house; its one-click link, opened without logging in, asks first and turns
 * off only that category; the settings page shows it off and turns it on again, at 1280 and 375 px.
 */

const SELLER = 'verkoper@demo.huiskans.nl';

describe.skipIf(!hasBrowser)('e-mail', () => {
  const open = useBrowser();

  it('the outbox holds the bid mail; its unsubscribe link asks, then turns off only offers', async () => {
    const outbox = (await open(1280, { localDeveloper: true })).page;
    await outbox.goto('/dev/mail');
    const mail = outbox.locator('article').filter({ hasText: SELLER }).filter({ hasText: 'Nieuw bod op' }).first();
    await mail.waitFor();
    const text = (await mail.locator('.mail-text').textContent()) ?? '';
    expect(text).toContain('Bekijk en reageer: ');
    const link = /Afmelden voor deze e-mails: (\S+)/.exec(text)?.[1];
    expect(link).toMatch(/\/e-mail\/afmelden\/\d+\.offers\./);

    for (const width of [375, 1280]) {
      const { page, problems } = await open(width);
      await page.goto(new URL(link!).pathname);
      await page.getByText('Wil je geen e-mail meer krijgen over biedingen en tegenbiedingen').waitFor();
      await screenshot(page, `email-unsubscribe-question-${width}`);
      expect(await horizontalOverflow(page)).toBe(0);
      if (width === 1280) {
        await page.getByRole('button', { name: 'Afmelden' }).click();
        await page.getByRole('heading', { name: 'Je bent afgemeld' }).waitFor();
        await screenshot(page, 'email-unsubscribe-done-1280');
      }
      expect(problems).toEqual([]);
    }
  });

  it('the settings page shows e-mail per category and turns offers on again, kept after a reload', async () => {
    for (const width of [1280, 375]) {
      const { page, context, problems } = await open(width);
      await logIn(context, SELLER);
      await page.goto('/mijn-huiskans/instellingen');
      const group = page.getByRole('group', { name: 'E-mail per soort melding' });
      const offers = group.getByRole('checkbox', { name: 'Biedingen en tegenbiedingen' });
      await offers.waitFor();
      expect(await group.getByRole('checkbox', { name: 'Berichten' }).isChecked()).toBe(true);
      if (width === 1280) {
        expect(await offers.isChecked()).toBe(false);
        await offers.check();
        const enabled = async () =>
          (await graphql(page, '{ viewer { settings { mail { category enabled } } } }')).data.viewer.settings.mail.find(
            (m: { category: string }) => m.category === 'OFFERS',
          ).enabled;
        await expect.poll(enabled).toBe(true);
        await page.reload();
      }
      expect(await offers.isChecked()).toBe(true);
      await screenshot(page, `email-settings-${width}`);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(problems).toEqual([]);
    }
  });
});
