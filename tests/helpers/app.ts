import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedGeocoder } from '../../server/adapters/geocoder/embedded.js';
import { createMemoryStorage } from '../../server/adapters/storage/index.js';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Services } from '../../server/context.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  db: TestDatabase;
  services: Services;
  /** In-process HTTP: the real Hono app, no socket. */
  request(path: string, init?: RequestInit): Promise<Response>;
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    init?: { cookie?: string },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

export async function createTestApp(): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'huiskans-test-')),
    LOG_LEVEL: 'silent',
  });
  const services: Services = {
    config,
    prisma: db.prisma,
    geocoder: createEmbeddedGeocoder(),
    storage: createMemoryStorage(),
  };
  const { app } = createApp({ services, ping: db.ping, clientDir: join(config.DATA_DIR, 'no-client') });
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
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
    close: () => db.close(),
  };
}
