import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser, withReferenceData } from '../helpers/fixtures.js';
import { cookieFor, restClient } from './houses-owner/setup.js';

// What the listing shows and how a searcher narrows it (status honesty, energy label), and
// the price history of a house, over REST and GraphQL.

let t: TestApp;
let owner: { id: number };
const ids: Record<string, number> = {};

const getJson = async (path: string) => {
  const res = await t.request(path, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  return { status: res.status, body: await res.json() };
};

const LISTING = `query($filter: HouseFilter) {
  houses(first: 10, filter: $filter) { totalCount edges { node { id houseStatus } } statusCounts { status label count exact } } }`;
const listed = (filter: Record<string, unknown> = {}) => t.graphql<any>(LISTING, { filter });
const nodeIds = (res: any) => res.data.houses.edges.map((e: any) => Number(atob(e.node.id).split(':')[1]));

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  owner = await createUser(t.db.prisma, { firstName: 'Ilse' });
  ids.selling = (
    await createHouse(t.db.prisma, { houseStatus: 'selling', ownerUserId: owner.id, energyLabel: 'C' })
  ).id;
  ids.open = (
    await createHouse(t.db.prisma, {
      houseStatus: 'open_for_offers',
      statusReason: 'offer',
      price: 500_000,
      energyLabel: 'A+++',
    })
  ).id;
  ids.reserved = (await createHouse(t.db.prisma, { houseStatus: 'sold_under_reservation' })).id;
  ids.sold = (await createHouse(t.db.prisma, { houseStatus: 'sold' })).id;
  ids.notForSale = (await createHouse(t.db.prisma, { houseStatus: 'not_for_sale', price: 450_000 })).id;
}, 60_000);
afterAll(() => t.close());

describe('status honesty', () => {
  it('GraphQL: the default listing is what is for sale; sold houses only when asked, with counts per status', async () => {
    const all = await listed();
    expect(all.errors).toBeUndefined();
    expect(all.data.houses.totalCount).toBe(2);
    expect(nodeIds(all).sort()).toEqual([ids.selling, ids.open].sort());
    expect(all.data.houses.statusCounts).toEqual([
      { status: 'selling', label: 'Te koop', count: 1, exact: true },
      { status: 'open_for_offers', label: 'Open voor biedingen', count: 1, exact: true },
      { status: 'sold_under_reservation', label: 'Verkocht onder voorbehoud', count: 1, exact: true },
      { status: 'sold', label: 'Verkocht', count: 1, exact: true },
      { status: 'not_for_sale', label: 'Niet te koop', count: 1, exact: true },
    ]);
    const sold = await listed({ statuses: ['sold', 'sold_under_reservation'] });
    expect(nodeIds(sold).sort()).toEqual([ids.reserved, ids.sold].sort());
    // The counts are of the filter without its statuses: the panel shows what each checkbox would add.
    expect(sold.data.houses.statusCounts).toEqual(all.data.houses.statusCounts);
    const priced = await listed({ priceMin: 450_000 });
    expect(priced.data.houses.statusCounts.map((c: any) => c.count)).toEqual([0, 1, 0, 0, 1]);
  });

  it('GraphQL: an unknown status is a Dutch BAD_USER_INPUT', async () => {
    const res = await listed({ statuses: ['verkocht'] });
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { statuses: ['Onbekende status: verkocht.'] },
    });
  });

  it('REST: the same listing, status_counts=1 adds the counts, an unknown status is a 422', async () => {
    const plain = await getJson('/api/houses');
    expect(plain.status).toBe(200);
    expect(plain.body.total).toBe(2);
    expect(plain.body.data.map((h: any) => h.house_status).sort()).toEqual(['open_for_offers', 'selling']);
    expect(plain.body.status_counts).toBeUndefined();
    const counted = await getJson('/api/houses?statuses[]=sold&status_counts=1');
    expect(counted.body.data.map((h: any) => h.id)).toEqual([ids.sold]);
    expect(counted.body.status_counts).toContainEqual({
      status: 'sold_under_reservation',
      label: 'Verkocht onder voorbehoud',
      count: 1,
      is_exact: true,
    });
    const bad = await getJson('/api/houses?statuses=selling,gesloopt');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.statuses).toEqual(['Onbekende status: gesloopt.']);
  });
});

describe('energy label', () => {
  const UPDATE = `mutation($input: UpdateHouseInput!) { updateHouse(input: $input) { __typename
    ... on UpdateHousePayload { house { energyLabel } } ... on InputError { fieldErrors { field messages } } } }`;

  it('GraphQL: filters on a minimum label; an unknown label is a Dutch BAD_USER_INPUT', async () => {
    expect(nodeIds(await listed({ energyLabelMin: 'A' }))).toEqual([ids.open]);
    // 'Minimaal label C' takes C and better; houses without a label drop out.
    expect(nodeIds(await listed({ energyLabelMin: 'C' })).sort()).toEqual([ids.selling, ids.open].sort());
    expect(nodeIds(await listed({ energyLabelMin: 'G', statuses: ['sold'] }))).toEqual([]);
    const bad = await listed({ energyLabelMin: 'A+++++' });
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { energyLabelMin: ['Onbekend energielabel: A+++++.'] },
    });
  });

  it('REST: energy_label_min filters, energy_label is in the house JSON, an unknown label is a 422', async () => {
    const { body } = await getJson('/api/houses?energy_label_min=B');
    expect(body.data.map((h: any) => [h.id, h.energy_label])).toEqual([[ids.open, 'A+++']]);
    const bad = await getJson('/api/houses?energy_label_min=H');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.energy_label_min).toEqual(['Onbekend energielabel: H.']);
  });

  it('the owner sets and clears it (GraphQL and REST); an unknown label is refused with a Dutch message', async () => {
    const cookie = await cookieFor(t, owner.id);
    const houseId = Buffer.from(`House:${ids.selling}`).toString('base64');
    const update = async (energyLabel: unknown) =>
      (await t.graphql<any>(UPDATE, { input: { houseId, energyLabel } }, { cookie })).data.updateHouse;
    expect(await update('B')).toMatchObject({ house: { energyLabel: 'B' } });
    expect(await update('Z')).toMatchObject({
      __typename: 'InputError',
      fieldErrors: [{ field: 'energyLabel', messages: ['Kies een energielabel uit de lijst.'] }],
    });
    const api = restClient(t);
    const cleared = await api.put(`/api/houses/${ids.selling}`, { energy_label: '' }, cookie);
    expect(cleared.status).toBe(200);
    expect(cleared.body.energy_label).toBeNull();
    const refused = await api.put(`/api/houses/${ids.selling}`, { energy_label: 'A+++++' }, cookie);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.energy_label).toEqual(['Kies een energielabel uit de lijst.']);
    expect((await api.put(`/api/houses/${ids.selling}`, { energy_label: 'C' }, cookie)).body.energy_label).toBe('C');
  });
});

describe('price history', () => {
  const UPDATE = `mutation($input: UpdateHouseInput!) { updateHouse(input: $input) { __typename } }`;
  const HISTORY = `query($slug: String!) { house(slug: $slug) {
    price priceRecentlyReduced priceHistory { date price minPrice maxPrice change changePercent } } }`;

  it('records each change of the asking price of a listed house, with the change and a recent drop', async () => {
    const seller = await createUser(t.db.prisma);
    const cookie = await cookieFor(t, seller.id);
    const listedAt = new Date(Date.now() - 60 * 86_400_000);
    const house = await createHouse(t.db.prisma, { ownerUserId: seller.id, price: 400_000, submittedAt: listedAt });
    // Listed before the history began: the migration's first row, the price it was listed with.
    await t.db.prisma.housePriceChange.create({ data: { houseId: house.id, price: 400_000, createdAt: listedAt } });
    const houseId = Buffer.from(`House:${house.id}`).toString('base64');
    const update = async (input: Record<string, unknown>) =>
      expect((await t.graphql<any>(UPDATE, { input: { houseId, ...input } }, { cookie })).data.updateHouse).toEqual({
        __typename: 'UpdateHousePayload',
      });
    const history = async () => (await t.graphql<any>(HISTORY, { slug: house.slug })).data.house;

    expect(await history()).toMatchObject({
      priceRecentlyReduced: false,
      priceHistory: [{ price: 400_000, change: null, changePercent: null }],
    });
    await update({ price: 385_000 });
    await update({ numberRooms: 4 }); // not a price: no entry
    const lowered = await history();
    expect(lowered.priceRecentlyReduced).toBe(true);
    expect(lowered.priceHistory).toMatchObject([
      { price: 385_000, change: -15_000, changePercent: -3.8 },
      { price: 400_000, change: null },
    ]);
    expect(new Date(lowered.priceHistory[1].date).getTime()).toBe(listedAt.getTime());

    // A rise undoes the drop on the card; the history keeps every step.
    await update({ price: 390_000 });
    const raised = await history();
    expect(raised.priceRecentlyReduced).toBe(false);
    expect(raised.priceHistory.map((e: any) => e.change)).toEqual([5_000, -15_000, null]);

    const rest = await getJson(`/api/houses/${house.id}`);
    expect(rest.body.price_recently_reduced).toBe(false);
    expect(rest.body.price_history[0]).toMatchObject({ price: 390_000, change: 5_000, change_percent: 1.3 });
    expect(rest.body.price_history).toHaveLength(3);
  });

  it('starts when a house is listed: edits of a draft leave no trace, a drop older than 30 days no badge', async () => {
    const seller = await createUser(t.db.prisma);
    const draft = await createHouse(t.db.prisma, { ownerUserId: seller.id, moderationStatus: 'new', price: 300_000 });
    const api = restClient(t);
    const cookie = await cookieFor(t, seller.id);
    expect((await api.put(`/api/houses/${draft.id}`, { price: 290_000 }, cookie)).status).toBe(200);
    expect(await t.db.prisma.housePriceChange.count({ where: { houseId: draft.id } })).toBe(0);

    const old = await createHouse(t.db.prisma, {
      price: 250_000,
      priceReducedAt: new Date(Date.now() - 31 * 86_400_000),
    });
    expect((await getJson(`/api/houses/${old.id}`)).body.price_recently_reduced).toBe(false);
  });
});

describe('keywords', () => {
  it('GraphQL and REST search the descriptions; empty keywords are a Dutch 422 / BAD_USER_INPUT', async () => {
    const house = await createHouse(t.db.prisma, { factualDescription: 'Een ruime serre en een dakterras.' });
    expect(nodeIds(await listed({ keywords: 'serre' }))).toEqual([house.id]);
    const rest = await getJson('/api/houses?keywords=dakterras&status_counts=1');
    expect(rest.body.data.map((h: any) => h.id)).toEqual([house.id]);
    expect(rest.body.status_counts[0]).toMatchObject({ status: 'selling', count: 1 });
    const message = 'Vul een of meer zoekwoorden in, bijvoorbeeld dakterras.';
    const bad = await getJson('/api/houses?keywords=');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.keywords).toEqual([message]);
    expect((await listed({ keywords: '  ' })).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { keywords: [message] },
    });
  });
});
