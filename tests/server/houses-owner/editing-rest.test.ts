import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';
import { cookieFor, demoHouses, type Json, makeSubscriber, restClient } from './setup.js';

// Adding and editing a house over /api (spec §7 "Houses"): create, every wizard step, moderation,
// submit, delete with force, assign_user, and who may do it.

let t: TestApp;
let api: ReturnType<typeof restClient>;
let seller: { id: number };
let sellerCookie: string;
let otherCookie: string;
let subscriberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  await withReferenceData(t.db.prisma);
  await demoHouses(t);
  seller = await createUser(t.db.prisma, { firstName: 'Sanne' });
  sellerCookie = await cookieFor(t, seller.id);
  otherCookie = await cookieFor(t, (await createUser(t.db.prisma)).id);
  const subscriber = await createUser(t.db.prisma);
  await makeSubscriber(t, subscriber.id);
  subscriberCookie = await cookieFor(t, subscriber.id);
});
afterAll(() => t.close());

const addForSeller = async (body: Json = { ngr_address_id: 'adr-demo-3526KP-93A' }) => {
  const res = await api.post('/api/houses', body, sellerCookie);
  expect(res.status).toBe(201);
  return res.body;
};

describe('POST /api/houses (saving without an id creates)', () => {
  it('creates the house from the chosen address, owned by the viewer, not yet submitted', async () => {
    const found = await api.get('/api/ngr/addresses/find?postal_code=3526KP&street_number=93');
    const house = await addForSeller({ ngr_address_id: found.body[2].adres_id });
    expect(house).toMatchObject({
      street: 'Europalaan',
      street_number: '93A',
      postal_code: '3526KP',
      city: 'Utrecht',
      city_code: '0344-utrecht',
      ngr_address_id: 'adr-demo-3526KP-93A',
      formatted_address_line: 'Europalaan 93A, 3526KP Utrecht',
      number_rooms: 1,
      number_bedrooms: 1,
      house_status: 'selling',
      moderation_status: 'new',
      viewer_is_owner: true,
      is_owner: false,
      seller_user: { first_name: 'Sanne' },
    });
    expect(house.slug).toMatch(/^europalaan-utrecht-[a-z]{10}$/); // no house number
    expect(house.completion).toMatchObject({ address: true, type: false, offer: true, photos: false, complete: false });
    const row = await t.db.prisma.house.findUniqueOrThrow({
      where: { id: house.id },
      include: { statusHistory: true },
    });
    expect(row).toMatchObject({ ownerUserId: seller.id, municipalityCode: '0344', latitude: 52.06415055 });
    expect(row.statusHistory.map((s) => s.status)).toEqual(['selling']);
  });

  it('takes postcode + number when they find exactly one address', async () => {
    const house = await addForSeller({
      postal_code: '3531 cd',
      street_number: '12',
      number_rooms: 4,
      house_type: 'tussenwoning',
    });
    expect(house).toMatchObject({
      street: 'Kanaalstraat',
      street_number: '12',
      number_rooms: 4,
      house_type: { key: 'tussenwoning' },
    });
    // Creating never submits; the first update does (spec §4).
    expect(house.moderation_status).toBe('new');
  });

  it('answers 422 when the address is missing, ambiguous or unknown', async () => {
    const missing = await api.post('/api/houses', {}, sellerCookie);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      postal_code: ['Vul een postcode in.'],
      street_number: ['Vul een huisnummer in.'],
    });
    const several = await api.post('/api/houses', { postal_code: '3526KP', street_number: '93' }, sellerCookie);
    expect(several.body.errors).toEqual({
      street_number: ['Op dit huisnummer zijn meerdere adressen gevonden; kies er een.'],
    });
    const unknown = await api.post('/api/houses', { postal_code: '1234AB', street_number: '1' }, sellerCookie);
    expect(unknown.body.errors.postal_code[0]).toMatch(/^We hebben hier helaas geen adres kunnen vinden/);
    const badId = await api.post('/api/houses', { ngr_address_id: 'adr-demo-1234AB-1' }, sellerCookie);
    expect(badId.body.errors.ngr_address_id).toBeDefined();
  });

  it('lets a visitor in the seller funnel create an ownerless house, without seeing its exact address', async () => {
    const res = await api.post('/api/houses', { ngr_address_id: 'adr-demo-3531CD-12' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      street: 'Kanaalstraat',
      street_number: null,
      postal_code: null,
      viewer_is_owner: false,
    });
    expect(res.body.moderation_status).toBeUndefined();
    const row = await t.db.prisma.house.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ ownerUserId: null, moderationStatus: 'new' });
  });

  it('refuses writes without the AJAX marker (CSRF)', async () => {
    const res = await t.request('/api/houses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ngr_address_id: 'adr-demo-3531CD-12' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('PUT /api/houses/{id}: the wizard steps', () => {
  let id: number;
  const put = async (body: Json) => {
    const res = await api.put(`/api/houses/${id}`, body, sellerCookie);
    return res;
  };
  const saved = async (body: Json) => {
    const res = await put(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    id = (await addForSeller({ ngr_address_id: 'adr-demo-3526KP-93' })).id;
  });

  it('bevestigen and verhuistermijn', async () => {
    expect(await saved({ is_owner: true, moving_months: 3 })).toMatchObject({
      is_owner: true,
      moving_months: 3,
      completion: { confirmation: true },
      moderation_status: 'new',
    });
    const bad = await put({ moving_months: 5, is_owner: 'misschien' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      is_owner: ['Kies ja of nee.'],
      moving_months: ['Kies een verhuistermijn uit de lijst.'],
    });
  });

  it('kenmerken: type and bedrooms; with address, offer and type complete the house is submitted', async () => {
    const house = await saved({ house_type: 'tussenwoning', number_bedrooms: 3 });
    expect(house).toMatchObject({
      house_type: { key: 'tussenwoning', name: 'Tussenwoning' },
      number_bedrooms: 3,
      completion: { type: true, characteristics: true, offer: true },
      moderation_status: 'submitted',
    });
    expect(house.submitted_at).toBeTruthy();
    const listed = await api.get('/api/houses?house_types[]=tussenwoning');
    expect(listed.body.data.map((h: Json) => h.id)).toContain(id);
    expect((await put({ house_type: 'kasteel' })).body.errors).toEqual({
      house_type: ['Kies een woningtype uit de lijst.'],
    });
  });

  it('aanbod: status with reason, prices, history and sort price', async () => {
    const noReason = await put({ house_status: 'open_for_offers', price: null });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ status_reason: ['Kies wanneer je openstaat voor een bod.'] });
    const before = await t.db.prisma.house.findUniqueOrThrow({ where: { id } });
    const open = await saved({
      house_status: 'open_for_offers',
      status_reason: 'work',
      min_price: 400_000,
      max_price: 450_000,
    });
    expect(open).toMatchObject({
      house_status: 'open_for_offers',
      status_reason: 'work',
      current_house_status: {
        status: 'open_for_offers',
        label: 'Open voor biedingen',
        description_label: 'Als werksituatie wijzigt',
      },
      min_price: 400_000,
      max_price: 450_000,
      completion: { offer: true },
    });
    const row = await t.db.prisma.house.findUniqueOrThrow({
      where: { id },
      include: { statusHistory: { orderBy: { id: 'asc' } } },
    });
    expect(row.sortPrice).toBe(400_000);
    expect(row.statusUpdatedAt.getTime()).toBeGreaterThan(before.statusUpdatedAt.getTime());
    expect(row.statusHistory.map((s) => [s.status, s.reason])).toEqual([
      ['selling', null],
      ['open_for_offers', 'work'],
    ]);
    // Saving the same status again writes no history.
    await saved({ house_status: 'open_for_offers' });
    expect(await t.db.prisma.houseStatusChange.count({ where: { houseId: id } })).toBe(2);

    const crossed = await put({ min_price: 500_000 });
    expect(crossed.body.errors).toEqual({ max_price: ['De maximumprijs mag niet lager zijn dan de minimumprijs.'] });
    const negative = await put({ price: -5, max_price: 1.5 });
    expect(negative.body.errors).toEqual({
      price: ['Vraagprijs mag niet negatief zijn.'],
      max_price: ['Maximumprijs moet een heel getal zijn.'],
    });
    expect((await saved({ price: 425_000 })).price).toBe(425_000);
    expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id } })).sortPrice).toBe(425_000);
    // Leaving open_for_offers drops the reason.
    const selling = await saved({ house_status: 'selling' });
    expect(selling).toMatchObject({ status_reason: null, current_house_status: { label: 'Te koop' } });
    expect((await put({ house_status: 'verhuurd' })).body.errors).toEqual({
      house_status: ['Kies een status uit de lijst.'],
    });
  });

  it('bouwstijl and ligging replace only their own category', async () => {
    await saved({ building_style_tags: ['jaren_30', 'karakteristiek'] });
    const house = await saved({ location_tags: ['aan_het_water'] });
    expect(house.tags.map((x: Json) => x.key).sort()).toEqual(['aan_het_water', 'jaren_30', 'karakteristiek']);
    expect(house.completion).toMatchObject({ building_style: true, location: true });
    const wrong = await put({ building_style_tags: ['aan_het_water'] });
    expect(wrong.body.errors).toEqual({ building_style_tags: ['Kies een bouwstijl uit de lijst.'] });
    const again = await saved({ building_style_tags: ['modern'] });
    expect(again.tags.map((x: Json) => x.key).sort()).toEqual(['aan_het_water', 'modern']);
  });

  it('eigenschappen: whole numbers of at least 0', async () => {
    const house = await saved({
      number_rooms: 5,
      number_bedrooms: 3,
      number_bathrooms: 1,
      number_toilets: 2,
      number_stories: 2,
    });
    expect(house).toMatchObject({
      number_rooms: 5,
      number_bathrooms: 1,
      number_toilets: 2,
      completion: { properties: true },
    });
    const bad = await put({ number_rooms: 'veel', number_bathrooms: -1, number_stories: 2.5, number_toilets: null });
    expect(bad.body.errors).toEqual({
      number_rooms: ['Het aantal kamers moet een getal zijn.'],
      number_bathrooms: ['Het aantal badkamers mag niet negatief zijn.'],
      number_stories: ['Het aantal woonlagen moet een heel getal zijn.'],
    });
    expect((await put({ number_rooms: null })).body.errors).toEqual({ number_rooms: ['Vul het aantal kamers in.'] });
    expect((await put({ number_rooms: 2, number_bedrooms: 4 })).body.errors).toEqual({
      number_bedrooms: ['Er kunnen niet meer slaapkamers dan kamers zijn.'],
    });
  });

  it('faciliteiten, afmetingen and omschrijving', async () => {
    const facilities = await saved({ house_facilities: ['tuin', 'balkon'] });
    expect(facilities.house_facilities.map((f: Json) => f.key).sort()).toEqual(['balkon', 'tuin']);
    expect((await put({ house_facilities: ['helipad'] })).body.errors).toEqual({
      house_facilities: ['Kies faciliteiten uit de lijst.'],
    });
    expect(await saved({ living_m2: 120, plot_m2: '150', volume_m3: 400 })).toMatchObject({
      living_m2: 120,
      plot_m2: 150,
      completion: { measurements: true },
    });
    const texts = await saved({
      short_description: ' Ruim ',
      factual_description: 'Bouwjaar 1932.',
      personal_description: 'Fijn.',
    });
    expect(texts).toMatchObject({ short_description: 'Ruim', completion: { description: true } });
    expect((await put({ short_description: 'x'.repeat(301) })).body.errors).toEqual({
      short_description: ['De korte omschrijving mag maximaal 300 tekens bevatten.'],
    });
    expect((await saved({ personal_description: '' })).personal_description).toBeNull();
  });

  it('accepts the whole house object back (legacy client) without changing anything', async () => {
    const { body: before } = await api.get(`/api/houses/${id}`, sellerCookie);
    const { body: after } = await put(before);
    for (const key of ['street_number', 'postal_code', 'tags', 'house_facilities', 'house_type', 'price', 'completion'])
      expect(after[key], key).toEqual(before[key]);
    expect(after.updated_at >= before.updated_at).toBe(true);
  });

  it('keeps a house that is not complete enough unsubmitted, and submits it once it is', async () => {
    const fresh = await addForSeller({ ngr_address_id: 'adr-demo-3526KP-93_1' });
    const open = await api.put(
      `/api/houses/${fresh.id}`,
      { house_type: 'appartement', house_status: 'open_for_offers', status_reason: 'offer' },
      sellerCookie,
    );
    expect(open.body).toMatchObject({ moderation_status: 'new', completion: { offer: false } });
    const priced = await api.put(`/api/houses/${fresh.id}`, { min_price: 250_000, max_price: 275_000 }, sellerCookie);
    expect(priced.body.moderation_status).toBe('submitted');
    // Listed now: its price history starts with the range the market sees, not the draft's edits.
    const history = await api.get(`/api/houses/${fresh.id}`, sellerCookie);
    expect(history.body.price_history).toMatchObject([
      { price: null, min_price: 250_000, max_price: 275_000, change: null },
    ]);
  });
});

describe('POST /api/houses/{id}/submit', () => {
  it('names what is missing, submits when address, offer and type are complete, and is idempotent', async () => {
    const house = await addForSeller();
    const early = await api.post(`/api/houses/${house.id}/submit`, undefined, sellerCookie);
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      message: 'Vul eerst het adres, het aanbod en het type woning in.',
      errors: { house_type: ['Kies het type woning.'] },
    });
    await t.db.prisma.house.update({
      where: { id: house.id },
      data: { houseTypeId: (await t.db.prisma.houseType.findFirstOrThrow()).id },
    });
    const ok = await api.post(`/api/houses/${house.id}/submit`, undefined, sellerCookie);
    expect(ok.status).toBe(200);
    expect(ok.body.moderation_status).toBe('submitted');
    expect(await t.db.prisma.housePriceChange.count({ where: { houseId: house.id } })).toBe(1);
    await t.db.prisma.house.update({ where: { id: house.id }, data: { moderationStatus: 'approved' } });
    const again = await api.post(`/api/houses/${house.id}/submit`, undefined, sellerCookie);
    expect(again.body.moderation_status).toBe('approved');
  });
});

describe('who may edit, submit and delete', () => {
  let listedId: number;
  let unlistedId: number;
  beforeAll(async () => {
    listedId = (await createHouse(t.db.prisma, { ownerUserId: seller.id })).id;
    unlistedId = (await createHouse(t.db.prisma, { ownerUserId: seller.id, moderationStatus: 'new' })).id;
  });

  const calls = (id: number | string) => [
    (cookie?: string) => api.put(`/api/houses/${id}`, { number_rooms: 3 }, cookie),
    (cookie?: string) => api.post(`/api/houses/${id}/submit`, undefined, cookie),
    (cookie?: string) => api.del(`/api/houses/${id}`, { force: true }, cookie),
    (cookie?: string) => api.get(`/api/houses/${id}/liked_by`, cookie),
    (cookie?: string) => api.put(`/api/houses/${id}/photos`, { photo_ids: [] }, cookie),
  ];

  it('a visitor gets 401', async () => {
    for (const call of calls(listedId)) expect((await call()).status).toBe(401);
  });

  it('another user gets 403 for a listed house and 404 for an unlisted one (its existence is private)', async () => {
    for (const call of calls(listedId)) {
      const res = await call(otherCookie);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Alleen de eigenaar van deze woning kan dit doen.');
    }
    for (const call of calls(unlistedId)) expect((await call(otherCookie)).status).toBe(404);
    // A subscriber sees more, but edits nothing.
    for (const call of calls(listedId)) expect((await call(subscriberCookie)).status).toBe(403);
  });

  it('an unknown house is 404', async () => {
    for (const call of calls(999_999)) expect((await call(sellerCookie)).status).toBe(404);
    expect((await calls('bestaat-niet')[0](sellerCookie)).body).toEqual({
      message: 'Deze woning bestaat niet (meer).',
    });
  });

  it('moderation details and the address id are the owner\u2019s; the exact address the owner\u2019s and subscribers\u2019', async () => {
    const other = (await api.get(`/api/houses/${listedId}`, otherCookie)).body;
    expect(other).toMatchObject({
      street_number: null,
      postal_code: null,
      ngr_address_id: null,
      viewer_is_owner: false,
    });
    expect(other.moderation_status).toBeUndefined();
    expect(other.submitted_at).toBeUndefined();
    expect(other.completion).toBeDefined();
    const sub = (await api.get(`/api/houses/${listedId}`, subscriberCookie)).body;
    expect(sub.street_number).not.toBeNull();
    expect(sub.moderation_status).toBeUndefined();
    const own = (await api.get(`/api/houses/${listedId}`, sellerCookie)).body;
    expect(own).toMatchObject({ moderation_status: 'approved', viewer_is_owner: true });
  });
});

describe('DELETE /api/houses/{id} with {force}', () => {
  it('deletes a house nobody showed interest in at once', async () => {
    const house = await addForSeller();
    const res = await api.del(`/api/houses/${house.id}`, {}, sellerCookie);
    expect(res.status).toBe(204);
    expect(await t.db.prisma.house.count({ where: { id: house.id } })).toBe(0);
  });

  it('asks for confirmation (409) for a submitted house with likes, and deletes with force', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: seller.id });
    for (let i = 0; i < 2; i++) {
      const fan = await createUser(t.db.prisma);
      expect((await api.post(`/api/houses/${house.id}/like`, undefined, await cookieFor(t, fan.id))).status).toBe(200);
    }
    const ask = await api.del(`/api/houses/${house.id}`, undefined, sellerCookie);
    expect(ask).toEqual({
      status: 409,
      body: { message: 'Deze woning is door 2 mensen bewaard. Weet je zeker dat je hem wilt verwijderen?' },
    });
    expect((await api.del(`/api/houses/${house.id}`, { force: false }, sellerCookie)).status).toBe(409);
    expect((await api.del(`/api/houses/${house.id}`, { force: true }, sellerCookie)).status).toBe(204);
    expect(await t.db.prisma.house.count({ where: { id: house.id } })).toBe(0);
    expect(await t.db.prisma.like.count({ where: { houseId: house.id } })).toBe(0);
    expect((await api.get(`/api/houses/${house.id}`)).status).toBe(404);
  });
});

describe('POST /api/houses/{id}/assign_user', () => {
  it('gives a funnel house (ownerless) to the logged-in user of the browser that made it, once', async () => {
    const maker = testBrowser(t);
    const funnel = (await maker.post('/api/houses', { ngr_address_id: 'adr-demo-3531CD-12' })).body;
    expect((await maker.post(`/api/houses/${funnel.id}/assign_user`)).status).toBe(401);
    maker.token = sellerCookie.split('=')[1]; // the visitor logged in as the seller
    const claimed = await maker.post(`/api/houses/${funnel.id}/assign_user`);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ viewer_is_owner: true, street_number: '12', moderation_status: 'new' });
    expect((await api.post(`/api/houses/${funnel.id}/assign_user`, undefined, sellerCookie)).status).toBe(200);
    // Someone else's now: unlisted, so its existence is private.
    expect((await api.post(`/api/houses/${funnel.id}/assign_user`, undefined, otherCookie)).status).toBe(404);
    expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: funnel.id } })).ownerUserId).toBe(seller.id);
  });

  it('refuses listed houses of others (403) and stale funnel houses (404)', async () => {
    const listed = await createHouse(t.db.prisma, { ownerUserId: seller.id });
    expect((await api.post(`/api/houses/${listed.id}/assign_user`, undefined, otherCookie)).status).toBe(403);
    const stale = await createHouse(t.db.prisma, {
      ownerUserId: null,
      moderationStatus: 'new',
      createdAt: new Date(Date.now() - 8 * 86_400_000),
    });
    expect((await api.post(`/api/houses/${stale.id}/assign_user`, undefined, otherCookie)).status).toBe(404);
  });
});

describe('funnel houses of visitors', () => {
  it('are limited per IP per hour (429 with Retry-After); logged-in sellers are not', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await t.request('/api/houses', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(10);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await api.post('/api/houses', {}, sellerCookie)).status).toBe(422);
    const gql = await t.graphql<Json>(
      'mutation { addHouse(input: {}) { __typename ... on RateLimitedError { message retryAfterSeconds } } }',
    );
    expect(gql.data.addHouse).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: expect.any(Number) });
  });
});
