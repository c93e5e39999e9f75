/** One e-mail. `text` is always there (the outbox page shows it); `html` is optional. */
export interface MailMessageInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail: SMTP when SMTP_URL is set, otherwise the outbox table (design.md adapters). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessageInput): Promise<void>;
}
