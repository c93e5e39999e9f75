import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

// Scam warnings for the recipient of a message ("beyond the spec"): a list of rules that each
// recognise one of the common Dutch rental and sale scam patterns. A rule looks at one sentence where the
// pattern is a combination of words (money + "before the viewing"), at the whole message otherwise.
// The rules prefer missing a clumsy scam over warning about an ordinary message: a warning on every
// "de borg is één maand huur" would teach people to ignore them.

export type ScamWarningKey =
  | 'payment-before-viewing'
  | 'bank-details'
  | 'payment-request'
  | 'off-platform'
  | 'foreign-phone'
  | 'abroad-keys-by-post';

export interface ScamWarning {
  key: ScamWarningKey;
  text: string;
}

export const SCAM_WARNING_TEXTS: Record<ScamWarningKey, string> = {
  'payment-before-viewing':
    'Let op: vraagt iemand om geld vóór een bezichtiging? Betaal nooit voordat je het huis hebt gezien en het contract hebt getekend.',
  'bank-details':
    'Let op: dit bericht bevat een rekeningnummer. Maak geen geld over voordat je het huis hebt gezien, de eigenaar hebt ontmoet en het contract hebt getekend.',
  'payment-request':
    'Let op: dit bericht vraagt om een betaling via een betaalverzoek, betaallink of geldtransfer. Betaal niet aan iemand die je nog niet hebt ontmoet.',
  'off-platform':
    'Let op: iemand wil verder praten buiten Huiskans, bijvoorbeeld via WhatsApp, Telegram of e-mail. Houd het gesprek liever hier, dan blijft alles bewaard.',
  'foreign-phone':
    'Let op: dit bericht bevat een buitenlands telefoonnummer. Dat kan kloppen, maar wees voorzichtig als iemand het huis niet zelf kan laten zien.',
  'abroad-keys-by-post':
    'Let op: "ik woon in het buitenland en stuur de sleutels op" is een bekende truc van oplichters. Betaal niets zolang je het huis niet met eigen ogen hebt gezien.',
};

// ───────────────────────────── vocabulary ─────────────────────────────

/** Asking for money: the nouns and verbs of paying, and amounts, in Dutch and English. */
const MONEY_WORDS = String.raw`borg(som)?|waarborg(som)?|aanbetaling|vooruitbetaling|voorschot|betaling|inschrijf(geld|kosten)|administratiekosten|reserverings(kosten|fee)|bezichtigingskosten|eerste (maand ?)?huur|maandhuur|(security )?deposit|down ?payment|advance payment|reservation fee|viewing fee|first month'?s?( rent)?|betaal\w*|overmaken|overmaakt|overgemaakt|storten|stort|pay|paid|payment|transfer\w*|wire|€\s?\d[\d.,]*|\d[\d.,]*\s?(euro|eur)`;
const MONEY = new RegExp(String.raw`\b(${MONEY_WORDS})\b|\bmaak\b.{0,40}\bover\b|€\s?\d`, 'i');
/** Seeing the house (not the keys: paying before getting the keys is how a real rental goes). */
const VIEWING = String.raw`bezichtig\w*|bekijk\w*|kijken|komt kijken|langs\s?\w*|viewings?|show\w*|see\w*|zien|visit\w*`;
/** Money before the viewing: "vóór de bezichtiging", "voordat je komt kijken", "before I show you". */
const BEFORE_VIEWING = new RegExp(
  String.raw`\b(voor|vóór)\s+(de|een|het|onze|jouw|je|uw)?\s*bezichtiging|\b(voordat|vóórdat|alvorens|before|prior to)\b(\s+\S+){0,4}?\s+(${VIEWING})\b`,
  'i',
);
/** The viewing only after paying: "zodra ik de eerste huur binnen heb", "once you have paid", "…, daarna kun je kijken". */
const VIEWING_AFTER_PAYMENT = new RegExp(
  String.raw`\b(zodra|nadat|na ontvangst|na betaling|pas als|once|after|as soon as|only when)\b(\s+\S+){0,6}?\s+(${MONEY_WORDS})\b.*\b(${VIEWING})\b|\b(na (de )?betaling|after payment)\b.*\b(${VIEWING})\b|\b(${VIEWING})\b.*\b(zodra|nadat|na ontvangst|na betaling|pas als|once|after|as soon as|only when)\b(\s+\S+){0,6}?\s+(${MONEY_WORDS})\b|\b(${MONEY_WORDS})\b.{0,80}\b(daarna|dan|then|afterwards)\b.{0,40}\b(${VIEWING})\b`,
  'i',
);
/** Paying to book the viewing, or to hold the house. */
const TO_RESERVE =
  /\b(bezichtiging|viewing)\s+te\s+(reserveren|bevestigen|vast\s?te\s?leggen)|\b(reserve|secure|confirm|book)\s+(the|a|your)\s+viewing|\b(plannen|planning)\b.{0,20}\bbezichtiging|\breserverings(kosten|fee)\b|\breservering van de bezichtiging\b|\b(reserveer\w*|reserve|secure|hold)\b.{0,30}\b(woning|huis|kamer|appartement|apartment|house|room|flat)\b/i;
/** Money asked first: "eerst de borg", "alvast de huur", "pay upfront", "deposit first". */
const MONEY_FIRST =
  /\b(eerst|alvast|vooraf|vooruit)\b(\s+\S+){0,3}?\s+(borg|waarborgsom|aanbetaling|huur|betal\w*|overmaken|€|\d+\s?euro)|\b(pay|paid|transfer|send|deposit|rent)\b(\s+\S+){0,4}?\s+(upfront|up front|in advance|first)\b/i;

const PAYMENT_REQUEST =
  /\b(tikkie|bunq\.me|paypal(\.me)?|revolut\.me|betaalverzoek|betaallink|payment (link|request)|western union|via wise|wise\.com|moneygram|bitcoins?|crypto\w*)\b/i;

/** Another channel: chat apps, "app me", "mail me" or an e-mail address (bounded parts: no slow backtracking). */
const ELSEWHERE =
  /\b(whats\s?app|wa\.me|telegram|t\.me\/|app(je)?\s+(me|mij)|(me|mij)\s+(\S+\s+)?(appen|een appje)|(via|op|on|over)\s+signal|facebook messenger|snapchat)\b|\b(e-?mail|mail)\s+(me|mij)\b|[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63}){0,8}\.[a-z]{2,24}/i;

/** "+44 …" or "0044 …": an international number (Dutch ones start with 31); "00" must begin a word. */
const INTERNATIONAL_NUMBER = /(?:\+|(?<![\w.,])00)\s?(\d[\d\s\-()]{6,}\d)/g;
const MIN_PHONE_DIGITS = 8;
const MAX_PHONE_DIGITS = 15;

const COUNTRIES =
  'spanje|engeland|londen|schotland|ierland|duitsland|frankrijk|itali[eë]|belgi[eë]|portugal|zwitserland|oostenrijk|noorwegen|zweden|denemarken|polen|turkije|amerika|canada|australi[eë]|dubai|nigeria|het vk|the uk|spain|london|germany|france|italy|norway|the us|the states';
/** The owner far away: "in het buitenland", "ik woon in Spanje", "moved to Norway". */
const ABROAD = new RegExp(String.raw`\b(buitenland|abroad|overseas|(in|naar|to)\s+(${COUNTRIES}))\b`, 'i');
const KEYS_SENT =
  /\b(sleutels?|keys?)\b.{0,60}\b(per post|op\s?sturen|stuur\w*\s+.{0,20}\bop|toe\s?sturen|versturen|verstuur\w*|by (post|mail|courier)|(sent|mailed|shipped|delivered) to you|dhl|postnl|ups|fedex|koerier|courier)\b|\b(stuur|verstuur|send|mail|ship)\b.{0,30}\b(sleutels?|keys?)\b.{0,30}\b(op|per post|by (post|mail|courier))\b/i;
const KEYS = /\b(sleutel\w*|keys?)\b/i;
/** The "Airbnb hands over the keys and the money" variant. */
const AIRBNB_HANDOVER =
  /\bairbnb\b.{0,60}\b(sleutel\w*|keys?|betaling|payment)|\b(sleutel\w*|keys?)\b.{0,60}\bairbnb\b/i;

// ───────────────────────────── rules ─────────────────────────────

const sentences = (message: string) => message.split(/(?<=[.!?])\s+|\n+/);

/** Text spans that hold an IBAN with a valid checksum (a span may run on into the next word; its prefix is the IBAN). */
function ibanSpans(message: string): string[] {
  const spans: string[] = [];
  for (const match of message.matchAll(/\b[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}/gi)) {
    const compact = electronicFormatIBAN(match[0]) ?? '';
    for (let length = 15; length <= Math.min(34, compact.length); length++) {
      if (!isValidIBAN(compact.slice(0, length))) continue;
      spans.push(rawPrefixWithChars(match[0], length));
      break;
    }
  }
  return spans;
}

/** The start of `raw` that holds `count` non-space characters. */
function rawPrefixWithChars(raw: string, count: number): string {
  let seen = 0;
  let end = 0;
  while (seen < count) if (raw[end++] !== ' ') seen++;
  return raw.slice(0, end);
}

function hasForeignNumber(message: string): boolean {
  for (const match of message.matchAll(INTERNATIONAL_NUMBER)) {
    const digits = match[1].replace(/\D/g, '');
    if (digits.length >= MIN_PHONE_DIGITS && digits.length <= MAX_PHONE_DIGITS && !digits.startsWith('31')) return true;
  }
  return false;
}

interface Scanned {
  text: string;
  sentences: string[];
  ibans: string[];
}

const RULES: [ScamWarningKey, (m: Scanned) => boolean][] = [
  [
    'payment-before-viewing',
    (m) =>
      m.sentences.some(
        (s) =>
          MONEY_FIRST.test(s) ||
          VIEWING_AFTER_PAYMENT.test(s) ||
          (MONEY.test(s) && (BEFORE_VIEWING.test(s) || TO_RESERVE.test(s))),
      ),
  ],
  ['bank-details', (m) => m.ibans.length > 0],
  ['payment-request', (m) => PAYMENT_REQUEST.test(m.text)],
  ['off-platform', (m) => ELSEWHERE.test(m.text)],
  // The digits of an IBAN ("… 0044 0532 …") are no phone number.
  ['foreign-phone', (m) => hasForeignNumber(m.ibans.reduce((text, iban) => text.replace(iban, ' '), m.text))],
  [
    'abroad-keys-by-post',
    (m) => KEYS_SENT.test(m.text) || AIRBNB_HANDOVER.test(m.text) || (ABROAD.test(m.text) && KEYS.test(m.text)),
  ],
];

/** The warnings that apply to a message, in a fixed order; none for an ordinary message. */
export function detectScamWarnings(message: string): ScamWarning[] {
  const text = message.normalize('NFKC');
  const scanned: Scanned = { text, sentences: sentences(text), ibans: ibanSpans(text) };
  return RULES.filter(([, applies]) => applies(scanned)).map(([key]) => ({ key, text: SCAM_WARNING_TEXTS[key] }));
}
