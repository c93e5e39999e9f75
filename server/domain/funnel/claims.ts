import { timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../kernel/tokens.js';
import type { SessionHandle } from '../ports/sessions.js';

// Claims of things a visitor makes in a funnel before having an account: a
// seller-funnel house today, a searcher-funnel search profile later. The browser that makes one
// holds a secret funnel token in an HttpOnly cookie; the row keeps only its hash. Assigning the row
// to an account later (assignHouse, or registering with house_slug) needs that same browser: an
// id or slug alone, which others can guess or see, claims nothing.

export const FUNNEL_COOKIE = 'huiskans_funnel';
/** How long a funnel-made row waits for its maker to sign up before nobody can claim it. */
export const CLAIM_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The claim hash to store with a row this visitor makes now: this browser's funnel token (a new
 * one when it has none), whose cookie then lasts another claim window.
 */
export function claimHashForNewRow(session: SessionHandle, now = new Date()): string {
  const token = session.funnelToken ?? newToken();
  session.issueFunnelToken(token, new Date(now.getTime() + CLAIM_WINDOW_MS));
  return hashToken(token);
}

/** Whether this browser made the row (holds the token of `claimHash`) and the claim window is still open. */
export function canClaim(
  session: Pick<SessionHandle, 'funnelToken'>,
  row: { claimTokenHash: string | null; createdAt: Date },
  now = new Date(),
): boolean {
  if (!row.claimTokenHash || !session.funnelToken) return false;
  if (now.getTime() - row.createdAt.getTime() > CLAIM_WINDOW_MS) return false;
  const mine = Buffer.from(hashToken(session.funnelToken), 'hex');
  const theirs = Buffer.from(row.claimTokenHash, 'hex');
  return mine.length === theirs.length && timingSafeEqual(mine, theirs);
}
