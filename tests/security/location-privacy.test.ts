import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/domain/accounts/sessions.js';
import { distanceKm, type Point } from '../../server/domain/geo.js';
import { publicPoint } from '../../server/domain/houses/location.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { type TestBrowser, testBrowser } from '../helpers/browser.js';
import { createHouse, createUser } from '../helpers/fixtures.js';

// Three listing requests from different points located a house to the metre.
// Here an attacker collects every kind of listing answer about a house from many points —
// distances, the smallest range that still lists it, its place in distance sortings — and
// estimates where it is (the centre of all positions consistent with the answers). As a visitor
// or a logged-in user the estimate is the public location, no closer to the house than that;
// subscribers and the owner get exact values (and the same estimator then finds the house).

// The target lies ~0.65 km from the centre of its public grid cell (52.095, 5.1225).
const TARGET: Point = { latitude: 52.0907, longitude: 5.116 };
// Other listed houses the attacker reads positions from (as the API shows them) for sort orders.
const REFERENCES: Point[] = [
  { latitude: 52.1032, longitude: 5.1413 },
  { latitude: 52.0718, longitude: 5.1302 },
  { latitude: 52.0861, longitude: 5.0876 },
  { latitude: 52.1123, longitude: 5.1071 },
];

let t: TestApp;
let targetId: number;
const who: Record<'visitor' | 'searcher' | 'subscriber' | 'owner', TestBrowser> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const owner = await createUser(t.db.prisma);
  targetId = (await createHouse(t.db.prisma, { ...TARGET, ownerUserId: owner.id })).id;
  for (const p of REFERENCES) await createHouse(t.db.prisma, p);
  const subscriber = await createUser(t.db.prisma);
  await t.db.prisma.subscription.create({ data: { userId: subscriber.id, plan: 'user_premium', status: 'active' } });
  const login = async (userId: number) => {
    const b = testBrowser(t);
    b.token = await createSession(t.db.prisma, userId);
    return b;
  };
  who.visitor = testBrowser(t);
  who.searcher = await login((await createUser(t.db.prisma)).id);
  who.subscriber = await login(subscriber.id);
  who.owner = await login(owner.id);
});
afterAll(() => t.close());

// What the attacker knows beforehand: the house is somewhere in Utrecht. Query points 1.5 – 6 km around that.
const AREA: Point = { latitude: 52.09, longitude: 5.12 };
const QUERY_POINTS: Point[] = Array.from({ length: 16 }, (_, i) => {
  const angle = (i * 2 * Math.PI) / 16;
  const km = 1.5 + (i % 4) * 1.5;
  return {
    latitude: AREA.latitude + (km / 111.32) * Math.sin(angle),
    longitude: AREA.longitude + (km / (111.32 * Math.cos((AREA.latitude * Math.PI) / 180))) * Math.cos(angle),
  };
});

interface ListedHouse {
  id: number;
  distance_km: number;
  latitude: number;
  longitude: number;
  location_is_exact: boolean;
}

async function listing(b: TestBrowser, p: Point, extra = ''): Promise<ListedHouse[]> {
  const res = await b.get(`/api/houses?latitude=${p.latitude}&longitude=${p.longitude}${extra}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A position the answers allow, as the attacker tests it. */
type Observation = (candidate: Point) => boolean;

/** The centre of all candidate positions (25 m grid, ±3.5 km around AREA) consistent with every observation. */
function estimate(observations: Observation[]): Point {
  let n = 0;
  let lat = 0;
  let lon = 0;
  for (let dy = -140; dy <= 140; dy++)
    for (let dx = -140; dx <= 140; dx++) {
      const c = {
        latitude: AREA.latitude + (dy * 0.025) / 111.32,
        longitude: AREA.longitude + (dx * 0.025) / 68.5,
      };
      if (observations.every((ok) => ok(c))) {
        n++;
        lat += c.latitude;
        lon += c.longitude;
      }
    }
  expect(n, 'some position fits every answer').toBeGreaterThan(0);
  return { latitude: lat / n, longitude: lon / n };
}

/** Observations from the distances shown (rounded: within half a step of 0.5 km). */
async function distanceObservations(b: TestBrowser): Promise<Observation[]> {
  const observations: Observation[] = [];
  for (const p of QUERY_POINTS) {
    const house = (await listing(b, p, '&range=10')).find((h) => h.id === targetId)!;
    const shown = house.distance_km;
    // The API says whether its values are exact; otherwise they are rounded to 0.5 km.
    const tolerance = house.location_is_exact ? 0.02 : 0.2501; // exact: the 25 m candidate grid
    observations.push((c) => Math.abs(distanceKm(p, c) - shown) <= tolerance);
  }
  return observations;
}

/** Observations from a binary search on `range` (whole km): the house is within r but not r − 1. */
async function rangeObservations(b: TestBrowser): Promise<Observation[]> {
  const observations: Observation[] = [];
  for (const p of QUERY_POINTS) {
    let lo = 0; // not listed within lo (0 = no range at all)
    let hi = 10; // listed within hi
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      const listed = (await listing(b, p, `&range=${mid}`)).some((h) => h.id === targetId);
      if (listed) hi = mid;
      else lo = mid;
    }
    observations.push((c) => distanceKm(p, c) <= hi && distanceKm(p, c) > lo);
  }
  return observations;
}

/** Observations from distance sortings: closer or farther than each reference house, as the API places it. */
async function sortObservations(b: TestBrowser): Promise<Observation[]> {
  const observations: Observation[] = [];
  const grid: Point[] = [];
  for (let i = -3; i <= 3; i++)
    for (let j = -3; j <= 3; j++)
      grid.push({ latitude: AREA.latitude + i * 0.009, longitude: AREA.longitude + j * 0.0145 });
  for (const p of grid) {
    const order = await listing(b, p, '&range=20&sorting=distance');
    const rank = order.findIndex((h) => h.id === targetId);
    for (const [k, ref] of order.entries()) {
      if (ref.id === targetId) continue;
      const refPoint = { latitude: ref.latitude, longitude: ref.longitude };
      observations.push((c) =>
        k > rank ? distanceKm(p, c) <= distanceKm(p, refPoint) : distanceKm(p, c) >= distanceKm(p, refPoint),
      );
    }
  }
  return observations;
}

const PUBLIC = publicPoint(TARGET);

describe('trilateration from listing answers', () => {
  it('the public location is ~0.65 km from the house, inside the 1000 m circle', () => {
    expect(distanceKm(PUBLIC, TARGET)).toBeGreaterThan(0.6);
    expect(distanceKm(PUBLIC, TARGET)).toBeLessThan(1);
  });

  for (const [attack, observe] of [
    ['distances', distanceObservations],
    ['range filters', rangeObservations],
    ['distance sortings', sortObservations],
  ] as const) {
    it(`${attack}: a visitor or searcher gets no closer than the public location; a subscriber and the owner find the house`, async () => {
      for (const viewer of ['visitor', 'searcher'] as const) {
        const guess = estimate(await observe(who[viewer]));
        expect(distanceKm(guess, TARGET), `${viewer}: error of the estimate`).toBeGreaterThan(0.45);
        expect(distanceKm(guess, PUBLIC), `${viewer}: the estimate is the public location`).toBeLessThan(0.25);
      }
      for (const viewer of ['subscriber', 'owner'] as const) {
        if (viewer === 'owner' && attack === 'distance sortings') continue; // the owner sees others' public places
        const guess = estimate(await observe(who[viewer]));
        expect(distanceKm(guess, TARGET), `${viewer}: error of the estimate`).toBeLessThan(0.25);
      }
    });
  }
});

describe('what the listing shows', () => {
  const p = QUERY_POINTS[3];

  it('visitors: the public location, distances from it rounded to 0.5 km, the same on every request', async () => {
    const first = (await listing(who.visitor, p, '&range=10')).find((h) => h.id === targetId)!;
    expect({ latitude: first.latitude, longitude: first.longitude }).toEqual(PUBLIC);
    expect(first.distance_km * 2).toSatisfy(Number.isInteger);
    expect(Math.abs(first.distance_km - distanceKm(p, PUBLIC))).toBeLessThanOrEqual(0.25);
    for (let i = 0; i < 5; i++)
      expect((await listing(who.visitor, p, '&range=10')).find((h) => h.id === targetId)).toEqual(first);
  });

  it('GraphQL answers the same as REST; a cursor holds the distance from the public location only', async () => {
    for (const viewer of ['visitor', 'subscriber'] as const) {
      const rest = (await listing(who[viewer], p, '&range=10')).find((h) => h.id === targetId)!;
      const res = await who[viewer].graphql(
        `query ($f: HouseFilter) { houses(filter: $f, first: 50) {
          edges { cursor distanceKm node { id latitude longitude locationIsExact } } } }`,
        { f: { latitude: p.latitude, longitude: p.longitude, range: 10, sorting: 'DISTANCE' } },
      );
      type Edge = { cursor: string; distanceKm: number; node: { id: string } };
      const edge = res.data.houses.edges.find(
        (e: Edge) => Buffer.from(e.node.id, 'base64').toString() === `House:${targetId}`,
      ) as Edge;
      expect({ ...edge.node, distanceKm: edge.distanceKm }).toEqual({
        id: expect.any(String),
        distanceKm: rest.distance_km,
        latitude: rest.latitude,
        longitude: rest.longitude,
        locationIsExact: viewer === 'subscriber',
      });
      // The cursor's sort key: [sorting, unrounded km, id], from the location this viewer gets.
      const [, km] = JSON.parse(Buffer.from(edge.cursor, 'base64url').toString());
      expect(km).toBeCloseTo(distanceKm(p, viewer === 'visitor' ? PUBLIC : TARGET), 6);
    }
  });

  it('subscribers and the owner: exact location and distance; the owner sees other houses rounded', async () => {
    for (const viewer of ['subscriber', 'owner'] as const) {
      const houses = await listing(who[viewer], p, '&range=10');
      const mine = houses.find((h) => h.id === targetId)!;
      expect({ latitude: mine.latitude, longitude: mine.longitude }).toEqual(TARGET);
      expect(mine.distance_km).toBeCloseTo(distanceKm(p, TARGET), 9);
      const other = houses.find((h) => h.id !== targetId)!;
      if (viewer === 'owner') expect(other.distance_km * 2).toSatisfy(Number.isInteger);
    }
  });
});
