import { PRODUCT } from '../../config.js';
import { housePriceLine } from '../money.js';
import { KANSEN } from '../notifications/mail/categories.js';
import { listUnsubscribeHeaders, unsubscribeToken, unsubscribeUrl } from '../notifications/mail/unsubscribe.js';
import type { MailMessageInput } from '../ports/mail.js';

// The e-mails of match alerts: at once (instant) or the daily digest, both listing the new houses
// per search profile with links (plain text, as every mail of the outbox).

export interface AlertMailHouse {
  address: string;
  url: string;
  price: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

export interface AlertMailSection {
  /** The profile's place ('Utrecht'), or null when it has none. */
  profileName: string | null;
  profileUrl: string;
  houses: AlertMailHouse[];
}

const sign = `Groeten,\nHet ${PRODUCT.name}-team`;

const count = (n: number) => (n === 1 ? '1 nieuwe kans' : `${n} nieuwe kansen`);

export function matchAlertMail(
  appUrl: string,
  to: { id: number; email: string; firstName: string; mailKey: string },
  sections: AlertMailSection[],
  kind: 'instant' | 'daily',
): MailMessageInput {
  const total = sections.reduce((n, s) => n + s.houses.length, 0);
  const only = total === 1 ? sections[0].houses[0] : null;
  const subject =
    kind === 'daily'
      ? `Je dagelijkse overzicht: ${count(total)} · ${PRODUCT.name}`
      : only
        ? `Nieuwe kans: ${only.address} · ${PRODUCT.name}`
        : `${count(total)} voor je zoekprofiel · ${PRODUCT.name}`;
  const intro =
    kind === 'daily'
      ? `Sinds je vorige overzicht staan er nieuwe huizen op ${PRODUCT.name} die passen bij je zoekprofiel:`
      : total === 1
        ? `Er staat een nieuw huis op ${PRODUCT.name} dat past bij je zoekprofiel:`
        : `Er staan nieuwe huizen op ${PRODUCT.name} die passen bij je zoekprofiel:`;
  const blocks = sections.map((s) => {
    const houses = s.houses.map((h) => {
      const price = housePriceLine(h);
      return `- ${h.address}${price ? ` · ${price}` : ''}\n  ${h.url}`;
    });
    const name = s.profileName ? `Zoekprofiel ${s.profileName}` : 'Je zoekprofiel';
    return `${name} (${s.profileUrl}):\n${houses.join('\n')}`;
  });
  const choice = kind === 'daily' ? 'Dagelijks overzicht' : 'Direct';
  const unsubscribe = unsubscribeUrl(appUrl, unsubscribeToken(to, KANSEN));
  const footer = `Je krijgt deze e-mail omdat je bij Instellingen '${choice}' hebt gekozen voor nieuwe kansen. Wijzigen kan via ${appUrl}/mijn-${PRODUCT.slug}/instellingen\nAfmelden voor deze e-mails: ${unsubscribe}`;
  return {
    to: to.email,
    subject,
    text: `Hoi ${to.firstName},\n\n${intro}\n\n${blocks.join('\n\n')}\n\n${footer}\n\n${sign}`,
    headers: listUnsubscribeHeaders(unsubscribe),
  };
}
