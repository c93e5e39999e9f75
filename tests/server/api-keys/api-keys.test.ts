import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_BUDGETS } from '../../../server/domain/accounts/api-keys/budgets.js';
import { API_KEY_MESSAGES, MAX_LIVE_KEYS } from '../../../server/domain/accounts/api-keys/messages.js';
import { hashPassword } from '../../../server/domain/accounts/password.js';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await withReferenceData(t.db.prisma);
  await createHouse(t.db.prisma, { street: 'Keizersgracht' });
});
afterAll(() => t.close());

async function loggedIn() {
  const user = await createUser(t.db.prisma, { passwordHash: await hashPassword('juist-wachtwoord') });
  const b = testBrowser(t);
  b.token = await createSession(t.db.prisma, user.id);
  return { user, b };
}

const CREATE = `mutation($name: String!, $scope: ApiKeyScope!) {
  createApiKey(input: { name: $name, scope: $scope }) {
    __typename
    ... on CreateApiKeyPayload { secret apiKey { id name scope prefix lastUsedAt revokedAt } }
    ... on InputError { message fieldErrors { field messages } }
    ... on Error { message }
  } }`;

async function newKey(scope: 'READ' | 'ACT', name = 'Makelaarssysteem') {
  const owner = await loggedIn();
  const res = await owner.b.graphql(CREATE, { name, scope });
  const payload = res.data.createApiKey;
  expect(payload.__typename).toBe('CreateApiKeyPayload');
  return { ...owner, secret: payload.secret as string, id: payload.apiKey.id as string };
}

/** A program: the key in the Authorization header, no cookie, no AJAX marker. */
async function withKey(secret: string, path: string, init: RequestInit = {}) {
  const res = await t.request(path, {
    ...init,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}
const gql = (secret: string, query: string, variables?: object) =>
  withKey(secret, '/graphql', { method: 'POST', body: JSON.stringify({ query, variables }) });

describe('creating and listing', () => {
  it('shows the secret once and stores only its hash', async () => {
    const { user, secret, b } = await newKey('READ');
    expect(secret).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.prisma.apiToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(3));
    expect(rows[0].prefix).toBe(secret.slice(0, 9));
    const list = await b.graphql(
      '{ viewer { apiKeys(first: 10) { totalCount edges { node { name scope prefix } } } } }',
    );
    expect(list.data.viewer.apiKeys).toEqual({
      totalCount: 1,
      edges: [{ node: { name: 'Makelaarssysteem', scope: 'READ', prefix: secret.slice(0, 9) } }],
    });
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('validates the name in Dutch and caps the live keys', async () => {
    const { b } = await loggedIn();
    const blank = await b.graphql(CREATE, { name: '  ', scope: 'ACT' });
    expect(blank.data.createApiKey.fieldErrors).toEqual([{ field: 'name', messages: [API_KEY_MESSAGES.nameRequired] }]);
    for (let i = 0; i < MAX_LIVE_KEYS; i++) await b.graphql(CREATE, { name: `Sleutel ${i}`, scope: 'READ' });
    const over = await b.graphql(CREATE, { name: 'Eén te veel', scope: 'READ' });
    expect(over.data.createApiKey).toMatchObject({ __typename: 'ConflictError', message: API_KEY_MESSAGES.tooMany });
  });

  it('answers a visitor 401 before any 422', async () => {
    const visitor = testBrowser(t);
    expect((await visitor.post('/api/user/api_keys', { name: '' })).status).toBe(401);
    expect((await visitor.get('/api/user/api_keys?cursor=kapot')).status).toBe(401);
    expect((await visitor.delete('/api/user/api_keys/abc')).status).toBe(401);
    const res = await visitor.graphql(CREATE, { name: '', scope: 'READ' });
    expect(res.data.createApiKey.__typename).toBe('UnauthenticatedError');
  });

  it('works over REST too: create, list, revoke', async () => {
    const { b } = await loggedIn();
    const made = await b.post('/api/user/api_keys', { name: 'Boekhouding', scope: 'act' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Boekhouding', scope: 'act', revoked_at: null });
    expect(made.body.secret).toMatch(/^hk_/);
    const invalid = await b.post('/api/user/api_keys', { name: 'x', scope: 'admin' });
    expect(invalid).toMatchObject({ status: 422, body: { errors: { scope: [API_KEY_MESSAGES.scope] } } });
    expect((await b.get('/api/user/api_keys')).body.data.map((k: { name: string }) => k.name)).toEqual(['Boekhouding']);
    const revoked = await b.delete(`/api/user/api_keys/${made.body.id}`);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect((await withKey(made.body.secret, '/api/user')).status).toBe(401);
  });
});

describe('using a key', () => {
  it('a read key queries public data over GraphQL and REST, without the AJAX marker', async () => {
    const { secret } = await newKey('READ');
    const res = await gql(secret, '{ houses(first: 5) { edges { node { slug } } } }');
    expect(res.status).toBe(200);
    expect(res.body.data.houses.edges.length).toBeGreaterThan(0);
    expect(res.body.extensions.cost).toMatchObject({ limit: API_KEY_BUDGETS.costPerMinute });
    expect(res.body.extensions.cost.requestedQueryCost).toBeGreaterThan(0);
    const rest = await withKey(secret, '/api/houses');
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-ratelimit-limit')).toBe(String(API_KEY_BUDGETS.requestsPerMinute));
  });

  it('a read key is refused mutations and private data with 403', async () => {
    const { secret } = await newKey('READ');
    const mutation = await gql(secret, 'mutation { logOut { __typename } }');
    expect(mutation.status).toBe(403);
    expect(mutation.body.errors[0].message).toBe(API_KEY_MESSAGES.readOnly);
    const rest = await withKey(secret, '/api/user');
    expect(rest).toMatchObject({ status: 403, body: { message: API_KEY_MESSAGES.readOnly } });
    const write = await withKey(secret, '/api/user/settings', { method: 'PUT', body: '{}' });
    expect(write.status).toBe(403);
  });

  it('an act key acts as its user, but cannot manage keys, the password or the account', async () => {
    const { user, secret } = await newKey('ACT');
    const me = await gql(secret, '{ viewer { id firstName } }');
    expect(me.body.data.viewer.firstName).toBe(user.firstName);
    expect((await withKey(secret, '/api/user')).body.id).toBe(user.id);
    const keys = await gql(secret, CREATE, { name: 'Nog een', scope: 'ACT' });
    expect(keys.body.data.createApiKey).toMatchObject({
      __typename: 'ForbiddenError',
      message: API_KEY_MESSAGES.sessionOnly,
    });
    const password = await withKey(secret, '/api/user/password', {
      method: 'PUT',
      body: JSON.stringify({
        current_password: 'juist-wachtwoord',
        password: 'nieuw-wachtwoord',
        password_confirmation: 'nieuw-wachtwoord',
      }),
    });
    expect(password).toMatchObject({ status: 403, body: { message: API_KEY_MESSAGES.sessionOnly } });
    const deletion = await withKey(secret, '/api/user', {
      method: 'DELETE',
      body: JSON.stringify({ password: 'juist-wachtwoord' }),
    });
    expect(deletion.status).toBe(403);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();
  });

  it('a wrong or revoked key is a 401 in Dutch', async () => {
    const { secret, id, b } = await newKey('ACT');
    const wrong = await gql('hk_geen-echte-sleutel', '{ houses(first: 1) { edges { cursor } } }');
    expect(wrong).toMatchObject({ status: 401, body: { errors: [{ message: API_KEY_MESSAGES.invalid }] } });
    const revoke = await b.graphql(
      `mutation($id: ID!) { revokeApiKey(input: { id: $id }) {
      __typename ... on RevokeApiKeyPayload { apiKey { revokedAt } } } }`,
      { id },
    );
    expect(revoke.data.revokeApiKey.apiKey.revokedAt).not.toBeNull();
    expect((await gql(secret, '{ viewer { id } }')).status).toBe(401);
    expect(await withKey(secret, '/api/houses')).toMatchObject({
      status: 401,
      body: { message: API_KEY_MESSAGES.invalid },
    });
  });

  it('records the last use at most once a minute', async () => {
    const { user, secret } = await newKey('READ');
    const lastUsed = async () =>
      (await t.db.prisma.apiToken.findFirstOrThrow({ where: { userId: user.id } })).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withKey(secret, '/api/houses');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await withKey(secret, '/api/houses');
    expect(await lastUsed()).toEqual(first);
    await t.db.prisma.apiToken.updateMany({
      where: { userId: user.id },
      data: { lastUsedAt: new Date(Date.now() - 61_000) },
    });
    await withKey(secret, '/api/houses');
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 5_000);
  });
});
