import { findSearchProfile } from './access.js';
import type { SearchProfileDeps } from './saving.js';

/** Deletes a search profile (owner, or the browser that made an ownerless funnel profile) and answers its id. */
export async function deleteSearchProfile(
  deps: Pick<SearchProfileDeps, 'prisma' | 'viewer' | 'session'>,
  key: string | number,
): Promise<number> {
  const profile = await findSearchProfile(deps, key);
  await deps.prisma.searchQuery.delete({ where: { id: profile.id } });
  return profile.id;
}
