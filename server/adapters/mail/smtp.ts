import nodemailer from 'nodemailer';
import type { Mailer } from '../../domain/ports/mail.js';

/**
 * A mail server that hangs fails the send within seconds, not nodemailer's defaults (2 minutes to
 * connect, 30 s for the greeting, 10 minutes of silence), so that no request or job waits on it.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Live mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.nl:465). Nothing is stored:
 * reset and verification links must not pile up in the database of a real deployment.
 */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
    close: () => transport.close(),
  };
}
