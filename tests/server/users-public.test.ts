import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createHouse, createUser } from '../helpers/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const Q = `query($slug: String!) { user(slug: $slug) { firstName route email houses(first: 10) { totalCount edges { node { slug } } } } }`;

describe('GraphQL user(slug) — the public page /gebruikers/{slug}', () => {
  it('shows the first name and only the listed houses, never private fields', async () => {
    const seller = await createUser(t.db.prisma, { firstName: 'Noor', slug: 'noor-de-vries' });
    await createHouse(t.db.prisma, { ownerUserId: seller.id, slug: 'online' });
    await createHouse(t.db.prisma, { ownerUserId: seller.id, slug: 'concept', moderationStatus: 'new' });
    const res = await t.graphql<any>(Q, { slug: 'noor-de-vries' });
    expect(res.errors).toBeUndefined();
    expect(res.data.user).toMatchObject({ firstName: 'Noor', route: '/gebruikers/noor-de-vries', email: null });
    expect(res.data.user.houses.edges.map((e: any) => e.node.slug)).toEqual(['online']);
  });

  it('is null for an unknown or deleted account', async () => {
    await createUser(t.db.prisma, { slug: 'vertrokken', deletedAt: new Date() });
    expect((await t.graphql<any>(Q, { slug: 'vertrokken' })).data.user).toBeNull();
    expect((await t.graphql<any>(Q, { slug: 'bestaat-niet' })).data.user).toBeNull();
  });
});
