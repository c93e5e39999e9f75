import type { Db } from '../../db/client.js';
import { userRoute, type Viewer } from '../accounts/viewer.js';
import { NotFoundError } from '../errors.js';
import { houseKeyWhere, visibleHouseWhere } from './access.js';
import { findOwnHouse, HOUSE_NOT_FOUND_MESSAGE, requireUser } from './ownership.js';
import { formattedAddressLine, houseRoute } from './presentation.js';

// Likes (spec §4 "Like", §7): the count lives on the house (liking_users_count) and moves in the
// same transaction as the like row; the owner gets one HouseLiked notification per liker (delivered
// later, with messaging). Flags: a visitor can do neither (the client then offers the quick login).

export interface LikeState {
  likes: number;
  canLike: boolean;
  canUnlike: boolean;
}

type LikeDeps = { prisma: Db; viewer: Viewer };

/** canLike / canUnlike for a viewer who has (or has not) liked the house. Owners may like their own. */
export function likeFlags(viewer: Viewer, liked: boolean): Pick<LikeState, 'canLike' | 'canUnlike'> {
  return { canLike: viewer.user !== null && !liked, canUnlike: viewer.user !== null && liked };
}

async function visibleHouse(deps: LikeDeps, key: string | number) {
  const house = await deps.prisma.house.findFirst({
    where: { AND: [houseKeyWhere(String(key)), visibleHouseWhere(deps.viewer)] },
    select: { id: true, likingUsersCount: true },
  });
  if (!house) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  return house;
}

async function hasLiked(prisma: Db, userId: number, houseId: number) {
  return (await prisma.like.count({ where: { userId, houseId } })) > 0;
}

export async function likeState(deps: LikeDeps, key: string | number): Promise<LikeState> {
  const house = await visibleHouse(deps, key);
  const liked = deps.viewer.user ? await hasLiked(deps.prisma, deps.viewer.user.id, house.id) : false;
  return { likes: house.likingUsersCount, ...likeFlags(deps.viewer, liked) };
}

/** Likes the house (again is a no-op); visitor 401. Returns the house id. */
export async function likeHouse(deps: LikeDeps, key: string | number): Promise<number> {
  const user = requireUser(deps.viewer);
  const { id } = await visibleHouse(deps, key);
  await deps.prisma.$transaction(async (tx) => {
    const created = await tx.like.createMany({ data: [{ userId: user.id, houseId: id }], skipDuplicates: true });
    if (created.count === 0) return;
    const house = await tx.house.update({ where: { id }, data: { likingUsersCount: { increment: 1 } } });
    if (house.ownerUserId === null || house.ownerUserId === user.id) return;
    // One HouseLiked per liker per house: liking again after an unlike tells the owner nothing new.
    const told = await tx.notification.findFirst({
      where: {
        type: 'HouseLiked',
        senderUserId: user.id,
        recipientUserId: house.ownerUserId,
        notifiableType: 'house',
        notifiableId: house.id,
      },
      select: { id: true },
    });
    if (told) return;
    await tx.notification.create({
      data: {
        type: 'HouseLiked',
        senderUserId: user.id,
        recipientUserId: house.ownerUserId,
        notifiableType: 'house',
        notifiableId: house.id,
        data: {
          // The owner reads it, so the full address line.
          house: {
            id: house.id,
            slug: house.slug,
            route: houseRoute(house),
            formatted_address_line: formattedAddressLine(house, true),
          },
          user: { id: user.id, slug: user.slug, first_name: user.firstName, route: userRoute(user) },
        },
      },
    });
  });
  return id;
}

/** Takes the like back (when there is none, a no-op); visitor 401. */
export async function unlikeHouse(deps: LikeDeps, key: string | number): Promise<number> {
  const user = requireUser(deps.viewer);
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

/** One page of liker ids of a house whose ownership the caller already checked (isHouseOwner). */
export async function likerIds(prisma: Db, houseId: number, page: { offset: number; limit: number }) {
  const [likes, total] = await Promise.all([
    prisma.like.findMany({
      where: likersWhere(houseId),
      orderBy: likersOrder,
      skip: page.offset,
      take: page.limit,
      select: { userId: true },
    }),
    prisma.like.count({ where: likersWhere(houseId) }),
  ]);
  return { ids: likes.map((l) => l.userId), total };
}

/** The viewer's liked houses that are still visible, newest like first (logged in only). */
export async function likedHouseIds(deps: LikeDeps, page: { offset: number; limit: number }) {
  const user = requireUser(deps.viewer);
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
