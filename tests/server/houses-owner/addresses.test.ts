import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';
import { demoHouses, restClient } from './setup.js';

// The offline address lookup: the embedded geocoder's address book is the demo houses (plus the
// showcase Europalaan 93 / 93A / 93-1); any other address is a clear 404.

let t: TestApp;
let api: ReturnType<typeof restClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  await demoHouses(t);
  // A real user's house: its address must not be findable (that would reveal which address is for sale).
  const someone = await createUser(t.db.prisma);
  await createHouse(t.db.prisma, {
    ownerUserId: someone.id,
    street: 'Geheimstraat',
    streetNumber: '7',
    postalCode: '3512AB',
  });
});
afterAll(() => t.close());

describe('offline address lookup', () => {
  it('finds a demo house address as one object, with its place code', async () => {
    const { status, body } = await api.get('/api/ngr/addresses/find?postal_code=3531%20cd&street_number=12');
    expect(status).toBe(200);
    expect(body).toEqual({
      adres_id: 'adr-demo-3531CD-12',
      straatnaam: 'Kanaalstraat',
      huis_nlt: '12',
      postcode: '3531CD',
      woonplaatsnaam: 'Utrecht',
      woonplaatscode: '0344-utrecht',
      gemeentecode: '0344',
      latitude: 52.0899,
      longitude: 5.0985,
      weergavenaam: 'Kanaalstraat 12, 3531CD Utrecht',
      type: 'adres',
      code: '0344-utrecht',
    });
    const again = await api.get('/api/ngr/addresses/get?address_id=adr-demo-3531CD-12');
    expect(again.body).toEqual(body);
  });

  it('finds several addresses at one number as an array (the chooser modal)', async () => {
    const { status, body } = await api.get('/api/ngr/addresses/find?postal_code=3526KP&street_number=93');
    expect(status).toBe(200);
    expect(body.map((a: { huis_nlt: string }) => a.huis_nlt)).toEqual(['93', '93-1', '93A']);
    const chosen = await api.get(`/api/ngr/addresses/get?address_id=${body[1].adres_id}`);
    expect(chosen.body).toMatchObject({ huis_nlt: '93-1', straatnaam: 'Europalaan', postcode: '3526KP' });
    const letter = await api.get('/api/ngr/addresses/find?postal_code=3526KP&street_number=93a');
    expect(letter.body).toMatchObject({ huis_nlt: '93A' });
  });

  it('answers 404 with the spec text for other addresses, real users\u2019 houses included', async () => {
    for (const q of ['postal_code=1234AB&street_number=1', 'postal_code=3512AB&street_number=7']) {
      const { status, body } = await api.get(`/api/ngr/addresses/find?${q}`);
      expect(status).toBe(404);
      expect(body.message).toBe(
        'We hebben hier helaas geen adres kunnen vinden, kloppen de postcode en het huisnummer? Zo ja, laat het ons weten via support@huiskans.nl.',
      );
    }
    expect((await api.get('/api/ngr/addresses/get?address_id=adr-demo-3512AB-7')).status).toBe(404);
    expect((await api.get('/api/ngr/addresses/get?address_id=../../etc')).status).toBe(422);
  });

  it('answers 422 with per-field messages', async () => {
    const { status, body } = await api.get('/api/ngr/addresses/find?postal_code=3531&street_number=');
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Opslaan mislukt, check de invoer',
      errors: {
        postal_code: ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'],
        street_number: ['Vul een huisnummer in.'],
      },
    });
  });

  it('answers the same through GraphQL', async () => {
    const q = `query($pc: String!, $nr: String!) { addressLookup(postalCode: $pc, streetNumber: $nr) {
      __typename ... on AddressLookupSuccess { addresses { id street houseNumber postalCode city cityCode latitude } }
      ... on Error { message } } }`;
    const one = await t.graphql<any>(q, { pc: '3531CD', nr: '12' });
    expect(one.data.addressLookup.addresses).toEqual([
      {
        id: 'adr-demo-3531CD-12',
        street: 'Kanaalstraat',
        houseNumber: '12',
        postalCode: '3531CD',
        city: 'Utrecht',
        cityCode: '0344-utrecht',
        latitude: 52.0899,
      },
    ]);
    const none = await t.graphql<any>(q, { pc: '3512AB', nr: '7' });
    expect(none.data.addressLookup).toMatchObject({ __typename: 'NotFoundError' });
    const address = await t.graphql<any>(
      `query($id: ID!) { address(id: $id) { __typename ... on AddressSuccess { address { weergavenaam } } ... on Error { message } } }`,
      { id: 'adr-demo-3526KP-93_1' },
    );
    expect(address.data.address.address.weergavenaam).toBe('Europalaan 93-1, 3526KP Utrecht');
  });
});
