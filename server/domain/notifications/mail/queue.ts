import type { Logger } from 'pino';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { Prisma } from '../../../generated/prisma/client.js';
import { housePriceLine } from '../../money.js';
import type { Mailer } from '../../ports/mail.js';
import type { Storage } from '../../ports/storage.js';
import { blockBetween } from '../blocks.js';
import { type NotificationType, readNotificationContent } from '../types.js';
import { BATCHED_CATEGORY, isMailCategory, mailCategoryOf } from './categories.js';
import { type HouseCard, notificationMail } from './render.js';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe.js';

// The durable mail queue of notifications (table notification_mails), in PostgreSQL so that it
// survives a restart and every instance can work it:
// - notify's statement enqueues the mail of a mailed type (enqueueMailSql) — same transaction as the
//   notification, so there is a mail exactly when there is a notification. The messages of one
//   conversation share one pending row (batch_key): the first message starts the batch.
// - a worker in each process (startMailWorker) claims due rows with FOR UPDATE SKIP LOCKED and
//   pushes their not_before on by a lease, so no other worker takes them while it sends (a worker
//   that dies leaves them to be claimed again when the lease ends). A message batch is due
//   MESSAGE_MAIL_DELAY_SECONDS after its first message.
// - delivering decides at the last moment: nothing for a recipient who left or turned the category
//   off, for a blocked pair, or for messages that were read meanwhile; otherwise it renders the mail
//   (all unread messages of the batch in one) and sends it through the mail port (SMTP with
//   timeouts, or the outbox). A failed send is retried with exponential backoff, then marked failed.

export type MailQueueConfig = Pick<Config, 'APP_URL' | 'MESSAGE_MAIL_DELAY_SECONDS'>;

export interface MailQueueDeps {
  prisma: Db;
  mail: Mailer;
  storage: Pick<Storage, 'url'>;
  config: MailQueueConfig;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** Sends before a mail is given up (the last retry comes about 4 hours after the first). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed mail is the claimer's: longer than the SMTP adapter's timeouts together. */
const LEASE_MS = 2 * 60_000;
const CLAIM_BATCH = 20;

/** The wait before retry `attempt` (1, 2 …): 30 s, 1 min, 2 min … at most an hour. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);

/**
 * The part of notify's statement (a CTE after `stored`, the inserted notification) that enqueues its
 * mail; empty for a type that is not mailed.
 */
export function enqueueMailSql(n: {
  content: { type: NotificationType };
  recipientUserId: number;
  senderUserId: number | null;
}) {
  const category = mailCategoryOf(n.content.type);
  if (!category) return Prisma.empty;
  const batchKey = category === BATCHED_CATEGORY ? `${category}:${n.recipientUserId}:${n.senderUserId}` : null;
  return Prisma.sql`, mail AS (
    INSERT INTO notification_mails (notification_id, recipient_user_id, category, batch_key)
    SELECT id, recipient_user_id, ${category}, ${batchKey}::text FROM stored
    ON CONFLICT (batch_key) DO NOTHING)`;
}

/**
 * Enqueues the mails of notifications that were stored as a history, without one (the demo seed):
 * due at once, each on its own (a message's batch counts from the message's time).
 */
export async function enqueueHistoryMails(
  tx: Prisma.TransactionClient,
  notifications: { id: number; type: string; recipientUserId: number; createdAt: Date }[],
) {
  const data = notifications.flatMap((n) => {
    const category = mailCategoryOf(n.type as NotificationType);
    return category
      ? [{ notificationId: n.id, recipientUserId: n.recipientUserId, category, createdAt: n.createdAt }]
      : [];
  });
  await tx.notificationMail.createMany({ data });
  return data.length;
}

interface ClaimedMail {
  id: number;
  notification_id: number;
  recipient_user_id: number;
  category: string;
  attempts: number;
}

/** Claims the mails due at `now` for this worker (at most `limit`). */
export async function claimMails(deps: Pick<MailQueueDeps, 'prisma' | 'config'>, now: Date, limit = CLAIM_BATCH) {
  const batchDue = new Date(now.getTime() - deps.config.MESSAGE_MAIL_DELAY_SECONDS * 1000);
  return deps.prisma.$queryRaw<ClaimedMail[]>`
    UPDATE notification_mails m
    SET not_before = ${new Date(now.getTime() + LEASE_MS)}::timestamp(3), attempts = m.attempts + 1, batch_key = NULL
    WHERE m.id IN (
      SELECT id FROM notification_mails
      WHERE status = 'pending' AND not_before <= ${now}::timestamp(3)
        AND (category <> ${BATCHED_CATEGORY} OR created_at <= ${batchDue}::timestamp(3))
      ORDER BY not_before, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING m.id, m.notification_id, m.recipient_user_id, m.category, m.attempts`;
}

type Outcome = { status: 'sent' | 'skipped'; outcome: string } | { status: 'retry' | 'failed'; error: string };

const absolute = (appUrl: string, url: string) => (url.startsWith('/') ? `${appUrl}${url}` : url);

/** The mail of one claimed row, or why there is none. */
async function compose(deps: MailQueueDeps, row: ClaimedMail, claimedAt: Date) {
  const { prisma, config } = deps;
  const notification = await prisma.notification.findUnique({
    where: { id: row.notification_id },
    include: {
      recipient: {
        select: { id: true, email: true, firstName: true, deletedAt: true, mailOptOuts: true, mailKey: true },
      },
      sender: { select: { firstName: true, lastName: true, slug: true, deletedAt: true } },
      house: {
        select: {
          price: true,
          minPrice: true,
          maxPrice: true,
          assets: { orderBy: [{ isMain: 'desc' }, { position: 'asc' }], take: 1, select: { asset: true } },
        },
      },
    },
  });
  const recipient = notification?.recipient;
  if (!notification || !recipient || recipient.deletedAt) return 'recipient gone';
  if (!isMailCategory(row.category) || recipient.mailOptOuts?.includes(row.category)) return 'turned off';
  const sender = notification.sender;
  if (notification.senderUserId !== null) {
    if (!sender || sender.deletedAt) return 'sender gone';
    if (await blockBetween(prisma, recipient.id, notification.senderUserId)) return 'blocked';
  }
  // A batch tells of the messages of the conversation since its first that are still unread.
  const told =
    row.category === BATCHED_CATEGORY
      ? await prisma.notification.findMany({
          where: {
            recipientUserId: recipient.id,
            senderUserId: notification.senderUserId,
            id: { gte: notification.id },
            createdAt: { lte: claimedAt },
            readAt: null,
            type: { in: ['UserMessage', 'HouseMessage', 'AdvisorMessage'] },
          },
          orderBy: { id: 'asc' },
        })
      : [notification];
  const contents = told.flatMap((n) => readNotificationContent(n.type, n.data) ?? []);
  if (contents.length === 0) return 'read';
  const ref = (contents[0].data as { house?: { route: string; formatted_address_line: string } }).house;
  const asset = notification.house?.assets[0]?.asset;
  const photo = asset
    ? ((asset.variants as Record<string, { path?: string }> | null)?.medium?.path ?? asset.path)
    : null;
  const house: HouseCard | null =
    ref && notification.house
      ? {
          address: ref.formatted_address_line,
          url: `${config.APP_URL}${ref.route}`,
          price: housePriceLine(notification.house),
          photoUrl: photo ? absolute(config.APP_URL, deps.storage.url(photo)) : null,
        }
      : null;
  return notificationMail({
    appUrl: config.APP_URL,
    category: row.category,
    recipient,
    sender: sender ? { name: `${sender.firstName} ${sender.lastName}`.trim(), slug: sender.slug } : null,
    contents,
    house,
    unsubscribeUrl: unsubscribeUrl(config.APP_URL, unsubscribeToken(recipient, row.category)),
  });
}

async function deliver(deps: MailQueueDeps, row: ClaimedMail, now: Date): Promise<Outcome> {
  try {
    const mail = await compose(deps, row, now);
    if (typeof mail === 'string') return { status: 'skipped', outcome: mail };
    await deps.mail.send(mail);
    return { status: 'sent', outcome: mail.subject };
  } catch (err) {
    const error = String(err).slice(0, 1000);
    return { status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'retry', error };
  }
}

export interface MailQueueRun {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** One pass of the worker: claims and delivers what is due at `now` until nothing is left. */
export async function runMailQueue(deps: MailQueueDeps, now: Date = new Date()): Promise<MailQueueRun> {
  const result: MailQueueRun = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const rows = await claimMails(deps, now);
    for (const row of rows) {
      const outcome = await deliver(deps, row, now);
      if (outcome.status === 'retry') {
        result.retried++;
        deps.log?.warn({ mail: row.id, attempt: row.attempts, error: outcome.error }, 'mail not sent; retried later');
        await deps.prisma.notificationMail.update({
          where: { id: row.id },
          data: { notBefore: new Date(now.getTime() + backoffMs(row.attempts)), lastError: outcome.error },
        });
        continue;
      }
      if (outcome.status === 'failed') {
        result.failed++;
        deps.log?.error({ mail: row.id, error: outcome.error }, 'mail given up');
      } else {
        result[outcome.status]++;
      }
      await deps.prisma.notificationMail.update({
        where: { id: row.id },
        data: {
          status: outcome.status,
          finishedAt: new Date(),
          ...('error' in outcome ? { lastError: outcome.error } : { outcome: outcome.outcome }),
        },
      });
    }
    if (rows.length < CLAIM_BATCH) return result;
  }
}

export interface MailWorker {
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** The worker of this process: a pass every `pollMs` (a pass that fails is logged, the next one comes). */
export function startMailWorker(deps: MailQueueDeps, { pollMs = 5_000 }: { pollMs?: number } = {}): MailWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current = Promise.resolve();
  const tick = async () => {
    try {
      const result = await runMailQueue(deps);
      if (result.sent + result.skipped + result.retried + result.failed > 0) {
        deps.log?.info({ ...result }, 'mail queue pass');
      }
    } catch (err) {
      deps.log?.error({ err }, 'mail queue pass failed');
    }
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick();
    }, pollMs);
    timer.unref();
  };
  current = tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
