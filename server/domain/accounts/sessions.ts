import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';

export const SESSION_COOKIE = 'huiskans_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions are stored by the hash of their token, so a database leak does not hand out logins. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(prisma: Db, userId: number, meta: { ip?: string; userAgent?: string } = {}) {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  await prisma.session.create({
    data: {
      id: hashToken(token),
      userId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    },
  });
  return token;
}

/** The user behind a session cookie, or null when the token is unknown, expired or the user deleted. */
export async function findSessionUser(prisma: Db, token: string | undefined): Promise<User | null> {
  if (!token) return null;
  const session = await prisma.session.findUnique({ where: { id: hashToken(token) }, include: { user: true } });
  if (!session || session.expiresAt < new Date() || session.user.deletedAt) return null;
  return session.user;
}

export async function revokeSession(prisma: Db, token: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: hashToken(token) } });
}
