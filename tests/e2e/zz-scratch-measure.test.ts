// TEMPORARY (front-end bug fixes): measure price widths; deleted before hand-off.
import { describe, it } from 'vitest';
import { hasBrowser } from './browser';
import { findWoonplaats, headingCount, listingPath, useBrowser } from './helpers';

describe.skipIf(!hasBrowser)('scratch measure', () => {
  const open = useBrowser();
  it('measure', async () => {
    const { page } = await open(1280);
    await page.goto(listingPath(await findWoonplaats('Utrecht')));
    await headingCount(page);
    const out = await page.evaluate(() => {
      const price = document.querySelector('.house-card__price') as HTMLElement;
      const avail = price.getBoundingClientRect().width;
      const font = getComputedStyle(price).fontFamily;
      const res: string[] = [`avail ${avail} font ${font}`];
      for (const text of ['€ 1.425.000 - € 1.500.000 k.k.', '€ 600.000 - € 650.000 k.k.', '€ 1.425.000 – 1.500.000 k.k.', '€ 600.000 – 650.000 k.k.']) {
        for (const size of ['1.2rem', '1.05rem', '1rem', '0.95rem', '0.9rem']) {
          const span = document.createElement('span');
          span.style.whiteSpace = 'nowrap';
          span.style.fontSize = size;
          span.textContent = text;
          price.appendChild(span);
          res.push(`${text} @${size}: ${span.getBoundingClientRect().width.toFixed(0)}`);
          span.remove();
        }
      }
      return res.join('\n');
    });
    console.log(out);
  });
});
