import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { CALLBACK_PROMISE, CONTACT_MESSAGES } from '../../../server/domain/advisors/contact.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';

// Contacting an advisor (POST /api/advisors/{id}/appointment_requests, GraphQL
// requestAdvisorAppointment) and the user's advisors (GET/DELETE /api/user/advisors, viewer.advisors,
// removeMyAdvisor): the AdvisorRequestAppointment through notify (live and in the inbox), the
// relation, idempotency and every refusal (401 before 404/403 before 422).

let t: TestApp;

async function loggedIn(data: Parameters<typeof createUser>[1] = {}) {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma, { phoneNumber: '0612345678', ...data });
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { user });
}

async function makeAdvisor(acceptTerms = true) {
  const user = await createUser(t.db.prisma, { firstName: 'Mark', lastName: 'de Adviseur' });
  const organisation = await t.db.prisma.organisation.create({ data: { name: 'Hypotheekhuis Utrecht' } });
  const office = await t.db.prisma.organisationOffice.create({
    data: { name: 'Kantoor Utrecht', organisationId: organisation.id },
  });
  const expertises = await t.db.prisma.expertise.findMany({ orderBy: { id: 'asc' }, take: 3 });
  const advisor = await t.db.prisma.advisor.create({
    data: {
      userId: user.id,
      organisationOfficeId: office.id,
      acceptTerms,
      expertises: { create: expertises.slice(0, 2).map((e) => ({ expertiseId: e.id })) },
    },
  });
  return { advisor, user, expertise: expertises[0], otherExpertise: expertises[2] };
}

const requestsTo = (userId: number) =>
  t.db.prisma.notification.findMany({ where: { recipientUserId: userId, type: 'AdvisorRequestAppointment' } });

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

describe('POST /api/advisors/{id}/appointment_requests', () => {
  it('sends the request to the advisor (spec §3 data), adds the advisor to the user and promises 1-5 working days', async () => {
    const { advisor, user: advisorUser, expertise } = await makeAdvisor();
    const me = await loggedIn();
    const res = await me.post(`/api/advisors/${advisor.id}/appointment_requests`, {
      expertise_id: expertise.id,
      message: 'Graag advies over een eerste huis.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CALLBACK_PROMISE, advisor_id: advisor.id, expertise_id: expertise.id });
    expect(res.body.message).toContain('binnen 1-5 werkdagen');

    const [n] = await requestsTo(advisorUser.id);
    expect(n.senderUserId).toBe(me.user.id);
    expect(n.data).toEqual({
      user: { full_name: `Test ${me.user.lastName}` },
      advisor: {
        user: { full_name: 'Mark de Adviseur' },
        organisation_office: { organisation: { name: 'Hypotheekhuis Utrecht' } },
      },
      expertise: { name: expertise.name },
      email: me.user.email,
      phone_number: '0612345678',
      message: 'Graag advies over een eerste huis.',
    });

    const mine = await me.get('/api/user/advisors');
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      advisor: { id: advisor.id },
      expertise: { id: expertise.id, name: expertise.name },
    });
    expect((await me.get('/api/user')).body.advisors_count).toBe(1);

    // The advisor reads it in their inbox.
    const advisorBrowser = testBrowser(t);
    advisorBrowser.token = await createSession(t.db.prisma, advisorUser.id);
    expect((await advisorBrowser.get('/api/user')).body.unread_count).toBe(1);
  });

  it('is idempotent: asking again answers 200 and tells the advisor nothing new', async () => {
    const { advisor, user: advisorUser, expertise } = await makeAdvisor();
    const me = await loggedIn();
    const path = `/api/advisors/${advisor.id}/appointment_requests`;
    expect((await me.post(path, { expertise_id: expertise.id })).status).toBe(201);
    const again = await me.post(path, { expertise_id: expertise.id });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(CALLBACK_PROMISE);
    expect(await requestsTo(advisorUser.id)).toHaveLength(1);
  });

  it('uses the given e-mail and phone number and refuses bad ones in Dutch, nothing stored', async () => {
    const { advisor, user: advisorUser, expertise, otherExpertise } = await makeAdvisor();
    const me = await loggedIn();
    const path = `/api/advisors/${advisor.id}/appointment_requests`;
    const bad = await me.post(path, { expertise_id: expertise.id, email: 'geen-adres', phone_number: '123' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'phone_number']);
    const wrongExpertise = await me.post(path, { expertise_id: otherExpertise.id });
    expect(wrongExpertise.status).toBe(422);
    expect(wrongExpertise.body.errors.expertise_id).toEqual(['Kies een expertise van deze adviseur.']);
    expect((await me.post(path, { expertise_id: 'x' })).status).toBe(422);
    expect((await me.post(path, { expertise_id: expertise.id, message: 'a'.repeat(2001) })).status).toBe(422);
    expect(await requestsTo(advisorUser.id)).toHaveLength(0);
    expect(await t.db.prisma.userAdvisor.count({ where: { userId: me.user.id } })).toBe(0);

    const ok = await me.post(path, {
      expertise_id: expertise.id,
      email: 'Ander@Example.nl',
      phone_number: '0201234567',
    });
    expect(ok.status).toBe(201);
    expect((await requestsTo(advisorUser.id))[0].data).toMatchObject({
      email: 'ander@example.nl',
      phone_number: '0201234567',
    });
  });

  it('refuses visitors (401 before 422), unknown or unpublished advisors (404), oneself and blocks (403)', async () => {
    const { advisor, user: advisorUser, expertise } = await makeAdvisor();
    const path = `/api/advisors/${advisor.id}/appointment_requests`;
    expect((await testBrowser(t).post(path, { expertise_id: 'x' })).status).toBe(401);

    const me = await loggedIn();
    expect((await me.post('/api/advisors/999999/appointment_requests', { expertise_id: 'x' })).status).toBe(404);
    const hidden = await makeAdvisor(false);
    expect(
      (await me.post(`/api/advisors/${hidden.advisor.id}/appointment_requests`, { expertise_id: hidden.expertise.id }))
        .status,
    ).toBe(404);

    const self = testBrowser(t);
    self.token = await createSession(t.db.prisma, advisorUser.id);
    expect((await self.post(path, { expertise_id: 'x' })).status).toBe(403);

    await t.db.prisma.blockedUser.create({ data: { blockerId: advisorUser.id, blockedId: me.user.id } });
    const blocked = await me.post(path, { expertise_id: expertise.id });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(CONTACT_MESSAGES.blocked);
    expect(await requestsTo(advisorUser.id)).toHaveLength(0);
  });

  it('limits new requests per user (429 with Retry-After)', async () => {
    const me = await loggedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { advisor, expertise } = await makeAdvisor();
      statuses.push(
        (await me.post(`/api/advisors/${advisor.id}/appointment_requests`, { expertise_id: expertise.id })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('reaches the advisor live: the notification is published on their channel once committed', async () => {
    const { advisor, user: advisorUser, expertise } = await makeAdvisor();
    const me = await loggedIn();
    const events = t.services.pubsub.subscribe('notificationAdded', advisorUser.id);
    const next = events.next();
    await me.post(`/api/advisors/${advisor.id}/appointment_requests`, { expertise_id: expertise.id });
    const event = await next;
    await events.return?.();
    const [stored] = await requestsTo(advisorUser.id);
    expect(event.value).toEqual({ notificationId: stored.id });
  });
});

describe('DELETE /api/user/advisors/{id}?expertise_id', () => {
  it('removes one expertise or the whole advisor; 404 for somebody else’s, 401 for visitors', async () => {
    const { advisor } = await makeAdvisor();
    const [e1, e2] = await t.db.prisma.advisorExpertise.findMany({
      where: { advisorId: advisor.id },
      orderBy: { expertiseId: 'asc' },
    });
    const me = await loggedIn();
    const path = `/api/advisors/${advisor.id}/appointment_requests`;
    await me.post(path, { expertise_id: e1.expertiseId });
    await me.post(path, { expertise_id: e2.expertiseId });
    expect((await me.get('/api/user/advisors')).body).toHaveLength(2);

    expect((await testBrowser(t).delete(`/api/user/advisors/${advisor.id}`)).status).toBe(401);
    expect((await testBrowser(t).get('/api/user/advisors')).status).toBe(401);
    const other = await loggedIn();
    expect((await other.delete(`/api/user/advisors/${advisor.id}`)).status).toBe(404);
    expect((await me.delete(`/api/user/advisors/${advisor.id}?expertise_id=abc`)).status).toBe(404);

    expect((await me.delete(`/api/user/advisors/${advisor.id}?expertise_id=${e1.expertiseId}`)).status).toBe(204);
    expect((await me.get('/api/user/advisors')).body).toHaveLength(1);
    expect((await me.delete(`/api/user/advisors/${advisor.id}`)).status).toBe(204);
    expect((await me.get('/api/user/advisors')).body).toEqual([]);
    expect((await me.delete(`/api/user/advisors/${advisor.id}`)).status).toBe(404);
  });
});

describe('GraphQL', () => {
  const REQUEST = `mutation($input: RequestAdvisorAppointmentInput!) {
    requestAdvisorAppointment(input: $input) {
      __typename
      ... on RequestAdvisorAppointmentPayload { request { promise created advisor { id fullName } expertise { name } } }
      ... on Error { message }
      ... on InputError { fieldErrors { field messages } }
    }
  }`;
  const MINE = `{ viewer { advisors(first: 10) { totalCount edges { expertise { name } node { id fullName } } } } }`;
  const REMOVE = `mutation($input: RemoveMyAdvisorInput!) {
    removeMyAdvisor(input: $input) { __typename ... on RemoveMyAdvisorPayload { removedAdvisorId } ... on Error { message } }
  }`;

  it('requests, lists (keyset connection) and removes; the same refusals as REST', async () => {
    const { advisor, user: advisorUser, expertise } = await makeAdvisor();
    const advisorId = encodeGlobalID('Advisor', advisor.id);
    const expertiseId = encodeGlobalID('Expertise', expertise.id);
    const input = { advisorId, expertiseId };

    expect((await testBrowser(t).graphql(REQUEST, { input })).data.requestAdvisorAppointment.__typename).toBe(
      'UnauthenticatedError',
    );
    const me = await loggedIn();
    const unknown = await me.graphql(REQUEST, { input: { ...input, advisorId: encodeGlobalID('Advisor', 999999) } });
    expect(unknown.data.requestAdvisorAppointment.__typename).toBe('NotFoundError');
    const invalid = await me.graphql(REQUEST, { input: { ...input, phoneNumber: '12' } });
    expect(invalid.data.requestAdvisorAppointment.__typename).toBe('InputError');
    expect(invalid.data.requestAdvisorAppointment.fieldErrors).toEqual([
      { field: 'phoneNumber', messages: [expect.stringContaining('10')] },
    ]);

    const res = await me.graphql(REQUEST, { input });
    expect(res.data.requestAdvisorAppointment).toEqual({
      __typename: 'RequestAdvisorAppointmentPayload',
      request: {
        promise: CALLBACK_PROMISE,
        created: true,
        advisor: { id: advisorId, fullName: 'Mark de Adviseur' },
        expertise: { name: expertise.name },
      },
    });
    expect((await me.graphql(REQUEST, { input })).data.requestAdvisorAppointment.request.created).toBe(false);
    expect(await requestsTo(advisorUser.id)).toHaveLength(1);

    const mine = await me.graphql(MINE);
    expect(mine.data.viewer.advisors).toEqual({
      totalCount: 1,
      edges: [{ expertise: { name: expertise.name }, node: { id: advisorId, fullName: 'Mark de Adviseur' } }],
    });

    const self = testBrowser(t);
    self.token = await createSession(t.db.prisma, advisorUser.id);
    expect((await self.graphql(REQUEST, { input })).data.requestAdvisorAppointment.__typename).toBe('ForbiddenError');

    const removed = await me.graphql(REMOVE, { input: { advisorId } });
    expect(removed.data.removeMyAdvisor).toEqual({ __typename: 'RemoveMyAdvisorPayload', removedAdvisorId: advisorId });
    expect((await me.graphql(REMOVE, { input: { advisorId } })).data.removeMyAdvisor.__typename).toBe('NotFoundError');
    expect((await me.graphql(MINE)).data.viewer.advisors.totalCount).toBe(0);
  });
});
