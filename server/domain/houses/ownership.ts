import type { Db } from '../../db/client.js';
import type { House, Prisma } from '../../generated/prisma/client.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { LISTED_MODERATION_STATUSES } from '../kernel/listing.js';
import { requireUser } from '../kernel/viewer.js';
import type { Viewer } from '../ports/index.js';
import { houseKeyWhere } from './access.js';

// Who may do what with a house (design.md rule 2): only the owner edits, submits, deletes, sees
// moderation details and who liked it. Both surfaces call these; none decides on its own.

export const HOUSE_NOT_FOUND_MESSAGE = 'Deze woning bestaat niet (meer).';
export const NOT_LOGGED_IN_MESSAGE = 'Log in om verder te gaan.';
export const NOT_OWNER_MESSAGE = 'Alleen de eigenaar van deze woning kan dit doen.';

export function isHouseOwner(viewer: Viewer, house: Pick<House, 'ownerUserId'>): boolean {
  return viewer.user !== null && house.ownerUserId === viewer.user.id;
}

/** The logged-in user, or 401 with the houses' "log in" text. */
export const requireHouseUser = (viewer: Viewer) => requireUser(viewer, NOT_LOGGED_IN_MESSAGE);

/**
 * Someone else's house: 403 when they can see it anyway (it is listed), 404 when its existence
 * itself is private (design.md "Unknown id → 404; somebody else's private resource → 403").
 */
export function notYours(house: Pick<House, 'moderationStatus'>): never {
  if (LISTED_MODERATION_STATUSES.includes(house.moderationStatus)) throw new ForbiddenError(NOT_OWNER_MESSAGE);
  throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
}

/**
 * The viewer's own house by id or slug: visitor 401, unknown 404, somebody else's 403/404.
 * `include` loads relations in the same query.
 */
export async function findOwnHouse<I extends Prisma.HouseInclude = Record<string, never>>(
  prisma: Db | Prisma.TransactionClient,
  viewer: Viewer,
  key: string | number,
  include?: I,
): Promise<Prisma.HouseGetPayload<{ include: I }>> {
  const user = requireHouseUser(viewer);
  const house = await prisma.house.findFirst({ where: houseKeyWhere(String(key)), include });
  if (!house) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  if (house.ownerUserId !== user.id) notYours(house);
  return house as Prisma.HouseGetPayload<{ include: I }>;
}
