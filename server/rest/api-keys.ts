import { Hono } from 'hono';
import {
  API_KEYS_ORDER,
  apiKeysPage,
  createApiKey,
  requireSessionUser,
  revokeApiKey,
} from '../domain/accounts/api-keys/keys.js';
import type { ApiToken } from '../generated/prisma/client.js';
import { idParam, readFields } from './body.js';
import { cursorPageRequest, cursorPaginator } from './cursor-pages.js';
import type { RestEnv } from './env.js';

const apiKeyJson = (key: ApiToken) => ({
  id: key.id,
  name: key.name,
  scope: key.scope,
  prefix: key.prefix,
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
});

/** The user's API keys (the settings page's list): cursor pages, create (secret once), revoke. */
export const apiKeyRoutes = new Hono<RestEnv>()
  .get('/user/api_keys', async (c) => {
    const ctx = c.get('ctx');
    requireSessionUser(ctx.viewer); // before the cursor is read: 401 before 422
    const request = cursorPageRequest(c, API_KEYS_ORDER, { defaultSize: 20, maxSize: 100 }, 'forward');
    const { page } = await apiKeysPage(ctx, request);
    return c.json(cursorPaginator(c, page, page.rows, page.rows.map(apiKeyJson), 'forward'));
  })
  .post('/user/api_keys', async (c) => {
    const { key, secret } = await createApiKey(c.get('ctx'), await readFields(c));
    return c.json({ ...apiKeyJson(key), secret }, 201);
  })
  .delete('/user/api_keys/:id', async (c) => {
    const ctx = c.get('ctx');
    requireSessionUser(ctx.viewer);
    return c.json(apiKeyJson(await revokeApiKey(ctx, idParam(c))));
  });
