import type { RequestDeps } from '../ports/index.js';

/** What the house editing use cases need of the request. */
export type HouseDeps = Pick<RequestDeps, 'prisma' | 'geocoder' | 'storage' | 'viewer'>;
