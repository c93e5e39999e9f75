import {
  API_KEYS_ORDER,
  apiKeysPage,
  createApiKey,
  requireSessionUser,
  revokeApiKey,
} from '../../domain/accounts/api-keys/keys.js';
import { API_KEY_SCOPES } from '../../domain/accounts/api-keys/messages.js';
import { parsePageArgs } from '../../domain/pagination.js';
import type { ApiToken } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { inputRowId } from '../global-ids.js';
import { User } from './users.js';

// API keys over GraphQL (the settings page): the list, creation (the secret once) and revoking.
// Only in a cookie session: a request with a key cannot see or manage keys.

const ApiKeyScope = builder.enumType('ApiKeyScope', {
  description: "READ: public data only, queries only. ACT: queries and mutations as the key's user.",
  values: Object.fromEntries(API_KEY_SCOPES.map((s) => [s.toUpperCase(), { value: s }])) as {
    READ: { value: 'read' };
    ACT: { value: 'act' };
  },
});

const ApiKey = builder.objectRef<ApiToken>('ApiKey').implement({
  description: 'An API key of the viewer; its secret is shown only by createApiKey.',
  fields: (t) => ({
    id: t.globalID({ resolve: (k) => ({ type: 'ApiKey', id: k.id }) }),
    name: t.exposeString('name'),
    scope: t.field({ type: ApiKeyScope, resolve: (k) => k.scope as 'read' | 'act' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the secret, to tell keys apart.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (k) => k.createdAt }),
    lastUsedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Updated at most once a minute.',
      resolve: (k) => k.lastUsedAt,
    }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, resolve: (k) => k.revokedAt }),
  }),
});

builder.objectField(User, 'apiKeys', (t) =>
  t.connection(
    {
      type: ApiKey,
      nullable: true,
      description: "The viewer's API keys, newest first, revoked ones too; null for other users.",
      resolve: async (u, args, ctx) => {
        if (ctx.viewer.user?.id !== u.id) return null;
        requireSessionUser(ctx.viewer);
        const request = parsePageArgs(API_KEYS_ORDER, args, { defaultSize: 20, maxSize: 100 });
        const { page, totalCount } = await apiKeysPage(ctx, request);
        return toConnection(page, { node: (row) => row, totalCount });
      },
    },
    countedConnection('ApiKeyConnection'),
  ),
);

const CreateApiKeyPayload = builder.objectRef<{ key: ApiToken; secret: string }>('CreateApiKeyPayload').implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKey, resolve: (p) => p.key }),
    secret: t.exposeString('secret', { description: 'The key itself (hk_…): shown only in this answer.' }),
  }),
});

const RevokeApiKeyPayload = builder.objectRef<ApiToken>('RevokeApiKeyPayload').implement({
  fields: (t) => ({ apiKey: t.field({ type: ApiKey, resolve: (k) => k }) }),
});

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreateApiKeyPayload,
    errors: { directResult: true, union: { name: 'CreateApiKeyResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreateApiKeyInput', {
          fields: (f) => ({
            name: f.string({ required: true }),
            scope: f.field({ type: ApiKeyScope, required: true }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => createApiKey(ctx, input),
  }),
  revokeApiKey: t.field({
    type: RevokeApiKeyPayload,
    description: 'A revoked key answers 401 from then on; it stays in the list as revoked.',
    errors: { directResult: true, union: { name: 'RevokeApiKeyResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RevokeApiKeyInput', { fields: (f) => ({ id: f.id({ required: true }) }) }),
      }),
    },
    resolve: (_root, { input }, ctx) =>
      revokeApiKey(
        ctx,
        inputRowId(input.id, 'ApiKey', () => requireSessionUser(ctx.viewer)),
      ),
  }),
}));
