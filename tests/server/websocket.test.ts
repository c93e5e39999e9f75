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
function overWebSocket(query: string, cookie?: string, origin = `http://127.0.0.1:${server.port}`) {
  const client = createClient({
    url: `ws://127.0.0.1:${server.port}/graphql`,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        // A browser always sends the page's Origin with the handshake.
        super(url, protocols, { headers: { origin, ...(cookie ? { cookie } : {}) } });
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

  it("refuses a handshake from another site's page (cross-site WebSocket hijacking)", async () => {
    const user = await createUser(t.db.prisma);
    const cookie = `${SESSION_COOKIE}=${await createSession(t.db.prisma, user.id)}`;
    await expect(
      overWebSocket('{ viewer { firstName } }', cookie, 'https://kwaadwillend.example'),
    ).rejects.toBeTruthy();
    // The app's own origin (APP_URL) is accepted as well as the host the socket was opened on.
    expect(await overWebSocket('{ viewer { id } }', undefined, t.services.config.APP_URL)).toEqual({
      data: { viewer: null },
    });
  });
});
