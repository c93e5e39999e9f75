import type { Geocoder } from './adapters/geocoder/types.js';
import type { Storage } from './adapters/storage/types.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Viewer } from './domain/accounts/viewer.js';

/** What every request handler (GraphQL resolver or REST handler) gets: shared services + the viewer. */
export interface Services {
  config: Config;
  prisma: Db;
  geocoder: Geocoder;
  storage: Storage;
}

export interface RequestContext extends Services {
  viewer: Viewer;
  /** Distances computed by the listing query for this request, per house id (GraphQL distanceKm). */
  houseDistances: Map<number, number>;
}
