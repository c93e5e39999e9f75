/** One e-mail. `text` is always there (the outbox page shows it); `html` is optional. */
export interface MailMessageInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe of notification mails). */
  headers?: Record<string, string>;
}

/** Sends mail: SMTP when SMTP_URL is set, otherwise the outbox table (design.md adapters). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessageInput): Promise<void>;
}
