import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '../../server/app.js';
import { createSession, SESSION_COOKIE } from '../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createUser, withReferenceData } from '../helpers/fixtures.js';

let t: TestApp;
let server: { port: number; close: () => Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  server = await createApp({ services: t.services, ping: t.db.ping }).listen(0, '127.0.0.1');
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** Runs one operation over graphql-ws, as the Relay environment does for subscriptions. */
function overWebSocket(query: string, cookie?: string) {
  const client = createClient({
    url: `ws://127.0.0.1:${server.port}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: cookie ? { cookie } : {} });
      }
    },
  });
  return new Promise<unknown>((done, fail) => {
    let result: unknown;
    client.subscribe({ query }, { next: (r) => (result = r), error: fail, complete: () => done(result) });
  }).finally(() => client.dispose());
}

describe('GraphQL over WebSocket (graphql-ws on /graphql)', () => {
  it('answers operations through the same schema', async () => {
    const result = (await overWebSocket('{ houseTypes { key } }')) as { data: { houseTypes: { key: string }[] } };
    expect(result.data.houseTypes.map((h) => h.key)).toContain('appartement');
  });

  it('authenticates the socket with the session cookie of the upgrade request', async () => {
    const user = await createUser(t.db.prisma, { firstName: 'Sanne' });
    const cookie = `${SESSION_COOKIE}=${await createSession(t.db.prisma, user.id)}`;
    expect(await overWebSocket('{ viewer { firstName } }', cookie)).toEqual({
      data: { viewer: { firstName: 'Sanne' } },
    });
    expect(await overWebSocket('{ viewer { firstName } }')).toEqual({ data: { viewer: null } });
  });
});
