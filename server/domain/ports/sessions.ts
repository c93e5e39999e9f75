import type { User } from '../../generated/prisma/client.js';

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/**
 * Where sessions live: the sessions table by default (server/domain/accounts/sessions.ts), Redis
 * when REDIS_URL is set (server/adapters/sessions). Either way every instance sees every session.
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

/**
 * The session of the current request as the domain sees it: the cookie token (if any), who is
 * asking from where, and how to hand out or take back the cookie (the HTTP layer writes it).
 */
export interface SessionHandle {
  token: string | undefined;
  ip: string;
  userAgent: string | undefined;
  issue(token: string, expiresAt: Date): void;
  clear(): void;
  /** The browser's funnel claim token (cookie), if any: see server/domain/funnel/claims.ts. */
  funnelToken: string | undefined;
  issueFunnelToken(token: string, expiresAt: Date): void;
}
