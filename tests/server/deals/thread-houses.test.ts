import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOffer } from '../../../server/domain/deals/offers.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { type Cast, cast, depsOf } from './setup.js';

// One thread per pair (spec §3), but a pair may talk about several houses: the thread names them
// and shows one house's offers, viewings and house messages on request, in keyset pages.

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
});
afterAll(() => t.close());

const THREAD = `query($slug: String!, $houseId: ID, $last: Int, $before: String) {
  thread(slug: $slug) {
    houses { id }
    notifications(last: $last, before: $before, houseId: $houseId) {
      pageInfo { hasPreviousPage startCursor }
      edges { node { house { id } } }
    }
  }
}`;

describe('a thread about several houses', () => {
  it('names its houses and filters by one, page by page', async () => {
    const bidder = await depsOf(t, c.bidder);
    const first = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'selling', price: 400_000 });
    const second = await createHouse(t.db.prisma, { ownerUserId: c.owner.id, houseStatus: 'selling', price: 300_000 });
    for (const amount of [390_000, 391_000, 392_000]) await placeOffer(bidder, first.id, { offer: amount });
    await placeOffer(bidder, second.id, { offer: 290_000 });
    const gid = (id: number) => encodeGlobalID('House', id);
    type Answer = {
      thread: {
        houses: { id: string }[];
        notifications: {
          pageInfo: { hasPreviousPage: boolean; startCursor: string };
          edges: { node: { house: { id: string } | null } }[];
        };
      };
    };
    const read = (variables: Record<string, unknown>) =>
      t.graphql<Answer>(THREAD, { slug: c.bidder.slug, ...variables }, { cookie: c.owner.cookie });

    const all = await read({ last: 10 });
    expect(all.data?.thread.houses.map((h) => h.id).sort()).toEqual([gid(first.id), gid(second.id)].sort());
    expect(all.data?.thread.notifications.edges).toHaveLength(4);

    const page1 = await read({ last: 2, houseId: gid(first.id) });
    const nodes1 = page1.data?.thread.notifications.edges.map((e) => e.node.house?.id);
    expect(nodes1).toEqual([gid(first.id), gid(first.id)]);
    expect(page1.data?.thread.notifications.pageInfo.hasPreviousPage).toBe(true);
    const page2 = await read({
      last: 2,
      houseId: gid(first.id),
      before: page1.data?.thread.notifications.pageInfo.startCursor,
    });
    expect(page2.data?.thread.notifications.edges.map((e) => e.node.house?.id)).toEqual([gid(first.id)]);
    expect(page2.data?.thread.notifications.pageInfo.hasPreviousPage).toBe(false);

    const other = await read({ last: 10, houseId: gid(second.id) });
    expect(other.data?.thread.notifications.edges).toHaveLength(1);
    // Another type's id finds nothing rather than everything.
    const wrong = await read({ last: 10, houseId: encodeGlobalID('User', c.owner.id) });
    expect(wrong.data?.thread.notifications.edges).toEqual([]);
  });
});
