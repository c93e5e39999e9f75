import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../server/domain/notifications/notify.js';
import { notificationContent } from '../../server/domain/notifications/types.js';
import { mutationDocument, mutationFields, postGraphQL, restWrites } from '../helpers/api-surface.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';
import { cookieFor, type Json } from '../server/houses-owner/setup.js';

// Rights come before validation on every write. A visitor hears 401 and a
// stranger 403/404 whatever they send; a 422 only for someone who may do the thing at all. The
// routes and mutations are read from the router and the schema, so a new one is walked too.

let t: TestApp;
let ownerCookie: string;
let strangerCookie: string;
const ids = {
  owner: 0,
  ownerSlug: '',
  listedHouse: 0,
  newHouse: 0,
  photo: 0,
  step: 0,
  notification: 0,
  searchProfile: 0,
  payment: 0,
  viewing: 0,
  offer: 0,
  advisor: 0,
  apiKey: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  const owner = await createUser(t.db.prisma);
  ids.owner = owner.id;
  ownerCookie = await cookieFor(t, owner.id);
  strangerCookie = await cookieFor(t, (await createUser(t.db.prisma)).id);
  const listed = await createHouse(t.db.prisma, { ownerUserId: owner.id, photos: 2 });
  ids.listedHouse = listed.id;
  ids.newHouse = (await createHouse(t.db.prisma, { ownerUserId: owner.id, moderationStatus: 'new' })).id;
  ids.photo = (await t.db.prisma.houseAsset.findFirstOrThrow({ where: { houseId: listed.id } })).assetId;
  ids.step = (await t.db.prisma.knowledgebaseStep.findFirstOrThrow()).id;
  ids.searchProfile = (
    await t.db.prisma.searchQuery.create({ data: { slug: 'utrecht-zoekprofiel-eigenaar', userId: owner.id } })
  ).id;
  ids.ownerSlug = owner.slug;
  // The owner is an advisor the stranger never contacted: the profile is the owner's, and only the advisor's contacts may review them.
  ids.advisor = (await t.db.prisma.advisor.create({ data: { userId: owner.id, acceptTerms: true } })).id;
  ids.payment = (
    await t.db.prisma.payment.create({
      data: {
        userId: owner.id,
        providerPaymentId: 'tr_ownerfirst1',
        plan: 'user_premium',
        status: 'open',
        amountCents: 995,
        description: 'Huiskans Premium',
        sequenceType: 'first',
      },
    })
  ).id;
  // A viewing request and an offer on the owner's house, by somebody else: the owner answers them.
  const bidder = await createUser(t.db.prisma);
  ids.viewing = (
    await t.db.prisma.viewing.create({
      data: { houseId: listed.id, requesterId: bidder.id, date: '2099-01-01', time: '10:00' },
    })
  ).id;
  ids.apiKey = (
    await t.db.prisma.apiToken.create({ data: { userId: owner.id, name: 'Sleutel', tokenHash: 'niet-echt' } })
  ).id;
  ids.offer = (await t.db.prisma.offer.create({ data: { houseId: listed.id, userId: bidder.id, amount: 1000 } })).id;
  // A message the owner received (marking it read is the owner's only).
  ids.notification = (
    await notify(t.services, {
      recipientUserId: owner.id,
      senderUserId: (await createUser(t.db.prisma)).id,
      content: notificationContent('UserMessage', { message: 'Hallo' }),
    })
  ).id;
});
afterAll(() => t.close());

// ───────────────────────────── REST ─────────────────────────────

/** Writes a visitor may make (spec §7: auth, contact; the seller funnel adds a house before sign-up). */
const PUBLIC_REST_WRITES = new Set([
  'POST /houses',
  // The searcher funnel: a visitor's profile before sign-up.
  'POST /search_queries',
  'POST /auth/user-exists',
  'POST /auth/login',
  'POST /auth/register',
  'POST /auth/logout',
  'POST /auth/password/email',
  'POST /auth/password/reset',
  'POST /auth/email/verify',
  // The links of an e-mail change: whoever holds the mailed token.
  'POST /auth/email/change/confirm',
  'POST /auth/email/change/undo',
  'POST /send_message',
  // 'Dit huis is al verkocht': anyone who may open the house (tests/server/status).
  'POST /houses/:id/report_sold',
]);
/**
 * Writes with an id in the path that are not about the viewer's own resource: any logged-in user
 * may make them on anybody's. Every other write with an id is the owner's only.
 */
const NOT_OWNER_ONLY = new Set([
  'POST /houses/:id/like',
  'POST /houses/:id/unlike',
  'POST /user/blocked_users/:id',
  'DELETE /user/blocked_users/:id',
  'POST /knowledgebase_steps/:id/done',
  'DELETE /knowledgebase_steps/:id/done',
  // Contacting an advisor is any logged-in user's; the user's advisors are the viewer's own list.
  'POST /advisors/:id/appointment_requests',
  'DELETE /user/advisors/:id',
  // Ending one's own coaching: the viewer's own relation (404 when there is none).
  'DELETE /user/coaches/:id',
]);

/** A concrete path for a route, its ids naming real rows (the owner's where there is an owner). */
function fill(route: string, house: number, garbage = false): string {
  const path = route.split(' ')[1];
  return `/api${path}`.replace(/:(\w+)/g, (_m, param: string) => {
    if (garbage) return 'abc';
    if (param === 'photoId') return String(ids.photo);
    // A coachee of the owner's advisor profile.
    if (param === 'userId') return String(ids.owner);
    // Writing to the owner: starting a conversation is a subscriber action, so a stranger hears 403.
    if (param === 'slug' && path.startsWith('/user/notifications/threads/')) return ids.ownerSlug;
    if (param !== 'id') throw new Error(`${route}: which row does :${param} name? Add it here.`);
    if (path.startsWith('/houses/')) return String(house);
    if (path.startsWith('/users/') || path.startsWith('/user/blocked_users/')) return String(ids.owner);
    if (path.startsWith('/knowledgebase_steps/')) return String(ids.step);
    if (path.startsWith('/search_queries/')) return String(ids.searchProfile);
    if (path.startsWith('/user/notifications/')) return String(ids.notification);
    if (path.startsWith('/user/subscription/payments/')) return String(ids.payment);
    if (path.startsWith('/viewings/')) return String(ids.viewing);
    if (path.startsWith('/offers/')) return String(ids.offer);
    if (path.startsWith('/advisors/')) return String(ids.advisor);
    if (path.startsWith('/user/advisors/')) return String(ids.advisor);
    if (path.startsWith('/user/coaches/')) return String(ids.advisor);
    if (path.startsWith('/user/api_keys/')) return String(ids.apiKey);
    throw new Error(`${route}: which row does :id name? Add it here.`);
  });
}

/** Bodies nobody may send: unreadable, every field wrong, a form with a file that is no image. */
function invalidBodies(): { name: string; init: RequestInit }[] {
  const json = (body: string) => ({ headers: { 'content-type': 'application/json' }, body });
  const form = new FormData();
  for (const field of ['photos[]', 'file']) form.append(field, new File(['geen foto'], 'x.png', { type: 'image/png' }));
  return [
    { name: 'malformed JSON', init: json('{"price": ') },
    {
      name: 'wrong fields',
      init: json(
        JSON.stringify({
          price: 'duur',
          number_rooms: -3,
          house_status: 'weg',
          photo_ids: 'alle',
          force: 'misschien',
          first_name: '',
          email: 'geen-mail',
          password: 'x',
          current_password: 5,
          bio: 'x'.repeat(5000),
          user_type: 'koning',
        }),
      ),
    },
    { name: 'a form with a file that is no image', init: { body: form } },
  ];
}

async function restCall(route: string, path: string, init: RequestInit, cookie?: string) {
  const res = await t.request(path, {
    ...init,
    method: route.split(' ')[0],
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(init.headers as object), ...(cookie ? { cookie } : {}) },
  });
  return res.status;
}

describe('REST: every write route, with invalid input', () => {
  it('is read from the router', () => {
    expect(restWrites().length).toBeGreaterThan(20);
    expect(restWrites()).toContain('PUT /houses/:id');
    expect(restWrites()).toContain('POST /user/avatar');
  });

  it('answers a visitor 401 (never 422)', async () => {
    const answers: string[] = [];
    for (const route of restWrites().filter((r) => !PUBLIC_REST_WRITES.has(r))) {
      for (const garbage of [false, true]) {
        for (const { name, init } of invalidBodies()) {
          const status = await restCall(route, fill(route, ids.listedHouse, garbage), init);
          if (status !== 401) answers.push(`${route} (${name}${garbage ? ', ids abc' : ''}): ${status}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it("answers a logged-in stranger 403 on someone else's listed house or account, 404 on an unlisted house", async () => {
    const answers: string[] = [];
    const ownerOnly = restWrites().filter(
      (r) => r.includes(':') && !PUBLIC_REST_WRITES.has(r) && !NOT_OWNER_ONLY.has(r),
    );
    expect(ownerOnly.length).toBeGreaterThan(8);
    for (const route of ownerOnly) {
      // Whether somebody has a search profile, a payment, a viewing, an offer or an API key is private: a stranger hears 404.
      const cases = route.includes('/houses/')
        ? [
            [ids.listedHouse, 403],
            [ids.newHouse, 404],
          ]
        : ['/search_queries/', '/user/subscription/payments/', '/viewings/', '/offers/', '/user/api_keys/'].some((p) =>
              route.includes(p),
            )
          ? [[0, 404]]
          : [[0, 403]];
      for (const [house, expected] of cases) {
        for (const { name, init } of invalidBodies()) {
          const status = await restCall(route, fill(route, house), init, strangerCookie);
          if (status !== expected) answers.push(`${route} on ${house} (${name}): ${status}, expected ${expected}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it('still answers the owner 422 for the same input (the check is not just gone)', async () => {
    const { init } = invalidBodies()[1];
    expect(await restCall('PUT /houses/:id', fill('PUT /houses/:id', ids.listedHouse), init, ownerCookie)).toBe(422);
    expect(
      await restCall('PUT /houses/:id/photos', fill('PUT /houses/:id/photos', ids.listedHouse), init, ownerCookie),
    ).toBe(422);
  });
});

// ───────────────────────────── GraphQL ─────────────────────────────

/** Mutations a visitor may make. */
const PUBLIC_MUTATIONS = new Set([
  'addHouse',
  'addSearchProfile',
  'checkEmail',
  'logIn',
  'logOut',
  'register',
  'requestPasswordReset',
  'resetPassword',
  'verifyEmail',
  'confirmEmailChange',
  'undoEmailChange',
  'reportHouseSold',
  'sendContactMessage',
]);
/**
 * Mutations on a house or user that any logged-in user may make on anybody's (sendMessage: a message
 * from a house page to its owner; its own rights are tested in tests/server/messaging).
 */
const NOT_OWNER_ONLY_MUTATIONS = new Set([
  'likeHouse',
  'unlikeHouse',
  'blockUser',
  'unblockUser',
  'sendMessage',
  'reportHouseSold',
  'requestAdvisorAppointment',
  'removeMyAdvisor',
  // The viewer's own coaching, and any client's offer checkout (their own rights: tests/server/advisors).
  'removeMyCoach',
  'subscribeWithAdvisorOffer',
]);

const mutations = mutationFields();

/** Input values that pass GraphQL's type checks but no domain rule; ids name the target's rows. */
function invalidValue(type: GraphQLInputType, field: string, house: number, files: File[]): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [invalidValue(inner.ofType, field, house, files)];
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields()).map((f) => [f.name, invalidValue(f.type, f.name, house, files)]),
    );
  }
  if (isEnumType(inner)) return inner.getValues()[0].name;
  const scalar = getNamedType(inner);
  if (!isScalarType(scalar)) throw new Error(`${field}: no invalid value for ${String(scalar)}`);
  switch (scalar.name) {
    case 'ID':
      if (field === 'houseId') return encodeGlobalID('House', house);
      if (field === 'userId') return encodeGlobalID('User', ids.owner);
      if (field === 'searchProfileId') return encodeGlobalID('SearchProfile', ids.searchProfile);
      if (field === 'advisorId') return encodeGlobalID('Advisor', ids.advisor);
      return 'geen-id';
    case 'Int':
      return -5;
    case 'Float':
      return -500;
    case 'Boolean':
      return false;
    case 'File':
      files.push(new File(['geen foto'], 'x.png', { type: 'image/png' }));
      return null;
    default:
      return field.toLowerCase().includes('email') ? 'geen-mail' : '';
  }
}

/** Sends the mutation with invalid input (multipart when it carries files); the answer's type and message. */
async function mutate(field: GraphQLField<unknown, unknown>, house: number, cookie?: string) {
  const files: File[] = [];
  const input = field.args[0] ? invalidValue(field.args[0].type, 'input', house, files) : undefined;
  const query = mutationDocument(field);
  const paths = files.map((_f, i) => fileVariablePath(input, i));
  return postGraphQL(t, { query, variables: { input } }, { cookie, files: files.map((f, i) => [paths[i], f]) });
}

/** Where the i-th file sits in the input (the File fields are `photos` (a list) or `file`). */
function fileVariablePath(input: unknown, i: number): string {
  const fields = input as Record<string, unknown>;
  return 'photos' in fields ? `variables.input.photos.${i}` : 'variables.input.file';
}

describe('GraphQL: every mutation, with invalid input', () => {
  it('is read from the schema', () => {
    expect(mutations.length).toBeGreaterThan(20);
  });

  it('answers a visitor "not logged in" (UnauthenticatedError, or 401 for an upload), never an InputError', async () => {
    const answers: string[] = [];
    for (const field of mutations.filter((m) => !PUBLIC_MUTATIONS.has(m.name))) {
      const { status, json } = await mutate(field, ids.listedHouse);
      const data = json.data?.[field.name];
      const ok =
        (data?.__typename === 'UnauthenticatedError' && !json.errors) ||
        (status === 401 && json.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED');
      if (!ok) answers.push(`${field.name}: ${status} ${JSON.stringify(json)}`);
    }
    expect(answers).toEqual([]);
  });

  it("answers a logged-in stranger 403/404 on someone else's house, never an InputError", async () => {
    const answers: string[] = [];
    // Every mutation on a house (an input with houseId) is the owner's, unless listed above.
    const onHouse = mutations.filter((m) => {
      const input = m.args[0] && getNullableType(m.args[0].type);
      return isInputObjectType(input) && 'houseId' in input.getFields() && !NOT_OWNER_ONLY_MUTATIONS.has(m.name);
    });
    expect(onHouse.map((m) => m.name)).toContain('updateHouse');
    for (const field of onHouse) {
      for (const [house, typename] of [
        [ids.listedHouse, 'ForbiddenError'],
        [ids.newHouse, 'NotFoundError'],
      ] as const) {
        const { status, json } = await mutate(field, house, strangerCookie);
        if (json.data?.[field.name]?.__typename !== typename) {
          answers.push(`${field.name} on ${house}: ${status} ${JSON.stringify(json)}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it("answers a logged-in stranger NotFoundError on someone else's search profile, never an InputError", async () => {
    const answers: string[] = [];
    const onProfile = mutations.filter((m) => {
      const input = m.args[0] && getNullableType(m.args[0].type);
      return isInputObjectType(input) && 'searchProfileId' in input.getFields();
    });
    expect(onProfile.map((m) => m.name).sort()).toEqual([
      'assignSearchProfile',
      'confirmSearchProfile',
      'deleteSearchProfile',
      'updateSearchProfile',
    ]);
    for (const field of onProfile) {
      const { status, json } = await mutate(field, ids.listedHouse, strangerCookie);
      if (json.data?.[field.name]?.__typename !== 'NotFoundError')
        answers.push(`${field.name}: ${status} ${JSON.stringify(json)}`);
    }
    expect(answers).toEqual([]);
    expect(await t.db.prisma.searchQuery.findUnique({ where: { id: ids.searchProfile } })).not.toBeNull();
  });

  it("answers a logged-in stranger ForbiddenError on someone else's advisor profile, never an InputError", async () => {
    const answers: string[] = [];
    const onAdvisor = mutations.filter((m) => {
      const input = m.args[0] && getNullableType(m.args[0].type);
      return isInputObjectType(input) && 'advisorId' in input.getFields() && !NOT_OWNER_ONLY_MUTATIONS.has(m.name);
    });
    expect(onAdvisor.map((m) => m.name)).toEqual(
      expect.arrayContaining(['deleteAdvisorProfile', 'updateAdvisorProfile', 'addCoachee', 'removeCoachee']),
    );
    for (const field of onAdvisor) {
      const { status, json } = await mutate(field, ids.listedHouse, strangerCookie);
      if (json.data?.[field.name]?.__typename !== 'ForbiddenError')
        answers.push(`${field.name}: ${status} ${JSON.stringify(json)}`);
    }
    expect(answers).toEqual([]);
    expect(await t.db.prisma.advisor.findUnique({ where: { id: ids.advisor } })).not.toBeNull();
  });

  it('a wrong global id is still the plain input error for a logged-in user, but 401 for a visitor', async () => {
    const query = 'mutation($id: ID!) { submitHouse(input: { houseId: $id }) { __typename } }';
    const visitor = await t.graphql<Json>(query, { id: encodeGlobalID('User', 1) });
    expect(visitor).toEqual({ data: { submitHouse: { __typename: 'UnauthenticatedError' } } });
    const user = await t.graphql<Json>(query, { id: encodeGlobalID('User', 1) }, { cookie: strangerCookie });
    expect(user.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
