import type { Db } from '../../db/client.js';
import type { Mailer } from '../../domain/ports/mail.js';

/**
 * Offline default: every message lands in the mail_outbox table (sentAt stays null: nothing left
 * the machine). The development mail page (/dev/mail) lists them, so a reset link can be followed.
 */
export function createOutboxMailer(prisma: Pick<Db, 'mailMessage'>): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await prisma.mailMessage.create({
        data: { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null },
      });
    },
  };
}

/** The newest messages in the outbox (the development page). */
export function listOutbox(prisma: Pick<Db, 'mailMessage'>, limit = 50) {
  return prisma.mailMessage.findMany({ orderBy: { id: 'desc' }, take: limit });
}
