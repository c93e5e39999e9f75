/**
 * What the states of viewings and offers are called (server/domain/deals), for the thread, the
 * house page and the bid log. Pure: the client tests read them.
 */
import { formatDateTime, formatPrice } from '../../format';

export function offerStatusLabel(status: string, counterAmount?: number | null): string {
  switch (status) {
    case 'open':
      return 'Wacht op antwoord';
    case 'countered':
      return counterAmount != null ? `Tegenbod: ${formatPrice(counterAmount)}` : 'Tegenbod';
    case 'accepted':
      return 'Geaccepteerd';
    case 'rejected':
      return 'Afgewezen';
    case 'replaced':
      return 'Vervangen door een nieuwer bod';
    case 'counter_accepted':
      return counterAmount != null
        ? `Tegenbod van ${formatPrice(counterAmount)} geaccepteerd`
        : 'Tegenbod geaccepteerd';
    case 'counter_rejected':
      return 'Tegenbod afgewezen';
    case 'expired':
      return 'Verlopen: niet op tijd beantwoord';
    default:
      return status;
  }
}

const dayAndMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', timeZone: 'Europe/Amsterdam' });

/** Until when the side whose turn it is may answer: 'Geldig tot 6 december'. */
export function deadlineLabel(expiresAt: string): string {
  return `Geldig tot ${dayAndMonth.format(new Date(expiresAt))}`;
}

export interface OfferStepFacts {
  status: string;
  amount: number;
  counterAmount?: number | null;
  createdAt: string;
  answeredAt?: string | null;
  counterAnsweredAt?: string | null;
}

/** The steps of one offer for the bid log, oldest first: the bid, the owner's answer, the bidder's answer. */
export function offerSteps(o: OfferStepFacts): { text: string; at: string }[] {
  const steps = [{ text: 'Bod uitgebracht', at: o.createdAt }];
  const counter = o.counterAmount != null ? formatPrice(o.counterAmount) : null;
  if (o.answeredAt) {
    const owner = counter ? `Tegenbod van ${counter}` : o.status === 'rejected' ? 'Afgewezen' : 'Geaccepteerd';
    steps.push({ text: owner, at: o.answeredAt });
  }
  if (o.counterAnsweredAt) {
    const text = o.status === 'counter_accepted' ? 'Tegenbod geaccepteerd' : 'Tegenbod afgewezen';
    steps.push({ text, at: o.counterAnsweredAt });
  }
  return steps.map((step) => ({ ...step, at: formatDateTime(step.at) }));
}

/** The buyer's reservations (spec §3 house_offer) as one sentence. */
export function reservationsLabel(o: {
  financeReservation: boolean;
  structuralInspectionReservation: boolean;
}): string {
  const which = [
    o.financeReservation ? 'financiering' : null,
    o.structuralInspectionReservation ? 'een bouwkundige keuring' : null,
  ].filter(Boolean);
  return which.length
    ? `De koper bood onder voorbehoud van ${which.join(' en ')}.`
    : 'De koper bood zonder voorbehoud.';
}

export function viewingStatusLabel(status: string): string {
  switch (status) {
    case 'requested':
      return 'Wacht op antwoord van de eigenaar';
    case 'proposed':
      return 'Ander moment voorgesteld';
    case 'accepted':
      return 'Bevestigd';
    case 'declined':
      return 'Afgeslagen';
    default:
      return status;
  }
}

/** The badge colour of a state: settled good, settled bad, or waiting. */
export function dealTone(status: string): 'good' | 'bad' | 'waiting' {
  if (status === 'accepted' || status === 'counter_accepted') return 'good';
  if (['rejected', 'declined', 'replaced', 'counter_rejected', 'expired'].includes(status)) return 'bad';
  return 'waiting';
}

/** How far ahead the viewing form offers days (the server accepts up to a year). */
export const VIEWING_DAYS_AHEAD = 90;

const dayName = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayNameWithYear = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The days a viewing can be asked for, from today in the Netherlands: value YYYY-MM-DD, label in
 * Dutch whatever the browser's language ('zaterdag 5 december'; with the year once it is another).
 */
export function viewingDays(now = new Date(), count = VIEWING_DAYS_AHEAD): { value: string; label: string }[] {
  const today = dutchToday(now);
  const first = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(first + i * 86_400_000);
    const value = day.toISOString().slice(0, 10);
    const format = value.slice(0, 4) === today.slice(0, 4) ? dayName : dayNameWithYear;
    return { value, label: format.format(day) };
  });
}

/** The times a viewing can start: every quarter of an hour from 08:00 to 21:00. */
export const VIEWING_TIMES: readonly { value: string; label: string }[] = Array.from({ length: 53 }, (_, i) => {
  const minutes = 8 * 60 + i * 15;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { value, label: value };
});

/** Today in the Netherlands as YYYY-MM-DD: the earliest day a viewing can be asked for. */
export function dutchToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(now);
}
