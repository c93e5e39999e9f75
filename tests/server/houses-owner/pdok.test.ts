import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeocoder } from '../../../server/adapters/geocoder/index.js';
import { createPdokGeocoder, parsePoint } from '../../../server/adapters/geocoder/pdok.js';
import { GeocoderUnavailableError } from '../../../server/domain/ports/geocoder.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type FakePdok, startFakePdok } from '../../helpers/fake-pdok.js';

// The live geocoder against a loopback PDOK that answers like the real one.

let pdok: FakePdok;
let t: TestApp;

beforeAll(async () => {
  pdok = await startFakePdok();
  t = await createTestApp({ geocoder: createPdokGeocoder({ baseUrl: pdok.url, timeoutMs: 300 }) });
});
afterAll(async () => {
  await t.close();
  await pdok.close();
});
beforeEach(() => {
  pdok.delayMs = 0;
  pdok.failWith = null;
  pdok.requests.length = 0;
});

const get = async (path: string) => {
  const res = await t.request(path, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  return { status: res.status, body: await res.json() };
};

describe('PDOK adapter', () => {
  const geocoder = () => createPdokGeocoder({ baseUrl: pdok.url, timeoutMs: 300 });

  it('is what createGeocoder gives when PDOK_URL is set', async () => {
    const g = createGeocoder({ PDOK_URL: pdok.url });
    expect((await g.findAddresses({ postcode: '3511AA', number: 1, addition: '' }))[0].straatnaam).toBe('Oudegracht');
  });

  it('reads WKT points longitude first', () => {
    expect(parsePoint('POINT(5.10696041 52.06415055)')).toEqual({ longitude: 5.10696041, latitude: 52.06415055 });
    expect(parsePoint('nonsense')).toBeNull();
  });

  it('finds one address with /free, filtering on postcode without a space and on huisnummer', async () => {
    const [one, ...rest] = await geocoder().findAddresses({ postcode: '3511AA', number: 1, addition: '' });
    expect(rest).toEqual([]);
    expect(one).toEqual({
      adres_id: 'adr-00000000000000000000000000oude1',
      straatnaam: 'Oudegracht',
      huis_nlt: '1',
      postcode: '3511AA',
      woonplaatsnaam: 'Utrecht',
      woonplaatscode: '3295',
      gemeentecode: '0344',
      latitude: 52.0925,
      longitude: 5.1199,
      weergavenaam: 'Oudegracht 1, 3511AA Utrecht',
      type: 'adres',
      code: '3295',
    });
    const [req] = pdok.requests;
    expect(req.pathname).toMatch(/\/free$/);
    expect(req.searchParams.getAll('fq')).toEqual(['type:adres', 'postcode:3511AA', 'huisnummer:1']);
  });

  it('finds every letter and addition of a number, and narrows to one when asked', async () => {
    const all = await geocoder().findAddresses({ postcode: '3526KP', number: 93, addition: '' });
    expect(all.map((a) => a.huis_nlt)).toEqual(['93', '93-1', '93A']);
    const a = await geocoder().findAddresses({ postcode: '3526KP', number: 93, addition: 'A' });
    expect(a.map((x) => x.huis_nlt)).toEqual(['93A']);
  });

  it('looks up one address and one place by id', async () => {
    const address = await geocoder().getAddress('adr-bf54db721969487ed33ba84d9973c702');
    expect(address).toMatchObject({ straatnaam: 'Europalaan', huis_nlt: '93', latitude: 52.06415055 });
    expect(await geocoder().getAddress('adr-bestaatniet')).toBeNull();
    // A place id is no address.
    expect(await geocoder().getAddress('gem-0344')).toBeNull();
    expect(await geocoder().lookup('gem-0344')).toMatchObject({
      type: 'gemeente',
      code: '0344',
      weergavenaam: 'Gemeente Utrecht',
    });
  });

  it('suggests places with their codes and points', async () => {
    const places = await geocoder().suggest('utrecht');
    expect(places).toEqual([
      expect.objectContaining({
        type: 'woonplaats',
        code: '3295',
        weergavenaam: 'Utrecht, Utrecht, Utrecht',
        latitude: 52.09355,
      }),
      expect.objectContaining({ type: 'gemeente', code: '0344', id: 'gem-0344' }),
    ]);
    expect(pdok.requests[0].searchParams.get('fq')).toBe('type:(woonplaats OR gemeente)');
  });

  it('turns a timeout, an error answer or a refused connection into GeocoderUnavailableError', async () => {
    pdok.delayMs = 2000;
    const started = Date.now();
    await expect(geocoder().findAddresses({ postcode: '3511AA', number: 1, addition: '' })).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(1500);
    pdok.delayMs = 0;
    pdok.failWith = 503;
    await expect(geocoder().suggest('utrecht')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    const closed = createPdokGeocoder({ baseUrl: 'http://127.0.0.1:9/v3_1', timeoutMs: 300 });
    await expect(closed.getAddress('adr-x')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('sends only parameters PDOK knows (the fake answers 400 for others, like 3.1)', async () => {
    const res = await fetch(`${pdok.url}/free?fq=type:adres&foo=1`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 400, msg: expect.stringContaining('foo') } });
    await geocoder().suggest('utrecht');
    await geocoder().findAddresses({ postcode: '3526KP', number: 93, addition: '' });
    await geocoder().getAddress('adr-bf54db721969487ed33ba84d9973c702');
    expect(pdok.requests.length).toBeGreaterThanOrEqual(4);
  });
});

describe('GET /api/ngr/addresses/* over PDOK', () => {
  it('answers one address as an object', async () => {
    const { status, body } = await get('/api/ngr/addresses/find?postal_code=3511%20aa&street_number=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      adres_id: 'adr-00000000000000000000000000oude1',
      straatnaam: 'Oudegracht',
      postcode: '3511AA',
    });
    expect(pdok.requests[0].searchParams.getAll('fq')).toContain('postcode:3511AA');
  });

  it('answers several addresses as an array, and the chosen one whole', async () => {
    const { status, body } = await get('/api/ngr/addresses/find?postal_code=3526KP&street_number=93');
    expect(status).toBe(200);
    expect(body.map((a: { weergavenaam: string }) => a.weergavenaam)).toEqual([
      'Europalaan 93, 3526KP Utrecht',
      'Europalaan 93-1, 3526KP Utrecht',
      'Europalaan 93A, 3526KP Utrecht',
    ]);
    const chosen = await get(`/api/ngr/addresses/get?address_id=${body[2].adres_id}`);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ huis_nlt: '93A', woonplaatscode: '3295', type: 'adres', code: '3295' });
  });

  it('answers 404 with the spec text when PDOK finds nothing', async () => {
    const { status, body } = await get('/api/ngr/addresses/find?postal_code=9999ZZ&street_number=1');
    expect(status).toBe(404);
    expect(body.message).toMatch(
      /^We hebben hier helaas geen adres kunnen vinden, kloppen de postcode en het huisnummer\? Zo ja, laat het ons weten via .+@.+\.$/,
    );
    expect((await get('/api/ngr/addresses/get?address_id=adr-onbekend')).status).toBe(404);
  });

  it('answers 422 with field errors before asking PDOK', async () => {
    const missing = await get('/api/ngr/addresses/find');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      postal_code: ['Vul een postcode in.'],
      street_number: ['Vul een huisnummer in.'],
    });
    const bad = await get('/api/ngr/addresses/find?postal_code=0123A&street_number=abc');
    expect(bad.body.errors).toEqual({
      postal_code: ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'],
      street_number: ['Vul een geldig huisnummer in, bijvoorbeeld 12 of 12A.'],
    });
    expect((await get('/api/ngr/addresses/get')).status).toBe(422);
    expect(pdok.requests).toHaveLength(0);
  });

  it('answers 503 with the spec text when PDOK is too slow or down', async () => {
    pdok.delayMs = 2000;
    const slow = await get('/api/ngr/addresses/find?postal_code=3511AA&street_number=1');
    expect(slow).toEqual({
      status: 503,
      body: { message: 'Helaas ging er iets mis bij het ophalen van het adres. Probeer het later opnieuw.' },
    });
    pdok.delayMs = 0;
    pdok.failWith = 500;
    expect((await get('/api/ngr/addresses/get?address_id=adr-x')).status).toBe(503);
    const places = await get('/api/ngr/find?query=utrecht');
    expect(places).toEqual({
      status: 503,
      body: { message: 'Er ging iets mis bij het ophalen van adressen. Probeer het later opnieuw.' },
    });
  });

  it('serves the GraphQL address queries from the same domain, with typed errors', async () => {
    const q = `query($pc: String!, $nr: String!) { addressLookup(postalCode: $pc, streetNumber: $nr) {
      __typename ... on AddressLookupSuccess { addresses { id houseNumber weergavenaam cityCode } }
      ... on Error { message } ... on InputError { fieldErrors { field messages } } } }`;
    const many = await t.graphql<any>(q, { pc: '3526 KP', nr: '93' });
    expect(many.data.addressLookup.addresses.map((a: any) => a.houseNumber)).toEqual(['93', '93-1', '93A']);
    const none = await t.graphql<any>(q, { pc: '9999ZZ', nr: '1' });
    expect(none.data.addressLookup).toMatchObject({ __typename: 'NotFoundError' });
    const bad = await t.graphql<any>(q, { pc: 'x', nr: '' });
    expect(bad.data.addressLookup.fieldErrors.map((f: any) => f.field)).toEqual(['postalCode', 'streetNumber']);
    pdok.failWith = 503;
    const down = await t.graphql<any>(q, { pc: '3511AA', nr: '1' });
    expect(down.data.addressLookup).toEqual({
      __typename: 'ServiceUnavailableError',
      message: 'Helaas ging er iets mis bij het ophalen van het adres. Probeer het later opnieuw.',
    });
  });

  it('gives the search lookup its typed 503 too (GraphQL placeSuggestions, place)', async () => {
    const q = `{ placeSuggestions(query: "utrecht") { __typename
      ... on QueryPlaceSuggestionsSuccess { data { code } } ... on Error { message } } }`;
    expect((await t.graphql<any>(q)).data.placeSuggestions.data.map((p: any) => p.code)).toEqual(['3295', '0344']);
    pdok.failWith = 503;
    expect((await t.graphql<any>(q)).data.placeSuggestions).toEqual({
      __typename: 'ServiceUnavailableError',
      message: 'Er ging iets mis bij het ophalen van adressen. Probeer het later opnieuw.',
    });
    pdok.failWith = null;
    expect((await t.graphql<any>('{ place(id: "gem-0344") { code } }')).data.place).toEqual({ code: '0344' });
    expect((await t.graphql<any>('{ place(id: "gem-9999") { code } }')).data.place).toBeNull();
  });
});
