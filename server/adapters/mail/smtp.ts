import nodemailer from 'nodemailer';
import type { Mailer } from '../../domain/ports/mail.js';

/**
 * Live mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.nl:465). Nothing is stored:
 * reset and verification links must not pile up in the database of a real deployment.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  // A server that does not answer fails the send within seconds (the queue retries it later).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
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
