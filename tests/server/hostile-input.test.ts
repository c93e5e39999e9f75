import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/domain/accounts/sessions.js';
import { isRowId, parseRowId, rowIdOrNone } from '../../server/domain/ids.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type TestBrowser, testBrowser } from '../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';

// Input the database cannot take: ids that cannot name a row (beyond PostgreSQL's integer, a
// global id of another type) are "not found" or a plain input error on every surface; a key with
// a NUL byte (which PostgreSQL text cannot hold) finds nothing. Never a 500. Text input with control
// characters is refused with a 422: tests/security/control-characters.test.ts.

describe('row ids (domain)', () => {
  it('accepts 1 … 2^31 − 1 in plain digits and nothing else', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId(2147483647)).toBe(2147483647);
    for (const bad of ['0', '2147483648', '99999999999999999999999', '-1', '1.5', '1e3', ' 1', 'abc', '', '\u0000'])
      expect(parseRowId(bad), bad).toBeNaN();
    expect(rowIdOrNone('2147483648')).toBe(0);
    expect(isRowId(Number.NaN)).toBe(false);
    expect(isRowId(12)).toBe(true);
  });
});

const TOO_BIG = ['2147483648', '99999999999999999999999'];
const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

let t: TestApp;
let b: TestBrowser;
let visitor: TestBrowser;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await withReferenceData(t.db.prisma);
  await createHouse(t.db.prisma);
  const user = await createUser(t.db.prisma, { userType: 'both' });
  b = testBrowser(t);
  b.token = await createSession(t.db.prisma, user.id);
  visitor = testBrowser(t);
});
afterAll(() => t.close());

describe('/api with ids that name no row', () => {
  it('answers 404 for every house, user, step and blocked-user path', async () => {
    for (const id of [...TOO_BIG, 'a%00b', '%00']) {
      const calls = [
        visitor.get(`/api/houses/${id}`),
        visitor.get(`/api/houses/${id}/likes`),
        b.post(`/api/houses/${id}/like`),
        b.post(`/api/houses/${id}/unlike`),
        b.put(`/api/houses/${id}`, { title: 'x' }),
        b.post(`/api/houses/${id}/submit`),
        b.post(`/api/houses/${id}/assign_user`),
        b.delete(`/api/houses/${id}`),
        b.post(`/api/houses/${id}/photos/1/main`),
        b.put(`/api/users/${id}`, { first_name: 'Jan' }),
        b.post(`/api/knowledgebase_steps/${id}/done`),
        b.delete(`/api/knowledgebase_steps/${id}/done`),
        b.post(`/api/user/blocked_users/${id}`),
        b.delete(`/api/user/blocked_users/${id}`),
      ];
      const statuses = (await Promise.all(calls)).map((r) => r.status);
      expect(statuses, id).toEqual(calls.map(() => 404));
    }
  });
});

describe('GraphQL with ids that name no row', () => {
  it('node() is null for an unknown, too large or malformed house or user id', async () => {
    for (const id of [
      globalId('House', TOO_BIG[0]),
      globalId('House', TOO_BIG[1]),
      globalId('House', 'abc'),
      globalId('User', TOO_BIG[1]),
      globalId('User', '-1'),
    ]) {
      const res = await visitor.graphql('query ($id: ID!) { node(id: $id) { id } }', { id });
      expect(res, id).toEqual({ data: { node: null } });
    }
  });

  it('a mutation with an out-of-range id answers its typed "not found"', async () => {
    const res = await b.graphql(
      `mutation ($house: ID!, $user: ID!) {
        likeHouse(input: { houseId: $house }) { __typename ... on Error { message } }
        blockUser(input: { userId: $user }) { __typename ... on Error { message } }
      }`,
      { house: globalId('House', TOO_BIG[1]), user: globalId('User', TOO_BIG[0]) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.likeHouse).toMatchObject({ __typename: 'NotFoundError' });
    expect(res.data.blockUser).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('a global id of another type, or none at all, is a plain input error instead of a masked one', async () => {
    for (const id of [globalId('User', 1), 'not-a-global-id!']) {
      const res = await b.graphql('mutation ($id: ID!) { submitHouse(input: { houseId: $id }) { __typename } }', {
        id,
      });
      expect(res.errors, id).toEqual([
        expect.objectContaining({
          message: 'Deze id bestaat niet of hoort bij iets anders.',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    }
  });
});

describe('keys with NUL bytes', () => {
  it('a slug with a NUL finds nothing: 404 and null, not a database error', async () => {
    expect((await visitor.get('/api/houses/teststraat%00')).status).toBe(404);
    const res = await visitor.graphql('query ($s: String!) { house(slug: $s) { id } user(slug: $s) { id } }', {
      s: 'a\u0000b',
    });
    expect(res).toEqual({ data: { house: null, user: null } });
  });
});
