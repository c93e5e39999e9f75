import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createViewer } from '../../../server/domain/accounts/viewer.js';
import { addCoachee, COACHING_MESSAGES, defaultWelcome } from '../../../server/domain/advisors/coaching.js';
import { REVIEW_MESSAGES } from '../../../server/domain/advisors/reviews.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';

// Coaches (POST/DELETE /api/advisors/{id}/coachees, DELETE /api/user/coaches/{id}, GraphQL
// addCoachee / removeCoachee / removeMyCoach, Advisor.coachees, MyAdvisorEdge.isCoach): only a user
// who asked the advisor for contact, one coaching per pair, CoachAdded + WelcomeByCoach through
// notify (live, exact §3 data), rights before validation, and coaching as contact for reviews.

let t: TestApp;

async function browserOf(userId: number) {
  const b = testBrowser(t);
  b.token = await createSession(t.db.prisma, userId);
  return b;
}

async function loggedIn() {
  const user = await createUser(t.db.prisma, { phoneNumber: '0612345678' });
  return Object.assign(await browserOf(user.id), { user });
}

/** An advisor (Mark de Adviseur, Hypotheekhuis Utrecht, two expertises) with a logged-in browser. */
async function makeAdvisor() {
  const user = await createUser(t.db.prisma, { firstName: 'Mark', lastName: 'de Adviseur' });
  const organisation = await t.db.prisma.organisation.create({ data: { name: 'Hypotheekhuis Utrecht' } });
  const office = await t.db.prisma.organisationOffice.create({
    data: { name: 'Kantoor Utrecht', organisationId: organisation.id },
  });
  const expertises = await t.db.prisma.expertise.findMany({ orderBy: { id: 'asc' }, take: 2 });
  const advisor = await t.db.prisma.advisor.create({
    data: {
      userId: user.id,
      organisationOfficeId: office.id,
      acceptTerms: true,
      expertises: { create: expertises.map((e) => ({ expertiseId: e.id })) },
    },
  });
  return { advisor, user, expertises, browser: await browserOf(user.id) };
}

/** `client` asks `advisor` for contact about `expertiseId` (a UserAdvisor row and its request). */
async function contact(client: Awaited<ReturnType<typeof loggedIn>>, advisorId: number, expertiseId: number) {
  const res = await client.post(`/api/advisors/${advisorId}/appointment_requests`, { expertise_id: expertiseId });
  expect(res.status).toBe(201);
}

const coachNotices = (userId: number) =>
  t.db.prisma.notification.findMany({
    where: { recipientUserId: userId, type: { in: ['CoachAdded', 'WelcomeByCoach'] } },
    orderBy: { id: 'asc' },
  });

const ADVISOR_REF = {
  user: { full_name: 'Mark de Adviseur' },
  organisation_office: { organisation: { name: 'Hypotheekhuis Utrecht' } },
};

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

describe('POST /api/advisors/{id}/coachees', () => {
  it('takes on a user who asked for contact: CoachAdded and WelcomeByCoach through notify, live, with §3 data', async () => {
    const a = await makeAdvisor();
    const me = await loggedIn();
    await contact(me, a.advisor.id, a.expertises[1].id);
    const events = t.services.pubsub.subscribe('notificationAdded', me.user.id);
    const first = events.next();

    const res = await a.browser.post(`/api/advisors/${a.advisor.id}/coachees`, { user_id: me.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ advisor_id: a.advisor.id, user_id: me.user.id });

    const [added, welcome] = await coachNotices(me.user.id);
    expect((await first).value).toEqual({ notificationId: added.id });
    await events.return?.();
    expect(added).toMatchObject({ type: 'CoachAdded', senderUserId: a.user.id });
    expect(added.data).toEqual({ advisor: ADVISOR_REF, expertise: { name: a.expertises[1].name } });
    expect(welcome).toMatchObject({ type: 'WelcomeByCoach', senderUserId: a.user.id, threadId: added.threadId });
    expect(welcome.data).toEqual({ message: defaultWelcome('Mark'), advisor: ADVISOR_REF });

    const mine = await me.get('/api/user/advisors');
    expect(mine.body).toEqual([
      expect.objectContaining({ advisor: expect.objectContaining({ id: a.advisor.id }), is_coach: true }),
    ]);
  });

  it('is one coaching per advisor and user: again answers 200 and sends nothing', async () => {
    const a = await makeAdvisor();
    const me = await loggedIn();
    await contact(me, a.advisor.id, a.expertises[0].id);
    const path = `/api/advisors/${a.advisor.id}/coachees`;
    expect((await a.browser.post(path, { user_id: me.user.id, message: 'Welkom bij mij!' })).status).toBe(201);
    const again = await a.browser.post(path, { user_id: me.user.id, message: 'Nog eens welkom' });
    expect(again.status).toBe(200);
    const notices = await coachNotices(me.user.id);
    expect(notices.map((n) => n.type)).toEqual(['CoachAdded', 'WelcomeByCoach']);
    expect(notices[1].data).toMatchObject({ message: 'Welkom bij mij!' });
    expect(await t.db.prisma.advisorCoaching.count({ where: { advisorId: a.advisor.id } })).toBe(1);
  });

  it('refuses in order: visitor 401, unknown profile 404, another’s 403, no contact 403, then 422; nothing stored', async () => {
    const a = await makeAdvisor();
    const me = await loggedIn();
    const stranger = await loggedIn();
    await contact(me, a.advisor.id, a.expertises[0].id);
    const path = `/api/advisors/${a.advisor.id}/coachees`;
    const bad = { user_id: 'x', message: 7 };

    expect((await testBrowser(t).post(path, bad)).status).toBe(401);
    expect((await a.browser.post('/api/advisors/99999999/coachees', bad)).status).toBe(404);
    const notMine = await stranger.post(path, bad);
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe(COACHING_MESSAGES.notYours);
    const noContact = await a.browser.post(path, { user_id: stranger.user.id, message: 7 });
    expect(noContact.status).toBe(403);
    expect(noContact.body.message).toBe(COACHING_MESSAGES.noContact);
    expect((await a.browser.post(path, { user_id: 99999999 })).status).toBe(403);
    expect((await a.browser.post(path, { user_id: a.user.id })).status).toBe(403);

    const invalid = await a.browser.post(path, { user_id: me.user.id, message: 'x'.repeat(2001) });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['message']);
    const wrongExpertise = await a.browser.post(path, { user_id: me.user.id, expertise_id: a.expertises[1].id });
    expect(wrongExpertise.status).toBe(422);
    expect(wrongExpertise.body.errors).toEqual({ expertise_id: [COACHING_MESSAGES.expertise] });
    expect((await a.browser.post(path, bad)).status).toBe(422);
    expect(await t.db.prisma.advisorCoaching.count({ where: { advisorId: a.advisor.id } })).toBe(0);
    expect(await coachNotices(me.user.id)).toEqual([]);
  });

  it('refuses a user who blocked the advisor', async () => {
    const a = await makeAdvisor();
    const me = await loggedIn();
    await contact(me, a.advisor.id, a.expertises[0].id);
    await t.db.prisma.blockedUser.create({ data: { blockerId: me.user.id, blockedId: a.user.id } });
    const res = await a.browser.post(`/api/advisors/${a.advisor.id}/coachees`, { user_id: me.user.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(COACHING_MESSAGES.blocked);
  });
});

describe('addCoachee (domain)', () => {
  it('two clicks at once make one coaching and tell the user once', async () => {
    const a = await makeAdvisor();
    const me = await loggedIn();
    await contact(me, a.advisor.id, a.expertises[0].id);
    const deps = { ...t.services, viewer: createViewer(t.db.prisma, a.user) };
    const results = await Promise.all([1, 2].map(() => addCoachee(deps, a.advisor.id, { userId: me.user.id })));
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect((await coachNotices(me.user.id)).map((n) => n.type)).toEqual(['CoachAdded', 'WelcomeByCoach']);
  });
});

describe('ending a coaching', () => {
  it('the advisor ends it (DELETE /api/advisors/{id}/coachees/{user_id}); 404 when not coached', async () => {
    const a = await makeAdvisor();
    const me = await loggedIn();
    await contact(me, a.advisor.id, a.expertises[0].id);
    const path = `/api/advisors/${a.advisor.id}/coachees/${me.user.id}`;
    expect((await a.browser.delete(path)).status).toBe(404);
    await a.browser.post(`/api/advisors/${a.advisor.id}/coachees`, { user_id: me.user.id });
    expect((await testBrowser(t).delete(path)).status).toBe(401);
    expect((await me.delete(path)).status).toBe(403);
    expect((await a.browser.delete(path)).status).toBe(204);
    expect((await me.get('/api/user/advisors')).body[0].is_coach).toBe(false);
    expect((await a.browser.delete(path)).status).toBe(404);
  });

  it('the user ends it (DELETE /api/user/coaches/{advisor_id}) and keeps the advisor; removing the advisor ends it too', async () => {
    const a = await makeAdvisor();
    const me = await loggedIn();
    await contact(me, a.advisor.id, a.expertises[0].id);
    await a.browser.post(`/api/advisors/${a.advisor.id}/coachees`, { user_id: me.user.id });
    expect((await testBrowser(t).delete(`/api/user/coaches/${a.advisor.id}`)).status).toBe(401);
    expect((await (await loggedIn()).delete(`/api/user/coaches/${a.advisor.id}`)).status).toBe(404);
    expect((await me.delete(`/api/user/coaches/${a.advisor.id}`)).status).toBe(204);
    expect((await me.get('/api/user/advisors')).body).toEqual([expect.objectContaining({ is_coach: false })]);

    await a.browser.post(`/api/advisors/${a.advisor.id}/coachees`, { user_id: me.user.id });
    expect((await me.delete(`/api/user/advisors/${a.advisor.id}`)).status).toBe(204);
    expect(await t.db.prisma.advisorCoaching.count({ where: { userId: me.user.id } })).toBe(0);
  });
});

describe('coaching counts as contact for reviews', () => {
  it('a coachee whose request row is gone may still review the advisor', async () => {
    const a = await makeAdvisor();
    const me = await loggedIn();
    const review = () => me.post(`/api/advisors/${a.advisor.id}/reviews`, { rating: 4 });
    expect((await review()).body.message).toBe(REVIEW_MESSAGES.noContact);
    await t.db.prisma.advisorCoaching.create({
      data: { advisorId: a.advisor.id, userId: me.user.id, expertiseId: a.expertises[0].id },
    });
    expect((await review()).status).toBe(201);
  });
});

describe('GraphQL', () => {
  const ADD = `mutation($input: AddCoacheeInput!) {
    addCoachee(input: $input) {
      __typename
      ... on AddCoacheePayload { coaching { created advisor { fullName } user { firstName } } }
      ... on InputError { fieldErrors { field messages } }
      ... on Error { message }
    }
  }`;
  const REMOVE = `mutation($input: RemoveCoacheeInput!) {
    removeCoachee(input: $input) { __typename ... on RemoveCoacheePayload { removedCoacheeId } ... on Error { message } }
  }`;
  const LEAVE = `mutation($input: RemoveMyCoachInput!) {
    removeMyCoach(input: $input) { __typename ... on RemoveMyCoachPayload { advisorId } ... on Error { message } }
  }`;
  const COACHEES = `query($first: Int, $after: String) {
    viewer { advisorProfile { coachees(first: $first, after: $after) {
      totalCount edges { cursor fullName coachedSince expertise { name } node { id } } pageInfo { hasNextPage endCursor }
    } } }
  }`;
  const MY_ADVISORS = `{ viewer { advisors(first: 10) { edges { isCoach node { id } } } } }`;

  it('adds, lists (keyset pages, owner only), marks the coach and removes; the same refusals as REST', async () => {
    const a = await makeAdvisor();
    const [one, two] = [await loggedIn(), await loggedIn()];
    await contact(one, a.advisor.id, a.expertises[0].id);
    await contact(two, a.advisor.id, a.expertises[1].id);
    const advisorId = encodeGlobalID('Advisor', a.advisor.id);
    const input = (u: { id: number }) => ({ advisorId, userId: encodeGlobalID('User', u.id) });

    expect((await testBrowser(t).graphql(ADD, { input: input(one.user) })).data.addCoachee.__typename).toBe(
      'UnauthenticatedError',
    );
    expect((await one.graphql(ADD, { input: input(one.user) })).data.addCoachee.__typename).toBe('ForbiddenError');
    const unknown = await a.browser.graphql(ADD, {
      input: { ...input(one.user), advisorId: encodeGlobalID('Advisor', 99999999) },
    });
    expect(unknown.data.addCoachee.__typename).toBe('NotFoundError');
    const noUser = await a.browser.graphql(ADD, { input: { advisorId, userId: 'nonsense' } });
    expect(noUser.data.addCoachee).toMatchObject({ __typename: 'InputError', fieldErrors: [{ field: 'userId' }] });

    const added = await a.browser.graphql(ADD, { input: { ...input(one.user), message: 'Hallo!' } });
    expect(added.data.addCoachee).toEqual({
      __typename: 'AddCoacheePayload',
      coaching: { created: true, advisor: { fullName: 'Mark de Adviseur' }, user: { firstName: 'Test' } },
    });
    expect((await a.browser.graphql(ADD, { input: input(one.user) })).data.addCoachee.coaching.created).toBe(false);
    await a.browser.graphql(ADD, { input: input(two.user) });

    const page1 = (await a.browser.graphql(COACHEES, { first: 1 })).data.viewer.advisorProfile.coachees;
    expect(page1.totalCount).toBe(2);
    expect(page1.edges).toHaveLength(1);
    expect(page1.edges[0]).toMatchObject({
      fullName: `Test ${two.user.lastName}`,
      expertise: { name: a.expertises[1].name },
      node: { id: encodeGlobalID('User', two.user.id) },
    });
    const page2 = (await a.browser.graphql(COACHEES, { first: 1, after: page1.pageInfo.endCursor })).data.viewer
      .advisorProfile.coachees;
    expect(page2.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([encodeGlobalID('User', one.user.id)]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const peek = await one.graphql(`{ node(id: "${advisorId}") { ... on Advisor { coachees { totalCount } } } }`);
    expect(peek.data.node.coachees).toBeNull();

    expect((await one.graphql(MY_ADVISORS)).data.viewer.advisors.edges).toEqual([
      { isCoach: true, node: { id: advisorId } },
    ]);
    const left = await one.graphql(LEAVE, { input: { advisorId } });
    expect(left.data.removeMyCoach).toEqual({ __typename: 'RemoveMyCoachPayload', advisorId });
    expect((await one.graphql(LEAVE, { input: { advisorId } })).data.removeMyCoach.__typename).toBe('NotFoundError');
    expect((await one.graphql(MY_ADVISORS)).data.viewer.advisors.edges[0].isCoach).toBe(false);

    expect((await two.graphql(REMOVE, { input: input(two.user) })).data.removeCoachee.__typename).toBe(
      'ForbiddenError',
    );
    const removed = await a.browser.graphql(REMOVE, { input: input(two.user) });
    expect(removed.data.removeCoachee).toEqual({
      __typename: 'RemoveCoacheePayload',
      removedCoacheeId: encodeGlobalID('User', two.user.id),
    });
  });

  const REQUESTS = `{ viewer { notifications(first: 20) { edges { node {
    type sender { id }
    advisorRequest { advisor { id } expertise { id name } user { id firstName isMyCoachee } }
  } } } } }`;
  type Request = { advisor: { id: string }; expertise: { id: string }; user: { id: string; isMyCoachee: boolean } };

  it('reads the requests of a page of notifications in statements that do not grow with the page', async () => {
    const a = await makeAdvisor();
    const users = [await loggedIn(), await loggedIn(), await loggedIn(), await loggedIn()];
    for (const u of users) await contact(u, a.advisor.id, a.expertises[0].id);
    await addCoachee({ ...t.services, viewer: createViewer(t.db.prisma, a.user) }, a.advisor.id, {
      userId: users[0].user.id,
    });
    const page = (first: number) =>
      `{ viewer { notifications(first: ${first}) { edges { node {
        advisorRequest { advisor { id } expertise { id } user { id isMyCoachee } }
      } } } } }`;
    const counts: number[] = [];
    for (const first of [1, 4]) {
      t.db.resetQueryLog();
      const res = await a.browser.graphql(page(first));
      expect(res.data.viewer.notifications.edges.filter((e: { node: object }) => e.node).length).toBe(first);
      counts.push(t.db.queries.length);
    }
    expect(counts[0]).toBe(counts[1]);
  });

  it("lets the advisor's request read whom and what addCoachee takes on, and whether they coach the user (advisor only)", async () => {
    const a = await makeAdvisor();
    const [one, two] = [await loggedIn(), await loggedIn()];
    await contact(one, a.advisor.id, a.expertises[0].id);
    await contact(one, a.advisor.id, a.expertises[1].id);
    await contact(two, a.advisor.id, a.expertises[1].id);
    const advisorId = encodeGlobalID('Advisor', a.advisor.id);
    const requests = async (b: typeof a.browser) => {
      const res = await b.graphql(REQUESTS);
      expect(res.errors).toBeUndefined();
      return (res.data.viewer.notifications.edges as { node: { type: string; advisorRequest: Request | null } }[])
        .map((e) => e.node)
        .filter((n) => n.type === 'AdvisorRequestAppointment');
    };

    const seen = await requests(a.browser);
    expect(seen.map((n) => n.advisorRequest)).toEqual([
      {
        advisor: { id: advisorId },
        expertise: { id: encodeGlobalID('Expertise', a.expertises[1].id), name: a.expertises[1].name },
        user: { id: encodeGlobalID('User', two.user.id), firstName: 'Test', isMyCoachee: false },
      },
      {
        advisor: { id: advisorId },
        expertise: { id: encodeGlobalID('Expertise', a.expertises[1].id), name: a.expertises[1].name },
        user: { id: encodeGlobalID('User', one.user.id), firstName: 'Test', isMyCoachee: false },
      },
      {
        advisor: { id: advisorId },
        expertise: { id: encodeGlobalID('Expertise', a.expertises[0].id), name: a.expertises[0].name },
        user: { id: encodeGlobalID('User', one.user.id), firstName: 'Test', isMyCoachee: false },
      },
    ]);

    // Taken on with the request's expertise: the payload's user now reads as coached, so do the requests.
    const added = await a.browser.graphql(
      `mutation($input: AddCoacheeInput!) { addCoachee(input: $input) {
        ... on AddCoacheePayload { coaching { user { id isMyCoachee } } } } }`,
      {
        input: {
          advisorId,
          userId: encodeGlobalID('User', one.user.id),
          expertiseId: seen[2].advisorRequest!.expertise.id,
        },
      },
    );
    expect(added.data.addCoachee.coaching.user.isMyCoachee).toBe(true);
    const coaching = await t.db.prisma.advisorCoaching.findUniqueOrThrow({
      where: { advisorId_userId: { advisorId: a.advisor.id, userId: one.user.id } },
    });
    expect(coaching.expertiseId).toBe(a.expertises[0].id);
    expect((await requests(a.browser)).map((n) => n.advisorRequest?.user.isMyCoachee)).toEqual([false, true, true]);

    // Nobody else learns it: the sender sees no request on what they sent, a stranger no coaching.
    const own = await t.db.prisma.notification.findFirstOrThrow({
      where: { senderUserId: one.user.id, type: 'AdvisorRequestAppointment' },
    });
    const asSender = await one.graphql(
      `{ node(id: "${encodeGlobalID('Notification', own.id)}") { ... on Notification { advisorRequest { user { id } } } } }`,
    );
    expect(asSender.data.node).toEqual({ advisorRequest: null });
    const peek = await two.graphql(
      `{ node(id: "${encodeGlobalID('User', one.user.id)}") { ... on User { isMyCoachee } } }`,
    );
    expect(peek.data.node).toEqual({ isMyCoachee: false });

    // A request the user withdrew (removed the advisor) no longer offers a coaching.
    expect((await two.delete(`/api/user/advisors/${a.advisor.id}`)).status).toBe(204);
    expect((await requests(a.browser)).map((n) => n.advisorRequest === null)).toEqual([true, false, false]);
  });
});
