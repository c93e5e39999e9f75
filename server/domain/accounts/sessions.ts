import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { User } from '../../generated/prisma/client.js';

export const SESSION_COOKIE = 'huiskans_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions (and reset/verification tokens) are stored by the hash of their token, so a database leak does not hand out logins. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh random token: 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/**
 * Where sessions live: the sessions table by default, Redis when REDIS_URL is set
 * (server/adapters/sessions). Either way every instance of the app sees every session.
 */
export interface SessionStore {
  readonly kind: 'database' | 'redis';
  create(userId: number, meta?: SessionMeta): Promise<{ token: string; expiresAt: Date }>;
  /** The user behind a token, or null when unknown, expired, or the account deleted. */
  findUser(token: string | undefined): Promise<User | null>;
  /**
   * Whose session a token is and until when, or null (unknown, expired, account deleted): a live
   * socket keeps this from its handshake, so that no event reaches it after the session expired.
   */
  lookup(token: string | undefined): Promise<{ userId: number; expiresAt: Date } | null>;
  revoke(token: string): Promise<void>;
  /** Ends every session of the user except `exceptToken` (password change, account deletion). */
  revokeAllForUser(userId: number, exceptToken?: string): Promise<void>;
}

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
