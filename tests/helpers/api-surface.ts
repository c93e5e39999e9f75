import { type GraphQLField, getNamedType, isUnionType } from 'graphql';
import pino from 'pino';
import type { Services } from '../../server/context.js';
import { schema } from '../../server/graphql/schema.js';
import { createRestRouter } from '../../server/rest/router.js';
import type { TestApp } from './app.js';

// The whole API surface, read from the router and the schema themselves, so that a test walking
// it (rights before validation, the fuzz test) also walks every route or mutation added later.

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * 'METHOD /path' of every route of the /api router (a route's middleware counted once, `use` left
 * out). The router only reads its services while it answers, so none are needed to list it.
 */
export function restRoutes(): string[] {
  return [
    ...new Set(
      createRestRouter({} as Services, pino({ level: 'silent' }))
        .routes.filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
    ),
  ];
}

/** The write routes among them. */
export const restWrites = () => restRoutes().filter((r) => WRITE_METHODS.has(r.split(' ')[0]));

/** Every field of the schema's Mutation type. */
export const mutationFields = () => Object.values(schema.getMutationType()!.getFields());

/**
 * POSTs a GraphQL operation: JSON, or multipart (the GraphQL multipart request spec) when `files`
 * maps variable paths (`variables.input.file`) to files.
 */
export async function postGraphQL(
  t: TestApp,
  operation: { query: string; variables?: Record<string, unknown> },
  opts: { cookie?: string; files?: [string, File][]; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    'x-requested-with': 'XMLHttpRequest',
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...opts.headers,
  };
  let body: BodyInit;
  if (opts.files?.length) {
    const form = new FormData();
    form.append('operations', JSON.stringify(operation));
    form.append('map', JSON.stringify(Object.fromEntries(opts.files.map(([path], i) => [i, [path]]))));
    opts.files.forEach(([, file], i) => {
      form.append(String(i), file);
    });
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(operation);
  }
  const res = await t.request('/graphql', { method: 'POST', headers, body });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = { unparsed: text };
  }
  return { status: res.status, json };
}

/** The mutation with its `input` variable, asking for `__typename` and, on an error member, its message. */
export function mutationDocument(field: GraphQLField<unknown, unknown>): string {
  const fragments = isUnionType(getNamedType(field.type)) ? '... on Error { message }' : '';
  return field.args[0]
    ? `mutation($input: ${field.args[0].type}) { ${field.name}(input: $input) { __typename ${fragments} } }`
    : `mutation { ${field.name} { __typename ${fragments} } }`;
}
