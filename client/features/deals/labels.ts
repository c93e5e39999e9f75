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
  const steps = [{ text: `Bod van ${formatPrice(o.amount)}`, at: o.createdAt }];
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

/** Today in the Netherlands as YYYY-MM-DD: the earliest day a viewing can be asked for. */
export function dutchToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(now);
}
