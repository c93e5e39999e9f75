import { z } from 'zod';
import { PRODUCT } from '../../config.js';
import { EMAIL_PATTERN } from '../accounts/email-pattern.js';
import { INVALID_EMAIL } from '../accounts/messages.js';
import { consume } from '../accounts/throttle.js';
import { parseCommand } from '../errors.js';
import type { RequestDeps } from '../ports/index.js';
import { line, multiLine } from '../text.js';

/** Spec §5: name, e-mail and message must each be longer than 2 characters. */
export const CONTACT_MIN_LENGTH = 3;
const longEnough = (label: string, text = line) =>
  text({ message: `Vul je ${label} in.` })
    .trim()
    .min(CONTACT_MIN_LENGTH, `Je ${label} moet langer zijn dan 2 tekens.`);

export const contactSchema = z.object({
  name: longEnough('naam').max(200, 'Je naam is te lang.'),
  email: longEnough('e-mailadres').max(254).pipe(line().regex(EMAIL_PATTERN, INVALID_EMAIL)),
  message: longEnough('bericht', multiLine).max(5000, 'Je bericht mag hoogstens 5000 tekens zijn.'),
});

/** The confirmation both twins answer (spec §8: 'Verzonden / Je bericht is verzonden!'). */
export const CONTACT_SENT = 'Je bericht is verzonden!';

const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/** Stores a contact-form message and mails it to support (POST /api/send_message, /contact). */
export async function sendContactMessage(ctx: RequestDeps, raw: Record<string, unknown>) {
  const command = parseCommand(contactSchema, raw);
  await consume(
    ctx.rateLimits,
    `contact:${ctx.session.ip}`,
    CONTACT_LIMIT,
    () => 'Je hebt net al een paar berichten gestuurd. Probeer het over een paar minuten opnieuw.',
  );
  const { name, email, message } = command;
  await ctx.prisma.contactMessage.create({ data: { name, email, message, ip: ctx.session.ip } });
  await ctx.mail.send({
    to: PRODUCT.supportEmail,
    subject: `Contactformulier: bericht van ${name}`,
    text: `Van: ${name} <${email}>\n\n${message}`,
  });
}
