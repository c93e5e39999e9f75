import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../../server/db/migrate.js';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createTestDatabase } from '../../helpers/database.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';

// `verified` means a relationship that happened — the advisor took the reviewer
// on as coachee (now or before) — not that the reviewer asked. A request alone still allows a review,
// unverified. REST and GraphQL alike, and the data migration that recomputes stored reviews.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

async function browserOf(userId: number) {
  const b = testBrowser(t);
  b.token = await createSession(t.db.prisma, userId);
  return b;
}

/** A brand-new account with a browser (no history with anybody). */
async function newAccount() {
  const user = await createUser(t.db.prisma, { phoneNumber: '0612345678' });
  return Object.assign(await browserOf(user.id), { user });
}

async function makeAdvisor() {
  const user = await createUser(t.db.prisma, { firstName: 'Mark', lastName: 'de Adviseur' });
  const organisation = await t.db.prisma.organisation.create({ data: { name: 'Hypotheekhuis Utrecht' } });
  const office = await t.db.prisma.organisationOffice.create({
    data: { name: 'Kantoor Utrecht', organisationId: organisation.id },
  });
  const expertise = await t.db.prisma.expertise.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const advisor = await t.db.prisma.advisor.create({
    data: {
      userId: user.id,
      organisationOfficeId: office.id,
      acceptTerms: true,
      expertises: { create: [{ expertiseId: expertise.id }] },
    },
  });
  return { advisor, expertise, browser: await browserOf(user.id) };
}

const storedReview = (advisorId: number, userId: number) =>
  t.db.prisma.review.findUniqueOrThrow({ where: { advisorId_userId: { advisorId, userId } } });

describe('REST: verified reviews', () => {
  it('a request alone gives an unverified review; taking the user on verifies it, and it stays so after the coaching ends', async () => {
    const a = await makeAdvisor();
    const client = await newAccount();
    const asked = await client.post(`/api/advisors/${a.advisor.id}/appointment_requests`, {
      expertise_id: a.expertise.id,
    });
    expect(asked.status).toBe(201);

    const path = `/api/advisors/${a.advisor.id}/reviews`;
    const first = await client.post(path, { rating: 5, comments: 'Top!' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rating: 5, verified: false });
    expect((await storedReview(a.advisor.id, client.user.id)).verified).toBe(false);
    // Writing again after only a request changes nothing.
    expect((await client.post(path, { rating: 4 })).body).toMatchObject({ verified: false });

    // The advisor takes the user on: the review that exists is verified at once.
    const coached = await a.browser.post(`/api/advisors/${a.advisor.id}/coachees`, { user_id: client.user.id });
    expect(coached.status).toBe(201);
    const list = await testBrowser(t).get(path);
    expect((list.body as { data: { verified: boolean }[] }).data).toEqual([
      expect.objectContaining({ rating: 4, verified: true }),
    ]);

    // The coaching ends (its row is deleted); the relationship happened: an edit stays verified.
    expect((await a.browser.delete(`/api/advisors/${a.advisor.id}/coachees/${client.user.id}`)).status).toBe(204);
    expect(await t.db.prisma.advisorCoaching.count({ where: { userId: client.user.id } })).toBe(0);
    const edited = await client.post(path, { rating: 3, comments: 'Toch iets minder' });
    expect(edited.body).toMatchObject({ rating: 3, verified: true });
  });

  it('a user coached and let go before writing gets a verified review (the user ended it themselves)', async () => {
    const a = await makeAdvisor();
    const client = await newAccount();
    await client.post(`/api/advisors/${a.advisor.id}/appointment_requests`, { expertise_id: a.expertise.id });
    await a.browser.post(`/api/advisors/${a.advisor.id}/coachees`, { user_id: client.user.id });
    expect((await client.delete(`/api/user/coaches/${a.advisor.id}`)).status).toBe(204);
    const review = await client.post(`/api/advisors/${a.advisor.id}/reviews`, { rating: 4 });
    expect(review).toMatchObject({ status: 201, body: { verified: true } });
  });
});

describe('GraphQL: verified reviews', () => {
  const REQUEST = `mutation($input: RequestAdvisorAppointmentInput!) {
    requestAdvisorAppointment(input: $input) { __typename ... on Error { message } }
  }`;
  const ADD = `mutation($input: AddReviewInput!) {
    addReview(input: $input) { __typename ... on AddReviewPayload { review { rating verified } } ... on Error { message } }
  }`;
  const COACH = `mutation($input: AddCoacheeInput!) { addCoachee(input: $input) { __typename ... on Error { message } } }`;
  const LEAVE = `mutation($input: RemoveMyCoachInput!) { removeMyCoach(input: $input) { __typename ... on Error { message } } }`;
  const REVIEWS = `query($id: ID!) { node(id: $id) { ... on Advisor { reviews(first: 5) { edges { node { rating verified } } } } } }`;

  it('requestAdvisorAppointment alone: unverified; addCoachee: verified; removeMyCoach: still verified', async () => {
    const a = await makeAdvisor();
    const client = await newAccount();
    const advisorId = encodeGlobalID('Advisor', a.advisor.id);
    const asked = await client.graphql(REQUEST, {
      input: { advisorId, expertiseId: encodeGlobalID('Expertise', a.expertise.id) },
    });
    expect(asked.data.requestAdvisorAppointment.__typename).toBe('RequestAdvisorAppointmentPayload');

    const first = await client.graphql(ADD, { input: { advisorId, rating: 5 } });
    expect(first.data.addReview).toEqual({ __typename: 'AddReviewPayload', review: { rating: 5, verified: false } });

    const coach = await a.browser.graphql(COACH, {
      input: { advisorId, userId: encodeGlobalID('User', client.user.id) },
    });
    expect(coach.data.addCoachee.__typename).toBe('AddCoacheePayload');
    expect((await testBrowser(t).graphql(REVIEWS, { id: advisorId })).data.node.reviews.edges).toEqual([
      { node: { rating: 5, verified: true } },
    ]);

    expect((await client.graphql(LEAVE, { input: { advisorId } })).data.removeMyCoach.__typename).toBe(
      'RemoveMyCoachPayload',
    );
    const edited = await client.graphql(ADD, { input: { advisorId, rating: 2 } });
    expect(edited.data.addReview.review).toEqual({ rating: 2, verified: true });
  });
});

describe('the data migration coaching_history', () => {
  it('recomputes verified for stored reviews: coached (now, or an ended coaching its CoachAdded shows) yes, a request alone no', {
    timeout: 60_000,
  }, async () => {
    const db = await createTestDatabase({ migrateUntil: '20261127000130_one_scheduler' });
    try {
      const sql = (q: string) => db.prisma.$executeRawUnsafe(q);
      await sql(`INSERT INTO expertises (id, key, name) VALUES (900, 'test', 'Test')`);
      await sql(`INSERT INTO users (id, slug, first_name, last_name, email, updated_at) VALUES
        (901, 'adviseur', 'Mark', 'A', 'a@example.nl', now()),
        (902, 'gecoacht', 'Gea', 'C', 'c@example.nl', now()),
        (903, 'vroeger', 'Vera', 'V', 'v@example.nl', now()),
        (904, 'vrager', 'Vince', 'R', 'r@example.nl', now()),
        (905, 'ander', 'Anne', 'D', 'd@example.nl', now())`);
      await sql(
        `INSERT INTO advisors (id, user_id, accept_terms, created_at, updated_at) VALUES (910, 901, true, '2026-01-01', now())`,
      );
      await sql(`INSERT INTO user_advisors (user_id, advisor_id, expertise_id) VALUES
        (902, 910, 900), (903, 910, 900), (904, 910, 900), (905, 910, 900)`);
      // 902 is coached now; 903 was (the coaching ended, its CoachAdded stays); 904 only asked.
      await sql(`INSERT INTO advisor_coachings (advisor_id, user_id, expertise_id, created_at)
        VALUES (910, 902, 900, '2026-03-01')`);
      await sql(`INSERT INTO notifications (type, data, sender_user_id, recipient_user_id, created_at) VALUES
        ('AdvisorRequestAppointment', '{}', 902, 901, '2026-02-01'),
        ('AdvisorRequestAppointment', '{}', 903, 901, '2026-02-01'),
        ('AdvisorRequestAppointment', '{}', 904, 901, '2026-02-01'),
        ('CoachAdded', '{}', 901, 903, '2026-02-02'),
        ('CoachAdded', '{}', 901, 905, '2025-06-01')`);
      // Stored by the old rule: verified after a request.
      await sql(`INSERT INTO reviews (advisor_id, user_id, rating, verified) VALUES
        (910, 902, 5, true), (910, 903, 4, true), (910, 904, 1, true), (910, 905, 3, false)`);

      expect(await applyMigrations(db)).toContain('20261128174621_coaching_history');
      const reviews = await db.prisma.review.findMany({ orderBy: { userId: 'asc' } });
      // 905's CoachAdded predates the advisor profile (another profile of that user): not this one's.
      expect(reviews.map((r) => [r.userId, r.verified])).toEqual([
        [902, true],
        [903, true],
        [904, false],
        [905, false],
      ]);
      expect(await db.prisma.coachingHistory.findMany({ orderBy: { userId: 'asc' } })).toEqual([
        { advisorId: 910, userId: 902, firstCoachedAt: new Date('2026-03-01') },
        { advisorId: 910, userId: 903, firstCoachedAt: new Date('2026-02-02') },
      ]);
    } finally {
      await db.close();
    }
  });
});
