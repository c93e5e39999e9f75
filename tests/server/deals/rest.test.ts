import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { restClient } from '../houses-owner/setup.js';
import { type Cast, cast, slot } from './setup.js';

// The REST twins (our paths; the spec shows none): POST /api/houses/{id}/viewings, GET
// /api/houses/{id}/viewings, POST /api/viewings/{id}/answer, POST /api/houses/{id}/offers, POST
// /api/offers/{id}/answer, GET /api/houses/{id}/bids — every path and refusal.

let t: TestApp;
let c: Cast;
let api: ReturnType<typeof restClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  api = restClient(t);
});
afterAll(() => t.close());

describe('offers', () => {
  it('refuses a visitor 401, no plan 403, the owner 403, an unknown house 404 — before the body', async () => {
    const path = `/api/houses/${c.house.id}/offers`;
    expect((await api.post(path, { offer: -1 })).status).toBe(401);
    const free = await api.post(path, { offer: -1 }, c.free.cookie);
    expect(free.status).toBe(403);
    expect(free.body.message).toMatch(/Een bod uitbrengen kan met een Premium- of Extended-lidmaatschap/);
    expect((await api.post(path, { offer: -1 }, c.owner.cookie)).body).toEqual({
      message: 'Je kunt geen bod uitbrengen op je eigen huis.',
    });
    expect((await api.post('/api/houses/999999/offers', { offer: 1 }, c.bidder.cookie)).status).toBe(404);
  });

  it('422 with snake_case field errors; 201 with the offer; a new one replaces the open one', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const path = `/api/houses/${house.id}/offers`;
    const bad = await api.post(path, { offer: '350.000', finance_reservation: 'ja' }, c.bidder.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      offer: ['Een bod is een heel bedrag in euro’s, zonder komma of punt.'],
      finance_reservation: ['Kies ja of nee.'],
    });
    const first = await api.post(
      path,
      { offer: 350_000, comments: 'Eerste bod', finance_reservation: true, structural_inspection_reservation: 1 },
      c.bidder.cookie,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      offer: 350_000,
      comments: 'Eerste bod',
      finance_reservation: true,
      structural_inspection_reservation: true,
      status: 'open',
      is_own: true,
      can_answer: false,
      replaced: [],
    });
    const second = await api.post(path, { offer: '360000' }, c.bidder.cookie);
    expect(second.status).toBe(201);
    expect(second.body.replaced).toEqual([expect.objectContaining({ id: first.body.id, status: 'replaced' })]);
  });

  it('409 on a sold house', async () => {
    const sold = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'sold' });
    const res = await api.post(`/api/houses/${sold.id}/offers`, { offer: 300_000 }, c.bidder.cookie);
    expect(res).toEqual({ status: 409, body: { message: 'Dit huis is niet (meer) te koop.' } });
  });

  it('the owner answers: the bidder 403, a stranger 404, a bad answer 422, twice 409', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const { body: offer } = await api.post(`/api/houses/${house.id}/offers`, { offer: 300_000 }, c.bidder.cookie);
    const path = `/api/offers/${offer.id}/answer`;
    expect((await api.post(path, { answer: 'accept' })).status).toBe(401);
    expect((await api.post(path, { answer: 'accept' }, c.bidder.cookie)).status).toBe(403);
    expect((await api.post(path, { answer: 'accept' }, c.rival.cookie)).status).toBe(404);
    expect((await api.post('/api/offers/abc/answer', { answer: 'accept' }, c.owner.cookie)).status).toBe(404);
    const bad = await api.post(path, { answer: 'counter', counter_offer: 200_000 }, c.owner.cookie);
    expect(bad).toEqual({
      status: 422,
      body: {
        message: 'Een tegenbod moet hoger zijn dan het bod.',
        errors: { counter_offer: ['Een tegenbod moet hoger zijn dan het bod.'] },
      },
    });
    const countered = await api.post(path, { answer: 'counter', counter_offer: 310_000 }, c.owner.cookie);
    expect(countered.status).toBe(200);
    expect(countered.body).toMatchObject({ status: 'countered', counter_offer: 310_000, can_answer: false });
    expect((await api.post(path, { answer: 'reject' }, c.owner.cookie)).status).toBe(409);
  });
});

describe('the bid log', () => {
  it('the owner sees who; another bidder sees amounts and times, never who; others 403, visitors 401', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    await api.post(`/api/houses/${house.id}/offers`, { offer: 300_000, comments: 'Van Bart' }, c.bidder.cookie);
    await api.post(`/api/houses/${house.id}/offers`, { offer: 305_000, finance_reservation: true }, c.rival.cookie);
    const path = `/api/houses/${house.id}/bids`;
    const owner = await api.get(path, c.owner.cookie);
    expect(owner.status).toBe(200);
    expect(
      owner.body.data.map((b: { offer: number; bidder: { first_name: string } }) => [b.offer, b.bidder.first_name]),
    ).toEqual([
      [305_000, 'Rik'],
      [300_000, 'Bart'],
    ]);
    const rival = await api.get(path, c.rival.cookie);
    expect(rival.body.data).toEqual([
      expect.objectContaining({ offer: 305_000, is_own: true, finance_reservation: true }),
      expect.objectContaining({ offer: 300_000, is_own: false, bidder: null, comments: null }),
    ]);
    expect(JSON.stringify(rival.body)).not.toContain('Bart');
    expect(typeof rival.body.data[1].created_at).toBe('string');
    // Cursor pages.
    const page1 = await api.get(`${path}?per_page=1`, c.owner.cookie);
    expect(page1.body.data).toHaveLength(1);
    const page2 = await api.get(
      new URL(page1.body.next_page_url).pathname + new URL(page1.body.next_page_url).search,
      c.owner.cookie,
    );
    expect(page2.body.data.map((b: { offer: number }) => b.offer)).toEqual([300_000]);
    expect(page2.body.next_page_url).toBeNull();
    expect((await api.get(path, c.free.cookie)).status).toBe(403);
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(`${path}?cursor=rommel`, c.owner.cookie)).status).toBe(422);
  });
});

describe('viewings', () => {
  it('request, refusals, the owner proposes, the requester accepts; lists per side', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const path = `/api/houses/${house.id}/viewings`;
    expect((await api.post(path, {})).status).toBe(401);
    expect((await api.post(path, {}, c.free.cookie)).status).toBe(403);
    expect((await api.post(path, {}, c.owner.cookie)).status).toBe(403);
    const bad = await api.post(path, { date: '2026-02-30', time: '9 uur' }, c.bidder.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ date: ['Kies een geldige datum.'], time: ['Kies een geldige tijd (uu:mm).'] });
    const asked = slot(2, '11:00');
    const created = await api.post(path, asked, c.bidder.cookie);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...asked, status: 'requested', is_own: true, can_answer: false });
    expect((await api.post(path, slot(3), c.bidder.cookie)).status).toBe(409);
    await api.post(path, slot(4), c.rival.cookie);

    const answer = `/api/viewings/${created.body.id}/answer`;
    expect((await api.post(answer, { answer: 'accept' })).status).toBe(401);
    expect((await api.post(answer, { answer: 'accept' }, c.rival.cookie)).status).toBe(404);
    expect((await api.post(answer, { answer: 'accept' }, c.bidder.cookie)).status).toBe(409);
    expect((await api.post(answer, { answer: 'misschien' }, c.owner.cookie)).body.errors).toEqual({
      answer: ['Kies een antwoord uit de lijst.'],
    });
    const proposed = await api.post(answer, { answer: 'propose', ...slot(5, '15:15') }, c.owner.cookie);
    expect(proposed.body).toMatchObject({ ...slot(5, '15:15'), status: 'proposed' });
    const accepted = await api.post(answer, { answer: 'accept' }, c.bidder.cookie);
    expect(accepted.body).toMatchObject({ status: 'accepted', can_answer: false });

    const ownerList = await api.get(path, c.owner.cookie);
    expect(ownerList.body.data.map((v: { requester: { first_name: string } }) => v.requester.first_name)).toEqual([
      'Rik',
      'Bart',
    ]);
    expect(ownerList.body.data[0].can_answer).toBe(true);
    const mine = await api.get(path, c.bidder.cookie);
    expect(mine.body.data.map((v: { status: string }) => v.status)).toEqual(['accepted']);
    expect((await api.get(path, c.free.cookie)).body.data).toEqual([]);
    expect((await api.get(path)).status).toBe(401);
  });

  it('the thread JSON links the notification to its viewing or offer', async () => {
    const house = await createHouse(t.db.prisma, { ownerUserId: c.owner.id });
    const { body: offer } = await api.post(`/api/houses/${house.id}/offers`, { offer: 223_000 }, c.rival.cookie);
    const thread = await api.get(`/api/user/notifications/threads/${c.rival.slug}`, c.owner.cookie);
    expect(thread.body.data[0]).toMatchObject({ type: 'HouseOffer', offer_id: offer.id, viewing_id: null });
  });
});
