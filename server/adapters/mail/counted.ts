import type { Mailer } from '../../domain/ports/mail.js';
import { mailMessages } from '../../metrics.js';

/** The mail port counted: every send, by transport and outcome (the SMTP queue's retries each count). */
export function countedMailer<M extends Mailer>(mailer: M): M {
  return {
    ...mailer,
    async send(message) {
      try {
        await mailer.send(message);
        mailMessages.inc({ transport: mailer.kind, outcome: 'sent' });
      } catch (err) {
        mailMessages.inc({ transport: mailer.kind, outcome: 'failed' });
        throw err;
      }
    },
  };
}
