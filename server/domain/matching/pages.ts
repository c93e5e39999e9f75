import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { CheckinPolicy } from '../kernel/freshness.js';
import { houseStatusKnownWhere } from '../kernel/known-status.js';
import { activeUserWhere } from '../kernel/users.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';

// Reading stored matches, both ways, as keyset pages in the order of the indexes on
// search_profile_matches: best score first (exact = 100, so exact before fuzzy), newest id next.
// Only houses whose status is known count (kernel/known-status.ts houseStatusKnownWhere): the stored
// rows of a 'status onbekend' house stay and are filtered here, at read time, so the house counts
// again the moment its owner confirms (decision 0012). Rights are the caller's: a profile's kansen for whoever may open the profile
// (search-profiles/access.ts), a house's searchers for its owner (houses/ownership.ts).

/** A profile's kansen: exact first, then fuzzy by closeness; the house id breaks ties. */
export const KANSEN_ORDER: KeysetOrder = {
  name: 'kansen',
  columns: [
    { field: 'score', direction: 'desc', kind: 'int' },
    { field: 'houseId', direction: 'desc', kind: 'int' },
  ],
};

/** A house's searchers: exact first, then fuzzy; the profile id breaks ties. */
export const MATCH_SUGGESTIONS_ORDER: KeysetOrder = {
  name: 'match-suggestions',
  columns: [
    { field: 'score', direction: 'desc', kind: 'int' },
    { field: 'searchProfileId', direction: 'desc', kind: 'int' },
  ],
};

/** Kansen per page (REST pages, GraphQL default) and at most. */
export const MATCH_PAGE_LIMITS = { defaultSize: 12, maxSize: 50 };

/** Searchers are shown by their account: only profiles with an owner whose account is not deleted. */
const shownSearcher: Prisma.SearchProfileMatchWhereInput = {
  searchProfile: { user: { is: activeUserWhere } },
};

/** Stored matches that count now: those of a house whose status is known. */
const counted = (policy: CheckinPolicy): Prisma.SearchProfileMatchWhereInput => ({
  house: houseStatusKnownWhere(policy),
});

async function matchPage<Q extends Prisma.SearchProfileMatchDefaultArgs>(
  prisma: Db,
  policy: CheckinPolicy,
  stored: Prisma.SearchProfileMatchWhereInput,
  request: PageRequest,
  query: Q,
) {
  const where = { AND: [stored, counted(policy)] };
  const page = prismaPage(request);
  const rows = (await prisma.searchProfileMatch.findMany({
    ...(query as object),
    ...page,
    where: { AND: [where, page.where] },
  })) as Prisma.SearchProfileMatchGetPayload<Q>[];
  return { page: pageOf(request, rows), totalCount: () => prisma.searchProfileMatch.count({ where }) };
}

/** One page of a profile's kansen (fuzzy ones too unless `fuzzy` is false), rows with `query`'s selection. */
export function profileMatchesPage<Q extends Prisma.SearchProfileMatchDefaultArgs>(
  prisma: Db,
  policy: CheckinPolicy,
  profileId: number,
  options: { fuzzy: boolean },
  request: PageRequest,
  query: Q,
) {
  return matchPage(
    prisma,
    policy,
    { searchProfileId: profileId, ...(!options.fuzzy && { exact: true }) },
    request,
    query,
  );
}

/** One page of the searchers whose profile fits a house (fuzzy ones too unless `fuzzy` is false), rows with `query`'s selection. */
export function houseSuggestionsPage<Q extends Prisma.SearchProfileMatchDefaultArgs>(
  prisma: Db,
  policy: CheckinPolicy,
  houseId: number,
  options: { fuzzy: boolean },
  request: PageRequest,
  query: Q,
) {
  return matchPage(
    prisma,
    policy,
    { houseId, ...shownSearcher, ...(!options.fuzzy && { exact: true }) },
    request,
    query,
  );
}

export interface MatchCounts {
  all: number;
  exact: number;
}

/** Kansen per profile (all and exact), for a page of profiles in one query. */
export async function matchCounts(
  prisma: Db,
  policy: CheckinPolicy,
  profileIds: readonly number[],
): Promise<Map<number, MatchCounts>> {
  const groups = await prisma.searchProfileMatch.groupBy({
    by: ['searchProfileId', 'exact'],
    where: { searchProfileId: { in: [...profileIds] }, ...counted(policy) },
    _count: { _all: true },
  });
  const counts = new Map(profileIds.map((id) => [id, { all: 0, exact: 0 }]));
  for (const g of groups) {
    const c = counts.get(g.searchProfileId);
    if (!c) continue;
    c.all += g._count._all;
    if (g.exact) c.exact += g._count._all;
  }
  return counts;
}
