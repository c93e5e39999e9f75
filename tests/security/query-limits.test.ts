import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type GraphQLInputType,
  getIntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { createSchema, createYoga } from 'graphql-yoga';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LISTING_PAGE_SIZE } from '../../client/config.js';
import { createApp } from '../../server/app.js';
import { createSession, SESSION_COOKIE } from '../../server/domain/accounts/sessions.js';
import { useQueryLimits } from '../../server/graphql/limits.js';
import { createGraphQL } from '../../server/graphql/yoga.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser } from '../helpers/fixtures.js';

// Finding 1: one anonymous query (houses → sellerUser → houses …, 200 aliases, 20,000 node ids, a
// 50 MB WebSocket message) could stall or kill the process. Each is now refused with a Dutch
// message and a code before any SQL runs, while every operation of the client still passes.

// Answers are checked field by field.
type Json = any;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db.prisma);
  for (let i = 0; i < 3; i++) await createHouse(t.db.prisma, { ownerUserId: seller.id });
  cookie = `${SESSION_COOKIE}=${await createSession(t.db.prisma, seller.id)}`;
});
afterAll(() => t.close());

/** `{ houses(first: 100) { edges { node { sellerUser { houses(first: 100) … } } } } }`, `levels` deep. */
function nestedHouses(levels: number): string {
  let inner = 'id slug';
  for (let i = 0; i < levels; i++)
    inner = `houses(first: 100) { edges { node { ${i === 0 ? inner : `sellerUser { ${inner} }`} } } }`;
  return `{ ${inner} }`;
}

/** Sends an attack (as a logged-in user, so a session lookup would show) and expects it refused with no SQL. */
async function refusedWithoutSql(query: string, variables?: Record<string, unknown>) {
  t.db.resetQueryLog();
  const started = performance.now();
  const res = await t.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Json;
  expect(res.status).toBeLessThan(500);
  expect(body.data ?? null).toBeNull();
  expect(t.db.queries).toEqual([]);
  return {
    errors: body.errors as { message: string; extensions: { code: string } }[],
    ms: performance.now() - started,
  };
}

describe('abusive queries are refused before any SQL runs', () => {
  it('houses → sellerUser → houses … six levels deep: too deep', async () => {
    const { errors } = await refusedWithoutSql(nestedHouses(6));
    expect(errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Deze query is te diep genest \(\d+ niveaus, ten hoogste 12\)\.$/),
        extensions: { code: 'QUERY_TOO_DEEP' },
      }),
    ]);
  });

  it('houses(first: 100) inside houses(first: 100): 10,000 houses is too much', async () => {
    const { errors } = await refusedWithoutSql(nestedHouses(2));
    expect(errors).toHaveLength(1);
    expect(errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(errors[0].message).toMatch(/^Deze query vraagt te veel gegevens tegelijk \(kosten \d+, ten hoogste 10000\)/);
    // The same through a variable page size.
    const viaVariable = await refusedWithoutSql(
      `query($n: Int) { houses(first: $n) { edges { node { sellerUser { houses(first: $n) { edges { node { id } } } } } } } }`,
      { n: 100 },
    );
    expect(viaVariable.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it("advisors(first: 100) with each advisor's coachees(first: 100): too much", async () => {
    const { errors } = await refusedWithoutSql(
      '{ advisors(first: 100) { edges { node { coachees(first: 100) { edges { fullName node { id } } } } } } }',
    );
    expect(errors.map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('200 aliases of houses(first: 100), and 21 of them', async () => {
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `a${i}: houses(first: 100) { totalCount }`).join(' ');
    // The probe's query is longer than any operation may be.
    expect((await refusedWithoutSql(`{ ${aliases(200)} }`)).errors[0].extensions.code).toBe('QUERY_TOO_LONG');
    const { errors } = await refusedWithoutSql(`{ ${aliases(21)} }`);
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'Deze query gebruikt te veel aliassen (ten hoogste 20).',
        extensions: { code: 'QUERY_TOO_MANY_ALIASES' },
      }),
    ]);
  });

  it('nodes(ids:) with 20,000 ids, as a variable and written out', async () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => encodeGlobalID('House', i + 1));
    const { errors } = await refusedWithoutSql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids });
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'nodes(ids:) neemt ten hoogste 100 ids tegelijk (20000 gevraagd).',
        extensions: { code: 'QUERY_TOO_MANY_IDS' },
      }),
    ]);
    const inline = await refusedWithoutSql(`{ nodes(ids: ${JSON.stringify(ids)}) { id } }`);
    expect(inline.errors).toEqual([
      expect.objectContaining({
        message: 'Deze query is te lang. Vraag minder velden tegelijk op.',
        extensions: { code: 'QUERY_TOO_LONG' },
      }),
    ]);
  });

  it('a flood of tokens and a pile of directives', async () => {
    const tokens = await refusedWithoutSql(`{ ${'__typename '.repeat(5_000)} }`);
    expect(tokens.errors[0].extensions.code).toBe('QUERY_TOO_LONG');
    const fields = ['id', 'slug', 'route', 'city', 'street', 'price', 'minPrice', 'maxPrice', 'houseStatus'];
    const skipped = fields.map((f) => `${f} @skip(if: false) @include(if: true) @skip(if: false)`);
    const directives = await refusedWithoutSql(`{ houses(first: 1) { edges { node { ${skipped.join(' ')} } } } }`);
    expect(directives.errors[0]).toMatchObject({
      message: 'Deze query gebruikt te veel directives (ten hoogste 20).',
      extensions: { code: 'QUERY_TOO_MANY_DIRECTIVES' },
    });
  });

  it('the limits allow what a partner integration needs: 100 houses per page with their photos', async () => {
    const res = await t.graphql<Json>(
      `{ houses(first: 100) { totalCount edges { cursor node { id slug route price city street livingM2 plotM2
        numberBedrooms currentHouseStatus { label } mainPhoto { mediumUrl } photos { thumbUrl }
        tags { key } facilities { key } sellerUser { firstName route avatarUrl } } } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.houses.totalCount).toBe(3);
  });
});

describe('nesting before parsing, and deep variables', () => {
  // A list literal 5,000 levels deep overflowed graphql-js's recursive parser inside the token
  // limit: 'Unexpected error.', logged as an error. Brackets and braces are now counted first.
  const deepList = `{ houses(filter: { houseTypes: ${'['.repeat(5_000)}${']'.repeat(5_000)} }) { totalCount } }`;
  const unbalanced = `{ __typename @include(if: ${'['.repeat(5_000)}) }`;
  const TOO_NESTED = {
    message: 'Deze query is te diep genest (meer dan 64 haakjes of accolades binnen elkaar).',
    extensions: { code: 'QUERY_TOO_NESTED' },
  };

  it('POST: a list 5,000 deep, and an unbalanced one, are refused without SQL', async () => {
    for (const query of [deepList, unbalanced]) {
      const { errors } = await refusedWithoutSql(query);
      expect(errors).toEqual([expect.objectContaining(TOO_NESTED)]);
    }
  });

  it('GET: the same', async () => {
    for (const query of [deepList, unbalanced]) {
      const res = await t.request(`/graphql?query=${encodeURIComponent(query)}`, {
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
      });
      const body = (await res.json()) as Json;
      expect(res.status).toBeLessThan(500);
      expect(body.errors).toEqual([expect.objectContaining(TOO_NESTED)]);
    }
  });

  it('counts the way the lexer reads: brackets in strings, block strings and comments do not count', async () => {
    const { documentNesting } = await import('../../server/graphql/limits.js');
    expect(documentNesting('{ a { b(c: [[1]]) } }')).toBe(4);
    expect(documentNesting(`{ a(s: "${'['.repeat(100)}") }`)).toBe(1);
    expect(documentNesting(`{ a(s: "\\"${'{'.repeat(100)}") }`)).toBe(1);
    expect(documentNesting(`{ a(s: """${'['.repeat(100)} \\""" ${'{'.repeat(100)}""") }`)).toBe(1);
    expect(documentNesting(`# ${'['.repeat(100)}\n{ a }`)).toBe(1);
    expect(documentNesting('['.repeat(1_000_000))).toBe(65); // stops at the limit
    // A string with brackets in it still runs.
    const res = await t.graphql<Json>(`{ houses(filter: { houseTypes: ["${'['.repeat(100)}"] }) { totalCount } }`);
    expect(res.errors?.[0]?.extensions?.code).not.toBe('QUERY_TOO_NESTED');
  });

  it('variables nested deeply (as JSON) are refused before they are read, every time', async () => {
    const query = 'query ($f: HouseFilter, $n: Int) { houses(filter: $f, first: $n) { totalCount } }';
    const send = async (variables: string) => {
      const res = await t.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: `{"query": ${JSON.stringify(query)}, "variables": ${variables}}`,
      });
      expect(res.status).toBeLessThan(500);
      return (await res.json()) as Json;
    };
    const deep = [
      `{"f": {"houseTypes": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
      `{"f": ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`,
    ];
    for (const variables of deep) {
      expect((await send(variables)).errors).toEqual([
        expect.objectContaining({
          message:
            'De variabelen van deze query zijn te diep genest (ten hoogste 64 lijsten of objecten binnen elkaar).',
          extensions: { code: 'VARIABLES_TOO_NESTED' },
        }),
      ]);
    }
    // The same document with ordinary variables runs (a refusal is not kept for the document).
    expect(await send('{"f": {"houseTypes": ["woonhuis"]}}')).toEqual({ data: { houses: { totalCount: 0 } } });
    expect((await send(deep[0])).errors[0].extensions.code).toBe('VARIABLES_TOO_NESTED');
  });

  it('a refusal that depends on the variables is not kept for the document: a huge page, then a small one', async () => {
    const query =
      'query ($n: Int) { houses(first: $n) { edges { node { sellerUser { houses(first: $n) { totalCount } } } } } }';
    const huge = await t.graphql<Json>(query, { n: 1000 });
    expect(huge.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const small = await t.graphql<Json>(query, { n: 1 });
    expect(small.errors).toBeUndefined();
    expect(small.data.houses.edges).toHaveLength(1);
  });
});

describe("the client's own operations pass the limits", () => {
  const generated = join(import.meta.dirname, '../../client/__generated__');
  const operations = readdirSync(generated)
    .map((file) => readFileSync(join(generated, file), 'utf8').match(/"text": (".*")\n/)?.[1])
    .filter((text): text is string => text !== undefined)
    .map((text) => JSON.parse(text) as string);
  const yoga = createGraphQL({ config: { GRAPHQL_TIME_BUDGET_MS: 5000 } } as never, pino({ level: 'silent' }));

  /** The client's page sizes: the listing's, and the pagination queries' own `$count` defaults. */
  const PAGE_VARIABLES: Record<string, number> = { first: LISTING_PAGE_SIZE };

  /** A valid value for each variable without a default, as the client would send it. */
  function sampleValue(type: GraphQLInputType, name: string): unknown {
    if (!isNonNullType(type)) return undefined;
    const inner = getNullableType(type);
    if (isListType(inner)) return [];
    if (isInputObjectType(inner))
      return Object.fromEntries(
        Object.values(inner.getFields())
          .map((f) => [f.name, sampleValue(f.type, f.name)])
          .filter(([, v]) => v !== undefined),
      );
    if (isEnumType(inner)) return inner.getValues()[0].name; // variables name enum values
    if (isScalarType(inner)) {
      if (inner.name === 'Int') return PAGE_VARIABLES[name] ?? 1;
      if (inner.name === 'Float') return 4.1;
      if (inner.name === 'Boolean') return true;
      // `userId` names a User, `houseId` a House …; other ids (`$id` of a refetch) a House.
      if (inner.name === 'ID') {
        const typename = name.match(/^(\w+)Id$/)?.[1] ?? 'house';
        return encodeGlobalID(typename[0].toUpperCase() + typename.slice(1), 1);
      }
      if (inner.name === 'File') return new File(['x'], 'x.jpg', { type: 'image/jpeg' });
      return 'x';
    }
    return undefined;
  }

  it('finds the operations', () => expect(operations.length).toBeGreaterThan(40));

  it.each(operations.map((text) => [text.match(/^\w+ (\w+)/)![1], text]))('%s', (_name, text) => {
    const operation = parse(text).definitions[0] as OperationDefinitionNode;
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? [])
        .filter((v) => !v.defaultValue)
        .map((v) => [
          v.variable.name.value,
          sampleValue(
            typeFromAST(yoga.getEnveloped().schema, v.type as never) as GraphQLInputType,
            v.variable.name.value,
          ),
        ])
        .filter(([, v]) => v !== undefined),
    );
    const enveloped = yoga.getEnveloped({ params: { query: text, variables } });
    const document = enveloped.parse(text);
    expect(enveloped.validate(enveloped.schema, document)).toEqual([]);
  });

  it("GraphiQL's introspection query passes", () => {
    const query = getIntrospectionQuery();
    const enveloped = yoga.getEnveloped({ params: { query } });
    expect(enveloped.validate(enveloped.schema, enveloped.parse(query))).toEqual([]);
  });
});

describe('the time budget of a query', () => {
  it('answers a query still running after the budget with an error, and resolves no further fields', async () => {
    let nestedResolved = false;
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { slow: Slow } type Slow { next: Int }',
        resolvers: {
          Query: { slow: () => new Promise((r) => setTimeout(() => r({}), 300)) },
          Slow: {
            next: () => {
              nestedResolved = true;
              return 1;
            },
          },
        },
      }),
      plugins: [useQueryLimits({ timeBudgetMs: 50 })],
      maskedErrors: false,
    });
    const started = performance.now();
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ slow { next } }' }),
    });
    const elapsed = performance.now() - started;
    const body = (await res.json()) as Json;
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Deze query duurde te lang en is na 0,05 seconden afgebroken. Vraag minder gegevens tegelijk op.',
        extensions: { code: 'QUERY_TIMEOUT' },
      }),
    ]);
    expect(elapsed).toBeLessThan(250);
    await new Promise((r) => setTimeout(r, 400));
    expect(nestedResolved).toBe(false);
  });

  it('cuts off a real listing query, but never a mutation half-way (its write goes on)', async () => {
    const hurried = await createTestApp({ env: { GRAPHQL_TIME_BUDGET_MS: '1' } });
    try {
      for (let i = 0; i < 3; i++) await createHouse(hurried.db.prisma);
      const listing = await hurried.graphql<Json>(
        '{ houses(first: 100) { edges { node { id photos { id } tags { key } sellerUser { firstName } } } } }',
      );
      expect(listing.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TIMEOUT' } })]);
      const user = await createUser(hurried.db.prisma);
      const house = await createHouse(hurried.db.prisma);
      const like = await hurried.graphql<Json>(
        `mutation($id: ID!) { likeHouse(input: { houseId: $id }) { __typename ... on LikeHousePayload { house { likingUsersCount } } } }`,
        { id: encodeGlobalID('House', house.id) },
        { cookie: `${SESSION_COOKIE}=${await createSession(hurried.db.prisma, user.id)}` },
      );
      expect(like.errors).toBeUndefined();
      expect(like.data.likeHouse.house.likingUsersCount).toBe(1);
    } finally {
      await hurried.close();
    }
  });
});

describe('the WebSocket path has the same limits', () => {
  let server: { port: number; close: () => Promise<void> };
  beforeAll(async () => {
    server = await createApp({ services: t.services, ping: t.db.ping }).listen(0, '127.0.0.1');
  });
  afterAll(() => server.close());

  const socketOptions = () => ({ headers: { origin: `http://127.0.0.1:${server.port}`, cookie } });

  it('refuses an abusive operation with the same error, without SQL', async () => {
    // The socket reads its session once when it connects (so that it can close when the session
    // ends); the refused operations after that run no SQL.
    let connected!: () => void;
    const isConnected = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const client = createClient({
      url: `ws://127.0.0.1:${server.port}/graphql`,
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => connected() },
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, socketOptions());
        }
      },
    });
    try {
      const run = (query: string) =>
        new Promise<Json>((done) => {
          client.subscribe({ query }, { next: () => {}, error: done, complete: () => done(null) });
        });
      await isConnected;
      t.db.resetQueryLog();
      const deep = await run(nestedHouses(6));
      expect(deep).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP' } })]);
      const long = await run(`{ ${'__typename '.repeat(5_000)} }`);
      expect(long).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_LONG' } })]);
      const nested = await run(
        `{ houses(filter: { houseTypes: ${'['.repeat(5_000)}${']'.repeat(5_000)} }) { totalCount } }`,
      );
      expect(nested).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_NESTED' } })]);
      const deepVariables = await new Promise<Json>((done) => {
        let v: unknown = 'woonhuis';
        for (let i = 0; i < 1_000; i++) v = [v];
        client.subscribe(
          {
            query: 'query ($f: HouseFilter) { houses(filter: $f) { totalCount } }',
            variables: { f: { houseTypes: v } },
          },
          { next: () => {}, error: done, complete: () => done(null) },
        );
      });
      expect(deepVariables).toEqual([expect.objectContaining({ extensions: { code: 'VARIABLES_TOO_NESTED' } })]);
      expect(t.db.queries).toEqual([]);
    } finally {
      await client.dispose();
    }
  });

  it('closes the socket on a 50 MB message before reading it whole', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws', socketOptions());
    await new Promise((r) => socket.once('open', r));
    // Acknowledged first: on a loaded machine the 3 s init timeout (4408) could otherwise win the race.
    const acknowledged = new Promise((r) => socket.once('message', r));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await acknowledged;
    const started = performance.now();
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `{ houses { totalCount } } #${'x'.repeat(50 * 1024 * 1024)}` },
      }),
    );
    expect(await closed).toBe(1009); // Message Too Big
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
