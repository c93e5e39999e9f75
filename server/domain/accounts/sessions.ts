import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';
import { hashToken, newToken } from '../kernel/tokens.js';
import type { SessionMeta, SessionStore } from '../ports/sessions.js';

export const SESSION_COOKIE = 'huiskans_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A database session for `userId`; returns the cookie token. (Tests use this to log a user in.) */
export async function createSession(prisma: Db, userId: number, meta: SessionMeta = {}) {
  const token = newToken();
  await prisma.session.create({
    data: {
      id: hashToken(token),
      userId,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    },
  });
  return token;
}

/** The user behind a database session cookie, or null when the token is unknown, expired or the user deleted. */
export async function findSessionUser(prisma: Db, token: string | undefined): Promise<User | null> {
  if (!token) return null;
  // One statement (the user with an EXISTS on the session), not the session and then its user:
  // every request and every WebSocket handshake asks this.
  return prisma.user.findFirst({
    where: { deletedAt: null, sessions: { some: { id: hashToken(token), expiresAt: { gte: new Date() } } } },
  });
}

export async function revokeSession(prisma: Db, token: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: hashToken(token) } });
}

/** The default store: the sessions table. */
export function createDatabaseSessionStore(prisma: Db): SessionStore {
  return {
    kind: 'database',
    async create(userId, meta) {
      const token = await createSession(prisma, userId, meta);
      return { token, expiresAt: new Date(Date.now() + SESSION_TTL_MS) };
    },
    findUser: (token) => findSessionUser(prisma, token),
    async lookup(token) {
      if (!token) return null;
      return prisma.session.findFirst({
        where: { id: hashToken(token), expiresAt: { gt: new Date() }, user: { deletedAt: null } },
        select: { userId: true, expiresAt: true },
      });
    },
    revoke: (token) => revokeSession(prisma, token),
    async revokeAllForUser(userId, exceptToken) {
      await prisma.session.deleteMany({
        where: { userId, ...(exceptToken ? { id: { not: hashToken(exceptToken) } } : {}) },
      });
    },
  };
}
