import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoReviews } from '../../../prisma/seed/demo-reviews.js';
import { advisorRatings } from '../../../server/domain/advisors/reviews.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';
import { makeAdvisor } from './setup.js';

// The demo's reviews: nothing without advisors; with them, reviews every reviewer was eligible for.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

const seed = () =>
  t.db.prisma.$transaction((tx) => seedDemoReviews(tx, { now: Date.now(), advisorEmail: 'adviseur@demo.huiskans.nl' }));

describe('seedDemoReviews', () => {
  it('does nothing while there are no advisors', async () => {
    for (let i = 0; i < 3; i++) await createUser(t.db.prisma);
    await seed();
    expect(await t.db.prisma.review.count()).toBe(0);
    expect(await t.db.prisma.notification.count()).toBe(0);
  });

  it('gives adviseur@ several reviews from users who had contact, verified after a request', async () => {
    for (let i = 0; i < 20; i++) await createUser(t.db.prisma);
    const main = await createUser(t.db.prisma, { email: 'adviseur@demo.huiskans.nl' });
    const advisor = await t.db.prisma.advisor.create({ data: { userId: main.id, acceptTerms: true } });
    const others = [await makeAdvisor(t.db.prisma), await makeAdvisor(t.db.prisma)];
    await seed();
    const reviews = await t.db.prisma.review.findMany({ where: { advisorId: advisor.id } });
    expect(reviews.length).toBe(6);
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThan(1);
    expect(reviews.filter((r) => r.verified).length).toBe(4);
    for (const r of await t.db.prisma.review.findMany()) {
      expect(await t.db.prisma.userAdvisor.count({ where: { userId: r.userId, advisorId: r.advisorId } })).toBe(1);
      const advisorUser = r.advisorId === advisor.id ? main.id : others.find((o) => o.id === r.advisorId)!.userId;
      expect(r.userId).not.toBe(advisorUser);
    }
    expect(await t.db.prisma.notification.count({ where: { type: 'ReviewAdded', recipientUserId: main.id } })).toBe(6);
    expect((await advisorRatings(t.db.prisma, [advisor.id])).get(advisor.id)?.count).toBe(6);
  });
});
