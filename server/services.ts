import type { Logger } from 'pino';
import { createAccountServices } from './adapters/account-services.js';
import { createDemoAddressBook } from './adapters/geocoder/demo-addresses.js';
import { createGeocoder } from './adapters/geocoder/index.js';
import { createPaymentProvider } from './adapters/payments/index.js';
import { createPubSubAdapter } from './adapters/pubsub/index.js';
import { createStorage } from './adapters/storage/index.js';
import type { Config } from './config.js';
import type { Services } from './context.js';
import type { Database } from './db/client.js';
import { openReadReplica } from './db/replica.js';

/** The services of one process, chosen from configuration (`server/main.ts`, the benchmark server). */
export function createServices(config: Config, db: Database, log?: Logger): Services & { close(): Promise<void> } {
  const { close: closeAccounts, ...accounts } = createAccountServices(config, db.prisma, log);
  const pubsub = createPubSubAdapter(config, log);
  const readReplica = config.DATABASE_REPLICA_URL
    ? openReadReplica(config.DATABASE_REPLICA_URL, { maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS, log })
    : undefined;
  return {
    config,
    prisma: db.prisma,
    // Offline, the addresses of the demo houses are the address register (see demo-addresses.ts).
    geocoder: createGeocoder(config, { addresses: createDemoAddressBook(db.prisma) }),
    storage: createStorage(config),
    payments: createPaymentProvider(config, db.prisma, log),
    pubsub,
    readReplica,
    ...accounts,
    async close() {
      await Promise.all([closeAccounts(), pubsub.close(), readReplica?.close()]);
    },
  };
}
