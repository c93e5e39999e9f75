import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountServices, createAccountServices } from '../../server/adapters/account-services.js';
import { createDemoAddressBook } from '../../server/adapters/geocoder/demo-addresses.js';
import { createEmbeddedGeocoder } from '../../server/adapters/geocoder/embedded.js';
import { createLocalPaymentProvider } from '../../server/adapters/payments/local/index.js';
import { createInProcessPubSub, type PubSub } from '../../server/adapters/pubsub/index.js';
import { createApp } from '../../server/app.js';
import { type Config, loadConfig } from '../../server/config.js';
import type { Services } from '../../server/context.js';
import type { Geocoder } from '../../server/domain/ports/geocoder.js';
import type { PaymentProvider } from '../../server/domain/ports/payments.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { createMemoryStorage } from './memory-storage.js';

export interface TestApp {
  db: TestDatabase;
  services: Services;
  /**
   * In-process HTTP: the real Hono app, no socket. Paths are resolved against APP_URL (the Host
   * check refuses other hosts). `peer` pretends the request came over a socket from that address.
   */
  request(path: string, init?: RequestInit, peer?: string): Promise<Response>;
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    init?: { cookie?: string },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment (e.g. APP_URL, RECAPTCHA_SECRET). */
  env?: Record<string, string>;
  /** Replaces adapters, e.g. a Redis session store or a fake captcha. */
  accounts?: Partial<AccountServices>;
  /** Replaces the embedded geocoder (with the demo-house address book), e.g. PDOK against a fake. */
  geocoder?: Geocoder;
  /**
   * Makes the payment provider instead of the local one (which the test app uses whatever the
   * config says: tests never call out), e.g. Mollie against its fake.
   */
  payments?: (db: TestDatabase, config: Config) => PaymentProvider;
  /** Replaces the in-process pub/sub, e.g. Redis to deliver across two test apps. */
  pubsub?: PubSub;
}

/** What @hono/node-server hands the app for a request from a socket (the parts the app reads). */
export function socketEnv(url: URL, init: RequestInit | undefined, remoteAddress: string) {
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  return {
    incoming: {
      headers: { host: url.host, ...headers },
      socket: { remoteAddress, remotePort: 50_000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' },
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'huiskans-test-')),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  // Sessions, rate limits and mail in the test database (no REDIS_URL, no SMTP_URL).
  const { close: _close, ...accounts } = createAccountServices({ ...config, REDIS_URL: undefined }, db.prisma);
  // A pub/sub the test hands in is the test's to close.
  const ownPubSub = createInProcessPubSub();
  const services: Services = {
    config,
    prisma: db.prisma,
    geocoder: options.geocoder ?? createEmbeddedGeocoder({ addresses: createDemoAddressBook(db.prisma) }),
    storage: createMemoryStorage(),
    payments: options.payments?.(db, config) ?? createLocalPaymentProvider(db.prisma, { appUrl: config.APP_URL }),
    pubsub: options.pubsub ?? ownPubSub,
    ...accounts,
    ...options.accounts,
  };
  const { app } = createApp({ services, ping: db.ping, clientDir: config.DATA_DIR });
  const request = async (path: string, init?: RequestInit, peer?: string) => {
    const url = new URL(path, config.APP_URL);
    return app.request(url, init, peer ? socketEnv(url, init, peer) : undefined);
  };
  return {
    db,
    services,
    request,
    async graphql(query, variables, init) {
      const res = await request('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          ...(init?.cookie ? { cookie: init.cookie } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    async close() {
      await ownPubSub.close();
      await db.close();
    },
  };
}
