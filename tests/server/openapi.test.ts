import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/domain/accounts/api-keys/keys.js';
import { createViewer } from '../../server/domain/accounts/viewer.js';
import { openApiPath } from '../../server/rest/openapi/document.js';
import { OPERATIONS } from '../../server/rest/openapi/operations.js';
import { restRoutes } from '../helpers/api-surface.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';
import { cookieFor } from './houses-owner/setup.js';

// The REST contract (server/rest/openapi): the document is OpenAPI 3.1 whose every schema is valid
// JSON Schema 2020-12, it names exactly the router's routes, and real answers of every route — as a
// visitor, as a logged-in owner, with an API key, successes and refusals — match the schema of
// their status. A serializer that changes without its schema, or a status the document does not
// name, fails here.

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, unknown> };
};
type OperationObject = {
  operationId: string;
  parameters?: { in: string; name: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

let t: TestApp;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();
/** 'METHOD /router/path' → statuses whose answer was checked. */
const checked = new Map<string, Set<number>>();

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validatorFor(path: string, method: string, status: number, type: string) {
  const key = `${method} ${path} ${status} ${type}`;
  let v = validators.get(key);
  if (!v) {
    v = ajv.compile({
      $ref: `openapi#/${pointer('paths', path, method, 'responses', String(status), 'content', type, 'schema')}`,
    });
    validators.set(key, v);
  }
  return v;
}

/** Sends a request and checks the answer against the document; returns the JSON. */
async function call(
  route: string,
  url: string,
  opts: { cookie?: string; key?: string; body?: unknown } = {},
): Promise<{ status: number; json: any }> {
  const [METHOD, routerPath] = route.split(' ');
  const method = METHOD.toLowerCase();
  const res = await t.request(url, {
    method: METHOD,
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie, 'x-requested-with': 'XMLHttpRequest' } : {}),
      ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const path = openApiPath(routerPath);
  const operation = doc.paths[path]?.[method];
  expect(operation, `${route} is in the document`).toBeDefined();
  if (!operation) return { status: res.status, json: null };
  const documented = operation.responses[String(res.status)];
  const text = await res.text();
  expect.soft(documented, `${route} → ${res.status} is documented (${url}: ${text.slice(0, 200)})`).toBeDefined();
  if (!documented) return { status: res.status, json: null };
  const type = (res.headers.get('content-type') ?? '').split(';')[0];
  let json: any = null;
  if (type === 'application/json') {
    json = JSON.parse(text);
    expect.soft(documented.content?.[type], `${route} → ${res.status} documents JSON`).toBeDefined();
    const validate = validatorFor(path, method, res.status, type);
    expect.soft(validate(json) ? [] : validate.errors, `${route} → ${res.status} matches (${url})`).toEqual([]);
  } else if (text) {
    expect.soft(Object.keys(documented.content ?? {}), `${route} → ${res.status} documents ${type}`).toContain(type);
  }
  const statuses = checked.get(route) ?? new Set();
  statuses.add(res.status);
  checked.set(route, statuses);
  return { status: res.status, json };
}

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = await res.json();
  ajv.addSchema(doc as object, 'openapi');
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 whose every schema is valid JSON Schema 2020-12 (the 3.1 dialect)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    const ids = new Set<string>();
    const schemas: unknown[] = Object.values(doc.components?.schemas ?? {});
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const [method, o] of Object.entries(item)) {
        expect(['get', 'post', 'put', 'delete']).toContain(method);
        expect(ids.has(o.operationId), `unique ${o.operationId}`).toBe(false);
        ids.add(o.operationId);
        // Every {param} of the path is declared as a path parameter, and nothing else is.
        const declared = (o.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort()).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
        expect(Object.keys(o.responses).length).toBeGreaterThan(1);
        for (const p of o.parameters ?? []) schemas.push(p.schema);
        for (const media of Object.values(o.requestBody?.content ?? {})) schemas.push(media.schema);
        for (const r of Object.values(o.responses))
          for (const media of Object.values(r.content ?? {})) schemas.push(media.schema);
      }
    }
    // Compiled against the document, so every $ref must resolve too.
    const strict = new Ajv2020({ strict: 'log', logger: false, unicodeRegExp: false });
    addFormats.default(strict);
    strict.addSchema({ ...doc, $id: 'doc' } as object);
    for (const schema of schemas) {
      const resolved = JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"doc#/components'));
      expect(() => strict.compile(resolved)).not.toThrow();
    }
  });

  it("names exactly the router's routes", () => {
    const documented = OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort();
    expect(documented).toEqual(restRoutes().sort());
  });

  it('is readable at /api/docs: plain HTML without scripts', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('<code>/api/houses/{idOrSlug}</code>');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('real answers match the document', () => {
  it('every route, as a visitor and as a logged-in owner with an empty body', async () => {
    const owner = await createUser(t.db.prisma, { emailVerifiedAt: new Date() });
    const cookie = await cookieFor(t, owner.id);
    const house = await createHouse(t.db.prisma, { ownerUserId: owner.id, photos: 1 });
    const ids: Record<string, string> = {
      id: String(house.id),
      idOrSlug: house.slug,
      slug: house.slug,
      photoId: '1',
      userId: String(owner.id),
      offer: 'x',
    };
    for (const route of restRoutes()) {
      const [, routerPath] = route.split(' ');
      const url = `/api${routerPath.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => ids[name] ?? '1')}`;
      await call(route, url);
      const body = route.startsWith('GET') ? undefined : {};
      // Not logging the owner out or deleting the account midway: those are checked below.
      if (route === 'POST /auth/logout' || route === 'DELETE /user') continue;
      await call(route, url, { cookie, body });
    }
  });

  it('the public reads a partner uses, with their paginators and 404/422', async () => {
    const owner = await createUser(t.db.prisma);
    for (let i = 0; i < 3; i++) await createHouse(t.db.prisma, { ownerUserId: owner.id, photos: 2 });
    const { secret } = await createApiKey(
      { prisma: t.db.prisma, viewer: createViewer(t.db.prisma, owner) },
      { name: 'Contract', scope: 'read' },
    );
    const list = await call('GET /houses', '/api/houses?type=woonplaats&code=3295', { key: secret });
    expect(list.status).toBe(200);
    expect(list.json.data.length).toBeGreaterThan(0);
    const slug = list.json.data[0].slug;
    expect((await call('GET /houses/:idOrSlug', `/api/houses/${slug}`, { key: secret })).status).toBe(200);
    expect((await call('GET /houses/:idOrSlug', '/api/houses/bestaat-niet')).status).toBe(404);
    expect((await call('GET /houses', '/api/houses?page=0')).status).toBe(422);
    expect((await call('GET /houses', '/api/houses?latitude=noord')).status).toBe(422);
    for (const route of [
      '/house_types',
      '/tag_categories',
      '/house_facilities',
      '/expertises',
      '/certificates',
      '/advisors/languages',
      '/plans',
      '/knowledgebase_steps',
    ])
      expect((await call(`GET ${route}`, `/api${route}`, { key: secret })).status).toBe(200);
    expect((await call('GET /ngr/find', '/api/ngr/find?query=Utrecht')).status).toBe(200);
    expect((await call('GET /ngr/find', '/api/ngr/find?query=qqqqqqqq')).status).toBe(404);
    expect((await call('GET /advisors', '/api/advisors')).status).toBe(200);
    // A read key may not write: 403; a wrong key: 401.
    expect((await call('POST /houses/:id/like', `/api/houses/${slug}/like`, { key: secret })).status).toBe(403);
    expect((await call('GET /houses', '/api/houses', { key: 'hk_ongeldig' })).status).toBe(401);
  });

  it("an account's own answers: the user, API keys (created, listed, revoked), settings, houses", async () => {
    const user = await createUser(t.db.prisma, { emailVerifiedAt: new Date() });
    const cookie = await cookieFor(t, user.id);
    expect((await call('GET /user', '/api/user', { cookie })).status).toBe(200);
    const made = await call('POST /user/api_keys', '/api/user/api_keys', {
      cookie,
      body: { name: 'Koppeling', scope: 'act' },
    });
    expect(made.status).toBe(201);
    expect(
      (await call('POST /user/api_keys', '/api/user/api_keys', { cookie, body: { name: '', scope: 'x' } })).status,
    ).toBe(422);
    expect((await call('GET /user/api_keys', '/api/user/api_keys?per_page=1', { cookie })).json.data).toHaveLength(1);
    expect((await call('GET /user/api_keys', '/api/user/api_keys', { key: made.json.secret })).status).toBe(403);
    const settings = await call('GET /user/settings', '/api/user/settings', { cookie });
    expect((await call('PUT /user/settings', '/api/user/settings', { cookie, body: settings.json })).status).toBe(200);
    const subscribed = await call('POST /user/subscription', '/api/user/subscription', {
      cookie,
      body: { plan: 'user_premium' },
    });
    expect(subscribed.json.payment.amount_cents).toBeGreaterThan(0);
    expect(
      (await call('GET /user/subscription/payments', '/api/user/subscription/payments', { cookie })).json.data,
    ).toHaveLength(1);
    expect((await call('GET /plans', '/api/plans')).json.length).toBeGreaterThan(0);
    const profile = await call('POST /search_queries', '/api/search_queries', {
      cookie,
      body: { query: 'Utrecht', query_type: 'woonplaats', query_code: '3295', house_types: ['appartement'] },
    });
    expect(profile.status).toBe(201);
    expect((await call('GET /search_queries', '/api/search_queries', { cookie })).json.data).toHaveLength(1);
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id, photos: 1 });
    expect((await call('GET /houses/:idOrSlug', `/api/houses/${house.id}`, { cookie })).json.viewer_is_owner).toBe(
      true,
    );
    expect((await call('GET /houses/:id/likes', `/api/houses/${house.id}/likes`, { cookie })).status).toBe(200);
    expect((await call('GET /user/liked_houses', '/api/user/liked_houses', { cookie })).status).toBe(200);
    expect(
      (await call('PUT /houses/:id', `/api/houses/${house.id}`, { cookie, body: { number_rooms: 5 } })).status,
    ).toBe(200);
    expect(
      (await call('PUT /houses/:id', `/api/houses/${house.id}`, { cookie, body: { number_rooms: -1 } })).status,
    ).toBe(422);
    expect(
      (await call('DELETE /user/api_keys/:id', `/api/user/api_keys/${made.json.id}`, { cookie })).json.revoked_at,
    ).toBeTruthy();
    expect((await call('POST /auth/logout', '/api/auth/logout', { cookie })).status).toBe(204);
  });

  it('every route had at least one answer checked', () => {
    for (const route of restRoutes()) expect(checked.get(route)?.size ?? 0, route).toBeGreaterThan(0);
  });
});
