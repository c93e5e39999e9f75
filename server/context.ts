import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { ReadReplica } from './db/replica.js';
import type { Ports, RequestDeps } from './domain/ports/index.js';
import type { Loaders } from './loaders.js';

/** The services every request shares: the domain's ports (server/adapters), the database, the configuration. */
export interface Services extends Ports {
  config: Config;
  prisma: Db;
  /** With DATABASE_REPLICA_URL: where visitors' reads may go (server/http/request-context.ts). */
  readReplica?: ReadReplica;
}

/** What every request handler (GraphQL resolver or REST handler) gets: the domain's request deps and the loaders. */
export interface RequestContext extends RequestDeps {
  /** Per-request DataLoaders (server/loaders.ts). */
  loaders: Loaders;
  /** With DATABASE_REPLICA_URL: where a visitor's reads may go (server/http/request-context.ts). */
  readReplica?: ReadReplica;
}
