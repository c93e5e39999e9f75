import type { User } from '../../generated/prisma/client.js';
import { hashToken } from '../kernel/tokens.js';
import type { RequestDeps } from '../ports/index.js';
import { createViewer } from './viewer.js';

type SessionCtx = Pick<RequestDeps, 'prisma' | 'sessions' | 'session' | 'viewer' | 'pubsub'>;
type EndCtx = Pick<RequestDeps, 'sessions' | 'pubsub'>;

/**
 * Ends the session of `token` everywhere: the store forgets it, and every instance closes the live
 * sockets (graphql-ws) opened with it (`sessionEnded`, server/graphql/live-sessions.ts).
 */
export async function revokeSession(ctx: EndCtx, token: string): Promise<void> {
  await ctx.sessions.revoke(token);
  ctx.pubsub.publish('sessionEnded', 'all', { hashes: [hashToken(token)] });
}

/** Ends every session of the user except `exceptToken`'s, and closes their live sockets on every instance. */
export async function revokeUserSessions(ctx: EndCtx, userId: number, exceptToken?: string): Promise<void> {
  await ctx.sessions.revokeAllForUser(userId, exceptToken);
  ctx.pubsub.publish('sessionEnded', 'all', { userId, ...(exceptToken ? { exceptHash: hashToken(exceptToken) } : {}) });
}

/**
 * Logs `user` in on this request: a new random token (the old one of this browser is revoked, so
 * a session id fixed before login is worthless), the cookie is handed out, and the rest of the
 * request sees the new viewer.
 */
export async function startSession(ctx: SessionCtx, user: User): Promise<void> {
  if (ctx.session.token) await revokeSession(ctx, ctx.session.token);
  const { token, expiresAt } = await ctx.sessions.create(user.id, {
    ip: ctx.session.ip,
    userAgent: ctx.session.userAgent,
  });
  ctx.session.issue(token, expiresAt);
  ctx.viewer = createViewer(ctx.prisma, user);
}

/** Ends this browser's session (if any) and clears the cookie. */
export async function endSession(ctx: SessionCtx): Promise<void> {
  if (ctx.session.token) await revokeSession(ctx, ctx.session.token);
  ctx.session.clear();
  ctx.viewer = createViewer(ctx.prisma, null);
}
