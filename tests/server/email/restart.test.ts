import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../../server/adapters/pubsub/index.js';
import { houseRefOf } from '../../../server/domain/notifications/house-ref.js';
import { notify } from '../../../server/domain/notifications/notify.js';
import { notificationContent } from '../../../server/domain/notifications/types.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { createHouse, createUser } from '../../helpers/fixtures.js';
import { type ServerProcess, startServerProcess } from '../../helpers/server-process.js';
import { type LoopbackSmtp, startLoopbackSmtp } from '../../helpers/smtp-server.js';

// The mail queue across a restart, with Huiskans as real server processes (dist/server/main.js, as
// `npm start` runs it) on one PostgreSQL database and a loopback SMTP server: the first process
// finds the server refusing, keeps the mail queued for a retry and is stopped; a new process sends
// it. Runs when TEST_DATABASE_URL is set.
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('the mail queue survives a restart', () => {
  let db: TestDatabase;
  let smtp: LoopbackSmtp;
  let server: ServerProcess | null = null;
  let env: Record<string, string>;
  let seller: { id: number; email: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startLoopbackSmtp();
    smtp.mode = 'reject';
    seller = await createUser(db.prisma, { firstName: 'Olga' });
    const buyer = await createUser(db.prisma, { firstName: 'Bart' });
    const house = await createHouse(db.prisma, { ownerUserId: seller.id, houseStatus: 'selling' });
    const pubsub = createInProcessPubSub();
    await notify(
      { prisma: db.prisma, pubsub },
      {
        recipientUserId: seller.id,
        senderUserId: buyer.id,
        houseId: house.id,
        content: notificationContent('HouseOffer', {
          house: houseRefOf(house, false),
          house_offer: {
            offer: 380_000,
            comments: null,
            finance_reservation: false,
            structural_inspection_reservation: false,
          },
        }),
      },
    );
    await pubsub.close();
    env = {
      DATABASE_URL: db.url!,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'huiskans-mail-')),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      DIGEST_TIME: 'off',
      SMTP_URL: smtp.url,
    };
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await db?.close();
  });

  it('a mail refused before the restart is sent by the new process', { timeout: 240_000 }, async () => {
    server = await startServerProcess(env);
    const row = () => db.prisma.notificationMail.findFirstOrThrow({ where: { recipientUserId: seller.id } });
    await expect.poll(async () => (await row()).attempts, { timeout: 30_000 }).toBe(1);
    expect(await row()).toMatchObject({ status: 'pending' });
    await server.stop();
    server = null;
    // The backoff of the first retry (30 s) has passed by the time the next process runs.
    await db.prisma.notificationMail.updateMany({
      where: { recipientUserId: seller.id },
      data: { notBefore: new Date() },
    });
    smtp.mode = 'accept';
    server = await startServerProcess(env);
    await expect.poll(async () => (await row()).status, { timeout: 30_000 }).toBe('sent');
    expect(smtp.received.map((m) => m.subject)).toEqual(['Nieuw bod op Teststraat, Utrecht · Huiskans']);
    expect(smtp.received[0].headers.to).toBe(seller.email);
  });
});
