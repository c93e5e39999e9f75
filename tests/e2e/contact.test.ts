import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './browser';
import { horizontalOverflow, useBrowser } from './helpers';

describe.skipIf(!hasBrowser)('contact form (/contact, spec §2 and §4)', () => {
  const open = useBrowser();

  it('enables Versturen only when every field is longer than 2 characters, then shows Verzonden', async () => {
    const { page, problems } = await open(1280);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { name: 'Heb je een idee, vraag of opmerking? Laat het ons weten!' }).waitFor();
    const submit = page.getByRole('button', { name: 'Versturen' });
    await page.getByLabel('Naam').fill('Fleur');
    await page.getByLabel('E-mailadres').fill('fleur@example.nl');
    await page.getByLabel('Bericht').fill('Hi');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Bericht').fill('Hoe plaats ik een tweede woning?');
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, 'contact-1280');
    await submit.click();
    await page.getByRole('status').getByText('Je bericht is verzonden!').waitFor();
    await page.getByRole('button', { name: 'Sluiten' }).click();
    expect(await page.getByLabel('Naam').inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it('shows the server message under a field, and fits a phone', async () => {
    const { page } = await open(375);
    await page.goto('/contact');
    await page.getByLabel('Naam').fill('Fleur');
    await page.getByLabel('E-mailadres').fill('geen-e-mail');
    await page.getByLabel('Bericht').fill('Een vraag over mijn account.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText('Vul een geldig e-mailadres in.').waitFor();
    expect(await page.getByLabel('E-mailadres').getAttribute('aria-invalid')).toBe('true');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'contact-error-375');
  });
});
