import type { House, Prisma } from '../../generated/prisma/client.js';
import { rowIdOrNone } from '../ids.js';
import { LISTED_MODERATION_STATUSES } from '../kernel/listing.js';
import type { Viewer } from '../ports/index.js';
import { isSlug } from '../text.js';

/** Houses a viewer may open: listed ones, and their own in any moderation state. */
export function visibleHouseWhere(viewer: Viewer): Prisma.HouseWhereInput {
  const listed: Prisma.HouseWhereInput = { moderationStatus: { in: LISTED_MODERATION_STATUSES } };
  return viewer.user ? { OR: [listed, { ownerUserId: viewer.user.id }] } : listed;
}

/** visibleHouseWhere for a house already loaded (a notification's house card). */
export function isVisibleHouse(viewer: Viewer, house: Pick<House, 'moderationStatus' | 'ownerUserId'>): boolean {
  return LISTED_MODERATION_STATUSES.includes(house.moderationStatus) || house.ownerUserId === viewer.user?.id;
}

/** A house the viewer may open, by id or slug (houseKeyWhere): the one lookup of every "show / like this house". */
export function visibleHouseKeyWhere(viewer: Viewer, idOrSlug: string): Prisma.HouseWhereInput {
  return { AND: [houseKeyWhere(idOrSlug), visibleHouseWhere(viewer)] };
}

/**
 * `/api/houses/{idOrSlug}`: all digits = id (one out of range matches no house), otherwise slug
 * (design.md). 404 when not visible.
 */
export function houseKeyWhere(idOrSlug: string): Prisma.HouseWhereInput {
  return /^\d+$/.test(idOrSlug) ? { id: rowIdOrNone(idOrSlug) } : houseSlugWhere(idOrSlug);
}

/**
 * A house by its slug or an earlier one (old links keep working, houses/slugs.ts); text that cannot
 * be a slug matches nothing, without a database error.
 */
export function houseSlugWhere(slug: string): Prisma.HouseWhereInput {
  return isSlug(slug) ? { OR: [{ slug }, { slugRedirects: { some: { oldSlug: slug } } }] } : { id: 0 };
}
