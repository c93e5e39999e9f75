import type { RequestContext } from '../../context.js';

/** What the house editing use cases need of the request. */
export type HouseDeps = Pick<RequestContext, 'prisma' | 'geocoder' | 'storage' | 'viewer'>;
