import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../accounts/viewer.js';
import { rowIdOrNone } from '../ids.js';
import { LISTED_MODERATION_STATUSES } from './listing.js';

/** Houses a viewer may open: listed ones, and their own in any moderation state. */
export function visibleHouseWhere(viewer: Viewer): Prisma.HouseWhereInput {
  const listed: Prisma.HouseWhereInput = { moderationStatus: { in: LISTED_MODERATION_STATUSES } };
  return viewer.user ? { OR: [listed, { ownerUserId: viewer.user.id }] } : listed;
}

/**
 * `/api/houses/{idOrSlug}`: all digits = id, otherwise slug (design.md). 404 when not visible.
 * A key that cannot be either (an id out of range, a slug with other characters than slugify
 * makes) matches no house.
 */
export function houseKeyWhere(idOrSlug: string): Prisma.HouseWhereInput {
  if (/^\d+$/.test(idOrSlug)) return { id: rowIdOrNone(idOrSlug) };
  return /^[a-z0-9-]{1,255}$/.test(idOrSlug) ? { slug: idOrSlug } : { id: { in: [] } };
}
