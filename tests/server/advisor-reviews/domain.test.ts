import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addReview,
  advisorRatings,
  advisorResponseTimes,
  formatRating,
  REVIEW_MESSAGES as M,
  REVIEWS_ORDER,
  reviewsPage,
  viewerCanReview,
} from '../../../server/domain/advisors/reviews.js';
import { ForbiddenError, InputError, NotFoundError, UnauthenticatedError } from '../../../server/domain/errors.js';
import { storeNotification } from '../../../server/domain/notifications/notify.js';
import { notificationContent } from '../../../server/domain/notifications/types.js';
import { parsePageArgs } from '../../../server/domain/pagination.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';
import { contactOf, linkContact, makeAdvisor, requestAppointment, viewerOf } from './setup.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

const deps = async (userId: number | null) => ({ ...t.services, viewer: await viewerOf(t.db.prisma, userId) });

describe('addReview: who may review', () => {
  it('refuses a visitor with 401 before looking at the advisor or the input', async () => {
    await expect(addReview(await deps(null), 999_999, { rating: 9 })).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('answers 404 for an unknown advisor before judging the input', async () => {
    const user = await createUser(t.db.prisma);
    await expect(addReview(await deps(user.id), 999_999, { rating: 'x' })).rejects.toThrow(M.advisorNotFound);
    await expect(addReview(await deps(user.id), 'abc', {})).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses the advisor reviewing themselves and anyone without contact (403, Dutch), before validation', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const stranger = await createUser(t.db.prisma);
    await expect(addReview(await deps(advisor.userId), advisor.id, { rating: 0 })).rejects.toThrow(M.ownProfile);
    const refusal = addReview(await deps(stranger.id), advisor.id, { rating: 0 });
    await expect(refusal).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refusal).rejects.toThrow(M.noContact);
    expect(await viewerCanReview(await deps(stranger.id), advisor)).toBe(false);
    expect(await viewerCanReview(await deps(advisor.userId), advisor)).toBe(false);
    expect(await viewerCanReview(await deps(null), advisor)).toBe(false);
    // Contact with another advisor does not count.
    const other = await makeAdvisor(t.db.prisma);
    await linkContact(t.db.prisma, stranger.id, other.id);
    await expect(addReview(await deps(stranger.id), advisor.id, { rating: 4 })).rejects.toThrow(M.noContact);
    expect(await t.db.prisma.review.count({ where: { advisorId: advisor.id } })).toBe(0);
  });
});

describe('addReview: input', () => {
  it('takes whole ratings 1–5 only and trims comments', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const user = await contactOf(t.db.prisma, advisor);
    for (const rating of [0, 6, 4.5, -1, 'vijf', null, undefined, true]) {
      const refusal = addReview(await deps(user.id), advisor.id, { rating });
      await expect(refusal).rejects.toBeInstanceOf(InputError);
      await expect(refusal).rejects.toMatchObject({ fields: { rating: [M.ratingRequired] } });
    }
    await expect(
      addReview(await deps(user.id), advisor.id, { rating: 3, comments: 'x'.repeat(2001) }),
    ).rejects.toMatchObject({ fields: { comments: [M.commentsTooLong] } });
    await expect(addReview(await deps(user.id), advisor.id, null)).rejects.toBeInstanceOf(InputError);
    const id = await addReview(await deps(user.id), advisor.id, { rating: '5', comments: '  Top adviseur!  ' });
    expect(await t.db.prisma.review.findUniqueOrThrow({ where: { id } })).toMatchObject({
      rating: 5,
      comments: 'Top adviseur!',
    });
    const blank = await addReview(await deps(user.id), advisor.id, { rating: 1, comments: '   ' });
    expect((await t.db.prisma.review.findUniqueOrThrow({ where: { id: blank } })).comments).toBeNull();
  });
});

describe('addReview: one review per advisor, notification, verified', () => {
  it('keeps one review per user and advisor; writing again edits it and tells the advisor once', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const user = await contactOf(t.db.prisma, advisor);
    expect(await viewerCanReview(await deps(user.id), advisor)).toBe(true);
    const [a, b] = await Promise.all([
      addReview(await deps(user.id), advisor.id, { rating: 2, comments: 'Matig' }),
      addReview(await deps(user.id), advisor.id, { rating: 2, comments: 'Matig' }),
    ]);
    expect(a).toBe(b);
    const first = await t.db.prisma.review.findUniqueOrThrow({ where: { id: a } });
    const again = await addReview(await deps(user.id), advisor.id, { rating: 4, comments: 'Toch goed' });
    expect(again).toBe(a);
    const edited = await t.db.prisma.review.findUniqueOrThrow({ where: { id: a } });
    expect(edited).toMatchObject({ rating: 4, comments: 'Toch goed', createdAt: first.createdAt });
    expect(edited.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
    expect(await t.db.prisma.review.count({ where: { advisorId: advisor.id } })).toBe(1);

    const told = await t.db.prisma.notification.findMany({
      where: { type: 'ReviewAdded', recipientUserId: advisor.userId },
    });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ senderUserId: user.id, data: { review: { rating: 2, comments: 'Matig' } } });
    expect(told[0].threadId).not.toBeNull();
  });

  it('marks a review verified when the advisor coaches or coached the reviewer, not after a request alone', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const requester = await contactOf(t.db.prisma, advisor);
    await requestAppointment(t.db.prisma, requester.id, advisor.userId);
    const coached = await contactOf(t.db.prisma, advisor);
    const expertise = await t.db.prisma.expertise.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await t.db.prisma.advisorCoaching.create({
      data: { advisorId: advisor.id, userId: coached.id, expertiseId: expertise.id },
    });
    const former = await contactOf(t.db.prisma, advisor);
    await t.db.prisma.coachingHistory.create({ data: { advisorId: advisor.id, userId: former.id } });
    const verifiedOf = async (userId: number) =>
      (
        await t.db.prisma.review.findUniqueOrThrow({
          where: { id: await addReview(await deps(userId), advisor.id, { rating: 4 }) },
        })
      ).verified;
    expect(await verifiedOf(requester.id)).toBe(false);
    expect(await verifiedOf(coached.id)).toBe(true);
    expect(await verifiedOf(former.id)).toBe(true);
  });
});

describe('ratings', () => {
  it('averages exactly over the reviews of users that exist, for many advisors in one statement', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const none = await makeAdvisor(t.db.prisma);
    const ratings = [5, 4, 4];
    const users = [];
    for (const rating of ratings) {
      const user = await contactOf(t.db.prisma, advisor);
      users.push(user);
      await addReview(await deps(user.id), advisor.id, { rating });
    }
    t.db.resetQueryLog();
    const map = await advisorRatings(t.db.prisma, [advisor.id, none.id]);
    expect(t.db.queries.length).toBe(1);
    expect(map.get(advisor.id)).toEqual({ average: 13 / 3, count: 3 });
    expect(map.get(none.id)).toEqual({ average: null, count: 0 });
    expect(formatRating(13 / 3)).toBe('4,3');
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(null)).toBeNull();
    await t.db.prisma.user.update({ where: { id: users[0].id }, data: { deletedAt: new Date() } });
    expect((await advisorRatings(t.db.prisma, [advisor.id])).get(advisor.id)).toEqual({ average: 4, count: 2 });
  });
});

describe('reviews page', () => {
  it('pages newest first with keyset cursors, in a number of statements independent of the page size', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    for (let i = 0; i < 7; i++) {
      const user = await contactOf(t.db.prisma, advisor);
      await addReview(await deps(user.id), advisor.id, { rating: (i % 5) + 1, comments: `Review ${i}` });
    }
    const query = { include: { user: true } };
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const request = parsePageArgs(REVIEWS_ORDER, { first: 3, after }, { defaultSize: 10, maxSize: 50 });
      const { page } = await reviewsPage(t.db.prisma, advisor.id, request, query);
      seen.push(...page.rows.map((r) => r.comments ?? ''));
      if (!page.hasNextPage) break;
      after = page.cursorOf(page.rows.at(-1)!);
    }
    expect(seen).toEqual(['Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2', 'Review 1', 'Review 0']);
    const counts: number[] = [];
    for (const first of [1, 7]) {
      t.db.resetQueryLog();
      const request = parsePageArgs(REVIEWS_ORDER, { first }, { defaultSize: 10, maxSize: 50 });
      const { page } = await reviewsPage(t.db.prisma, advisor.id, request, query);
      expect(page.rows).toHaveLength(first);
      counts.push(t.db.queries.length);
    }
    expect(counts[0]).toBe(counts[1]);
  });
});

describe('advisor response time', () => {
  const message = (from: number, to: number, at: Date, opening = false) =>
    t.db.prisma.$transaction((tx) =>
      storeNotification(
        tx,
        {
          recipientUserId: to,
          senderUserId: from,
          content: notificationContent('UserMessage', { message: opening ? 'Hallo!' : 'Ik bel je morgen.' }),
        },
        at,
      ),
    );

  it('is the median time to the first reply in threads a contact request opened', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const other = await makeAdvisor(t.db.prisma);
    const now = new Date();
    for (let i = 0; i < 3; i++) {
      const asked = new Date(now.getTime() - (10 - i) * 3600_000);
      const user = await createUser(t.db.prisma);
      await requestAppointment(t.db.prisma, user.id, advisor.userId, asked);
      await message(advisor.userId, user.id, new Date(asked.getTime() + 2 * 3600_000));
      // The other advisor answers plain messages (not contact requests) just as fast.
      const chatter = await createUser(t.db.prisma);
      await message(chatter.id, other.userId, asked, true);
      await message(other.userId, chatter.id, new Date(asked.getTime() + 2 * 3600_000));
    }
    const times = await advisorResponseTimes(t.db.prisma, [advisor.userId, other.userId], now);
    expect(times.get(advisor.userId)).toBe('Reageert meestal binnen 3 uur');
    expect(times.has(other.userId)).toBe(false);
  });
});
