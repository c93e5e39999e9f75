import { type Config, isLoopbackUrl } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../domain/ports/mail.js';
import { countedMailer } from './counted.js';
import { createOutboxMailer } from './outbox.js';
import { createSmtpMailer } from './smtp.js';

export type { Mailer, MailMessageInput } from '../../domain/ports/mail.js';
export { createOutboxMailer, listOutbox } from './outbox.js';
export { createSmtpMailer } from './smtp.js';

/** SMTP when SMTP_URL is set, otherwise the outbox table. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, prisma: Db): Mailer {
  return countedMailer(
    config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(prisma),
  );
}

/**
 * The development mail page is served only for the outbox (with SMTP the mail really left) and
 * never for a public deployment: outside development only when APP_URL is a loopback address, so
 * that `npm start` on a laptop can still reset a password, but a server without SMTP does not
 * publish everyone's reset links.
 */
export function devMailPageEnabled(config: Pick<Config, 'SMTP_URL' | 'NODE_ENV' | 'APP_URL'>): boolean {
  if (config.SMTP_URL) return false;
  return config.NODE_ENV !== 'production' || isLoopbackUrl(config.APP_URL);
}
