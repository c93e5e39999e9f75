import type { AccountServices } from './adapters/account-services.js';
import type { Geocoder } from './adapters/geocoder/types.js';
import type { PaymentProvider } from './adapters/payments/types.js';
import type { PubSub } from './adapters/pubsub/types.js';
import type { Storage } from './adapters/storage/types.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { ReadReplica } from './db/replica.js';
import type { Viewer } from './domain/accounts/viewer.js';
import type { Loaders } from './loaders.js';

/** What every request handler (GraphQL resolver or REST handler) gets: shared services + the viewer. */
export interface Services extends AccountServices {
  config: Config;
  prisma: Db;
  geocoder: Geocoder;
  storage: Storage;
  payments: PaymentProvider;
  /** Live events (notifications) between the processes: in-process, or Redis with REDIS_URL. */
  pubsub: PubSub;
  /** With DATABASE_REPLICA_URL: where visitors' reads may go (server/http/request-context.ts). */
  readReplica?: ReadReplica;
}

/**
 * The session of the current request as the domain sees it: the cookie token (if any), who is
 * asking from where, and how to hand out or take back the cookie (the HTTP layer writes it).
 */
export interface SessionHandle {
  token: string | undefined;
  ip: string;
  userAgent: string | undefined;
  issue(token: string, expiresAt: Date): void;
  clear(): void;
  /** The browser's funnel claim token (cookie), if any: see server/domain/funnel/claims.ts. */
  funnelToken: string | undefined;
  issueFunnelToken(token: string, expiresAt: Date): void;
}

export interface RequestContext extends Services {
  viewer: Viewer;
  session: SessionHandle;
  /** Per-request DataLoaders (server/loaders.ts). */
  loaders: Loaders;
}
