import { ConflictError, NotFoundError } from '../errors.js';
import { canClaim } from '../funnel/claims.js';
import { requireUser } from '../kernel/viewer.js';
import { rematchSearchProfile } from '../matching/store.js';
import type { RequestDeps } from '../ports/index.js';
import { SEARCH_PROFILE_LOGIN_MESSAGE, SEARCH_PROFILE_NOT_FOUND_MESSAGE, searchProfileKeyWhere } from './access.js';

/**
 * POST /api/search_queries/{id}/assign_user: a profile a visitor made in the searcher funnel gets the
 * logged-in user as owner — only an ownerless one, only from the browser that made it and within
 * the claim window (funnel/claims.ts), the rule registering with search_query_slug follows too.
 * Anyone else gets the 404 of a profile they cannot see. The owner assigning again is a no-op.
 */
export async function assignSearchProfile(
  deps: Pick<RequestDeps, 'prisma' | 'viewer' | 'session'>,
  key: string | number,
  now = new Date(),
): Promise<number> {
  const user = requireUser(deps.viewer, SEARCH_PROFILE_LOGIN_MESSAGE);
  const profile = await deps.prisma.searchQuery.findFirst({ where: searchProfileKeyWhere(key) });
  if (!profile) throw new NotFoundError(SEARCH_PROFILE_NOT_FOUND_MESSAGE);
  if (profile.userId === user.id) return profile.id;
  if (profile.userId !== null || !canClaim(deps.session, profile, now))
    throw new NotFoundError(SEARCH_PROFILE_NOT_FOUND_MESSAGE);
  // Conditional update: of two people claiming at once, one wins.
  const claimed = await deps.prisma.searchQuery.updateMany({
    where: { id: profile.id, userId: null },
    data: { userId: user.id, claimTokenHash: null },
  });
  if (claimed.count === 0) throw new ConflictError('Dit zoekprofiel heeft al een eigenaar.');
  // A profile never matches its owner's own houses.
  await rematchSearchProfile(deps.prisma, profile.id);
  return profile.id;
}
