import { describe, expect, it } from 'vitest';
import { confirmationQuestion } from '../../client/features/deals/confirmation';
import {
  deadlineLabel,
  dealTone,
  dutchToday,
  offerStatusLabel,
  offerSteps,
  reservationsLabel,
  VIEWING_TIMES,
  viewingDays,
  viewingStatusLabel,
} from '../../client/features/deals/labels';
import { notificationView } from '../../client/features/messages/notificationView';

// What the thread and the house page say about viewings and offers (features/deals).

const house = { route: '/huizen/utrecht/huis-x', formatted_address_line: 'Europalaan 93, 3526KP Utrecht' };
const offer = (status?: string, amount = 395_000) => ({
  house,
  house_offer: { offer: amount, comments: null, finance_reservation: true, structural_inspection_reservation: false },
  ...(status ? { status } : {}),
});

describe('offer and viewing states', () => {
  it('names every offer state, a counter-offer with its amount', () => {
    expect(offerStatusLabel('open')).toBe('Wacht op antwoord');
    expect(offerStatusLabel('countered', 410_000)).toBe('Tegenbod: € 410.000');
    expect(offerStatusLabel('accepted')).toBe('Geaccepteerd');
    expect(offerStatusLabel('rejected')).toBe('Afgewezen');
    expect(offerStatusLabel('replaced')).toBe('Vervangen door een nieuwer bod');
    expect(offerStatusLabel('counter_accepted', 410_000)).toBe('Tegenbod van € 410.000 geaccepteerd');
    expect(offerStatusLabel('counter_rejected')).toBe('Tegenbod afgewezen');
    expect(offerStatusLabel('expired')).toBe('Verlopen: niet op tijd beantwoord');
    expect(viewingStatusLabel('requested')).toBe('Wacht op antwoord van de eigenaar');
    expect(viewingStatusLabel('proposed')).toBe('Ander moment voorgesteld');
    expect(viewingStatusLabel('accepted')).toBe('Bevestigd');
    expect(viewingStatusLabel('declined')).toBe('Afgeslagen');
    expect([dealTone('accepted'), dealTone('replaced'), dealTone('open')]).toEqual(['good', 'bad', 'waiting']);
    expect([dealTone('counter_accepted'), dealTone('counter_rejected'), dealTone('expired')]).toEqual([
      'good',
      'bad',
      'bad',
    ]);
  });

  it("takes today from the Dutch calendar, not the browser's", () => {
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    expect(dutchToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('HouseOffer and HouseViewing in a thread', () => {
  it('says whether it is a new offer or the answer to one', () => {
    expect(notificationView('HouseOffer', offer()).title).toBe('Nieuw bod van € 395.000');
    expect(notificationView('HouseOffer', offer('accepted')).title).toBe('Je bod van € 395.000 is geaccepteerd');
    expect(notificationView('HouseOffer', offer('rejected')).title).toBe('Je bod van € 395.000 is afgewezen');
    expect(notificationView('HouseOffer', offer('countered', 410_000)).title).toBe('Tegenbod van € 410.000');
    expect(notificationView('HouseOffer', offer('counter_accepted', 410_000)).title).toBe(
      'Je tegenbod van € 410.000 is geaccepteerd',
    );
    expect(notificationView('HouseOffer', offer('counter_rejected', 410_000)).title).toBe(
      'Je tegenbod van € 410.000 is afgewezen',
    );
    expect(notificationView('HouseOffer', offer('expired')).title).toBe('Het bod van € 395.000 is verlopen');
    expect(notificationView('HouseOffer', offer('countered', 410_000)).details[0]).toEqual({
      label: 'Bod',
      value: '€ 410.000',
    });
  });

  it('says what happened to a viewing request', () => {
    const viewing = (status?: string) => ({ house, date: '2026-12-05', time: '10:30', ...(status ? { status } : {}) });
    expect(notificationView('HouseViewing', viewing()).title).toBe('Verzoek om een bezichtiging');
    expect(notificationView('HouseViewing', viewing('proposed')).title).toBe(
      'Ander moment voorgesteld voor de bezichtiging',
    );
    expect(notificationView('HouseViewing', viewing('requested')).title).toBe('Nieuw voorstel voor de bezichtiging');
    expect(notificationView('HouseViewing', viewing('accepted')).title).toBe('Bezichtiging bevestigd');
    expect(notificationView('HouseViewing', viewing('declined')).title).toBe('Bezichtiging afgeslagen');
    expect(notificationView('HouseViewing', viewing('declined')).details).toEqual([
      { label: 'Datum', value: '5 december 2026' },
      { label: 'Tijd', value: '10:30' },
    ]);
  });
});

describe('the confirmation step of an unusual amount', () => {
  it("asks the server's question for OfferNeedsConfirmationError only", () => {
    const question = 'Je bod is veel lager dan de vraagprijs van € 1.120.000. Weet je het zeker?';
    // '€' keeps its amount on the line (a no-break space).
    expect(confirmationQuestion({ kind: 'other', typename: 'OfferNeedsConfirmationError', message: question })).toBe(
      'Je bod is veel lager dan de vraagprijs van €\u00a01.120.000. Weet je het zeker?',
    );
    expect(confirmationQuestion({ kind: 'other', typename: 'ConflictError', message: 'Nee' })).toBeNull();
    expect(confirmationQuestion({ kind: 'input', message: 'x', fieldErrors: { offer: ['Te laag'] } })).toBeNull();
  });
});

describe('negotiation', () => {
  it('says until when an offer may be answered, in Dutch time', () => {
    expect(deadlineLabel('2026-12-06T10:00:00Z')).toBe('Geldig tot 6 december');
    // 23:30 UTC on 6 December is already 7 December in the Netherlands.
    expect(deadlineLabel('2026-12-06T23:30:00Z')).toBe('Geldig tot 7 december');
  });

  it('lists each step of an offer for the bid log', () => {
    const steps = offerSteps({
      status: 'counter_accepted',
      amount: 380_000,
      counterAmount: 395_000,
      createdAt: '2026-12-01T09:00:00Z',
      answeredAt: '2026-12-02T09:00:00Z',
      counterAnsweredAt: '2026-12-03T09:00:00Z',
    }).map((s) => s.text);
    expect(steps).toEqual(['Bod uitgebracht', 'Tegenbod van € 395.000', 'Tegenbod geaccepteerd']);
    const rejected = offerSteps({
      status: 'rejected',
      amount: 300_000,
      createdAt: '2026-12-01T09:00:00Z',
      answeredAt: '2026-12-02T09:00:00Z',
    });
    expect(rejected.map((s) => s.text)).toEqual(['Bod uitgebracht', 'Afgewezen']);
    expect(rejected[1].at).toMatch(/^2 december 2026 om \d\d:00$/);
    expect(offerSteps({ status: 'open', amount: 1, createdAt: '2026-12-01T09:00:00Z' })).toHaveLength(1);
  });

  it("names the buyer's reservations", () => {
    expect(reservationsLabel({ financeReservation: true, structuralInspectionReservation: true })).toBe(
      'De koper bood onder voorbehoud van financiering en een bouwkundige keuring.',
    );
    expect(reservationsLabel({ financeReservation: false, structuralInspectionReservation: false })).toBe(
      'De koper bood zonder voorbehoud.',
    );
  });
});

describe('the viewing form speaks Dutch whatever the browser', () => {
  it('offers days from today in the Netherlands, named in Dutch, with the year once it changes', () => {
    // 23:30 UTC on 31 December is already New Year's Day in the Netherlands.
    const days = viewingDays(new Date('2026-12-31T23:30:00Z'), 3);
    expect(days).toEqual([
      { value: '2027-01-01', label: 'vrijdag 1 januari' },
      { value: '2027-01-02', label: 'zaterdag 2 januari' },
      { value: '2027-01-03', label: 'zondag 3 januari' },
    ]);
    const turn = viewingDays(new Date('2026-12-30T12:00:00Z'), 3).map((d) => d.label);
    expect(turn).toEqual(['woensdag 30 december', 'donderdag 31 december', 'vrijdag 1 januari 2027']);
  });

  it('offers the quarters of an hour from 08:00 to 21:00', () => {
    expect(VIEWING_TIMES[0].value).toBe('08:00');
    expect(VIEWING_TIMES[1].value).toBe('08:15');
    expect(VIEWING_TIMES.at(-1)?.value).toBe('21:00');
  });
});

describe('a thread speaks to whoever reads it', () => {
  it('words an offer and a like for their sender too', () => {
    expect(notificationView('HouseOffer', offer(), true).title).toBe('Je bod van € 395.000');
    expect(notificationView('HouseOffer', offer('accepted'), true).title).toBe(
      'Je hebt het bod van € 395.000 geaccepteerd',
    );
    expect(notificationView('HouseOffer', offer('counter_accepted'), true).title).toBe(
      'Je hebt het tegenbod van € 395.000 geaccepteerd',
    );
    expect(notificationView('HouseOffer', offer('sold_under_reservation')).title).toBe(
      'Verkocht onder voorbehoud aan jou, voor € 395.000',
    );
    expect(notificationView('HouseLiked', { house }).title).toBe('Vindt je huis leuk');
    expect(notificationView('HouseLiked', { house }, true).title).toBe('Je vindt dit huis leuk');
  });
});
