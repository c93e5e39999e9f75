import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import type { ApiToken, User } from '../../../generated/prisma/client.js';
import { ConflictError, ForbiddenError, NotFoundError, parseCommand } from '../../errors.js';
import { hashToken } from '../../kernel/tokens.js';
import { requireUser } from '../../kernel/viewer.js';
import { type PageRequest, pageOf, prismaPage } from '../../pagination.js';
import type { Viewer } from '../../ports/index.js';
import { line } from '../../text.js';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEY_SCOPES, MAX_LIVE_KEYS } from './messages.js';

/**
 * API keys: a program's credential for /graphql and /api (`Authorization: Bearer hk_…`). The
 * secret is shown once at creation and stored only as its sha256, like session tokens. Revoked
 * keys stay in the list, marked revoked, so a user can see what was once handed out.
 */

/** Recognisable in logs and secret scanners. */
export const API_KEY_PREFIX = 'hk_';
/** Characters of the secret kept for the list ("hk_Ab3dE…"): 6 random characters, no secret. */
export const displayPrefix = (secret: string) => secret.slice(0, API_KEY_PREFIX.length + 6);

export const apiKeyInputSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    line({ error: API_KEY_MESSAGES.nameRequired })
      .min(1, API_KEY_MESSAGES.nameRequired)
      .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  ),
  scope: z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scope }),
});

/**
 * The logged-in user of a cookie session: a key may not manage keys, nor change the password or
 * e-mail or delete the account (a leaked key must not be able to lock its owner out).
 */
export function requireSessionUser(viewer: Viewer): User {
  if (viewer.apiKey) throw new ForbiddenError(API_KEY_MESSAGES.sessionOnly);
  return requireUser(viewer);
}

export async function createApiKey(
  ctx: { prisma: Db; viewer: Viewer },
  input: { name?: unknown; scope?: unknown },
): Promise<{ key: ApiToken; secret: string }> {
  const user = requireSessionUser(ctx.viewer);
  const { name, scope } = parseCommand(apiKeyInputSchema, input);
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const key = await ctx.prisma.$transaction(async (tx) => {
    // The user's row locked, so two parallel creations cannot both pass the count.
    await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${user.id} FOR UPDATE`;
    const live = await tx.apiToken.count({ where: { userId: user.id, revokedAt: null } });
    if (live >= MAX_LIVE_KEYS) throw new ConflictError(API_KEY_MESSAGES.tooMany);
    return tx.apiToken.create({
      data: {
        userId: user.id,
        name,
        scope,
        tokenHash: hashToken(secret),
        prefix: displayPrefix(secret),
      },
    });
  });
  return { key, secret };
}

/** Revokes one of the viewer's keys; revoking a revoked key again changes nothing. */
export async function revokeApiKey(ctx: { prisma: Db; viewer: Viewer }, id: number): Promise<ApiToken> {
  const user = requireSessionUser(ctx.viewer);
  const key = await ctx.prisma.apiToken.findFirst({ where: { id, userId: user.id } });
  if (!key) throw new NotFoundError(API_KEY_MESSAGES.notFound);
  if (key.revokedAt) return key;
  return ctx.prisma.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
}

/** Keys newest first: live and revoked. */
export const API_KEYS_ORDER = { name: 'api-keys', columns: [{ field: 'id', direction: 'desc', kind: 'int' }] } as const;

export async function apiKeysPage(ctx: { prisma: Db; viewer: Viewer }, request: PageRequest) {
  const user = requireSessionUser(ctx.viewer);
  const { where, ...page } = prismaPage(request);
  const rows = await ctx.prisma.apiToken.findMany({ where: { userId: user.id, ...where }, ...page });
  return {
    page: pageOf(request, rows),
    totalCount: () => ctx.prisma.apiToken.count({ where: { userId: user.id } }),
  };
}
