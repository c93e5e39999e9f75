import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_PAGES } from '../../server/domain/reference-data/catalog.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createUser, withReferenceData } from '../helpers/fixtures.js';

// Landing pages: /l/{uid} from the database (GraphQL only: spec §7 lists no REST call),
// the user counter and the contact form's GraphQL twin.

// GraphQL answers are checked field by field.
type Json = any;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

/** A GraphQL request over a socket from `ip` (the contact form's rate limit is per IP). */
async function gql(query: string, variables: Record<string, unknown> = {}, ip = '10.0.0.1'): Promise<Json> {
  const res = await t.request(
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ query, variables }),
    },
    ip,
  );
  expect(res.status).toBe(200);
  return res.json();
}

const LANDING = `query($uid: String!) {
  landingPage(uid: $uid) { id uid title intro funnelType heroImageUrl heroImageAlt
    place { type code weergavenaam latitude longitude } }
}`;

describe('landingPage(uid)', () => {
  it('answers the seeded seller and searcher pages with their funnel, hero and highlighted place', async () => {
    const seller = (await gql(LANDING, { uid: 'verkopen' })).data.landingPage;
    expect(seller).toMatchObject({
      uid: 'verkopen',
      title: 'Ontdek wie jouw huis zoekt',
      funnelType: 'verkoper',
      heroImageUrl: '/landing/verkopen.svg',
      place: {
        type: 'woonplaats',
        code: '0344-utrecht',
        weergavenaam: 'Utrecht, Utrecht, Utrecht',
        latitude: 52.09083,
        longitude: 5.12222,
      },
    });
    expect(seller.heroImageAlt).toMatch(/Te koop/);
    const searcher = (await gql(LANDING, { uid: 'zoeken' })).data.landingPage;
    expect(searcher).toMatchObject({ funnelType: 'zoeker', place: { code: '0363-amsterdam' } });
    expect(LANDING_PAGES.map((p) => p.funnelType).sort()).toEqual(['verkoper', 'zoeker']);
  });

  it('the highlighted place is the one the place lookup gives (so its listing link filters on it)', async () => {
    for (const page of LANDING_PAGES) {
      const [found] = await t.services.geocoder.suggest(page.placeName.split(',')[0], {
        types: [page.placeType],
        limit: 1,
      });
      expect(found, page.uid).toMatchObject({
        type: page.placeType,
        code: page.placeCode,
        weergavenaam: page.placeName,
        latitude: page.placeLatitude,
        longitude: page.placeLongitude,
      });
    }
  });

  it('is null for an unknown, inactive or impossible uid, and one SQL statement at most', async () => {
    await t.db.prisma.landingPage.create({
      data: {
        uid: 'oude-actie',
        title: 'Voorbij',
        intro: 'Deze actie is afgelopen.',
        funnelType: 'zoeker',
        active: false,
      },
    });
    for (const uid of ['bestaat-niet', 'oude-actie', 'Verkopen', '', '\u0000', 'x'.repeat(5000)]) {
      t.db.resetQueryLog();
      const answer = await gql(LANDING, { uid });
      expect(answer, JSON.stringify(uid).slice(0, 20)).toEqual({ data: { landingPage: null } });
      expect(t.db.queries.length).toBeLessThanOrEqual(1);
    }
    const inactive = await t.db.prisma.landingPage.findUniqueOrThrow({ where: { uid: 'oude-actie' } });
    const viaNode = await gql('query($id: ID!) { node(id: $id) { id } }', {
      id: encodeGlobalID('LandingPage', inactive.id),
    });
    expect(viaNode.data.node).toBeNull();
  });

  it('a page without a complete place has place null', async () => {
    await t.db.prisma.landingPage.create({
      data: {
        uid: 'zonder-plaats',
        title: 'Zonder plaats',
        intro: 'Intro',
        funnelType: 'verkoper',
        placeName: 'Ergens',
      },
    });
    const page = (await gql(LANDING, { uid: 'zonder-plaats' })).data.landingPage;
    expect(page).toMatchObject({ uid: 'zonder-plaats', heroImageUrl: null, place: null });
  });
});

describe('userCount', () => {
  it('counts accounts that are not deleted, rounded down to tens, in one SQL count', async () => {
    const before = await t.db.prisma.user.count({ where: { deletedAt: null } });
    const count = async () => {
      t.db.resetQueryLog();
      const answer = await gql('{ userCount }');
      expect(t.db.queries.filter((q) => /count/i.test(q))).toHaveLength(1);
      return answer.data.userCount as number;
    };
    expect(await count()).toBe(Math.floor(before / 10) * 10);
    // Up to the next multiple of ten minus one: the number does not move.
    const toNextTen = 10 - (before % 10);
    for (let i = 0; i < toNextTen - 1; i++) await createUser(t.db.prisma);
    expect(await count()).toBe(Math.floor(before / 10) * 10);
    // Deleted accounts are not counted.
    await createUser(t.db.prisma, { deletedAt: new Date() });
    expect(await count()).toBe(Math.floor(before / 10) * 10);
    await createUser(t.db.prisma);
    expect(await count()).toBe(Math.floor(before / 10) * 10 + 10);
  });
});

const SEND = `mutation($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) {
    __typename
    ... on SendContactMessagePayload { message }
    ... on Error { message }
    ... on InputError { fieldErrors { field messages } }
    ... on RateLimitedError { retryAfterSeconds }
  }
}`;

describe('sendContactMessage (the twin of POST /api/send_message)', () => {
  it('stores the message and mails it to support', async () => {
    const answer = await gql(SEND, {
      input: { name: 'Fleur', email: 'fleur-gql@example.nl', message: 'Werkt dit ook via GraphQL?' },
    });
    expect(answer.data.sendContactMessage).toEqual({
      __typename: 'SendContactMessagePayload',
      message: 'Je bericht is verzonden!',
    });
    expect(await t.db.prisma.contactMessage.count({ where: { email: 'fleur-gql@example.nl' } })).toBe(1);
    const mail = await t.db.prisma.mailMessage.findFirstOrThrow({ where: { text: { contains: 'fleur-gql@' } } });
    expect(mail.text).toContain('Werkt dit ook via GraphQL?');
  });

  it('answers an InputError with the Dutch messages per field and stores nothing', async () => {
    const before = await t.db.prisma.contactMessage.count();
    for (const input of [
      { name: 'Jo', email: 'geen-mail', message: '' },
      { name: '  Jo  ', email: 'a@b', message: '\u0000\u0000' },
    ]) {
      const answer = await gql(SEND, { input }, '10.0.0.2');
      expect(answer.errors).toBeUndefined();
      expect(answer.data.sendContactMessage.__typename).toBe('InputError');
      const fields = Object.fromEntries(
        answer.data.sendContactMessage.fieldErrors.map((f: Json) => [f.field, f.messages[0]]),
      );
      expect(fields.name).toBe('Je naam moet langer zijn dan 2 tekens.');
      expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'name']);
    }
    const long = await gql(SEND, { input: { name: 'Fleur', email: 'f@example.nl', message: 'x'.repeat(6000) } });
    expect(long.data.sendContactMessage).toMatchObject({
      __typename: 'InputError',
      fieldErrors: [{ field: 'message', messages: ['Je bericht mag hoogstens 5000 tekens zijn.'] }],
    });
    expect(await t.db.prisma.contactMessage.count()).toBe(before);
  });

  it('shares the rate limit with the REST route: 5 messages per IP per 10 minutes', async () => {
    const ip = '10.9.9.9';
    const input = { name: 'Pieter', email: 'pieter@example.nl', message: 'Nog een vraag' };
    for (let i = 0; i < 3; i++)
      expect((await gql(SEND, { input }, ip)).data.sendContactMessage.__typename).toBe('SendContactMessagePayload');
    for (let i = 0; i < 2; i++) {
      const res = await t.request(
        '/api/send_message',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify(input),
        },
        ip,
      );
      expect(res.status).toBe(200);
    }
    const refused = (await gql(SEND, { input }, ip)).data.sendContactMessage;
    expect(refused).toMatchObject({
      __typename: 'RateLimitedError',
      message: 'Je hebt net al een paar berichten gestuurd. Probeer het over een paar minuten opnieuw.',
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await t.db.prisma.contactMessage.count({ where: { email: 'pieter@example.nl' } })).toBe(5);
    // Another IP is not affected.
    expect((await gql(SEND, { input }, '10.9.9.10')).data.sendContactMessage.__typename).toBe(
      'SendContactMessagePayload',
    );
  });
});
