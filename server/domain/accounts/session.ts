import type { RequestContext } from '../../context.js';
import type { User } from '../../generated/prisma/client.js';
import { createViewer } from './viewer.js';

type SessionCtx = Pick<RequestContext, 'prisma' | 'sessions' | 'session' | 'viewer'>;

/**
 * Logs `user` in on this request: a new random token (the old one of this browser is revoked, so
 * a session id fixed before login is worthless), the cookie is handed out, and the rest of the
 * request sees the new viewer.
 */
export async function startSession(ctx: SessionCtx, user: User): Promise<void> {
  if (ctx.session.token) await ctx.sessions.revoke(ctx.session.token);
  const { token, expiresAt } = await ctx.sessions.create(user.id, {
    ip: ctx.session.ip,
    userAgent: ctx.session.userAgent,
  });
  ctx.session.issue(token, expiresAt);
  ctx.viewer = createViewer(ctx.prisma, user);
}

/** Ends this browser's session (if any) and clears the cookie. */
export async function endSession(ctx: SessionCtx): Promise<void> {
  if (ctx.session.token) await ctx.sessions.revoke(ctx.session.token);
  ctx.session.clear();
  ctx.viewer = createViewer(ctx.prisma, null);
}
