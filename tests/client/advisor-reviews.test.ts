import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  createOperationDescriptor,
  Environment,
  fetchQuery,
  type GraphQLTaggedNode,
  getRequest,
  Network,
  RecordSource,
  Store,
} from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AdvisorRatingRefetchQuery from '../../client/__generated__/AdvisorRatingRefetchQuery.graphql';
import AdvisorReviewsPaginationQuery from '../../client/__generated__/AdvisorReviewsPaginationQuery.graphql';
import { starsShown } from '../../client/components/StarRating';
import { AdvisorRating } from '../../client/features/advisor-reviews/AdvisorRating';
import { AdvisorReviews } from '../../client/features/advisor-reviews/AdvisorReviews';
import { hasBrowser, launch, SHOTS } from '../e2e/browser';
import { createTestApp, type TestApp } from '../helpers/app';
import { withReferenceData } from '../helpers/fixtures';
import { contactOf, makeAdvisor } from '../server/advisor-reviews/setup';
import { cookieFor } from '../server/houses-owner/setup';

// The review components rendered from the real schema: their fragments fetched through the
// generated refetch queries against a test server, rendered to HTML, and (with Chromium) a
// screenshot at 1280 and 375 px with the app's CSS. The advisor page places them.

let t: TestApp;
let html = '';
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  const advisor = await makeAdvisor(t.db.prisma);
  const comments = [
    'Heel prettig contact. Binnen een week hadden we een helder plan.',
    'Deskundig en eerlijk over wat wel en niet haalbaar was.',
    null,
    'Afspraak werd verzet; het advies zelf was wel in orde.',
    'Rustig uitgelegd hoe de hypotheek in elkaar zit. Aanrader voor starters!',
    'Snel geregeld en duidelijke communicatie.',
    'Dacht echt met ons mee.',
  ];
  const ratings = [5, 4, 4, 3, 5, 4, 5];
  for (const [i, rating] of ratings.entries()) {
    const user = await contactOf(t.db.prisma, advisor, {
      firstName: ['Sanne', 'Joost', 'Fenna', 'Pieter', 'Lotte', 'Daan', 'Noor'][i],
    });
    await t.db.prisma.review.create({
      data: {
        advisorId: advisor.id,
        userId: user.id,
        rating,
        comments: comments[i],
        verified: i % 2 === 0,
        createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
      },
    });
  }
  const viewer = await contactOf(t.db.prisma, advisor, { firstName: 'Mila' });
  const cookie = await cookieFor(t, viewer.id);
  const environment = new Environment({
    network: Network.create(
      async (params, variables) => (await t.graphql(params.text!, variables, { cookie })) as never,
    ),
    store: new Store(new RecordSource()),
  });
  const id = encodeGlobalID('Advisor', advisor.id);
  const keyOf = async (query: GraphQLTaggedNode, variables: Record<string, unknown>) => {
    await fetchQuery(environment, query, variables).toPromise();
    const operation = createOperationDescriptor(getRequest(query), variables);
    return (environment.lookup(operation.fragment).data as { node: never }).node;
  };
  const rating = await keyOf(AdvisorRatingRefetchQuery, { id });
  const reviews = await keyOf(AdvisorReviewsPaginationQuery, { id, count: 5 });
  html = renderToStaticMarkup(
    createElement(
      RelayEnvironmentProvider,
      { environment } as unknown as ComponentProps<typeof RelayEnvironmentProvider>,
      createElement('main', { className: 'harness' }, [
        createElement(AdvisorRating, { advisor: rating, key: 'rating' }),
        createElement(AdvisorReviews, { advisor: reviews, key: 'reviews' }),
      ]),
    ),
  );
});
afterAll(() => t?.close());

describe('advisor review components', () => {
  it('show the rating with a Dutch comma, half stars by the documented rule, and the count', () => {
    // 30 / 7 = 4.2857…: '4,3', shown as 4½ stars (nearest half).
    expect(html).toContain('<strong>4,3</strong> (7 reviews)');
    expect(html).toContain('aria-label="4,5 van de 5 sterren"');
    expect(starsShown(4.24)).toBe(4);
    expect(starsShown(4.25)).toBe(4.5);
    expect(starsShown(9)).toBe(5);
    expect(html.match(/width="20"/g)?.length).toBeGreaterThan(5);
  });

  it('list the newest five reviews with "Meer reviews" and the form for a contact', () => {
    expect(html).toContain('Reviews (7)');
    expect(html.indexOf('Noor')).toBeLessThan(html.indexOf('Daan'));
    expect(html).not.toContain('Joost');
    expect(html).toContain('Meer reviews');
    expect(html).toContain('Geverifieerd contact');
    expect(html).toContain('Schrijf een review');
    expect(html).toContain('5 sterren');
  });

  it.skipIf(!hasBrowser)('render at 1280 and 375 px', async () => {
    const css = [
      'client/styles/global.css',
      'client/components/components.css',
      'client/features/advisor-reviews/advisor-reviews.css',
    ]
      .map((file) => readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8'))
      .join('\n');
    const browser = await launch();
    try {
      mkdirSync(SHOTS, { recursive: true });
      for (const width of [1280, 375]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.setContent(
          `<!doctype html><html lang="nl"><head><style>${css} .harness{padding:16px;display:grid;gap:16px}</style></head><body>${html}</body></html>`,
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: join(SHOTS, `advisor-reviews-${width}.png`), fullPage: true });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});
