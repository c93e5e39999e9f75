import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import type { GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/domain/accounts/password.js';
import { hashToken } from '../../server/domain/kernel/tokens.js';
import { notify } from '../../server/domain/notifications/notify.js';
import { notificationContent } from '../../server/domain/notifications/types.js';
import { mutationDocument, mutationFields, postGraphQL, restRoutes } from '../helpers/api-surface.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { changedTables, dbFingerprint } from '../helpers/db-fingerprint.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';
import { cookieFor } from '../server/houses-owner/setup.js';
import {
  badGlobalIds,
  badPathIds,
  contentTypes,
  graphqlValue,
  nastyFiles,
  rawBodies,
  spoiledRecord,
} from './fuzz-inputs.js';

// Generated malformed input to every REST route (read from the router)
// and every GraphQL mutation (read from the schema), as a visitor and as a logged-in owner of a
// house (whose requests get past the rights checks to the validation and the database). No answer
// may be a 500 (GraphQL: 'Unexpected error.'), and a refused request (4xx, or a GraphQL error) and
// any read must leave every table as it was.
//
// Reproducible: the seed is fixed (FUZZ_SEED, default below) and printed with a failure. Deeper:
// FUZZ_RUNS=10 runs ten times as many requests per route and actor (FUZZ_SEED=random: a new seed).

const BASE_SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_125);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
/** Requests per route: the owner's reach the rules behind the rights checks, a visitor's mostly the 401. */
const RUNS = { owner: Math.round(6 * SCALE), visitor: Math.round(2 * SCALE) };
/** Tables a refused request may write: the rate-limit counters (counted before the check). */
const MAY_CHANGE = new Set(['rate_limit_buckets']);
const PASSWORD = 'geheim-wachtwoord';

let t: TestApp;
let passwordHash: string;
/** The owner's world: rebuilt when an accepted request changed it (logged out, deleted a house ...). */
let w: Awaited<ReturnType<typeof newWorld>>;
let fingerprint: Record<string, string>;
let ipCounter = 0;
/** Answers by kind, printed at the end: how many requests got past the checks. */
const answers = { accepted: 0, refused: 0 };

async function newWorld() {
  const owner = await createUser(t.db.prisma, { passwordHash, emailVerifiedAt: new Date() });
  const stranger = await createUser(t.db.prisma);
  const house = await createHouse(t.db.prisma, { ownerUserId: owner.id, photos: 2 });
  const newHouse = await createHouse(t.db.prisma, { ownerUserId: owner.id, moderationStatus: 'new' });
  const photos = await t.db.prisma.houseAsset.findMany({ where: { houseId: house.id }, orderBy: { position: 'asc' } });
  const step = await t.db.prisma.knowledgebaseStep.findFirstOrThrow();
  const profile = await t.db.prisma.searchQuery.create({
    data: { slug: `utrecht-zoekprofiel-fuzz-${owner.id}`, userId: owner.id, query: 'Utrecht', queryType: 'woonplaats' },
  });
  // A checkout the owner started (the provider knows it not: a refresh finds nothing to change).
  const payment = await t.db.prisma.payment.create({
    data: {
      userId: owner.id,
      providerPaymentId: `tr_fuzz${owner.id}`,
      plan: 'user_premium',
      status: 'open',
      amountCents: 995,
      description: 'Huiskans Premium',
      sequenceType: 'first',
    },
  });
  // The stranger wrote first, so the owner may answer in their thread (no subscription needed).
  const received = await notify(t.services, {
    recipientUserId: owner.id,
    senderUserId: stranger.id,
    content: notificationContent('UserMessage', { message: 'Hallo' }),
  });
  // The stranger asked to view the owner's house and bid on it: the owner's turn to answer both.
  const viewing = await t.db.prisma.viewing.create({
    data: { houseId: house.id, requesterId: stranger.id, date: '2099-01-01', time: '10:00' },
  });
  const offer = await t.db.prisma.offer.create({ data: { houseId: house.id, userId: stranger.id, amount: 350_000 } });
  // The owner is an advisor too (their profile: PUT/DELETE /advisors/{id}, updateAdvisorProfile ...).
  const advisor = await t.db.prisma.advisor.create({ data: { userId: owner.id, acceptTerms: true } });
  // An API key of the owner (DELETE /user/api_keys/{id} revokes it).
  const apiKey = await t.db.prisma.apiToken.create({
    data: {
      userId: owner.id,
      name: 'Makelaarssysteem',
      tokenHash: `fuzz-${randomUUID()}`,
      scope: 'act',
      prefix: 'hk_fuzz',
    },
  });
  return {
    apiKey: apiKey.id,
    owner,
    stranger,
    house,
    viewing: viewing.id,
    offer: offer.id,
    advisor: advisor.id,
    newHouse,
    photoIds: photos.map((p) => p.assetId),
    step: step.id,
    profile: profile.id,
    notification: received.id,
    payment: payment.id,
    cookie: await cookieFor(t, owner.id),
  };
}

/** Whether the owner is still logged in with the same password, and owns both houses, the photos, the profile and the advisor profile. */
async function worldIntact(): Promise<boolean> {
  const [session, owner, houses, photos, profiles, advisors] = await Promise.all([
    t.db.prisma.session.count({ where: { id: hashToken(w.cookie.split('=')[1]) } }),
    t.db.prisma.user.findUnique({ where: { id: w.owner.id }, select: { deletedAt: true, passwordHash: true } }),
    t.db.prisma.house.count({ where: { id: { in: [w.house.id, w.newHouse.id] }, ownerUserId: w.owner.id } }),
    t.db.prisma.houseAsset.count({ where: { houseId: w.house.id, assetId: { in: w.photoIds } } }),
    t.db.prisma.searchQuery.count({ where: { id: w.profile, userId: w.owner.id } }),
    t.db.prisma.advisor.count({ where: { id: w.advisor, userId: w.owner.id } }),
  ]);
  return (
    session === 1 &&
    !owner?.deletedAt &&
    owner?.passwordHash === passwordHash &&
    houses === 2 &&
    photos === 2 &&
    profiles === 1 &&
    advisors === 1
  );
}

beforeAll(async () => {
  // Every request comes from another address, so the per-IP limits do not stop the fuzzing early.
  t = await createTestApp({ env: { TRUST_PROXY: '1', LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' } });
  await withReferenceData(t.db.prisma);
  passwordHash = await hashPassword(PASSWORD);
  w = await newWorld();
  fingerprint = await dbFingerprint(t.db, MAY_CHANGE);
});
afterAll(async () => {
  console.info(
    `fuzz: ${answers.accepted + answers.refused} requests, ${answers.accepted} accepted (seed ${BASE_SEED})`,
  );
  await t?.close();
});

/**
 * Rows of the current world, named by `{{name}}` in generated values: the arbitraries are made
 * once, the world is rebuilt after every accepted write, so names are resolved at request time.
 */
const worldValues = (): Record<string, number | string> => ({
  email: w.owner.email,
  house: w.house.id,
  houseGid: encodeGlobalID('House', w.house.id),
  newHouseSlug: w.newHouse.slug,
  photo0: w.photoIds[0],
  photo1: w.photoIds[1],
  photoGid: encodeGlobalID('Photo', w.photoIds[0]),
  stranger: w.stranger.id,
  strangerGid: encodeGlobalID('User', w.stranger.id),
  stepGid: encodeGlobalID('KnowledgebaseStep', w.step),
  profileGid: encodeGlobalID('SearchProfile', w.profile),
  advisorGid: encodeGlobalID('Advisor', w.advisor),
});

/** The value with every `{{name}}` replaced (a whole `{{name}}` by the value itself, a number stays one). */
function resolve(value: unknown, values = worldValues()): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(value);
    if (whole) return values[whole[1]];
    return value.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, values));
  if (value && typeof value === 'object' && !(value instanceof File)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, values)]));
  }
  return value;
}

/** Field values that pass validation: the fuzzer spoils a few of them per request. */
const PLAUSIBLE_FIELDS = {
  email: '{{email}}',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  current_password: PASSWORD,
  first_name: 'Anna',
  last_name: 'de Vries',
  phone_number: '0612345678',
  user_type: 'seller',
  moving_months: 3,
  terms: true,
  bio: 'Ik zoek een huis met een tuin.',
  token: 'a1b2c3d4e5f6',
  name: 'Anna de Vries',
  message: 'Een vraag over een huis.',
  house_slug: '{{newHouseSlug}}',
  house_type: 'tussenwoning',
  house_status: 'selling',
  status_reason: 'offer',
  price: 350_000,
  min_price: 300_000,
  number_rooms: 4,
  number_bedrooms: 2,
  construction_year: 1990,
  living_m2: 100,
  plot_m2: 120,
  short_description: 'Licht huis aan het water.',
  postal_code: '3511AB',
  street_number: '12',
  is_owner: true,
  tags: [],
  house_facilities: [],
  photo_ids: ['{{photo1}}', '{{photo0}}'],
  query_type: 'woonplaats',
  query_code: '0344-utrecht',
  range: 10,
  number_bedrooms_min: 2,
  price_max: 450_000,
  house_types: ['tussenwoning'],
  force: false,
  done: true,
  organisation_name: 'Makelaardij De Dom',
  ngr_address_id: 'adr-demo-3526KP-93',
  expertises: ['makelaar_aankoop'],
  certificates: ['NVM'],
  languages: ['nl'],
  is_available_evenings: true,
  accept_terms: true,
  rating: 4,
  comments: 'Fijne adviseur, helder advies.',
};

/** Query parameters of the read routes (the listing filter, pages, lookups), plausible. */
const PLAUSIBLE_QUERY = {
  page: 1,
  type: 'koop',
  code: 'utrecht',
  latitude: 52.09,
  longitude: 5.12,
  range: 10,
  price_min: 100_000,
  price_max: 500_000,
  rooms: 2,
  bedrooms: 1,
  construction_year_min: 1900,
  sorting: 'newest',
  'house_types[]': 'tussenwoning',
  statuses: 'selling',
  energy_label_min: 'B',
  keywords: 'dakterras',
  status_counts: '1',
  query: 'Utrecht',
  item_id: 'utrecht',
  postal_code: '3511AB',
  street_number: '12',
  address_id: '1',
  force: '1',
};

// ───────────────────────────── the check of every request ─────────────────────────────

type Actor = 'visitor' | 'owner';

/** A different address per request, through X-Forwarded-For (TRUST_PROXY is on). */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * Judges one answer: never a 500; a refusal or a read leaves every table as it was; after an
 * accepted write the world is rebuilt if that write undid it (the next request finds it whole).
 */
async function judge(what: string, status: number, refused: boolean, read: boolean, answer: string) {
  answers[refused ? 'refused' : 'accepted'] += 1;
  if (status >= 500) throw new Error(`${what}: ${status} ${answer.slice(0, 300)}`);
  const after = await dbFingerprint(t.db, MAY_CHANGE);
  const changed = changedTables(fingerprint, after);
  if ((refused || read) && changed.length) {
    throw new Error(
      `${what}: ${status} ${refused ? 'refused' : 'read'}, yet changed ${changed.join(', ')}: ${answer.slice(0, 300)}`,
    );
  }
  if (!refused && !read && !(await worldIntact())) w = await newWorld();
  fingerprint = refused || read ? after : await dbFingerprint(t.db, MAY_CHANGE);
}

/** Runs the property with a seed of its own (derived from the base seed), saying how to repeat a failure. */
async function fuzz<T>(name: string, arb: fc.Arbitrary<T>, numRuns: number, check: (value: T) => Promise<void>) {
  let seed = BASE_SEED;
  for (const ch of name) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  try {
    await fc.assert(fc.asyncProperty(arb, check), { numRuns, seed, endOnFailure: true, includeErrorInReport: true });
  } catch (err) {
    throw new Error(
      `FUZZ_SEED=${BASE_SEED} npx vitest run tests/security/fuzz.test.ts -t '${name}'\n${(err as Error).message}`,
    );
  }
}

// ───────────────────────────── REST ─────────────────────────────

/** The route's path with its ids: the owner's rows mostly, otherwise ids that name nothing. */
function pathArb(route: string): fc.Arbitrary<string> {
  const path = route.split(' ')[1];
  // A parameter may carry a pattern (`:id{[0-9]+}`): it is part of the parameter, not of the path.
  const params = [...path.matchAll(/:(\w+)(?:\{[^}]*\})?/g)].map((m) => m[1]);
  const real = (param: string) => () => {
    if (param === 'photoId') return String(w.photoIds[0]);
    if (path.startsWith('/houses/')) return String(w.house.id);
    if (path.startsWith('/users/')) return String(w.owner.id);
    if (path.startsWith('/user/blocked_users/')) return String(w.stranger.id);
    if (path.startsWith('/user/api_keys/')) return String(w.apiKey);
    if (path.startsWith('/user/advisors/')) return String(w.advisor);
    if (path.startsWith('/user/coaches/')) return String(w.advisor);
    if (param === 'offer') return 'eerste-maand-gratis';
    if (param === 'userId') return String(w.stranger.id);
    if (path.startsWith('/knowledgebase_steps/')) return String(w.step);
    if (path.startsWith('/search_queries/')) return String(w.profile);
    if (path.startsWith('/user/notifications/threads/')) return w.stranger.slug;
    if (path.startsWith('/user/notifications/')) return String(w.notification);
    if (path.startsWith('/user/subscription/payments/')) return String(w.payment);
    if (path.startsWith('/viewings/')) return String(w.viewing);
    if (path.startsWith('/offers/')) return String(w.offer);
    if (path.startsWith('/advisors/')) return String(w.advisor);
    throw new Error(`${route}: which row does :${param} name? Add it here.`);
  };
  const ids = params.map((param) =>
    fc.oneof(
      { arbitrary: fc.constant(real(param)), weight: 3 },
      badPathIds.map((bad) => () => bad),
    ),
  );
  return fc.tuple(...ids).map((values) => {
    let i = 0;
    return `/api${path.replace(/:(\w+)(?:\{[^}]*\})?/g, () => values[i++]())}`;
  });
}

const stringify = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** A query string: the plausible parameters with some spoiled, as `a=1` and `a[]=1&a[]=2`. */
const queryArb = fc.option(
  spoiledRecord(PLAUSIBLE_QUERY).map((record) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(record)) {
      for (const item of Array.isArray(v) ? v : [v]) q.append(Array.isArray(v) ? `${k}[]` : k, stringify(item));
    }
    return `?${q}`;
  }),
  { nil: '' },
);

type Body = { describe: string; init: RequestInit };

/** A body: spoiled JSON, no JSON at all, a form, a multipart form with strange files, or none. */
const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 4,
    arbitrary: spoiledRecord(PLAUSIBLE_FIELDS).map((record) => {
      const body = JSON.stringify(resolve(record));
      return { describe: body.slice(0, 500), init: { headers: { 'content-type': 'application/json' }, body } };
    }),
  },
  fc.tuple(rawBodies, contentTypes).map(([body, type]) => ({
    describe: `${type}: ${body.slice(0, 200)}`,
    init: { headers: (type ? { 'content-type': type } : {}) as Record<string, string>, body },
  })),
  spoiledRecord(PLAUSIBLE_FIELDS).map((record) => {
    const body = new URLSearchParams(
      Object.entries(resolve(record) as object).map(([k, v]) => [k, stringify(v)]),
    ).toString();
    return {
      describe: `form: ${body.slice(0, 300)}`,
      init: { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
    };
  }),
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        spoiledRecord(PLAUSIBLE_FIELDS),
        fc.array(fc.tuple(fc.constantFrom('photos[]', 'photos', 'photo', 'file'), nastyFiles), { maxLength: 3 }),
      )
      .map(([record, files]) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(resolve(record) as object)) form.append(k, stringify(v));
        for (const [field, file] of files) form.append(field, file);
        return {
          describe: `multipart: ${JSON.stringify(record).slice(0, 200)} + ${files.map(([f, file]) => `${f}=${file.name}(${file.type}, ${file.size} B)`).join(', ')}`,
          init: { body: form },
        };
      }),
  },
  fc.constant({ describe: 'no body', init: {} }),
);

/**
 * GETs that write by design: opening a thread marks its messages read (spec §4); an advisor's offer
 * link starts a checkout (spec §7).
 */
const READS_THAT_WRITE = new Set([
  'GET /user/notifications/threads/:slug',
  'GET /advisors/:id/subscription_offers/:offer/subscribe',
]);

async function restRequest(route: string, actor: Actor, path: string, query: string, body: Body) {
  const method = route.split(' ')[0];
  const read = method === 'GET' && !READS_THAT_WRITE.has(route);
  const init = method === 'GET' ? {} : body.init;
  const res = await t.request(`${path}${query}`, {
    ...init,
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': nextIp(),
      ...(init.headers as Record<string, string>),
      ...(actor === 'owner' ? { cookie: w.cookie } : {}),
    },
  });
  const answer = await res.text();
  const what = `${actor} ${method} ${path}${query.slice(0, 300)}${read ? '' : ` ${body.describe}`}`;
  await judge(what, res.status, res.status >= 400, read, answer);
}

const ROUTES = restRoutes();

describe('REST: every route, with malformed input', () => {
  it('is read from the router (reads and writes)', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES).toEqual(expect.arrayContaining(['GET /houses', 'PUT /houses/:id', 'POST /user/avatar']));
    expect(ROUTES).toEqual(expect.arrayContaining(['GET /advisors', 'GET /advisors/suggest']));
  });

  for (const actor of ['visitor', 'owner'] as const) {
    for (const route of ROUTES) {
      it(`${actor}: ${route}`, async () => {
        await fuzz(
          `${actor}: ${route}`,
          fc.tuple(pathArb(route), queryArb, bodyArb),
          RUNS[actor],
          ([path, query, body]) => restRequest(route, actor, path, query, body),
        );
      });
    }
  }
});

// ───────────────────────────── GraphQL ─────────────────────────────

const MUTATIONS = mutationFields();
const snake = (name: string) => name.replace(/[A-Z0-9]+/g, (m) => `_${m.toLowerCase()}`);
const GLOBAL_ID_TYPES: Record<string, string> = {
  houseId: 'House',
  userId: 'User',
  photoId: 'Photo',
  photoIds: 'Photo',
  stepId: 'KnowledgebaseStep',
  searchProfileId: 'SearchProfile',
  advisorId: 'Advisor',
};

/** The plausible value of an input field, by its name (the REST field of the same name). */
function plausibleInput(field: string): unknown {
  if (field === 'houseId') return '{{houseGid}}';
  if (field === 'userId') return '{{strangerGid}}';
  if (field === 'photoId' || field === 'photoIds') return '{{photoGid}}';
  if (field === 'stepId') return '{{stepGid}}';
  if (field === 'searchProfileId') return '{{profileGid}}';
  if (field === 'advisorId') return '{{advisorGid}}';
  return (PLAUSIBLE_FIELDS as Record<string, unknown>)[snake(field)];
}

const idArb = (field: string) => {
  const type = GLOBAL_ID_TYPES[field];
  return type ? badGlobalIds(type) : undefined;
};

/** The input with its files: File fields get 0–3 generated files (multipart), a File list as many nulls. */
function mutationArb(field: GraphQLField<unknown, unknown>) {
  const arg = field.args[0];
  if (!arg) return fc.constant({ input: undefined as unknown, files: [] as [string, File][] });
  const fileField = ['photos', 'file'].find((name) => name in ((arg.type as any).ofType?.getFields?.() ?? {}));
  return fc
    .tuple(
      graphqlValue(arg.type, 'input', plausibleInput, idArb),
      fileField ? fc.array(nastyFiles, { maxLength: 3 }) : fc.constant([]),
    )
    .map(([input, files]) => {
      if (!fileField || !input || typeof input !== 'object') return { input, files: [] as [string, File][] };
      const withFiles = { ...(input as object), [fileField]: fileField === 'photos' ? files.map(() => null) : null };
      const paths = files.map((_f, i) =>
        fileField === 'photos' ? `variables.input.photos.${i}` : 'variables.input.file',
      );
      return {
        input: withFiles,
        files: files.slice(0, fileField === 'file' ? 1 : 3).map((f, i) => [paths[i], f] as [string, File]),
      };
    });
}

async function mutationRequest(
  field: GraphQLField<unknown, unknown>,
  actor: Actor,
  generated: unknown,
  files: [string, File][],
) {
  const input = resolve(generated);
  const { status, json } = await postGraphQL(
    t,
    { query: mutationDocument(field), variables: input === undefined ? {} : { input } },
    { cookie: actor === 'owner' ? w.cookie : undefined, files, headers: { 'x-forwarded-for': nextIp() } },
  );
  const answer = JSON.stringify(json);
  const what = `${actor} ${field.name}(${JSON.stringify(input)?.slice(0, 500)})${files.length ? ` + ${files.length} files` : ''}`;
  const masked = (json.errors ?? []).some(
    (e: { message: string; extensions?: { code?: string } }) =>
      e.message === 'Unexpected error.' || e.extensions?.code === 'INTERNAL_SERVER_ERROR',
  );
  const typename: string | undefined = json.data?.[field.name]?.__typename;
  const refused = status >= 400 || Boolean(json.errors) || !typename || typename.endsWith('Error');
  await judge(what, masked ? 500 : status, refused, false, answer);
}

describe('GraphQL: every mutation, with malformed input', () => {
  it('is read from the schema', () => {
    expect(MUTATIONS.length).toBeGreaterThan(25);
  });

  for (const actor of ['visitor', 'owner'] as const) {
    for (const field of MUTATIONS) {
      it(`${actor}: ${field.name}`, async () => {
        await fuzz(`${actor}: ${field.name}`, mutationArb(field), RUNS[actor], ({ input, files }) =>
          mutationRequest(field, actor, input, files),
        );
      });
    }
  }

  it('transport: bodies that are no GraphQL request', async () => {
    await fuzz('transport', fc.tuple(rawBodies, contentTypes), RUNS.owner, async ([body, type]) => {
      const res = await t.request('/graphql', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: w.cookie, ...(type ? { 'content-type': type } : {}) },
        body,
      });
      await judge(`POST /graphql ${type}: ${body.slice(0, 200)}`, res.status, true, false, await res.text());
    });
  });
});
