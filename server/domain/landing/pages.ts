import type { LandingPage, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { activeUserWhere } from '../kernel/users.js';

/**
 * Landing pages /l/{uid} (spec §2): stored rows (seeded from reference-data/catalog.ts). An unknown
 * or inactive uid is not found; the page leads into the funnel /l/{uid}/{funnelType}.
 */
const UID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The where of a visible landing page; text that cannot be a uid matches nothing without a query. */
export function activeLandingPageWhere(uid: unknown): Prisma.LandingPageWhereInput | null {
  return typeof uid === 'string' && UID.test(uid) ? { uid, active: true } : null;
}

export interface HighlightedPlace {
  type: string;
  code: string | null;
  name: string;
  latitude: number;
  longitude: number;
}

/** The page's highlighted place, when its row names one completely (type, name and coordinates). */
export function highlightedPlace(page: LandingPage): HighlightedPlace | null {
  const { placeType, placeCode, placeName, placeLatitude, placeLongitude } = page;
  if (!placeType || !placeName || placeLatitude === null || placeLongitude === null) return null;
  return { type: placeType, code: placeCode, name: placeName, latitude: placeLatitude, longitude: placeLongitude };
}

/**
 * The user counter's number: accounts that are not deleted, rounded DOWN to a multiple of
 * USER_COUNT_STEP. An exact count would tell anyone polling it the moment a given person signs up or
 * deletes their account; a rounded one only shows growth. One SQL count per request.
 */
export const USER_COUNT_STEP = 10;

export async function countUsers(prisma: PrismaClient): Promise<number> {
  const exact = await prisma.user.count({ where: activeUserWhere });
  return Math.floor(exact / USER_COUNT_STEP) * USER_COUNT_STEP;
}
