import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';

// The calculator over GraphQL (zoek/maximale-hypotheek) and the maximum stored with a search profile.

let t: TestApp;
let owner: TestBrowser;

const CALCULATE = `query ($input: MaxMortgageInput!) { maxMortgage(input: $input) {
  __typename
  ... on QueryMaxMortgageSuccess { maxMortgage { maximum headlineAmount headline explanation normsYear nhgLimit } }
  ... on InputError { fieldErrors { field messages } } } }`;
const SAVE = `mutation ($input: UpdateSearchProfileInput!) { updateSearchProfile(input: $input) {
  __typename
  ... on UpdateSearchProfilePayload { searchProfile { priceMax maxMortgage } }
  ... on InputError { fieldErrors { field messages } } } }`;

// Worked example of shared/notes/max-mortgage.md: € 40,000 + € 35,000 at 4%, 10 years fixed ≈ € 322,046.
const COUPLE = { income: 40_000, partnerIncome: 35_000, interestRate: 4, fixedPeriodYears: 10 };

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  owner = testBrowser(t);
  owner.token = await createSession(t.db.prisma, (await createUser(t.db.prisma)).id);
});
afterAll(() => t.close());

describe('maxMortgage', () => {
  it('computes the maximum with its Dutch headline, for a visitor too', async () => {
    const answer = (await testBrowser(t).graphql(CALCULATE, { input: COUPLE })).data.maxMortgage;
    expect(answer.__typename).toBe('QueryMaxMortgageSuccess');
    expect(answer.maxMortgage.maximum).toBeGreaterThanOrEqual(322_000);
    expect(answer.maxMortgage.maximum).toBeLessThan(322_100);
    expect(answer.maxMortgage.headline).toBe('Je kunt maximaal ongeveer € 322.000 lenen');
    expect(answer.maxMortgage.normsYear).toBe(2026);
    expect(answer.maxMortgage.explanation.at(-1)).toMatch(/indicatie, geen advies/);
  });

  it('names each wrong field in Dutch', async () => {
    const answer = (
      await testBrowser(t).graphql(CALCULATE, { input: { income: -1, interestRate: 30, fixedPeriodYears: 4 } })
    ).data.maxMortgage;
    expect(answer.__typename).toBe('InputError');
    const fields = Object.fromEntries(
      answer.fieldErrors.map((f: { field: string; messages: string[] }) => [f.field, f.messages[0]]),
    );
    expect(fields).toEqual({
      income: 'Je bruto jaarinkomen kan niet negatief zijn.',
      interestRate: 'De rente moet tussen 0% en 20% liggen.',
      fixedPeriodYears: 'Kies een rentevaste periode uit de lijst.',
    });
  });
});

describe('SearchProfile.maxMortgage', () => {
  it('is computed by the server from the calculator input, kept on other saves and cleared with null', async () => {
    const added = await owner.graphql(
      `mutation { addSearchProfile(input: { placeId: "wpl-0344-utrecht" }) { ... on AddSearchProfilePayload { searchProfile { id } } } }`,
    );
    const searchProfileId = added.data.addSearchProfile.searchProfile.id;
    const saved = (await owner.graphql(SAVE, { input: { searchProfileId, maxMortgage: COUPLE, priceMax: 322_000 } }))
      .data.updateSearchProfile;
    expect(saved.searchProfile.priceMax).toBe(322_000);
    const stored = saved.searchProfile.maxMortgage;
    expect(stored).toBeGreaterThanOrEqual(322_000);

    const again = (await owner.graphql(SAVE, { input: { searchProfileId, range: 5 } })).data.updateSearchProfile;
    expect(again.searchProfile.maxMortgage).toBe(stored);

    const refused = (
      await owner.graphql(SAVE, { input: { searchProfileId, range: 5, maxMortgage: { ...COUPLE, income: -5 } } })
    ).data.updateSearchProfile;
    expect(refused.__typename).toBe('InputError');
    expect(refused.fieldErrors).toEqual([
      { field: 'maxMortgage', messages: ['Je bruto jaarinkomen kan niet negatief zijn.'] },
    ]);

    const cleared = (await owner.graphql(SAVE, { input: { searchProfileId, maxMortgage: null } })).data
      .updateSearchProfile;
    expect(cleared.searchProfile.maxMortgage).toBeNull();
  });
});
