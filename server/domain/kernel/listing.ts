import { Prisma } from '../../generated/prisma/client.js';
import type { Point } from '../geo.js';

/** Houses that are visible in the listing: sent in for moderation or approved. */
export const LISTED_MODERATION_STATUSES = ['submitted', 'approved'];

/** Haversine in SQL (the same formula as geo.ts) from `p` to the location columns of `loc` (km). */
export const distanceSql = (p: Point, loc: { latitude: Prisma.Sql; longitude: Prisma.Sql }) =>
  Prisma.sql`(12742 * asin(least(1, sqrt(
    power(sin(radians(${loc.latitude} - ${p.latitude}) / 2), 2) +
    cos(radians(${p.latitude})) * cos(radians(${loc.latitude})) * power(sin(radians(${loc.longitude} - ${p.longitude}) / 2), 2)))))`;

/** The widest range (km) of a search profile: matching's bounding boxes rely on it. */
export const MAX_RANGE_KM = 50;
