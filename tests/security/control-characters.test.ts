import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/domain/accounts/sessions.js';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../server/domain/text.js';
import { fieldOf } from '../../server/rest/wire.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type TestBrowser, testBrowser } from '../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';

// A NUL byte gave a 500 in 17 places. Every text input now refuses control
// characters with a 422 (GraphQL: InputError) and one Dutch message, after the rights checks, and
// nothing is saved. Tabs and line breaks stay allowed in multi-line texts.

const NUL = '\u0000';
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

let t: TestApp;
let owner: TestBrowser;
let stranger: TestBrowser;
let houseId: number;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await withReferenceData(t.db.prisma);
  const user = await createUser(t.db.prisma, { email: 'eigenaar@example.nl' });
  ownerId = user.id;
  houseId = (await createHouse(t.db.prisma, { ownerUserId: user.id, factualDescription: 'Oud' })).id;
  owner = testBrowser(t);
  owner.token = await createSession(t.db.prisma, user.id);
  stranger = testBrowser(t);
  stranger.token = await createSession(t.db.prisma, (await createUser(t.db.prisma)).id);
});
afterAll(() => t.close());

describe('the rule', () => {
  it('refuses C0, DEL and C1 controls; tab and line breaks only in multi-line texts', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\t', '\n', '\r'])
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const c of ['\t', '\n', '\r']) expect(hasControlCharacters(`a${c}b`, true)).toBe(false);
    for (const c of ['\u0000', '\u000b', '\u000c', '\u007f']) expect(hasControlCharacters(`a${c}b`, true)).toBe(true);
    expect(hasControlCharacters("'s-Hertogenbosch, Café – één € 1.000")).toBe(false);
  });

  // The bidirectional embeddings, overrides and isolates make a text show
  // something else than it says; the directional marks (LRM, RLM, ALM) stay allowed.
  it('refuses bidirectional overrides and isolates in every text; allows the directional marks', () => {
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlCharacters(`a${c}b`, true), JSON.stringify(c)).toBe(true);
    }
    for (const c of ['\u200e', '\u200f', '\u061c', '\u2065', '\u202f', '\u2060'])
      expect(hasControlCharacters(`a${c}b`) || hasControlCharacters(`a${c}b`, true), JSON.stringify(c)).toBe(false);
    expect(hasControlCharacters('שלום \u200fHuiskans')).toBe(false);
  });
});

/** A REST answer refusing `field` with the rule's message. */
function expectRefused(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.errors[field]).toEqual([CONTROL_CHARACTERS_MESSAGE]);
}

/** A GraphQL mutation result (or query union) refusing `field` with the rule's message. */
function expectInputError(result: any, field: string) {
  expect(result?.__typename, JSON.stringify(result)).toBe('InputError');
  expect(result.fieldErrors).toContainEqual({ field, messages: [CONTROL_CHARACTERS_MESSAGE] });
}

const INPUT_ERROR = '__typename ... on InputError { fieldErrors { field messages } }';

describe('listing filters (GET /api/houses, houses(filter:))', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['house_types', `house_types[]=woonhuis${NUL}`, { houseTypes: [`woonhuis${NUL}`] }],
    ['statuses', `statuses[]=selling${NUL}`, { statuses: [`selling${NUL}`] }],
    ['facilities', `facilities[]=tuin${NUL}`, { facilities: [`tuin${NUL}`] }],
    ['tags', `tags[]=${NUL}`, { tags: [NUL] }],
    ['code', `code=0344${NUL}`, { code: `0344${NUL}` }],
    ['type', `type=gemeente${NUL}`, { type: `gemeente${NUL}` }],
    ['energy_label_min', `energy_label_min=B${NUL}`, { energyLabelMin: `B${NUL}` }],
    ['keywords', `keywords=tuin${NUL}`, { keywords: `tuin${NUL}` }],
  ];
  for (const [field, query, filter] of cases) {
    // REST names the field in snake_case, GraphQL by the filter's own (camelCase) name.
    it(`${field}: 422 on REST, BAD_USER_INPUT on GraphQL`, async () => {
      const visitor = testBrowser(t);
      expectRefused(await visitor.get(`/api/houses?${query.replace(NUL, '%00')}`), field);
      const res = await visitor.graphql('query ($f: HouseFilter) { houses(filter: $f) { totalCount } }', { f: filter });
      expect(res.errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', fields: { [fieldOf(field)]: [CONTROL_CHARACTERS_MESSAGE] } },
      });
    });
  }
});

describe('accounts', () => {
  const registration = {
    first_name: 'Jan',
    last_name: 'de Vries',
    email: 'nieuw@example.nl',
    phone_number: '0612345678',
    user_type: 'searcher',
    moving_months: 1,
    password: 'geheim123',
    password_confirmation: 'geheim123',
    terms: true,
  };

  it('user-exists / checkEmail', async () => {
    const b = testBrowser(t);
    expectRefused(await b.post('/api/auth/user-exists', { email: `a${NUL}@example.nl` }), 'email');
    const res = await b.graphql(`mutation { checkEmail(input: { email: "a\\u0000@example.nl" }) { ${INPUT_ERROR} } }`);
    expectInputError(res.data.checkEmail, 'email');
  });

  it('login / logIn', async () => {
    const b = testBrowser(t);
    expectRefused(
      await b.post('/api/auth/login', { email: 'eigenaar@example.nl', password: `geheim${NUL}` }),
      'password',
    );
    const res = await b.graphql(
      `mutation ($p: String!) { logIn(input: { email: "eigenaar@example.nl", password: $p }) { ${INPUT_ERROR} } }`,
      { p: `geheim${NUL}` },
    );
    expectInputError(res.data.logIn, 'password');
  });

  it('register / register: names, e-mail, phone, password and the funnel slug; no account is made', async () => {
    const b = testBrowser(t);
    for (const field of ['first_name', 'last_name', 'email', 'phone_number', 'password', 'house_slug'] as const) {
      const value = field === 'house_slug' ? `huis${NUL}` : `${registration[field]}${NUL}`.slice(-64);
      expectRefused(await b.post('/api/auth/register', { ...registration, [field]: value }), field);
    }
    const res = await b.graphql(`mutation ($i: RegisterInput!) { register(input: $i) { ${INPUT_ERROR} } }`, {
      i: {
        firstName: `Jan${NUL}`,
        lastName: 'de Vries',
        email: 'nieuw@example.nl',
        phoneNumber: '0612345678',
        userType: 'SEARCHER',
        movingMonths: 1,
        password: 'geheim123',
        passwordConfirmation: 'geheim123',
        terms: true,
      },
    });
    expectInputError(res.data.register, 'firstName');
    expect(await t.db.prisma.user.count({ where: { email: 'nieuw@example.nl' } })).toBe(0);
  });

  it('a honeypot with control characters counts as filled', async () => {
    const res = await testBrowser(t).post('/api/auth/register', { ...registration, hp_1: NUL });
    expect(res.status).toBe(422);
    expect(await t.db.prisma.user.count({ where: { email: 'nieuw@example.nl' } })).toBe(0);
  });

  it('password mails and reset / requestPasswordReset, resetPassword', async () => {
    const b = testBrowser(t);
    expectRefused(await b.post('/api/auth/password/email', { email: `eigenaar@example.nl${NUL}` }), 'email');
    expectRefused(
      await b.post('/api/auth/password/reset', {
        email: 'eigenaar@example.nl',
        token: `abc${NUL}`,
        password: 'nieuwgeheim',
        password_confirmation: 'nieuwgeheim',
      }),
      'token',
    );
    const res = await b.graphql(
      `mutation ($e: String!, $t: String!) {
        requestPasswordReset(input: { email: $e }) { ${INPUT_ERROR} }
        resetPassword(input: { email: "eigenaar@example.nl", token: $t, password: "nieuwgeheim", passwordConfirmation: "nieuwgeheim" }) { ${INPUT_ERROR} }
      }`,
      { e: `eigenaar@example.nl${NUL}`, t: `abc${NUL}` },
    );
    expectInputError(res.data.requestPasswordReset, 'email');
    expectInputError(res.data.resetPassword, 'token');
    expect(await t.db.prisma.passwordReset.count()).toBe(0);
  });

  it('verify / verifyEmail', async () => {
    const b = testBrowser(t);
    expectRefused(
      await b.post('/api/auth/email/verify', { email: 'eigenaar@example.nl', token: `abc${NUL}` }),
      'token',
    );
    const res = await b.graphql(
      `mutation ($t: String!) { verifyEmail(input: { email: "eigenaar@example.nl", token: $t }) { ${INPUT_ERROR} } }`,
      { t: `abc${NUL}` },
    );
    expectInputError(res.data.verifyEmail, 'token');
  });

  it('profile names and bio / updatePersonalDetails, updateBio; a bio may have line breaks', async () => {
    expectRefused(await owner.put(`/api/users/${ownerId}`, { first_name: `Jan${NUL}` }), 'first_name');
    expectRefused(await owner.put(`/api/users/${ownerId}`, { first_name: 'Jan\tPiet' }), 'first_name');
    expectRefused(await owner.put(`/api/users/${ownerId}`, { bio: `Hoi${NUL}` }), 'bio');
    const res = await owner.graphql(
      `mutation ($n: String!, $b: String!) {
        updatePersonalDetails(input: { firstName: $n }) { ${INPUT_ERROR} }
        updateBio(input: { bio: $b }) { ${INPUT_ERROR} }
      }`,
      { n: `Jan${NUL}`, b: `Hoi\u001b[31m` },
    );
    expectInputError(res.data.updatePersonalDetails, 'firstName');
    expectInputError(res.data.updateBio, 'bio');
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: ownerId } })).toMatchObject({
      firstName: 'Test',
      bio: null,
    });

    const ok = await owner.put(`/api/users/${ownerId}`, { bio: 'Hoi!\n\nWij zoeken\teen huis.' });
    expect(ok.status).toBe(200);
    expect(ok.body.bio).toBe('Hoi!\n\nWij zoeken\teen huis.');
  });

  it('password change and account deletion / changePassword, deleteAccount', async () => {
    const b = testBrowser(t);
    const user = await createUser(t.db.prisma);
    b.token = await createSession(t.db.prisma, user.id);
    expectRefused(
      await b.put('/api/user/password', { password: `nieuw${NUL}geheim`, password_confirmation: `nieuw${NUL}geheim` }),
      'password',
    );
    const res = await b.graphql(
      `mutation ($p: String!) { changePassword(input: { password: $p, passwordConfirmation: $p }) { ${INPUT_ERROR} } }`,
      { p: `nieuw${NUL}geheim` },
    );
    expectInputError(res.data.changePassword, 'password');
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBeNull();
  });
});

describe('bidirectional overrides in names and messages', () => {
  const RLO = '\u202e';
  const LRI = '\u2066';

  it('names and bio: REST 422 and GraphQL InputError; nothing saved', async () => {
    const user = await createUser(t.db.prisma);
    const b = testBrowser(t);
    b.token = await createSession(t.db.prisma, user.id);
    expectRefused(await b.put(`/api/users/${user.id}`, { first_name: `Jan${RLO}snaksiuH` }), 'first_name');
    expectRefused(await b.put(`/api/users/${user.id}`, { last_name: `de ${LRI}Vries` }), 'last_name');
    expectRefused(await b.put(`/api/users/${user.id}`, { bio: `Hoi\n${RLO}fdp.exe` }), 'bio');
    const res = await b.graphql(
      `mutation ($n: String!, $b: String!) {
        updatePersonalDetails(input: { lastName: $n }) { ${INPUT_ERROR} }
        updateBio(input: { bio: $b }) { ${INPUT_ERROR} }
      }`,
      { n: `Vries${RLO}`, b: `Hoi\n${LRI}x` },
    );
    expectInputError(res.data.updatePersonalDetails, 'lastName');
    expectInputError(res.data.updateBio, 'bio');
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      firstName: user.firstName,
      lastName: user.lastName,
      bio: null,
    });
    const ok = await b.put(`/api/users/${user.id}`, { first_name: 'Dana\u200f' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('registration refuses an overridden name', async () => {
    const res = await testBrowser(t).post('/api/auth/register', {
      first_name: `Jan${RLO}`,
      last_name: 'de Vries',
      email: 'bidi@example.nl',
      phone_number: '0612345678',
      user_type: 'searcher',
      moving_months: 1,
      password: 'geheim123',
      password_confirmation: 'geheim123',
      terms: true,
    });
    expectRefused(res, 'first_name');
    expect(await t.db.prisma.user.count({ where: { email: 'bidi@example.nl' } })).toBe(0);
  });

  it('messages: REST 422 and GraphQL InputError; nothing sent', async () => {
    const sender = await createUser(t.db.prisma);
    await t.db.prisma.subscription.create({ data: { userId: sender.id, plan: 'user_premium', status: 'active' } });
    const recipient = await createUser(t.db.prisma);
    const b = testBrowser(t);
    b.token = await createSession(t.db.prisma, sender.id);
    expectRefused(
      await b.post(`/api/user/notifications/threads/${recipient.slug}`, {
        message: `Betaal hier: ${RLO}lmth.nl-kaorg`,
      }),
      'message',
    );
    const res = await b.graphql(`mutation ($i: SendMessageInput!) { sendMessage(input: $i) { ${INPUT_ERROR} } }`, {
      i: { recipientUserId: globalId('User', recipient.id), message: `Hallo ${LRI}daar` },
    });
    expectInputError(res.data.sendMessage, 'message');
    expect(await t.db.prisma.notification.count({ where: { senderUserId: sender.id } })).toBe(0);
  });
});

describe('contact form (POST /api/send_message; the /contact page posts there)', () => {
  it('refuses controls in the name, allows line breaks in the message', async () => {
    const b = testBrowser(t);
    expectRefused(
      await b.post('/api/send_message', { name: `Jan${NUL}`, email: 'jan@example.nl', message: 'Een vraag.' }),
      'name',
    );
    expectRefused(
      await b.post('/api/send_message', { name: 'Jan', email: 'jan@example.nl', message: `Een${NUL} vraag.` }),
      'message',
    );
    expect(await t.db.prisma.contactMessage.count()).toBe(0);
    const ok = await b.post('/api/send_message', { name: 'Jan', email: 'jan@example.nl', message: 'Een\nvraag.' });
    expect(ok.status).toBe(200);
  });
});

describe('houses', () => {
  it('descriptions / updateHouse: rights first (visitor 401, stranger 403), then 422; line breaks allowed', async () => {
    const body = { factual_description: `Mooi${NUL} huis` };
    expect((await testBrowser(t).put(`/api/houses/${houseId}`, body)).status).toBe(401);
    expect((await stranger.put(`/api/houses/${houseId}`, body)).status).toBe(403);
    expectRefused(await owner.put(`/api/houses/${houseId}`, body), 'factual_description');
    expectRefused(await owner.put(`/api/houses/${houseId}`, { short_description: 'a\u0007b' }), 'short_description');
    expectRefused(await owner.put(`/api/houses/${houseId}`, { tags: [`vrijstaand${NUL}`] }), 'tags');

    const mutation = `mutation ($i: UpdateHouseInput!) { updateHouse(input: $i) { ${INPUT_ERROR} ... on Error { message } } }`;
    const input = { houseId: globalId('House', houseId), personalDescription: `Ons${NUL} huis` };
    expect((await testBrowser(t).graphql(mutation, { i: input })).data.updateHouse).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    expect((await stranger.graphql(mutation, { i: input })).data.updateHouse).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expectInputError((await owner.graphql(mutation, { i: input })).data.updateHouse, 'personalDescription');
    expect((await t.db.prisma.house.findUniqueOrThrow({ where: { id: houseId } })).factualDescription).toBe('Oud');

    const ok = await owner.put(`/api/houses/${houseId}`, { factual_description: 'Licht.\n\n\tRuim.' });
    expect(ok.status).toBe(200);
    expect(ok.body.factual_description).toBe('Licht.\n\n\tRuim.');
  });

  it('the address of a new house / addHouse; nothing is created', async () => {
    const b = testBrowser(t);
    expectRefused(await b.post('/api/houses', { postal_code: '3526KP', street_number: `93${NUL}` }), 'street_number');
    const res = await b.graphql(`mutation ($i: AddHouseInput!) { addHouse(input: $i) { ${INPUT_ERROR} } }`, {
      i: { postalCode: `3526${NUL}KP`, streetNumber: '93' },
    });
    expectInputError(res.data.addHouse, 'postalCode');
    expect(await t.db.prisma.house.count()).toBe(1);
  });
});

describe('address and place lookups', () => {
  it('GET /api/ngr/addresses/find / addressLookup', async () => {
    const b = testBrowser(t);
    expectRefused(await b.get('/api/ngr/addresses/find?postal_code=3526KP&street_number=93%00'), 'street_number');
    const res = await b.graphql(
      `query ($n: String!) { addressLookup(postalCode: "3526KP", streetNumber: $n) { ${INPUT_ERROR} } }`,
      { n: `93${NUL}` },
    );
    expectInputError(res.data.addressLookup, 'streetNumber');
  });

  it('GET /api/ngr/find / placeSuggestions', async () => {
    const b = testBrowser(t);
    expectRefused(await b.get('/api/ngr/find?query=Utr%00echt'), 'query');
    const res = await b.graphql(`query ($q: String!) { placeSuggestions(query: $q) { ${INPUT_ERROR} } }`, {
      q: `Utr${NUL}echt`,
    });
    expectInputError(res.data.placeSuggestions, 'query');
  });
});

describe('lookups by key', () => {
  it('a slug with control characters is not found, without a database error', async () => {
    const b = testBrowser(t);
    expect((await b.get('/api/houses/huis%00')).status).toBe(404);
    expect((await b.get('/api/houses/huis%00/likes')).status).toBe(404);
    const res = await b.graphql('query ($s: String!) { house(slug: $s) { id } user(slug: $s) { id } }', {
      s: `huis${NUL}`,
    });
    expect(res).toEqual({ data: { house: null, user: null } });
  });
});

describe('one rule for every text field', () => {
  it('the domain builds every string schema from line/multiLine (server/domain/text.ts)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const files = readdirSync('server/domain', { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && f !== 'text.ts',
    );
    const offenders = files.filter((f) => /\bz\s*\.\s*string\s*\(/.test(readFileSync(`server/domain/${f}`, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
