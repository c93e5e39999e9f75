import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { requireUser } from '../kernel/viewer.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import { SEARCH_PROFILE_LOGIN_MESSAGE } from './access.js';

/** The viewer's profiles, newest first; the id breaks ties. */
export const SEARCH_PROFILES_ORDER: KeysetOrder = {
  name: 'search-profiles',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};

/** One keyset page of the viewer's own search profiles (401 for visitors), rows with `query`'s selection. */
export async function searchProfilesPage<Q extends Prisma.SearchQueryDefaultArgs>(
  deps: { prisma: Db; viewer: Viewer },
  request: PageRequest,
  query: Q,
) {
  const user = requireUser(deps.viewer, SEARCH_PROFILE_LOGIN_MESSAGE);
  const where: Prisma.SearchQueryWhereInput = { userId: user.id };
  const page = prismaPage(request);
  const rows = (await deps.prisma.searchQuery.findMany({
    ...(query as object),
    ...page,
    where: { AND: [where, page.where] },
  })) as Prisma.SearchQueryGetPayload<Q>[];
  return { page: pageOf(request, rows), totalCount: () => deps.prisma.searchQuery.count({ where }) };
}
