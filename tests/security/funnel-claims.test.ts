import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/domain/accounts/sessions.js';
import { FUNNEL_COOKIE } from '../../server/domain/funnel/claims.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type TestBrowser, testBrowser } from '../helpers/browser.js';
import { createUser, withReferenceData } from '../helpers/fixtures.js';

// A visitor's funnel house (sequential id) was taken over by another user with
// assign_user / assignHouse. Only the browser that made it (its HttpOnly funnel token) can assign
// it — after logging in or by registering with house_slug; anyone else gets the 404 of a house
// they cannot see, or the 422 'Deze woning kan niet aan je account worden gekoppeld.' at sign-up.

const ASSIGN = `mutation ($id: ID!) { assignHouse(input: { houseId: $id }) {
  __typename ... on AssignHousePayload { house { viewerIsOwner streetNumber } } ... on Error { message } } }`;
const NOT_ATTACHABLE = 'Deze woning kan niet aan je account worden gekoppeld.';
const globalId = (id: number) => Buffer.from(`House:${id}`).toString('base64');

let t: TestApp;
let attacker: TestBrowser;

const registration = (email: string, houseSlug: string) => ({
  house_slug: houseSlug,
  first_name: 'Mallory',
  last_name: 'de Boer',
  email,
  phone_number: '0612345678',
  password: 'geheim123',
  password_confirmation: 'geheim123',
  terms: true,
});

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await withReferenceData(t.db.prisma);
  attacker = testBrowser(t);
  attacker.token = await createSession(t.db.prisma, (await createUser(t.db.prisma)).id);
});
afterAll(() => t.close());

/** A visitor's browser that makes a funnel house (REST or GraphQL); returns it with the house id and slug. */
async function visitorWithFunnelHouse(address = 'adr-demo-3526KP-93A', via: 'rest' | 'graphql' = 'rest') {
  const maker = testBrowser(t);
  if (via === 'rest') {
    const res = await maker.post('/api/houses', { ngr_address_id: address });
    expect(res.status).toBe(201);
    return { maker, id: res.body.id as number, slug: res.body.slug as string, setCookie: res.headers.getSetCookie() };
  }
  const res = await maker.graphql(
    `mutation ($a: String!) { addHouse(input: { ngrAddressId: $a }) { ... on AddHousePayload { house { id slug } } } }`,
    { a: address },
  );
  const { id, slug } = res.data.addHouse.house;
  return { maker, id: Number(Buffer.from(id, 'base64').toString().split(':')[1]), slug: slug as string, setCookie: [] };
}

const ownerOf = async (id: number) => (await t.db.prisma.house.findUniqueOrThrow({ where: { id } })).ownerUserId;

describe('a funnel house cannot be claimed by somebody else', () => {
  it('the maker gets an HttpOnly, SameSite=Lax funnel cookie for 7 days', async () => {
    const { setCookie } = await visitorWithFunnelHouse();
    const funnel = setCookie.find((c) => c.startsWith(`${FUNNEL_COOKIE}=`))!;
    const maxAge = Number(/Max-Age=(\d+)/.exec(funnel)?.[1]);
    expect(maxAge).toBeGreaterThan(7 * 86_400 - 10);
    expect(maxAge).toBeLessThanOrEqual(7 * 86_400);
    expect(funnel).toContain('HttpOnly');
    expect(funnel).toContain('SameSite=Lax');
    expect(funnel).toContain('Path=/');
  });

  it('assign_user / assignHouse by another user: 404, for every id tried; the house stays ownerless', async () => {
    const { id } = await visitorWithFunnelHouse();
    for (let guess = 1; guess <= id + 2; guess++) {
      expect((await attacker.post(`/api/houses/${guess}/assign_user`)).status, `id ${guess}`).toBe(404);
      const res = await attacker.graphql(ASSIGN, { id: globalId(guess) });
      expect(res.data.assignHouse, `id ${guess}`).toMatchObject({ __typename: 'NotFoundError' });
    }
    expect(await ownerOf(id)).toBeNull();
  });

  it('a made-up funnel cookie claims nothing', async () => {
    const { id } = await visitorWithFunnelHouse();
    const res = await t.request(`/api/houses/${id}/assign_user`, {
      method: 'POST',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        cookie: `${attacker.cookie}; ${FUNNEL_COOKIE}=${'A'.repeat(43)}`,
      },
    });
    expect(res.status).toBe(404);
    expect(await ownerOf(id)).toBeNull();
  });

  it('registering with its house_slug from another browser: 422 and no account (REST and GraphQL)', async () => {
    const { id, slug } = await visitorWithFunnelHouse();
    const rest = await testBrowser(t).post('/api/auth/register', registration('mallory@example.nl', slug));
    expect(rest.status).toBe(422);
    expect(rest.body.errors.house_slug).toEqual([NOT_ATTACHABLE]);
    const gql = await testBrowser(t).graphql(
      `mutation ($i: RegisterInput!) { register(input: $i) { __typename ... on InputError { fieldErrors { field messages } } } }`,
      {
        i: {
          houseSlug: slug,
          firstName: 'Mallory',
          lastName: 'de Boer',
          email: 'mallory2@example.nl',
          phoneNumber: '0612345678',
          password: 'geheim123',
          passwordConfirmation: 'geheim123',
          terms: true,
        },
      },
    );
    expect(gql.data.register.fieldErrors).toContainEqual({ field: 'houseSlug', messages: [NOT_ATTACHABLE] });
    expect(await t.db.prisma.user.count({ where: { email: { startsWith: 'mallory' } } })).toBe(0);
    expect(await ownerOf(id)).toBeNull();
  });
});

describe('the browser that made it can', () => {
  it('claim it after logging in (REST), and a second house it made (GraphQL); then nobody else can', async () => {
    const { maker, id } = await visitorWithFunnelHouse('adr-demo-3526KP-93A');
    const second = await maker.graphql(
      'mutation { addHouse(input: { ngrAddressId: "adr-demo-3526KP-93_1" }) { ... on AddHousePayload { house { id } } } }',
    );
    const secondId = second.data.addHouse.house.id;
    const user = await createUser(t.db.prisma);
    maker.token = await createSession(t.db.prisma, user.id);
    const claimed = await maker.post(`/api/houses/${id}/assign_user`);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ viewer_is_owner: true, street_number: '93A' });
    expect((await maker.graphql(ASSIGN, { id: secondId })).data.assignHouse).toEqual({
      __typename: 'AssignHousePayload',
      house: { viewerIsOwner: true, streetNumber: '93-1' },
    });
    const row = await t.db.prisma.house.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ ownerUserId: user.id, claimTokenHash: null });
    expect((await attacker.post(`/api/houses/${id}/assign_user`)).status).toBe(404);
  });

  it('take it along when registering with house_slug (REST and GraphQL)', async () => {
    for (const via of ['rest', 'graphql'] as const) {
      const { maker, id, slug } = await visitorWithFunnelHouse('adr-demo-3526KP-93A', via);
      const res = await maker.post('/api/auth/register', registration(`verkoper-${via}@example.nl`, slug));
      expect(res.status).toBe(201);
      expect(res.body.house_slugs).toEqual([slug]);
      expect(await ownerOf(id)).toBe(res.body.id);
    }
  });

  it('not after the 7-day claim window', async () => {
    const { maker, id } = await visitorWithFunnelHouse();
    await t.db.prisma.house.update({ where: { id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
    maker.token = await createSession(t.db.prisma, (await createUser(t.db.prisma)).id);
    expect((await maker.post(`/api/houses/${id}/assign_user`)).status).toBe(404);
  });
});
