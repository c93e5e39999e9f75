import type { MailMessageInput } from '../../adapters/mail/types.js';
import { PRODUCT } from '../../config.js';

const sign = `Groeten,\nHet ${PRODUCT.name}-team`;

export const passwordResetLink = (appUrl: string, email: string, token: string) =>
  `${appUrl}/password/reset?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

export const verificationLink = (appUrl: string, email: string, token: string) =>
  `${appUrl}/email/verify?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

export function passwordResetMail(to: { email: string; firstName: string }, link: string): MailMessageInput {
  return {
    to: to.email,
    subject: `Stel je wachtwoord opnieuw in · ${PRODUCT.name}`,
    text: `Hoi ${to.firstName},\n\nJe hebt gevraagd om je wachtwoord opnieuw in te stellen. Dat kan via deze link (60 minuten geldig):\n\n${link}\n\nHeb je dit niet zelf gevraagd? Dan hoef je niets te doen: je wachtwoord blijft hetzelfde.\n\n${sign}`,
  };
}

export function verificationMail(to: { email: string; firstName: string }, link: string): MailMessageInput {
  return {
    to: to.email,
    subject: `Bevestig je e-mailadres · ${PRODUCT.name}`,
    text: `Hoi ${to.firstName},\n\nWelkom bij ${PRODUCT.name}! Bevestig je e-mailadres via deze link (7 dagen geldig):\n\n${link}\n\n${sign}`,
  };
}
