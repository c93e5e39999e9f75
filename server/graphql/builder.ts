import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import type { RequestContext } from '../context.js';
import {
  ConflictError,
  ForbiddenError,
  InputError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthenticatedError,
} from '../domain/errors.js';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import { fieldCost } from './limits.js';

// Plugins, scalars and auth scopes only; each area's types live in ./types/<area>.ts.
export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: RequestContext;
  AuthScopes: { loggedIn: boolean; subscriber: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    File: { Input: File; Output: never };
    ID: { Input: string; Output: string | number };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin, ComplexityPlugin],
  // Field costs only; the limits are checked before execution by useQueryLimits (./limits.ts).
  complexity: { fieldComplexity: fieldCost },
  scopeAuth: {
    authScopes: (ctx) => ({
      loggedIn: ctx.viewer.user !== null,
      subscriber: () => ctx.viewer.isSubscriber(),
    }),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // node(id:) and nodes(ids:) are ./types/nodes.ts: an unknown or malformed id is null there.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  // The failures any write may meet; a field adds its own (RateLimitedError, a needs-confirmation
  // error). The GraphQL types of these classes are in ./types/errors.ts.
  errors: {
    defaultTypes: [
      InputError,
      UnauthenticatedError,
      ForbiddenError,
      NotFoundError,
      ConflictError,
      ServiceUnavailableError,
    ],
  },
});

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSON', JSONResolver);
/** A web File (the one of Node or of Yoga's fetch ponyfill). */
const isUploadedFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).arrayBuffer === 'function' &&
  typeof (value as File).name === 'string' &&
  typeof (value as File).type === 'string';

// Uploads arrive as multipart requests (GraphQL multipart request spec, built into Yoga).
builder.scalarType('File', {
  description: 'An uploaded file (multipart request).',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
  // Only a file part of the multipart request is a File: a text in the JSON variables, or a part
  // without a filename (which Yoga hands on as a string), is the client's mistake, not an upload.
  parseValue: (value) => {
    if (isUploadedFile(value)) return value;
    throw new GraphQLError('Dit is geen bestand: stuur het als bestand mee (multipart).');
  },
});
builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
