import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { type ErrorStatus, OPERATIONS, type Operation } from './operations.js';
import { messageError, validationError } from './responses.js';

// The OpenAPI 3.1 document of /api, built from operations.ts once per process (GET /api/openapi.json).

const ERROR_TEXT: Record<ErrorStatus | 429 | 503, string> = {
  401: 'Not logged in, or the API key is unknown, malformed or revoked.',
  403: 'Not allowed: not yours, a `read` key writing, session-only with a key, or a cookie without `X-Requested-With`.',
  404: 'Not found (or not visible to you).',
  409: 'Conflicts with the current state.',
  413: 'The body is too large.',
  422: 'Invalid input: Dutch messages per field in `errors`.',
  429: 'Over a rate limit or an API key budget: wait `Retry-After` seconds.',
  503: 'The database is out of reach for a moment: retry after `Retry-After` seconds.',
};

const retryAfter = z.string().meta({ description: 'Seconds to wait.' });

function errorResponse(status: ErrorStatus | 429 | 503) {
  const retry = status === 429 || status === 503;
  return {
    description: ERROR_TEXT[status],
    ...(retry ? { headers: z.object({ 'Retry-After': retryAfter }) } : {}),
    content: { 'application/json': { schema: status === 422 || status === 413 ? validationError : messageError } },
  };
}

/** `/advisors/:id{[0-9]+}` → `/api/advisors/{id}`. */
export const openApiPath = (routerPath: string) => `/api${routerPath.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, '{$1}')}`;

const pathParams = (path: string) =>
  z.object(Object.fromEntries([...path.matchAll(/\{([A-Za-z]+)\}/g)].map(([, name]) => [name, z.string()])));

function successResponse(o: Operation) {
  if (o.status === 302) return { description: 'A redirect (`Location`).', headers: z.object({ Location: z.string() }) };
  if (o.path === '/docs') return { description: 'HTML', content: { 'text/html': { schema: z.string() } } };
  if (!o.response) return { description: 'Done, no body.' };
  return { description: 'OK', content: { 'application/json': { schema: o.response } } };
}

/**
 * The operation's own refusals, and the ones every route may give: 401 for a bad API key, 429, 503;
 * a write also 403 (CSRF: a cookie without `X-Requested-With`).
 */
const errorStatuses = (o: Operation): (ErrorStatus | 429 | 503)[] =>
  [
    ...new Set([...o.errors, 401 as const, ...(o.method === 'get' ? [] : [403 as const]), 429 as const, 503 as const]),
  ].sort();

function operationObject(o: Operation, path: string): ZodOpenApiOperationObject {
  const hasParams = path.includes('{');
  const bodyTypes = o.multipart
    ? { 'multipart/form-data': { schema: z.looseObject({}) } }
    : o.body
      ? { 'application/json': { schema: o.body }, 'application/x-www-form-urlencoded': { schema: o.body } }
      : undefined;
  return {
    tags: [o.tag],
    summary: o.summary,
    operationId: `${o.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => c?.toUpperCase() ?? '')}`,
    ...(hasParams || o.query
      ? { requestParams: { ...(hasParams ? { path: pathParams(path) } : {}), ...(o.query ? { query: o.query } : {}) } }
      : {}),
    ...(bodyTypes ? { requestBody: { content: bodyTypes } } : {}),
    responses: {
      [String(o.status)]: successResponse(o),
      ...Object.fromEntries(errorStatuses(o).map((s) => [String(s), errorResponse(s)])),
    },
  };
}

function buildDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const o of OPERATIONS) {
    const path = openApiPath(o.path);
    paths[path] = { ...paths[path], [o.method]: operationObject(o, path) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Huiskans REST API (legacy /api)',
        version: '1',
        description:
          'The Laravel-style REST layer. Field names are snake_case; bodies are JSON or forms. ' +
          'Authenticate with a session cookie (browser: send `X-Requested-With: XMLHttpRequest`) or ' +
          '`Authorization: Bearer hk_…` (an API key: docs/partners.md). Answers with a key carry ' +
          '`X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (`hk_…`).' },
          session: { type: 'apiKey', in: 'cookie', name: 'huiskans_session' },
        },
      },
      security: [{}, { apiKey: [] }, { session: [] }],
      paths,
    },
    { reused: 'inline' },
  );
}

let cached: ReturnType<typeof buildDocument> | undefined;
/** The document (built on first use: the schemas do not change while the process runs). */
export const openApiDocument = () => {
  cached ??= buildDocument();
  return cached;
};
