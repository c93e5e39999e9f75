import { MAIL_CATEGORIES } from '../../server/domain/notifications/mail/categories.js';
import { enqueueHistoryMails } from '../../server/domain/notifications/mail/queue.js';
import type { Prisma } from '../../server/generated/prisma/client.js';

// The demo's notification mails: the history the demo writes is not mailed (it happened "before"),
// so the newest unread notification of each mailed category of the demo seller and premium@ is
// queued now. The server's mail worker sends them at the first start: without SMTP_URL they are in
// the outbox (/dev/mail) — a bid on verkoper's house with its house card and the link to answer.

export async function seedDemoMails(tx: Prisma.TransactionClient, userIds: number[]) {
  const picked = [];
  for (const recipientUserId of userIds) {
    for (const category of MAIL_CATEGORIES) {
      const newest = await tx.notification.findFirst({
        where: { recipientUserId, readAt: null, type: { in: [...category.types] } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true, type: true, recipientUserId: true, createdAt: true },
      });
      if (newest) picked.push(newest);
    }
  }
  return enqueueHistoryMails(tx, picked);
}
