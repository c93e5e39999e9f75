import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../../server/adapters/mail/index.js';
import { createInProcessPubSub } from '../../../server/adapters/pubsub/index.js';
import { announceMatches } from '../../../server/domain/alerts/announce.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';
import { type ServerProcess, startServerProcess } from '../../helpers/server-process.js';

// The daily digest with Huiskans as two real server processes (the compiled dist/server/main.js,
// as `npm start` runs it) on one PostgreSQL database. DIGEST_TIME 00:00 has passed, so each process
// catches up the day's digest when it starts: the first claims the run and sends it, the second
// finds the run claimed and sends nothing. Runs when TEST_DATABASE_URL is set.
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('the daily digest with two server processes on one PostgreSQL', () => {
  let db: TestDatabase;
  const servers: ServerProcess[] = [];
  let searcher: { id: number; email: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    const seller = await createUser(db.prisma);
    searcher = await createUser(db.prisma, { matchAlerts: 'daily' });
    const profile = await db.prisma.searchQuery.create({
      data: { slug: 'utrecht-zoekprofiel-twee', userId: searcher.id, query: 'Utrecht' },
    });
    const houses = [
      await createHouse(db.prisma, { ownerUserId: seller.id }),
      await createHouse(db.prisma, { ownerUserId: seller.id }),
    ];
    const pubsub = createInProcessPubSub();
    await announceMatches(
      {
        prisma: db.prisma,
        pubsub,
        mail: createOutboxMailer(db.prisma),
        config: { APP_URL: 'http://localhost:3000', STATUS_CHECKIN_DAYS: 30, HOUSE_STATUS_UNKNOWN_DAYS: 90 },
      },
      houses.map((h) => ({ searchProfileId: profile.id, houseId: h.id })),
    );
    await pubsub.close();
    const env = {
      DATABASE_URL: db.url!,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'huiskans-digest-')),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      DIGEST_TIME: '00:00',
    };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
  });

  it('sends it once', { timeout: 60_000 }, async () => {
    await expect
      .poll(
        async () =>
          (await db.prisma.scheduledJob.findMany({ where: { name: 'daily-digest' } })).map(
            (r) => r.lastFinishedAt !== null,
          ),
        {
          timeout: 30_000,
        },
      )
      .toEqual([true]);
    // Time for a second send, if there were one.
    await new Promise((r) => setTimeout(r, 1_000));
    const mails = await db.prisma.mailMessage.findMany({ where: { to: searcher.email } });
    expect(mails.map((m) => m.subject)).toEqual(['Je dagelijkse overzicht: 2 nieuwe kansen · Huiskans']);
    expect(await db.prisma.notification.count({ where: { recipientUserId: searcher.id } })).toBe(2);
  });
});
