/**
 * What the states of viewings and offers are called (server/domain/deals), for the thread, the
 * house page and the bid log. Pure: the client tests read them.
 */
import { formatPrice } from '../../format';

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
