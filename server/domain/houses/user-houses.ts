import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import { visibleHouseWhere } from './access.js';

/** A user's houses, newest first: ids grow with time, so the id alone is the key. */
export const USER_HOUSES_ORDER: KeysetOrder = {
  name: 'user-houses',
  columns: [{ field: 'id', direction: 'desc', kind: 'int' }],
};

/**
 * One keyset page of a user's houses: for the user themselves all of them (any moderation state),
 * for others the listed ones; each with `houseQuery`'s selection.
 */
export async function userHousesPage<Q extends Prisma.HouseDefaultArgs>(
  deps: { prisma: Db; viewer: Viewer },
  userId: number,
  request: PageRequest,
  houseQuery: Q,
) {
  const where = { AND: [{ ownerUserId: userId }, visibleHouseWhere(deps.viewer)] };
  const page = prismaPage(request);
  const houses = await deps.prisma.house.findMany({ ...houseQuery, ...page, where: { AND: [where, page.where] } });
  return { page: pageOf(request, houses), totalCount: () => deps.prisma.house.count({ where }) };
}
