import { PRODUCT } from '../../config.js';
import type { MailMessageInput } from '../ports/mail.js';

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

export const emailChangeConfirmLink = (appUrl: string, token: string) =>
  `${appUrl}/email/change/confirm?token=${encodeURIComponent(token)}`;

export const emailChangeUndoLink = (appUrl: string, token: string) =>
  `${appUrl}/email/change/undo?token=${encodeURIComponent(token)}`;

/** To the new address: follow the link and the change takes effect. */
export function emailChangeConfirmMail(to: { email: string; firstName: string }, link: string): MailMessageInput {
  return {
    to: to.email,
    subject: `Bevestig je nieuwe e-mailadres · ${PRODUCT.name}`,
    text: `Hoi ${to.firstName},\n\nJe wilt je e-mailadres bij ${PRODUCT.name} wijzigen in ${to.email}. Bevestig dat via deze link (24 uur geldig, één keer te gebruiken):\n\n${link}\n\nTot je de link volgt, blijft je oude e-mailadres gelden. Heb je dit niet zelf gevraagd? Dan hoef je niets te doen.\n\n${sign}`,
  };
}

/** To the old address: the change was asked for, with a link to undo it. */
export function emailChangeNoticeMail(
  to: { email: string; firstName: string },
  newEmail: string,
  undoLink: string,
): MailMessageInput {
  return {
    to: to.email,
    subject: `Je e-mailadres wordt gewijzigd · ${PRODUCT.name}`,
    text: `Hoi ${to.firstName},\n\nEr is gevraagd om het e-mailadres van je ${PRODUCT.name}-account te wijzigen in ${newEmail}. De wijziging gaat in zodra de link in de mail aan dat adres wordt gevolgd.\n\nWas jij dit niet? Draai het dan terug via deze link (7 dagen geldig): je account hoort dan weer bij dit e-mailadres en iedereen wordt uitgelogd.\n\n${undoLink}\n\nStel daarna ook een nieuw wachtwoord in.\n\n${sign}`,
  };
}
