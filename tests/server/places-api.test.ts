import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.request(path, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  return { status: res.status, body: await res.json() };
};

describe('GET /api/ngr/find and /api/ngr/get', () => {
  it('suggests places with CBS codes and coordinates, and looks one up', async () => {
    const { status, body } = await get('/api/ngr/find?query=Utrecht');
    expect(status).toBe(200);
    const utrecht = body.find(
      (p: { type: string; code: string }) => p.type === 'woonplaats' && p.code === '0344-utrecht',
    );
    expect(utrecht).toMatchObject({ weergavenaam: expect.stringContaining('Utrecht') });
    expect(utrecht.latitude).toBeCloseTo(52.09, 1);
    expect(utrecht.longitude).toBeCloseTo(5.12, 1);
    const detail = await get(`/api/ngr/get?item_id=${encodeURIComponent(utrecht.id)}`);
    expect(detail.body).toEqual(utrecht);
  });

  it('filters on type', async () => {
    const { body } = await get('/api/ngr/find?query=Utrecht&type=gemeente');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p: { type: string }) => p.type === 'gemeente')).toBe(true);
  });

  it('answers 422 with the query error under 3 characters, 404 when nothing matches', async () => {
    expect(await get('/api/ngr/find?query=ut')).toEqual({
      status: 422,
      body: {
        message: 'Typ minimaal 3 tekens om te zoeken.',
        errors: { query: ['Typ minimaal 3 tekens om te zoeken.'] },
      },
    });
    expect((await get('/api/ngr/find?query=Xyzzyqwv')).status).toBe(404);
    expect((await get('/api/ngr/find?query=Utrecht&type=planeet')).status).toBe(422);
    expect((await get('/api/ngr/get?item_id=wpl-0000')).status).toBe(404);
  });
});

describe('GraphQL placeSuggestions', () => {
  const Q = `query($q: String!) { placeSuggestions(query: $q) {
    __typename ... on QueryPlaceSuggestionsSuccess { data { id type weergavenaam code latitude longitude } }
    ... on InputError { message field } } }`;

  it('returns suggestions, or a typed InputError for a short query', async () => {
    const ok = await t.graphql<any>(Q, { q: 'amersf' });
    expect(ok.data.placeSuggestions.__typename).toBe('QueryPlaceSuggestionsSuccess');
    expect(ok.data.placeSuggestions.data[0].weergavenaam).toMatch(/^Amersfoort/);
    const short = await t.graphql<any>(Q, { q: 'am' });
    expect(short.data.placeSuggestions).toEqual({
      __typename: 'InputError',
      message: 'Typ minimaal 3 tekens om te zoeken.',
      field: 'query',
    });
  });
});
