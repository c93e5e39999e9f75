import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';
import { cookieFor, type Json, restClient } from './setup.js';

// Editing a listed house's descriptions or photos kept it listed without any
// check. An edit of a listed house now goes through the rules that list a new one (it may not lose
// its address, type or offer: 422 with the messages of submitting, nothing saved), and new content
// (descriptions, photos) on an approved house sends it back to 'submitted' to be reviewed again.

let t: TestApp;
let api: ReturnType<typeof restClient>;
let cookie: string;
let ownerId: number;
let woonhuis: number;

beforeAll(async () => {
  t = await createTestApp();
  api = restClient(t);
  const ref = await withReferenceData(t.db.prisma);
  woonhuis = Object.values(ref.types)[0].id;
  ownerId = (await createUser(t.db.prisma)).id;
  cookie = await cookieFor(t, ownerId);
});
afterAll(() => t.close());

/** A listed house with address, type and price (its status 'open_for_offers' needs one): what submitting needs. */
const listedHouse = (moderationStatus = 'approved') =>
  createHouse(t.db.prisma, {
    ownerUserId: ownerId,
    moderationStatus,
    houseTypeId: woonhuis,
    houseStatus: 'open_for_offers',
    statusReason: 'offer',
    city: 'Utrecht',
    factualDescription: 'Goedgekeurd',
  });
const status = async (id: number) => (await t.db.prisma.house.findUniqueOrThrow({ where: { id } })).moderationStatus;

const UPDATE = `mutation ($i: UpdateHouseInput!) { updateHouse(input: $i) {
  __typename ... on UpdateHousePayload { house { moderationStatus } } ... on InputError { fieldErrors { field messages } } } }`;
const update = (id: number, input: Record<string, unknown>) =>
  t.graphql<Json>(UPDATE, { i: { houseId: encodeGlobalID('House', id), ...input } }, { cookie });

describe('a listed house keeps what listing needs', () => {
  it('REST: taking away the price or the type is 422 with the messages of submitting; nothing saved', async () => {
    const house = await listedHouse();
    const noPrice = await api.put(`/api/houses/${house.id}`, { price: null, factual_description: 'Nieuw' }, cookie);
    expect(noPrice.status).toBe(422);
    expect(noPrice.body.errors.price).toEqual(['Vul een vraagprijs in, of een minimum- en maximumprijs.']);
    const noType = await api.put(`/api/houses/${house.id}`, { house_type: null }, cookie);
    expect(noType.status).toBe(422);
    expect(noType.body.errors.house_type).toEqual(['Kies het type woning.']);
    expect(await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).toMatchObject({
      price: 400_000,
      houseTypeId: woonhuis,
      factualDescription: 'Goedgekeurd',
      moderationStatus: 'approved',
    });
    // A price range instead of a price is an offer too.
    const range = await api.put(
      `/api/houses/${house.id}`,
      { price: null, min_price: 380_000, max_price: 420_000 },
      cookie,
    );
    expect(range.status, JSON.stringify(range.body)).toBe(200);
  });

  it('GraphQL: the same, as an InputError', async () => {
    const house = await listedHouse('submitted');
    const res = await update(house.id, { price: null });
    expect(res.data.updateHouse).toEqual({
      __typename: 'InputError',
      fieldErrors: [{ field: 'price', messages: ['Vul een vraagprijs in, of een minimum- en maximumprijs.'] }],
    });
    expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: house.id } })).price).toBe(400_000);
  });

  it('a draft may still lose them (it is not listed), and a listed house lacking a type already is not held to it', async () => {
    const draft = await listedHouse('new');
    expect((await api.put(`/api/houses/${draft.id}`, { price: null }, cookie)).status).toBe(200);
    const older = await createHouse(t.db.prisma, { ownerUserId: ownerId });
    expect((await api.put(`/api/houses/${older.id}`, { short_description: 'Licht' }, cookie)).status).toBe(200);
  });
});

describe('new content on an approved house goes back to review', () => {
  it('REST: a changed description makes it submitted again (still listed); the same text or a price does not', async () => {
    const house = await listedHouse();
    expect((await api.put(`/api/houses/${house.id}`, { factual_description: 'Goedgekeurd' }, cookie)).status).toBe(200);
    expect((await api.put(`/api/houses/${house.id}`, { price: 410_000 }, cookie)).status).toBe(200);
    expect(await status(house.id)).toBe('approved');
    const res = await api.put(`/api/houses/${house.id}`, { personal_description: 'Bel me op 0612345678' }, cookie);
    expect(res.status).toBe(200);
    expect(res.body.moderation_status).toBe('submitted');
    expect(await status(house.id)).toBe('submitted');
    expect((await api.get(`/api/houses/${house.slug}`)).status).toBe(200);
  });

  it('GraphQL: the same', async () => {
    const house = await listedHouse();
    const res = await update(house.id, { shortDescription: 'Nieuwe tekst' });
    expect(res.data.updateHouse).toEqual({
      __typename: 'UpdateHousePayload',
      house: { moderationStatus: 'submitted' },
    });
  });

  it('REST and GraphQL: new photos make it submitted again', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer();
    const rest = await listedHouse();
    const form = new FormData();
    form.append('photos[]', new File([png], 'tuin.png', { type: 'image/png' }));
    const res = await t.request(`/api/houses/${rest.id}/photos`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await status(rest.id)).toBe('submitted');

    const gql = await listedHouse();
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({
        query:
          'mutation ($i: UploadHousePhotosInput!) { uploadHousePhotos(input: $i) { __typename ... on Error { message } } }',
        variables: { i: { houseId: encodeGlobalID('House', gql.id), photos: [null] } },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.i.photos.0'] }));
    body.append('0', new File([png], 'tuin.png', { type: 'image/png' }));
    const answer = await t.request('/graphql', {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
      body,
    });
    expect(((await answer.json()) as Json).data.uploadHousePhotos.__typename).toBe('UploadHousePhotosPayload');
    expect(await status(gql.id)).toBe('submitted');
  });
});
