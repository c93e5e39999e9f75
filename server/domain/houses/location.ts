import type { House } from '../../generated/prisma/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { Point } from '../geo.js';
import type { Viewer } from '../ports/index.js';

// The exact location of a house is a subscriber action (design.md "Public location"): everybody
// else gets the public location, and every answer about where a house is (its coordinates, a
// distance, whether it lies within a range, its place in a distance sorting) is computed from
// that public location. It is the centre of the grid cell the house lies in: the same point on
// every request (nothing to average away), shared by the neighbours in the cell, and never more
// than ~0.8 km from the house, so the client's 1000 m circle around it always holds the house.

/** Cell size in degrees: 0.01° latitude ≈ 1.11 km; 0.015° longitude ≈ 1.0 km in the Netherlands. */
export const PUBLIC_GRID_DEGREES = { latitude: 0.01, longitude: 0.015 } as const;
/** Shown distances from a public location are rounded to this (km). */
export const PUBLIC_DISTANCE_STEP_KM = 0.5;

const cellCentre = (value: number, step: number) => (Math.floor(value / step) + 0.5) * step;

/** The centre of the grid cell of `p`. */
export function publicPoint(p: Point): Point {
  return {
    latitude: cellCentre(p.latitude, PUBLIC_GRID_DEGREES.latitude),
    longitude: cellCentre(p.longitude, PUBLIC_GRID_DEGREES.longitude),
  };
}

/** The coordinates a viewer gets: exact for the owner and subscribers, otherwise the public location. */
export function shownLocation(house: Pick<House, 'latitude' | 'longitude'>, exact: boolean) {
  if (house.latitude === null || house.longitude === null) return { latitude: null, longitude: null };
  const point = { latitude: house.latitude, longitude: house.longitude };
  return exact ? point : publicPoint(point);
}

/** A distance as shown: exact, or (from a public location) rounded to 0.5 km. */
export function shownDistanceKm(km: number, exact: boolean): number {
  return exact ? km : Math.round(km / PUBLIC_DISTANCE_STEP_KM) * PUBLIC_DISTANCE_STEP_KM;
}

/**
 * Whose exact locations a listing may use: all (subscriber), only the viewer's own houses
 * (logged in), or none (visitor).
 */
export type LocationAccess = { exact: 'all' } | { exact: 'own'; ownerUserId: number } | { exact: 'none' };

export async function locationAccess(viewer: Viewer): Promise<LocationAccess> {
  if (!viewer.user) return { exact: 'none' };
  if (await viewer.isSubscriber()) return { exact: 'all' };
  return { exact: 'own', ownerUserId: viewer.user.id };
}

const cellCentreSql = (column: Prisma.Sql, step: number) =>
  // The same arithmetic as cellCentre (double precision), so SQL and TypeScript agree on the point.
  Prisma.sql`((floor(${column} / ${Prisma.raw(String(step))}) + 0.5) * ${Prisma.raw(String(step))})`;

/**
 * The listing's SQL for the location of `houses h` under `access`: latitude and longitude
 * expressions, and whether they are exact for the row.
 */
export function locationSql(access: LocationAccess) {
  const exact = { latitude: Prisma.sql`h.latitude`, longitude: Prisma.sql`h.longitude` };
  const pub = {
    latitude: cellCentreSql(exact.latitude, PUBLIC_GRID_DEGREES.latitude),
    longitude: cellCentreSql(exact.longitude, PUBLIC_GRID_DEGREES.longitude),
  };
  if (access.exact === 'all') return { ...exact, isExact: Prisma.sql`true` };
  if (access.exact === 'none') return { ...pub, isExact: Prisma.sql`false` };
  const own = Prisma.sql`COALESCE(h.owner_user_id = ${access.ownerUserId}, false)`;
  return {
    latitude: Prisma.sql`(CASE WHEN ${own} THEN ${exact.latitude} ELSE ${pub.latitude} END)`,
    longitude: Prisma.sql`(CASE WHEN ${own} THEN ${exact.longitude} ELSE ${pub.longitude} END)`,
    isExact: own,
  };
}

/** How far (degrees) a public location can lie from the exact one: half a cell. */
export const PUBLIC_OFFSET_DEGREES = {
  latitude: PUBLIC_GRID_DEGREES.latitude / 2,
  longitude: PUBLIC_GRID_DEGREES.longitude / 2,
} as const;
