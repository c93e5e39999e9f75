import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { NotFoundError } from '../errors.js';
import { assertNotBlocked, blockBetween } from '../notifications/blocks.js';
import { houseRefFor } from '../notifications/house-ref.js';
import { withNotifications } from '../notifications/notify.js';
import { notificationContent } from '../notifications/types.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import type { PubSub } from '../ports/pubsub.js';
import { visibleHouseKeyWhere, visibleHouseWhere } from './access.js';
import { findOwnHouse, HOUSE_NOT_FOUND_MESSAGE, requireHouseUser } from './ownership.js';

// Likes (spec §4 "Like", §7): the count lives on the house (liking_users_count) and moves in the
// same transaction as the like row; the owner gets one HouseLiked notification per liker (in their
// thread with the liker, published once the like is committed). Flags: a visitor can do neither (the client then offers the quick login).

export interface LikeState {
  likes: number;
  canLike: boolean;
  canUnlike: boolean;
}

type LikeDeps = { prisma: Db; viewer: Viewer };

/**
 * canLike / canUnlike for a viewer who has (or has not) liked the house. Owners may like their own;
 * nobody may like a house of a user they blocked or who blocked them (unliking stays possible).
 */
export function likeFlags(
  viewer: Viewer,
  liked: boolean,
  blockedWithOwner = false,
): Pick<LikeState, 'canLike' | 'canUnlike'> {
  return { canLike: viewer.user !== null && !liked && !blockedWithOwner, canUnlike: viewer.user !== null && liked };
}

async function visibleHouse(deps: LikeDeps, key: string | number) {
  const house = await deps.prisma.house.findFirst({
    where: visibleHouseKeyWhere(deps.viewer, String(key)),
    select: { id: true, likingUsersCount: true, ownerUserId: true },
  });
  if (!house) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  return house;
}

async function hasLiked(prisma: Db, userId: number, houseId: number) {
  return (await prisma.like.count({ where: { userId, houseId } })) > 0;
}

export async function likeState(deps: LikeDeps, key: string | number): Promise<LikeState> {
  const house = await visibleHouse(deps, key);
  const user = deps.viewer.user;
  const liked = user ? await hasLiked(deps.prisma, user.id, house.id) : false;
  const blocked =
    user !== null &&
    house.ownerUserId !== null &&
    (await blockBetween(deps.prisma, user.id, house.ownerUserId)) !== null;
  return { likes: house.likingUsersCount, ...likeFlags(deps.viewer, liked, blocked) };
}

/** Likes the house (again is a no-op); visitor 401, blocked either way with the owner 403. Returns the house id. */
export async function likeHouse(deps: LikeDeps & { pubsub: PubSub }, key: string | number): Promise<number> {
  const user = requireHouseUser(deps.viewer);
  const { id, ownerUserId } = await visibleHouse(deps, key);
  if (ownerUserId !== null) await assertNotBlocked(deps.prisma, user.id, ownerUserId, 'like');
  await withNotifications(deps, async (tx, notify) => {
    const created = await tx.like.createMany({ data: [{ userId: user.id, houseId: id }], skipDuplicates: true });
    if (created.count === 0) return;
    const house = await tx.house.update({ where: { id }, data: { likingUsersCount: { increment: 1 } } });
    if (house.ownerUserId === null || house.ownerUserId === user.id) return;
    // One HouseLiked per liker per house: liking again after an unlike tells the owner nothing new.
    const told = await tx.notification.findFirst({
      where: { type: 'HouseLiked', senderUserId: user.id, recipientUserId: house.ownerUserId, houseId: house.id },
      select: { id: true },
    });
    if (told) return;
    await notify({
      recipientUserId: house.ownerUserId,
      senderUserId: user.id,
      houseId: house.id,
      // The liker reads it too (their thread with the owner).
      content: notificationContent('HouseLiked', { house: await houseRefFor(tx, house, [user.id, house.ownerUserId]) }),
    });
  });
  return id;
}

/** Takes the like back (when there is none, a no-op); visitor 401. */
export async function unlikeHouse(deps: LikeDeps, key: string | number): Promise<number> {
  const user = requireHouseUser(deps.viewer);
  const { id } = await visibleHouse(deps, key);
  await deps.prisma.$transaction(async (tx) => {
    const removed = await tx.like.deleteMany({ where: { userId: user.id, houseId: id } });
    if (removed.count > 0)
      await tx.house.update({ where: { id }, data: { likingUsersCount: { decrement: removed.count } } });
  });
  return id;
}

const likersWhere = (houseId: number) => ({ houseId, user: { deletedAt: null } });
const likersOrder = [{ createdAt: 'desc' as const }, { userId: 'desc' as const }];

/** Who liked the owner's house, newest first, with their card (owner only: 401 / 403 / 404 otherwise). */
export async function houseLikers(deps: LikeDeps, key: string | number, page: { offset: number; limit: number }) {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key);
  const [likes, total] = await Promise.all([
    deps.prisma.like.findMany({
      where: likersWhere(house.id),
      orderBy: likersOrder,
      skip: page.offset,
      take: page.limit,
      include: { user: { include: { avatar: true } } },
    }),
    deps.prisma.like.count({ where: likersWhere(house.id) }),
  ]);
  return { likes, total };
}

/** Likers newest first; the user id breaks ties (one like per user and house). */
export const LIKERS_ORDER: KeysetOrder = {
  name: 'likers',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'userId', direction: 'desc', kind: 'int' },
  ],
};

/**
 * One keyset page of who liked a house whose ownership the caller already checked (isHouseOwner),
 * each like with its user loaded by `userQuery` (the GraphQL selection: one query for the page).
 */
export async function likersPage<Q extends Prisma.UserDefaultArgs>(
  prisma: Db,
  houseId: number,
  request: PageRequest,
  userQuery: Q,
) {
  return likesPage(prisma, likersWhere(houseId), request, { createdAt: true, userId: true, user: userQuery });
}

/** The viewer's liked houses newest like first; the house id breaks ties. */
export const LIKED_HOUSES_ORDER: KeysetOrder = {
  name: 'liked-houses',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'houseId', direction: 'desc', kind: 'int' },
  ],
};

/** One keyset page of the viewer's liked houses that are still visible, each with `houseQuery`'s selection. */
export async function likedHousesPage<Q extends Prisma.HouseDefaultArgs>(
  deps: LikeDeps,
  request: PageRequest,
  houseQuery: Q,
) {
  const user = requireHouseUser(deps.viewer);
  const where = { userId: user.id, house: visibleHouseWhere(deps.viewer) };
  return likesPage(deps.prisma, where, request, { createdAt: true, houseId: true, house: houseQuery });
}

/** The viewer's liked houses that are still visible, newest like first (logged in only). */
export async function likedHouseIds(deps: LikeDeps, page: { offset: number; limit: number }) {
  const user = requireHouseUser(deps.viewer);
  const where = { userId: user.id, house: visibleHouseWhere(deps.viewer) };
  const [likes, total] = await Promise.all([
    deps.prisma.like.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { houseId: 'desc' }],
      skip: page.offset,
      take: page.limit,
      select: { houseId: true },
    }),
    deps.prisma.like.count({ where }),
  ]);
  return { ids: likes.map((l) => l.houseId), total };
}

/** A keyset page of likes with `select` (which holds the order's key fields), and their count. */
async function likesPage<S extends Prisma.LikeSelect>(
  prisma: Db,
  where: Prisma.LikeWhereInput,
  request: PageRequest,
  select: S,
) {
  const page = prismaPage(request);
  const likes = await prisma.like.findMany({ ...page, where: { AND: [where, page.where] }, select });
  return { page: pageOf(request, likes), totalCount: () => prisma.like.count({ where }) };
}
