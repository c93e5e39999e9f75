import { PRODUCT } from '../../../config.js';
import { formatEuros } from '../../money.js';
import type { MailMessageInput } from '../../ports/mail.js';
import type { NotificationContent, NotificationData, NotificationType } from '../types.js';
import { type MailCategory, mailCategoryLabel } from './categories.js';
import { listUnsubscribeHeaders } from './unsubscribe.js';

// The e-mail of a notification (or of a batch of messages): Dutch, plain text and HTML from one
// description, with the house card where the notification is about a house (its photo, the address
// line as the notification's readers may see it, its price), a link to answer, and the one-click
// unsubscribe of its category (List-Unsubscribe, RFC 8058).

export const DASHBOARD = `/mijn-${PRODUCT.slug}`;

export interface HouseCard {
  address: string;
  url: string;
  price: string | null;
  photoUrl: string | null;
}

export interface MailInput {
  appUrl: string;
  category: MailCategory;
  recipient: { email: string; firstName: string };
  /** The sender's name and profile slug (the conversation's address); null: from Huiskans. */
  sender: { name: string; slug: string } | null;
  /** The notifications the mail tells of: one, or the unread messages of a batch (oldest first). */
  contents: NotificationContent[];
  house: HouseCard | null;
  unsubscribeUrl: string;
}

interface MailBody {
  subject: string;
  intro: string;
  /** What somebody wrote, quoted as is. */
  quotes: string[];
  details: string[];
  action: { label: string; url: string };
}

const dutchDate = (date: string) =>
  new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

const money = (euros: number | null) => (euros === null ? 'geen' : formatEuros(euros));

const data = <T extends NotificationType>(c: NotificationContent, _type: T) => c.data as NotificationData<T>;

function body(input: MailInput): MailBody {
  const { appUrl, contents, sender } = input;
  const first = contents[0];
  const who = sender?.name ?? PRODUCT.name;
  const thread = { url: `${appUrl}${DASHBOARD}/berichten/${sender?.slug ?? ''}` };
  const house = input.house?.address;
  switch (first.type) {
    case 'UserMessage':
    case 'HouseMessage':
    case 'AdvisorMessage': {
      const n = contents.length;
      return {
        subject: n === 1 ? `Nieuw bericht van ${who}` : `${n} nieuwe berichten van ${who}`,
        intro:
          n === 1
            ? `${who} heeft je een bericht gestuurd${house ? ` over ${house}` : ''}:`
            : `${who} heeft je ${n} berichten gestuurd die je nog niet hebt gelezen:`,
        quotes: contents.map((c) => (c.data as { message: string }).message),
        details: [],
        action: { label: n === 1 ? 'Beantwoord het bericht' : 'Lees en beantwoord', url: thread.url },
      };
    }
    case 'HouseOffer': {
      const d = data(first, 'HouseOffer');
      const amount = formatEuros(d.house_offer.offer);
      const reservations = [
        d.house_offer.finance_reservation ? 'financiering' : null,
        d.house_offer.structural_inspection_reservation ? 'bouwkundige keuring' : null,
      ].filter(Boolean);
      const details = [
        `Bod: ${amount}`,
        reservations.length ? `Onder voorbehoud van ${reservations.join(' en ')}` : 'Zonder voorbehoud',
      ];
      const texts: Record<NonNullable<typeof d.status> | 'new', [string, string]> = {
        new: [`Nieuw bod op ${d.house.formatted_address_line}`, `${who} heeft een bod uitgebracht op je huis:`],
        countered: [
          `Tegenbod op ${d.house.formatted_address_line}`,
          `${who} heeft op je bod gereageerd met een tegenbod:`,
        ],
        accepted: [
          `Je bod op ${d.house.formatted_address_line} is geaccepteerd`,
          `${who} heeft je bod geaccepteerd. Neem contact op om de volgende stappen af te spreken.`,
        ],
        rejected: [`Je bod op ${d.house.formatted_address_line} is afgewezen`, `${who} heeft je bod afgewezen.`],
        counter_accepted: [
          `Je tegenbod op ${d.house.formatted_address_line} is geaccepteerd`,
          `${who} heeft je tegenbod geaccepteerd.`,
        ],
        counter_rejected: [
          `Je tegenbod op ${d.house.formatted_address_line} is afgewezen`,
          `${who} heeft je tegenbod afgewezen.`,
        ],
        expired: [`Bod op ${d.house.formatted_address_line} verlopen`, 'Er is niet op tijd op het bod gereageerd.'],
        sold_under_reservation: [
          `${d.house.formatted_address_line} is onder voorbehoud aan jou verkocht`,
          `${who} heeft het huis onder voorbehoud aan jou verkocht. Neem contact op om de volgende stappen af te spreken.`,
        ],
      };
      const [subject, intro] = texts[d.status ?? 'new'];
      return {
        subject,
        intro,
        quotes: d.house_offer.comments ? [d.house_offer.comments] : [],
        details,
        action: { label: d.status === 'expired' ? 'Bekijk het gesprek' : 'Bekijk en reageer', url: thread.url },
      };
    }
    case 'HouseViewing': {
      const d = data(first, 'HouseViewing');
      const when = `${dutchDate(d.date)} om ${d.time} uur`;
      const texts: Record<NonNullable<typeof d.status>, [string, string]> = {
        requested: [
          `Bezichtiging aangevraagd: ${d.house.formatted_address_line}`,
          `${who} wil je huis bezichtigen op ${when}.`,
        ],
        proposed: [
          `Nieuw voorstel voor je bezichtiging: ${d.house.formatted_address_line}`,
          `${who} stelt een ander moment voor: ${when}.`,
        ],
        accepted: [
          `Bezichtiging bevestigd: ${d.house.formatted_address_line}`,
          `${who} heeft de bezichtiging op ${when} bevestigd.`,
        ],
        declined: [
          `Bezichtiging afgewezen: ${d.house.formatted_address_line}`,
          `${who} kan niet op ${when}. Stel gerust een ander moment voor.`,
        ],
      };
      const [subject, intro] = texts[d.status ?? 'requested'];
      return { subject, intro, quotes: [], details: [], action: { label: 'Bekijk en reageer', url: thread.url } };
    }
    case 'AdvisorRequestAppointment': {
      const d = data(first, 'AdvisorRequestAppointment');
      return {
        subject: `${d.user.full_name} wil contact over ${d.expertise.name.toLowerCase()}`,
        intro: `${d.user.full_name} wil graag met je in contact komen over ${d.expertise.name.toLowerCase()}.`,
        quotes: d.message ? [d.message] : [],
        details: [`E-mail: ${d.email}`, ...(d.phone_number ? [`Telefoon: ${d.phone_number}`] : [])],
        action: { label: 'Bekijk de aanvraag', url: thread.url },
      };
    }
    case 'CoachAdded': {
      const d = data(first, 'CoachAdded');
      return {
        subject: `${d.advisor.user.full_name} is je coach`,
        intro: `${d.advisor.user.full_name} coacht je voortaan bij ${d.expertise.name.toLowerCase()}.`,
        quotes: [],
        details: [],
        action: { label: 'Stuur je coach een bericht', url: thread.url },
      };
    }
    case 'WelcomeByCoach': {
      const d = data(first, 'WelcomeByCoach');
      return {
        subject: `Welkom van je coach ${d.advisor.user.full_name}`,
        intro: `${d.advisor.user.full_name} heeft je een welkomstbericht gestuurd:`,
        quotes: [d.message],
        details: [],
        action: { label: 'Beantwoord het bericht', url: thread.url },
      };
    }
    case 'ReviewAdded': {
      const d = data(first, 'ReviewAdded');
      return {
        subject: `Nieuwe review van ${who}: ${d.review.rating} van 5 sterren`,
        intro: `${who} heeft een review over je geschreven: ${d.review.rating} van 5 sterren.`,
        quotes: d.review.comments ? [d.review.comments] : [],
        details: [],
        action: { label: 'Bekijk het gesprek', url: thread.url },
      };
    }
    case 'LikedHouseUpdated': {
      const d = data(first, 'LikedHouseUpdated');
      const c = d.changes;
      const details = [
        c.price && `Vraagprijs: ${money(c.price.old)} → ${money(c.price.new)}`,
        c.min_price && `Minimumprijs: ${money(c.min_price.old)} → ${money(c.min_price.new)}`,
        c.max_price && `Maximumprijs: ${money(c.max_price.old)} → ${money(c.max_price.new)}`,
        c.factual_description && 'De beschrijving is aangepast.',
      ].filter((l): l is string => typeof l === 'string');
      return {
        subject: `${c.price || c.min_price || c.max_price ? 'Nieuwe prijs' : 'Gewijzigd'}: ${d.house.formatted_address_line}`,
        intro: `Een huis dat je leuk vindt is gewijzigd: ${d.house.formatted_address_line}.`,
        quotes: [],
        details,
        action: { label: 'Bekijk het huis', url: `${appUrl}${d.house.route}` },
      };
    }
    case 'LikedHouseStatusUpdated': {
      const d = data(first, 'LikedHouseStatusUpdated');
      return {
        subject: `${d.new_status.label}: ${d.house.formatted_address_line}`,
        intro: `Een huis dat je leuk vindt heeft een nieuwe status: ${d.new_status.label}.`,
        quotes: [],
        details: d.new_status.description ? [d.new_status.description] : [],
        action: { label: 'Bekijk het huis', url: `${appUrl}${d.house.route}` },
      };
    }
    default: {
      // HuiskansMessage: a message of Huiskans itself (a payment, a refund, a report about your house).
      const message = (first.data as { message: string }).message;
      return {
        subject: `Bericht van ${PRODUCT.name}`,
        intro: message,
        quotes: [],
        details: [],
        action: { label: 'Naar je meldingen', url: `${appUrl}${DASHBOARD}/berichten` },
      };
    }
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const paragraphs = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

function reason(input: MailInput) {
  const label = mailCategoryLabel(input.category).toLowerCase();
  return {
    text: `Je krijgt deze e-mail omdat e-mail over ${label} aanstaat bij je instellingen.`,
    settings: `${input.appUrl}${DASHBOARD}/instellingen`,
  };
}

/** The e-mail, with its List-Unsubscribe headers. */
export function notificationMail(input: MailInput): MailMessageInput {
  const b = body(input);
  const why = reason(input);
  const card = input.house;
  const text = [
    `Hoi ${input.recipient.firstName},`,
    b.intro,
    ...b.quotes.map((q) => q.replace(/^/gm, '> ')),
    ...(b.details.length ? [b.details.join('\n')] : []),
    ...(card ? [[card.address, card.price, card.url].filter(Boolean).join('\n')] : []),
    `${b.action.label}: ${b.action.url}`,
    `Groeten,\nHet ${PRODUCT.name}-team`,
    `${why.text}\nAfmelden voor deze e-mails: ${input.unsubscribeUrl}\nAl je e-mailinstellingen: ${why.settings}`,
  ].join('\n\n');
  const cardHtml = card
    ? `<table role="presentation" style="border:1px solid #e2e2e2;border-radius:8px;margin:16px 0;width:100%;border-collapse:separate"><tr>
${card.photoUrl ? `<td style="width:160px;padding:0"><a href="${escapeHtml(card.url)}"><img src="${escapeHtml(card.photoUrl)}" alt="" width="160" style="display:block;width:160px;border-radius:8px 0 0 8px"></a></td>` : ''}
<td style="padding:12px 16px"><a href="${escapeHtml(card.url)}" style="color:#1b1b1b;font-weight:bold;text-decoration:none">${escapeHtml(card.address)}</a>${card.price ? `<br><span>${escapeHtml(card.price)}</span>` : ''}</td></tr></table>`
    : '';
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(b.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f4;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${PRODUCT.name}</p>
<p>Hoi ${escapeHtml(input.recipient.firstName)},</p>
<p>${paragraphs(b.intro)}</p>
${b.quotes.map((q) => `<blockquote style="margin:12px 0;padding:8px 16px;border-left:4px solid #e2e2e2">${paragraphs(q)}</blockquote>`).join('\n')}
${b.details.length ? `<p>${b.details.map(escapeHtml).join('<br>')}</p>` : ''}
${cardHtml}
<p><a href="${escapeHtml(b.action.url)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(b.action.label)}</a></p>
<p>Groeten,<br>Het ${PRODUCT.name}-team</p>
<p style="font-size:12px;color:#6b6b6b;border-top:1px solid #e2e2e2;padding-top:12px">${escapeHtml(why.text)}
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#6b6b6b">Afmelden voor deze e-mails</a> · <a href="${escapeHtml(why.settings)}" style="color:#6b6b6b">Al je e-mailinstellingen</a></p>
</div></body></html>`;
  return {
    to: input.recipient.email,
    subject: `${b.subject} · ${PRODUCT.name}`,
    text,
    html,
    headers: listUnsubscribeHeaders(input.unsubscribeUrl),
  };
}
