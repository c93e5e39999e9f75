import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { NotFoundError, UnauthenticatedError } from '../errors.js';
import { CLAIM_WINDOW_MS } from '../funnel/claims.js';
import { parseRowId } from '../ids.js';
import { hashToken } from '../kernel/tokens.js';
import type { RequestDeps } from '../ports/index.js';
import { isSlug } from '../text.js';

// Who may open a search profile (design.md rule 2): its owner; and, while it has none, the browser
// that made it in the searcher funnel (server/domain/funnel/claims.ts) within the claim window, so
// a visitor can refine the profile and see its kansen before signing up. Everybody else is told
// nothing: a visitor "log in" (401), a logged-in stranger "not found" (404) — whether a profile
// exists is private.

export const SEARCH_PROFILE_NOT_FOUND_MESSAGE = 'Dit zoekprofiel bestaat niet (meer).';
export const SEARCH_PROFILE_LOGIN_MESSAGE = 'Log in om verder te gaan.';

export type SearchProfileAccess = Pick<RequestDeps, 'viewer' | 'session'>;

/** `{id}` of the paths: all digits = id (one out of range names none), otherwise slug. */
export function searchProfileKeyWhere(key: string | number): Prisma.SearchQueryWhereInput {
  const text = String(key);
  if (/^\d+$/.test(text)) return { id: parseRowId(text) || 0 };
  return isSlug(text) ? { slug: text } : { id: 0 };
}

/** The profiles `access` may open: its own, and the ownerless ones its browser made (claim window open). */
export function accessibleSearchProfileWhere(
  access: SearchProfileAccess,
  now = new Date(),
): Prisma.SearchQueryWhereInput {
  const mine: Prisma.SearchQueryWhereInput[] = [];
  if (access.viewer.user) mine.push({ userId: access.viewer.user.id });
  if (access.session.funnelToken)
    mine.push({
      userId: null,
      claimTokenHash: hashToken(access.session.funnelToken),
      createdAt: { gt: new Date(now.getTime() - CLAIM_WINDOW_MS) },
    });
  return mine.length ? { OR: mine } : { id: 0 };
}

/** The profile `key` names if `access` may open it: otherwise 401 for a visitor, 404 for anyone else. */
export async function findSearchProfile<I extends Prisma.SearchQueryInclude = Record<string, never>>(
  deps: SearchProfileAccess & { prisma: Db | Prisma.TransactionClient },
  key: string | number,
  include?: I,
): Promise<Prisma.SearchQueryGetPayload<{ include: I }>> {
  const row = await deps.prisma.searchQuery.findFirst({
    where: { AND: [searchProfileKeyWhere(key), accessibleSearchProfileWhere(deps)] },
    include,
  });
  if (row) return row as Prisma.SearchQueryGetPayload<{ include: I }>;
  if (!deps.viewer.user) throw new UnauthenticatedError(SEARCH_PROFILE_LOGIN_MESSAGE);
  throw new NotFoundError(SEARCH_PROFILE_NOT_FOUND_MESSAGE);
}
