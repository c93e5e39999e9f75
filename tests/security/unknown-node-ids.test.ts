import { encodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/domain/accounts/sessions.js';
import { schema } from '../../server/graphql/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';

// node(id: "Review:…") of a review that does not exist answered
// 'Unexpected error.', and nodes(ids:) with one such id answered null for the whole list. An
// unknown id is null, for every node type of the schema (read from the schema itself, so a new
// node type is tested too), as a visitor and logged in; nodes(ids:) is null only at its position.

// Answers are checked field by field.
type Json = any;

const nodeTypes = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
  .map((type) => type.name)
  .sort();

const UNKNOWN_ROW = 987_654;
const malformed = (type: string) => [
  encodeGlobalID(type, 'abc'),
  encodeGlobalID(type, '-1'),
  encodeGlobalID(type, '99999999999999999999'),
  encodeGlobalID(type, ''),
  `${type}:1`,
  Buffer.from(`${type}`).toString('base64'),
  'bm90LWEtdHlwZQ==',
];

let t: TestApp;
let cookie: string;
let houseId: string;
let tagId: string;
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  const user = await createUser(t.db.prisma);
  houseId = encodeGlobalID('House', (await createHouse(t.db.prisma, { ownerUserId: user.id })).id);
  tagId = encodeGlobalID('Tag', (await t.db.prisma.tag.findFirstOrThrow()).id);
  cookie = `${SESSION_COOKIE}=${await createSession(t.db.prisma, user.id)}`;
});
afterAll(() => t.close());

it('finds the node types of the schema', () => {
  expect(nodeTypes).toContain('Review');
  expect(nodeTypes.length).toBeGreaterThanOrEqual(19);
});

for (const who of ['visitor', 'user'] as const) {
  describe(`as a ${who}`, () => {
    const ask = (query: string, variables: Record<string, unknown>) =>
      t.graphql<Json>(query, variables, who === 'user' ? { cookie } : undefined);

    it.each(nodeTypes)('node(id:) of an unknown %s is null, without an error', async (type) => {
      const res = await ask('query ($id: ID!) { node(id: $id) { id __typename } }', {
        id: encodeGlobalID(type, UNKNOWN_ROW),
      });
      expect(res).toEqual({ data: { node: null } });
    });

    it.each(nodeTypes)('node(id:) of a malformed %s id is null, without an error', async (type) => {
      for (const id of malformed(type)) {
        const res = await ask('query ($id: ID!) { node(id: $id) { id } }', { id });
        expect(res, id).toEqual({ data: { node: null } });
      }
    });

    it('nodes(ids:) answers null only at the unknown positions, for every type at once', async () => {
      const ids = [
        houseId,
        ...nodeTypes.map((type) => encodeGlobalID(type, UNKNOWN_ROW)),
        'bm90LWEtdHlwZQ==',
        encodeGlobalID('Review', 'abc'),
        tagId,
      ];
      const res = await ask('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
      expect(res.errors).toBeUndefined();
      expect(res.data.nodes).toEqual([{ id: houseId }, ...nodeTypes.map(() => null), null, null, { id: tagId }]);
    });
  });
}
