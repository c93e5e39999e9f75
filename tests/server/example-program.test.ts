import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { createApiKey } from '../../server/domain/accounts/api-keys/keys.js';
import { createViewer } from '../../server/domain/accounts/viewer.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { AMERSFOORT, createHouse, createUser } from '../helpers/fixtures.js';

// The partner example (examples/list-houses.ts) run as a partner runs it: its own process, over
// HTTP, against the app listening on a port, with a key made for it. Its output must be every
// listed house of the place once, across several cursor pages, and nothing of other places.

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let t: TestApp;
let server: { port: number; close: () => Promise<void> };

beforeAll(async () => {
  t = await createTestApp();
  server = await createApp({ services: t.services, ping: t.db.ping }).listen(0, '127.0.0.1');
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

function example(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'examples/list-houses.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HUISKANS_URL: `http://127.0.0.1:${server.port}`, ...env },
  });
}

describe('examples/list-houses.ts', () => {
  it('pages through the houses of a place with a read key', async () => {
    const owner = await createUser(t.db.prisma);
    const utrecht: { slug: string }[] = [];
    for (let i = 0; i < 7; i++)
      utrecht.push(await createHouse(t.db.prisma, { ownerUserId: owner.id, price: 300_000 + i }));
    await createHouse(t.db.prisma, { ownerUserId: owner.id, ...AMERSFOORT });
    await createHouse(t.db.prisma, { ownerUserId: owner.id, moderationStatus: 'new' }); // not listed
    const { secret } = await createApiKey(
      { prisma: t.db.prisma, viewer: createViewer(t.db.prisma, owner) },
      { name: 'Voorbeeld', scope: 'read' },
    );

    const { stdout, stderr } = await example(['woonplaats', '3295'], {
      HUISKANS_API_KEY: secret,
      HUISKANS_PAGE_SIZE: '3',
    });

    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(lines.map(([slug]) => slug).sort()).toEqual(utrecht.map((h) => h.slug).sort());
    expect(lines.find(([slug]) => slug === utrecht[0].slug)?.[1]).toBe('300000');
    expect(stderr).toContain('7 houses in 3 pages');
  }, 30_000);

  it('stops with the Dutch message of a revoked or unknown key', async () => {
    const failed = await example(['woonplaats', '3295'], { HUISKANS_API_KEY: 'hk_bestaat-niet' }).catch((err) => err);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('HTTP 401: Deze API-sleutel is ongeldig of ingetrokken.');
  }, 30_000);
});
