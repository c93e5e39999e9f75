import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../server/adapters/mail/smtp.js';
import { placeOffer } from '../../../server/domain/deals/offers.js';
import { backoffMs, claimMails, MAX_ATTEMPTS, runMailQueue } from '../../../server/domain/notifications/mail/queue.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { type LoopbackSmtp, startLoopbackSmtp } from '../../helpers/smtp-server.js';
import { depsOf } from '../deals/setup.js';
import { gql, type Person, person, SEND } from '../messaging/setup.js';

// The queue against a real SMTP conversation: a loopback server that accepts, delays and rejects.

let t: TestApp;
let smtp: LoopbackSmtp;
let mailer: ReturnType<typeof createSmtpMailer>;
let seller: Person;
let buyer: Person;
let house: { id: number };

const deps = (m = mailer) => ({
  prisma: t.db.prisma,
  mail: m,
  storage: t.services.storage,
  config: { APP_URL: t.services.config.APP_URL, MESSAGE_MAIL_DELAY_SECONDS: 0 },
});
const at = (ms: number) => new Date(Date.now() + ms);
const bid = async () => placeOffer(await depsOf(t, buyer), house.id, { offer: 380_000 });

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startLoopbackSmtp();
  mailer = createSmtpMailer(smtp.url, 'Huiskans <noreply@huiskans.nl>');
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  smtp.mode = 'accept';
  smtp.received.length = 0;
  smtp.attempts = 0;
  seller = await person(t, { firstName: 'Olga' });
  buyer = await person(t, { subscriber: true, firstName: 'Bart' });
  house = await createHouse(t.db.prisma, { ownerUserId: seller.id, houseStatus: 'selling' });
});

describe('the mail queue over SMTP', () => {
  it('delivers HTML and plain text with the RFC 8058 headers', async () => {
    await bid();
    expect(await runMailQueue(deps())).toMatchObject({ sent: 1 });
    const [mail] = smtp.received;
    expect(mail.subject).toMatch(/^Nieuw bod op Teststraat \d+, 3511AB Utrecht · Huiskans$/);
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/e-mail\/afmelden\/\d+\.offers\.[\w-]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Bod: € 380.000');
    expect(mail.html).toContain('Bod: € 380.000');
    expect(mail.html).toContain('Afmelden voor deze e-mails');
    expect(
      await t.db.prisma.notificationMail.findFirstOrThrow({ where: { recipientUserId: seller.id } }),
    ).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a rejected send with exponential backoff, then delivers it once', async () => {
    smtp.mode = 'reject';
    await bid();
    expect(await runMailQueue(deps())).toMatchObject({ sent: 0, retried: 1 });
    const row = await t.db.prisma.notificationMail.findFirstOrThrow({ where: { recipientUserId: seller.id } });
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('451');
    // Not before its backoff (30 s after the first attempt, then 1 min …).
    expect(await runMailQueue(deps(), at(backoffMs(1) - 5_000))).toMatchObject({ retried: 0, sent: 0 });
    expect(await runMailQueue(deps(), at(backoffMs(1) + 1_000))).toMatchObject({ retried: 1 });
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    smtp.mode = 'accept';
    expect(await runMailQueue(deps(), at(backoffMs(1) + backoffMs(2) + 2_000))).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.attempts).toBe(3);
  });

  it('gives a mail up after the last attempt', async () => {
    smtp.mode = 'reject';
    await bid();
    await t.db.prisma.notificationMail.updateMany({
      where: { recipientUserId: seller.id },
      data: { attempts: MAX_ATTEMPTS - 1 },
    });
    expect(await runMailQueue(deps())).toMatchObject({ failed: 1 });
    expect(
      await t.db.prisma.notificationMail.findFirstOrThrow({ where: { recipientUserId: seller.id } }),
    ).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('a slow SMTP server does not slow a request: the bid answers before the mail is even sent', async () => {
    smtp.mode = { delayMs: 1_500 };
    const started = Date.now();
    const res = await gql(t, buyer)(SEND, { input: { recipientUserId: seller.globalId, message: 'Hallo' } });
    expect(res.data.sendMessage.__typename).toBe('SendMessagePayload');
    expect(Date.now() - started).toBeLessThan(1_500);
    const passStarted = Date.now();
    expect(await runMailQueue(deps())).toMatchObject({ sent: 1 });
    expect(Date.now() - passStarted).toBeGreaterThanOrEqual(1_400);
  });

  it('survives a restart: a mail claimed by a process that died is sent by the next one after the lease', async () => {
    await bid();
    // The first process claims it and dies before sending.
    expect(await claimMails(deps(), new Date())).toHaveLength(1);
    expect(await runMailQueue(deps())).toMatchObject({ sent: 0 }); // leased: nobody else takes it
    // A new process, with its own SMTP connection, picks it up when the lease has run out.
    const next = createSmtpMailer(smtp.url, 'Huiskans <noreply@huiskans.nl>');
    try {
      expect(await runMailQueue(deps(next), at(3 * 60_000))).toMatchObject({ sent: 1 });
    } finally {
      next.close();
    }
    expect(smtp.received).toHaveLength(1);
  });

  it('two workers at once send each mail once (FOR UPDATE SKIP LOCKED)', async () => {
    for (let i = 0; i < 5; i++) {
      const other = await person(t, { subscriber: true });
      await placeOffer(await depsOf(t, other), house.id, { offer: 380_000 + i });
    }
    const due = await t.db.prisma.notificationMail.count({
      where: { status: 'pending', notBefore: { lte: new Date() } },
    });
    expect(due).toBeGreaterThanOrEqual(5);
    const results = await Promise.all([runMailQueue(deps()), runMailQueue(deps())]);
    expect(results[0].sent + results[1].sent).toBe(due);
    expect(smtp.received).toHaveLength(due);
    expect(new Set(smtp.received.map((m) => m.headers['message-id'])).size).toBe(due);
  });
});
