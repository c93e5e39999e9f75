import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '../../../server/domain/advisors/reviews.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';
import { cookieFor, type Json, restClient } from '../houses-owner/setup.js';
import { contactOf, makeAdvisor, requestAppointment } from './setup.js';

// Reviews over both surfaces: the same rules, refusals in Dutch (never a 500), keyset pages whose
// SQL count does not grow with the page.

let t: TestApp;
let api: ReturnType<typeof restClient>;
const rest = (method: 'GET' | 'POST', path: string, o: { cookie?: string; body?: unknown } = {}) =>
  method === 'GET' ? api.get(path, o.cookie) : api.post(path, o.body, o.cookie);
beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  api = restClient(t);
});
afterAll(() => t.close());

const ADD = `mutation($input: AddReviewInput!) { addReview(input: $input) {
  __typename
  ... on AddReviewPayload { review { id rating comments verified user { firstName } advisor { rating { average count label } } } }
  ... on InputError { fieldErrors { field messages } }
  ... on Error { message }
} }`;

const ADVISOR = `query($id: ID!, $after: String) { node(id: $id) { ... on Advisor {
  rating { average count label } responseTime viewerCanReview viewerReview { rating comments }
  reviews(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id rating comments verified createdAt user { firstName avatarUrl } } } }
} } }`;

describe('REST /api/advisors/{id}/reviews', () => {
  it('refuses in order 401, 404, 403, 422 with Dutch messages and writes for a contact', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const path = `/api/advisors/${advisor.id}/reviews`;
    const contact = await contactOf(t.db.prisma, advisor, { firstName: 'Fenna' });
    await requestAppointment(t.db.prisma, contact.id, advisor.userId);
    const stranger = await cookieFor(t, (await createUser(t.db.prisma)).id);
    const mine = await cookieFor(t, contact.id);
    expect((await rest('POST', path, { body: { rating: 9 } })).status).toBe(401);
    expect(await rest('POST', '/api/advisors/abc/reviews', { cookie: stranger, body: {} })).toMatchObject({
      status: 404,
      body: { message: M.advisorNotFound },
    });
    expect(await rest('POST', path, { cookie: stranger, body: { rating: 9 } })).toMatchObject({
      status: 403,
      body: { message: M.noContact },
    });
    expect(await rest('POST', path, { cookie: await cookieFor(t, advisor.userId), body: { rating: 5 } })).toMatchObject(
      { status: 403, body: { message: M.ownProfile } },
    );
    const bad = await rest('POST', path, { cookie: mine, body: { rating: 9, comments: 'x'.repeat(3000) } });
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { rating: [M.ratingRequired], comments: [M.commentsTooLong] } },
    });
    const created = await rest('POST', path, { cookie: mine, body: { rating: 4, comments: ' Prima! ' } });
    expect(created).toMatchObject({
      status: 201,
      // A request alone is no relationship that happened: not verified.
      body: { rating: 4, comments: 'Prima!', verified: false, user: { first_name: 'Fenna' } },
    });
    expect((created.body as Json).created_at).toEqual(expect.any(String));

    const list = await rest('GET', path);
    expect(list).toMatchObject({
      status: 200,
      body: { rating: { average: 4, count: 1, label: '4,0' }, response_time: null, can_review: false },
    });
    expect((list.body as { data: unknown[] }).data).toHaveLength(1);
    expect((await rest('GET', path, { cookie: mine })).body).toMatchObject({ can_review: true });
    expect((await rest('GET', '/api/advisors/999999/reviews')).status).toBe(404);
    expect((await rest('GET', `${path}?cursor=rommel`)).status).toBe(422);
  });

  it('pages by cursor newest first in a constant number of statements', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    for (let i = 0; i < 5; i++) {
      const user = await contactOf(t.db.prisma, advisor);
      await t.db.prisma.review.create({
        data: {
          advisorId: advisor.id,
          userId: user.id,
          rating: 3,
          comments: `R${i}`,
          createdAt: new Date(Date.now() - (10 - i) * 60_000),
        },
      });
    }
    const seen: string[] = [];
    let url: string | null = `/api/advisors/${advisor.id}/reviews?per_page=2`;
    while (url) {
      const page = (await rest('GET', url.replace(/^https?:\/\/[^/]+/, ''))).body as {
        data: { comments: string }[];
        next_page_url: string | null;
      };
      seen.push(...page.data.map((r) => r.comments));
      url = page.next_page_url;
    }
    expect(seen).toEqual(['R4', 'R3', 'R2', 'R1', 'R0']);
    const counts: number[] = [];
    for (const size of [1, 5]) {
      t.db.resetQueryLog();
      await rest('GET', `/api/advisors/${advisor.id}/reviews?per_page=${size}`);
      counts.push(t.db.queries.length);
    }
    expect(counts[0]).toBe(counts[1]);
  });
});

describe('GraphQL addReview and Advisor.reviews', () => {
  it('answers typed errors and the review with the advisor rating', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const advisorId = encodeGlobalID('Advisor', advisor.id);
    const contact = await contactOf(t.db.prisma, advisor, { firstName: 'Joost' });
    const cookie = await cookieFor(t, contact.id);
    const stranger = await cookieFor(t, (await createUser(t.db.prisma)).id);
    const input = (rating: number, comments?: string) => ({ input: { advisorId, rating, comments } });
    expect((await t.graphql<Json>(ADD, input(9))).data).toEqual({
      addReview: { __typename: 'UnauthenticatedError', message: M.notLoggedIn },
    });
    expect((await t.graphql<Json>(ADD, input(9), { cookie: stranger })).data).toEqual({
      addReview: { __typename: 'ForbiddenError', message: M.noContact },
    });
    expect((await t.graphql<Json>(ADD, { input: { advisorId: 'geen-id', rating: 3 } }, { cookie })).data).toEqual({
      addReview: { __typename: 'NotFoundError', message: M.advisorNotFound },
    });
    expect((await t.graphql<Json>(ADD, input(0), { cookie })).data).toEqual({
      addReview: {
        __typename: 'InputError',
        message: expect.any(String),
        fieldErrors: [{ field: 'rating', messages: [M.ratingRequired] }],
      },
    });
    const done = await t.graphql<Json>(ADD, input(5, 'Super'), { cookie });
    expect(done.data).toEqual({
      addReview: {
        __typename: 'AddReviewPayload',
        review: {
          id: expect.any(String),
          rating: 5,
          comments: 'Super',
          verified: false,
          user: { firstName: 'Joost' },
          advisor: { rating: { average: 5, count: 1, label: '5,0' } },
        },
      },
    });
    const seen = await t.graphql<Json>(ADVISOR, { id: advisorId }, { cookie });
    expect(seen.data).toMatchObject({
      node: {
        rating: { count: 1 },
        responseTime: null,
        viewerCanReview: true,
        viewerReview: { rating: 5, comments: 'Super' },
        reviews: { totalCount: 1, edges: [{ node: { rating: 5, user: { firstName: 'Joost' } } }] },
      },
    });
    expect((await t.graphql<Json>(ADVISOR, { id: advisorId })).data).toMatchObject({
      node: { viewerCanReview: false, viewerReview: null },
    });
  });

  it('pages reviews in a number of statements that does not grow with the page', async () => {
    const advisor = await makeAdvisor(t.db.prisma);
    const query = ADVISOR.replace('reviews(first: 2', 'reviews(first: $first').replace(
      '$after: String',
      '$after: String, $first: Int',
    );
    for (let i = 0; i < 6; i++) {
      const user = await contactOf(t.db.prisma, advisor);
      await t.db.prisma.review.create({ data: { advisorId: advisor.id, userId: user.id, rating: 1 + (i % 5) } });
    }
    const counts: number[] = [];
    for (const first of [1, 6]) {
      t.db.resetQueryLog();
      const res = await t.graphql<Json>(query, { id: encodeGlobalID('Advisor', advisor.id), first });
      expect(res.errors).toBeUndefined();
      counts.push(t.db.queries.length);
    }
    expect(counts[0]).toBe(counts[1]);
  });
});
