import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { DateTimeResolver } from 'graphql-scalars';
import type { RequestContext } from '../context.js';
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
  },
  errors: { defaultTypes: [] },
});

builder.addScalarType('DateTime', DateTimeResolver);
// Uploads arrive as multipart requests (GraphQL multipart request spec, built into Yoga).
builder.scalarType('File', {
  description: 'An uploaded file (multipart request).',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
});
builder.queryType({});
builder.mutationType({});
