import { describe, expect, it } from 'vitest';
import { houseSlugFromUrl, houseSlugsInText, splitLinks } from '../../client/features/messages/houseLinks';
import { notificationPreview, notificationView } from '../../client/features/messages/notificationView';
import { formatMessageTime } from '../../client/features/messages/time';
import { unreadElsewhere, unreadElsewhereText } from '../../client/features/messages/unreadElsewhere';
import { messagePreview } from '../../client/format/messagePreview';
import { reconnectDelayMs, SESSION_ENDED_CLOSE_CODE, shouldReconnect } from '../../client/relay/environment';

describe('messagePreview (spec §9)', () => {
  it('shows texts under 20 characters whole', () => {
    expect(messagePreview('Hoi!')).toBe('Hoi!');
    expect(messagePreview('Negentien tekens..')).toBe('Negentien tekens..');
    expect(messagePreview('1234567890123456789')).toBe('1234567890123456789');
  });

  it('cuts 20 characters and more to 17 plus an ellipsis', () => {
    expect(messagePreview('12345678901234567890')).toBe('12345678901234567…');
    expect(messagePreview('Is het huis nog beschikbaar?')).toBe('Is het huis nog b…');
  });

  it('drops a space before the ellipsis', () => {
    expect(messagePreview('Goedemorgen Anna, is het huis nog te koop?')).toBe('Goedemorgen Anna,…');
  });

  it('reads line breaks and runs of spaces as one space', () => {
    expect(messagePreview('Hallo\n\nhoe   gaat het')).toBe('Hallo hoe gaat het');
  });

  it('never cuts an emoji or a combined letter in half', () => {
    const text = `${'a'.repeat(16)}👍🏽 en verder nog wat`;
    expect(messagePreview(text)).toBe(`${'a'.repeat(16)}👍🏽…`);
    expect(messagePreview('Café'.padEnd(25, '.'))).toMatch(/^Café/);
  });
});

describe('house links in messages', () => {
  const origin = 'https://www.huiskans.nl';

  it('finds the slug of a house page on this site', () => {
    expect(houseSlugFromUrl(`${origin}/huizen/utrecht/huis-europalaan-utrecht-bkqmtsrhdf-12`, origin)).toBe(
      'europalaan-utrecht-bkqmtsrhdf',
    );
  });

  it('ignores other sites, the listing and other pages', () => {
    expect(houseSlugFromUrl('https://funda.nl/huizen/utrecht/huis-x-1', origin)).toBeNull();
    expect(houseSlugFromUrl(`${origin}/huizen/aanbod/woonplaats`, origin)).toBeNull();
    expect(houseSlugFromUrl(`${origin}/gebruikers/anna`, origin)).toBeNull();
    expect(houseSlugFromUrl('geen url', origin)).toBeNull();
  });

  it('lists distinct slugs in a text, without trailing punctuation', () => {
    const text = `Kijk eens: ${origin}/huizen/utrecht/huis-a-1. En ${origin}/huizen/delft/huis-b-2, of ${origin}/huizen/utrecht/huis-a-1!`;
    expect(houseSlugsInText(text, origin)).toEqual(['a', 'b']);
  });

  it('splits a text into words and links', () => {
    expect(splitLinks('Zie https://x.nl/a. Groet')).toEqual([
      { text: 'Zie ' },
      { text: 'https://x.nl/a', href: 'https://x.nl/a' },
      { text: '. Groet' },
    ]);
    expect(splitLinks('geen link')).toEqual([{ text: 'geen link' }]);
  });
});

describe('notificationView (spec §3 data per type)', () => {
  const house = { route: '/huizen/utrecht/huis-europalaan-1', formatted_address_line: 'Europalaan, Utrecht' };

  it('shows the words of every message type, with the house of a HouseMessage', () => {
    for (const type of ['HuiskansMessage', 'UserMessage', 'AdvisorMessage']) {
      const view = notificationView(type, { message: 'Hallo daar' });
      expect(view).toMatchObject({ known: true, message: 'Hallo daar', house: null, summary: 'Hallo daar' });
    }
    expect(notificationView('HouseMessage', { message: 'Nog te koop?', house }).house).toEqual({
      route: house.route,
      address: 'Europalaan, Utrecht',
    });
  });

  it('formats an offer in whole euros with its reservations', () => {
    const view = notificationView('HouseOffer', {
      house,
      house_offer: {
        offer: 425000,
        comments: 'Graag snel',
        finance_reservation: true,
        structural_inspection_reservation: false,
      },
    });
    expect(view.title).toBe('Nieuw bod van € 425.000');
    expect(view.house?.address).toBe('Europalaan, Utrecht');
    expect(view.details).toEqual([
      { label: 'Bod', value: '€ 425.000' },
      { label: 'Voorbehoud financiering', value: 'Ja' },
      { label: 'Voorbehoud bouwkundige keuring', value: 'Nee' },
      { label: 'Opmerkingen', value: 'Graag snel' },
    ]);
  });

  it('shows the date and time of a viewing', () => {
    const view = notificationView('HouseViewing', { house, date: '2026-03-05', time: '14:30:00' });
    expect(view.details).toEqual([
      { label: 'Datum', value: '5 maart 2026' },
      { label: 'Tijd', value: '14:30' },
    ]);
  });

  it('shows old → new values of a liked house, prices in euros', () => {
    const view = notificationView('LikedHouseUpdated', {
      house,
      changes: {
        price: { old: 450000, new: 435000 },
        factual_description: { old: 'Oud', new: 'Nieuw' },
        unknown_key: { old: 1, new: 2 },
      },
    });
    expect(view.changes).toEqual([
      { label: 'Vraagprijs', old: '€ 450.000', new: '€ 435.000' },
      { label: 'Feitelijke omschrijving', old: 'Oud', new: 'Nieuw' },
    ]);
    expect(
      notificationView('LikedHouseUpdated', { changes: { min_price: { old: null, new: 400000 } } }).changes,
    ).toEqual([{ label: 'Minimumprijs', old: 'geen', new: '€ 400.000' }]);
  });

  it('shows the new status label and description', () => {
    const view = notificationView('LikedHouseStatusUpdated', {
      house,
      new_status: { status: 'open_for_offers', label: 'Open voor biedingen', description: 'Bij een goed bod' },
    });
    expect(view.status).toEqual({ label: 'Open voor biedingen', description: 'Bij een goed bod' });
    expect(view.title).toBe('Nieuwe status: Open voor biedingen');
  });

  it('names the search profile a new matching house fits, with a link to it', () => {
    const view = notificationView('SearchQueryMatch', {
      house,
      search_query: {
        slug: 'utrecht-zoekprofiel-x',
        route: '/mijn-huiskans/zoekprofielen/utrecht-zoekprofiel-x',
        query: 'Utrecht',
      },
    });
    expect(view.title).toBe('Nieuwe kans in Utrecht');
    expect(view.house).not.toBeNull();
    expect(view.details).toEqual([
      { label: 'Zoekprofiel', value: 'Utrecht', href: '/mijn-huiskans/zoekprofielen/utrecht-zoekprofiel-x' },
    ]);
    expect(notificationView('SearchQueryMatch', { house }).title).toBe('Nieuwe kans voor je zoekprofiel');
  });

  it('reads a review with its rating between 0 and 5', () => {
    expect(notificationView('ReviewAdded', { review: { rating: 4, comments: 'Fijn contact' } }).review).toEqual({
      rating: 4,
      comments: 'Fijn contact',
    });
    expect(notificationView('ReviewAdded', { review: { rating: 9 } }).review?.rating).toBe(5);
  });

  it('lists the advisor, expertise, e-mail and phone of an appointment request', () => {
    const view = notificationView('AdvisorRequestAppointment', {
      user: { full_name: 'Sanne Jansen' },
      expertise: { name: 'Hypotheekadvies' },
      email: 'sanne@example.nl',
      phone_number: '06-12345678',
    });
    expect(view.title).toBe('Verzoek om een afspraak');
    expect(view.details).toEqual([
      { label: 'Naam', value: 'Sanne Jansen' },
      { label: 'Expertise', value: 'Hypotheekadvies' },
      { label: 'E-mailadres', value: 'sanne@example.nl', href: 'mailto:sanne@example.nl' },
      { label: 'Telefoonnummer', value: '06-12345678', href: 'tel:0612345678' },
    ]);
    const coach = notificationView('CoachAdded', {
      advisor: {
        user: { full_name: 'Bram de Vries' },
        organisation_office: { organisation: { name: 'Hypotheekhuis' } },
      },
      expertise: { name: 'Hypotheekadvies' },
    });
    expect(coach.details).toEqual([
      { label: 'Adviseur', value: 'Bram de Vries' },
      { label: 'Organisatie', value: 'Hypotheekhuis' },
      { label: 'Expertise', value: 'Hypotheekadvies' },
    ]);
  });

  it("reads 'Onbekend bericht' for an unknown type, and survives data that is not an object", () => {
    expect(notificationView('SomethingNew', { message: 'x' })).toMatchObject({
      known: false,
      summary: 'Onbekend bericht',
    });
    expect(notificationPreview('SomethingNew', null)).toBe('Onbekend bericht');
    expect(notificationView('HouseOffer', 'rubbish').details[0]).toEqual({
      label: 'Voorbehoud financiering',
      value: 'Nee',
    });
  });

  it('previews messages cut at 17 characters and events by what happened', () => {
    expect(notificationPreview('UserMessage', { message: 'Is het huis nog beschikbaar?' })).toBe('Is het huis nog b…');
    expect(notificationPreview('HouseLiked', { house })).toBe('Vindt je huis leuk');
  });
});

describe('formatMessageTime', () => {
  const now = new Date('2026-11-25T15:00:00');
  it('shows the time today, gisteren, the weekday this week, else the date', () => {
    expect(formatMessageTime('2026-11-25T09:05:00', now)).toBe('09:05');
    expect(formatMessageTime('2026-11-24T22:00:00', now)).toBe('gisteren');
    expect(formatMessageTime('2026-11-21T10:00:00', now)).toBe('zaterdag');
    expect(formatMessageTime('2026-10-01T10:00:00', now)).toBe('01-10-2026');
    expect(formatMessageTime('geen datum', now)).toBe('');
  });
});

describe('WebSocket reconnect delay', () => {
  it('doubles from 1 s up to 30 s, plus up to 1 s of jitter', () => {
    expect(reconnectDelayMs(0, 0)).toBe(1000);
    expect(reconnectDelayMs(3, 0)).toBe(8000);
    expect(reconnectDelayMs(10, 0)).toBe(30_000);
    expect(reconnectDelayMs(2, 0.999)).toBe(4999);
  });
});

describe('WebSocket reconnect after a close', () => {
  it('reconnects after a drop, a restart or a missing pong, but not when the server ended the session', () => {
    expect(shouldReconnect({ code: 1006, reason: '' })).toBe(true);
    expect(shouldReconnect({ code: 1001, reason: 'Going away' })).toBe(true);
    expect(shouldReconnect({ code: 4408, reason: 'Geen antwoord op ping' })).toBe(true);
    // 4403 'Sessie beëindigd' (server/graphql/live-sessions.ts): the logged-out state, not a loop.
    expect(SESSION_ENDED_CLOSE_CODE).toBe(4403);
    expect(shouldReconnect({ code: 4403, reason: 'Sessie beëindigd' })).toBe(false);
    expect(shouldReconnect(new Error('not a close event'))).toBe(false);
  });
});

describe("the bell's dropdown adds up to its badge", () => {
  it('says what the listed threads do not hold', () => {
    // Badge 5, two threads with 1 and 1 unread: 3 more, e.g. messages from Huiskans (no thread).
    expect(unreadElsewhere(5, [1, 1])).toBe(3);
    expect(unreadElsewhereText(3)).toBe('Nog 3 ongelezen meldingen');
    expect(unreadElsewhereText(1)).toBe('Nog 1 ongelezen melding');
  });
  it('says nothing when the threads hold every unread one, or the badge is behind a live event', () => {
    expect(unreadElsewhere(2, [2, 0])).toBe(0);
    expect(unreadElsewhere(0, [])).toBe(0);
    expect(unreadElsewhere(1, [2])).toBe(0);
  });
});
