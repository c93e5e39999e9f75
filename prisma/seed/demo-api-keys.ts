import { createHash } from 'node:crypto';
import { API_KEY_PREFIX, displayPrefix } from '../../server/domain/accounts/api-keys/keys.js';
import { hashToken } from '../../server/domain/kernel/tokens.js';
import type { Prisma } from '../../server/generated/prisma/client.js';

/**
 * The demo seller's API key. Its secret is derived from a fixed phrase (not random) so that
 * docs/partners.md can print it for trying the API on a demo database; a real key is random.
 */
export const DEMO_API_KEY = `${API_KEY_PREFIX}${createHash('sha256').update('huiskans demo api key').digest('base64url')}`;

export async function seedDemoApiKey(tx: Prisma.TransactionClient, sellerId: number, now: number): Promise<void> {
  await tx.apiToken.create({
    data: {
      userId: sellerId,
      name: 'Demo-koppeling makelaarssysteem',
      scope: 'act',
      tokenHash: hashToken(DEMO_API_KEY),
      prefix: displayPrefix(DEMO_API_KEY),
      createdAt: new Date(now - 14 * 86_400_000),
    },
  });
}
