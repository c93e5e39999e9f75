/**
 * What a notification says, read from its type and §3 `data` (spec §3, §9). Pure and defensive:
 * `data` is JSON from the server, so every field is checked before it is shown, and a type this
 * client does not know reads 'Onbekend bericht' (spec §8). The components render this view; the
 * inbox preview is its `summary` cut by `messagePreview`.
 */
import { formatDate, formatPrice } from '../../format';
import { messagePreview } from '../../format/messagePreview';

export const UNKNOWN_NOTIFICATION = 'Onbekend bericht';

/** The notification types of spec §9 (the plain {product}Message is HuiskansMessage). */
export const MESSAGE_TYPES = ['HuiskansMessage', 'UserMessage', 'HouseMessage', 'AdvisorMessage'] as const;

export interface HouseRef {
  route: string;
  address: string;
}

export interface Change {
  label: string;
  old: string;
  new: string;
}

export interface Detail {
  label: string;
  value: string;
  /** mailto:/tel: link for contact details, or a path of this site (a search profile). */
  href?: string;
}

export interface NotificationView {
  /** false for a type this client does not know. */
  known: boolean;
  /** A user's own words (messages), shown as a chat bubble. */
  message: string | null;
  /** A line saying what happened, for the typed events ('Nieuw bod op je huis'). */
  title: string | null;
  house: HouseRef | null;
  details: Detail[];
  changes: Change[];
  status: { label: string; description: string | null } | null;
  review: { rating: number; comments: string | null } | null;
  /** One line for the inbox and the header dropdown (before cutting). */
  summary: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const amount = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const yesNo = (value: unknown): string => (value === true || value === 1 || value === '1' ? 'Ja' : 'Nee');

function houseOf(data: Json): HouseRef | null {
  const house = data.house;
  if (!isObject(house)) return null;
  const route = text(house.route);
  const address = text(house.formatted_address_line);
  return route && address ? { route, address } : null;
}

/** '2026-03-05' → '5 maart 2026' (other shapes as sent). */
function viewingDate(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  // A bare date is a calendar day: read it at noon so no time zone moves it to another day.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T12:00:00` : raw;
  return formatDate(date) || raw;
}

/** '14:30:00' → '14:30'. */
function viewingTime(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(raw);
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : raw;
}

const CHANGE_LABELS: Record<string, { label: string; money: boolean }> = {
  price: { label: 'Vraagprijs', money: true },
  min_price: { label: 'Minimumprijs', money: true },
  max_price: { label: 'Maximumprijs', money: true },
  factual_description: { label: 'Feitelijke omschrijving', money: false },
};

function changeValue(value: unknown, money: boolean): string {
  if (money) {
    const n = amount(value);
    return n === null ? 'geen' : formatPrice(n);
  }
  return text(value) ?? 'geen';
}

/** The changes of LikedHouseUpdated: old → new for price, min_price, max_price, factual_description. */
function changesOf(data: Json): Change[] {
  const changes = data.changes;
  if (!isObject(changes)) return [];
  return Object.entries(CHANGE_LABELS).flatMap(([key, { label, money }]) => {
    const change = changes[key];
    if (!isObject(change)) return [];
    return [{ label, old: changeValue(change.old, money), new: changeValue(change.new, money) }];
  });
}

function advisorDetails(data: Json): Detail[] {
  const details: Detail[] = [];
  // AdvisorRequestAppointment names the user who asks (data.user); the coach types name the advisor.
  const requester = isObject(data.user) ? text(data.user.full_name) : null;
  if (requester) details.push({ label: 'Naam', value: requester });
  const advisor = isObject(data.advisor) ? data.advisor : null;
  const advisorName = advisor && isObject(advisor.user) ? text(advisor.user.full_name) : null;
  if (advisorName) details.push({ label: 'Adviseur', value: advisorName });
  const office = advisor && isObject(advisor.organisation_office) ? advisor.organisation_office : null;
  const organisation = office && isObject(office.organisation) ? text(office.organisation.name) : null;
  if (organisation) details.push({ label: 'Organisatie', value: organisation });
  const expertise = isObject(data.expertise) ? text(data.expertise.name) : null;
  if (expertise) details.push({ label: 'Expertise', value: expertise });
  const email = text(data.email);
  if (email) details.push({ label: 'E-mailadres', value: email, href: `mailto:${email}` });
  const phone = text(data.phone_number);
  if (phone) details.push({ label: 'Telefoonnummer', value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` });
  return details;
}

function empty(summary: string, known = true): NotificationView {
  return {
    known,
    message: null,
    title: null,
    house: null,
    details: [],
    changes: [],
    status: null,
    review: null,
    summary,
  };
}

/**
 * A HouseOffer's line: a new offer, or an answer (data.status, our addition to §3), worded for
 * whoever reads it: the recipient ('Je bod van € … is geaccepteerd') or its sender ('Je hebt het bod
 * van € … geaccepteerd').
 */
function offerTitle(status: string | null, bid: number | null, fromViewer: boolean): string {
  const amount = bid === null ? '' : ` van ${formatPrice(bid)}`;
  const of = bid === null ? '' : `, voor ${formatPrice(bid)}`;
  if (fromViewer) {
    switch (status) {
      case 'accepted':
        return `Je hebt het bod${amount} geaccepteerd`;
      case 'rejected':
        return `Je hebt het bod${amount} afgewezen`;
      case 'countered':
        return `Je tegenbod${amount}`;
      case 'counter_accepted':
        return `Je hebt het tegenbod${amount} geaccepteerd`;
      case 'counter_rejected':
        return `Je hebt het tegenbod${amount} afgewezen`;
      case 'expired':
        return `Het bod${amount} is verlopen`;
      case 'sold_under_reservation':
        return `Je huis is verkocht onder voorbehoud${of}`;
      default:
        return `Je bod${amount}`;
    }
  }
  switch (status) {
    case 'accepted':
      return `Je bod${amount} is geaccepteerd`;
    case 'rejected':
      return `Je bod${amount} is afgewezen`;
    case 'countered':
      return bid === null ? 'Tegenbod op je bod' : `Tegenbod${amount}`;
    case 'counter_accepted':
      return `Je tegenbod${amount} is geaccepteerd`;
    case 'counter_rejected':
      return `Je tegenbod${amount} is afgewezen`;
    case 'expired':
      return `Het bod${amount} is verlopen`;
    case 'sold_under_reservation':
      return `Verkocht onder voorbehoud aan jou${of}`;
    default:
      return bid === null ? 'Nieuw bod op je huis' : `Nieuw bod${amount}`;
  }
}

/** A HouseViewing's line by data.status (our addition to §3; none: a new request). */
const VIEWING_TITLES: Record<string, string> = {
  new: 'Verzoek om een bezichtiging',
  requested: 'Nieuw voorstel voor de bezichtiging',
  proposed: 'Ander moment voorgesteld voor de bezichtiging',
  accepted: 'Bezichtiging bevestigd',
  declined: 'Bezichtiging afgeslagen',
};

/**
 * The view of one notification. `data` may be anything; unknown types read 'Onbekend bericht'.
 * `fromViewer`: the reader sent it (their own side of a thread), which some lines say otherwise.
 */
export function notificationView(type: string, rawData: unknown, fromViewer = false): NotificationView {
  const data: Json = isObject(rawData) ? rawData : {};
  const house = houseOf(data);
  const message = text(data.message);
  const view = (title: string, extra: Partial<NotificationView> = {}): NotificationView => ({
    ...empty(title),
    title,
    house,
    ...extra,
  });
  if ((MESSAGE_TYPES as readonly string[]).includes(type)) {
    return { ...empty(message ?? ''), message: message ?? '', house: type === 'HouseMessage' ? house : null };
  }
  switch (type) {
    case 'HouseOffer': {
      const offer = isObject(data.house_offer) ? data.house_offer : {};
      const bid = amount(offer.offer);
      const details: Detail[] = [];
      if (bid !== null) details.push({ label: 'Bod', value: formatPrice(bid) });
      details.push({ label: 'Voorbehoud financiering', value: yesNo(offer.finance_reservation) });
      details.push({ label: 'Voorbehoud bouwkundige keuring', value: yesNo(offer.structural_inspection_reservation) });
      const comments = text(offer.comments);
      if (comments) details.push({ label: 'Opmerkingen', value: comments });
      return view(offerTitle(text(data.status), bid, fromViewer), { details });
    }
    case 'HouseViewing': {
      const details: Detail[] = [];
      const date = viewingDate(data.date);
      const time = viewingTime(data.time);
      if (date) details.push({ label: 'Datum', value: date });
      if (time) details.push({ label: 'Tijd', value: time });
      return view(VIEWING_TITLES[text(data.status) ?? ''] ?? VIEWING_TITLES.new, { details, message });
    }
    case 'HouseLiked':
      return view(fromViewer ? 'Je vindt dit huis leuk' : 'Vindt je huis leuk');
    case 'LikedHouseUpdated':
      return view('Een huis dat je leuk vindt is bijgewerkt', { changes: changesOf(data) });
    case 'LikedHouseStatusUpdated': {
      const status = isObject(data.new_status) ? data.new_status : {};
      const label = text(status.label);
      return view(label ? `Nieuwe status: ${label}` : 'Een huis dat je leuk vindt heeft een nieuwe status', {
        status: label ? { label, description: text(status.description) } : null,
      });
    }
    case 'SearchQueryMatch': {
      // A new house fits one of the viewer's search profiles (our addition to §9).
      const profile = isObject(data.search_query) ? data.search_query : {};
      const place = text(profile.query);
      const route = text(profile.route);
      const details: Detail[] = [{ label: 'Zoekprofiel', value: place ?? 'Je zoekprofiel', href: route ?? undefined }];
      return view(place ? `Nieuwe kans in ${place}` : 'Nieuwe kans voor je zoekprofiel', { details });
    }
    case 'ReviewAdded': {
      const review = isObject(data.review) ? data.review : {};
      const rating = amount(review.rating);
      return view('Nieuwe beoordeling', {
        review: rating === null ? null : { rating: Math.max(0, Math.min(5, rating)), comments: text(review.comments) },
      });
    }
    case 'CoachAdded':
      return view('Je hebt een nieuwe coach', { details: advisorDetails(data), message });
    case 'WelcomeByCoach':
      return view('Welkom van je coach', { details: advisorDetails(data), message });
    case 'AdvisorRequestAppointment':
      return view('Verzoek om een afspraak', { details: advisorDetails(data), message });
    default:
      return { ...empty(UNKNOWN_NOTIFICATION, false), title: UNKNOWN_NOTIFICATION };
  }
}

/** The inbox / dropdown line of a notification: its words or what happened, cut (spec §9). */
export function notificationPreview(type: string, data: unknown): string {
  return messagePreview(notificationView(type, data).summary);
}
