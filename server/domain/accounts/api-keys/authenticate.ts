import type { Db } from '../../../db/client.js';
import type { User } from '../../../generated/prisma/client.js';
import { hashToken } from '../../kernel/tokens.js';
import type { ApiKeyScope, RequestApiKey } from './messages.js';

export interface AuthenticatedApiKey extends RequestApiKey {
  user: User;
}

/** last_used_at is written at most this often per key: a list shows "last used", not every request. */
export const LAST_USE_RESOLUTION_MS = 60_000;

/** `Authorization: Bearer <secret>` → the secret, or undefined for any other header. */
export function bearerSecret(header: string | null | undefined): string | undefined {
  const match = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The live key behind a secret with its (not deleted) user, or null: one indexed lookup by hash.
 * Its last use is written when the stored one is older than a minute; the conditional UPDATE keeps
 * parallel requests on any instance from writing it twice.
 */
export async function authenticateApiKey(prisma: Db, secret: string): Promise<AuthenticatedApiKey | null> {
  const key = await prisma.apiToken.findFirst({
    where: { tokenHash: hashToken(secret), revokedAt: null, user: { deletedAt: null } },
    include: { user: true },
  });
  if (!key) return null;
  const now = Date.now();
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
    const stale = new Date(now - LAST_USE_RESOLUTION_MS);
    await prisma.apiToken.updateMany({
      where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: stale } }] },
      data: { lastUsedAt: new Date(now) },
    });
  }
  return { id: key.id, scope: key.scope as ApiKeyScope, user: key.user };
}
