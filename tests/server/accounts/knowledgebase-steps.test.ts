import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { DomainError, NotFoundError, UnauthenticatedError } from '../../../server/domain/errors.js';
import {
  KNOWLEDGEBASE_STEP_NOT_FOUND,
  knowledgebaseSteps,
  setKnowledgebaseStepDone,
} from '../../../server/domain/users/knowledgebase.js';
import type { KnowledgebaseStep } from '../../../server/generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';

// Marking the dashboard's knowledgebase steps done and undoing it: the domain rule once, then the
// GraphQL mutation and the two /api paths over it.

const NOT_LOGGED_IN = 'Je bent niet ingelogd.';
let t: TestApp;
let searcherStep: KnowledgebaseStep;
let sellerStep: KnowledgebaseStep;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await withReferenceData(t.db.prisma);
  searcherStep = await t.db.prisma.knowledgebaseStep.findFirstOrThrow({
    where: { userType: 'searcher' },
    orderBy: { position: 'asc' },
  });
  sellerStep = await t.db.prisma.knowledgebaseStep.findFirstOrThrow({
    where: { userType: 'seller' },
    orderBy: { position: 'asc' },
  });
});
afterAll(() => t.close());

async function loggedIn(userType = 'searcher') {
  const user = await createUser(t.db.prisma, { userType });
  const b = testBrowser(t);
  b.token = await createSession(t.db.prisma, user.id);
  return { user, b };
}

const completions = (userId: number) =>
  t.db.prisma.userKnowledgebaseStep.findMany({ where: { userId }, orderBy: { stepId: 'asc' } });

/** The DomainError a promise rejects with (fails when it resolves). */
async function domainError(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

describe('setKnowledgebaseStepDone (domain)', () => {
  it('marks a step of the user type done and undoes it; both directions are idempotent', async () => {
    const user = await createUser(t.db.prisma, { userType: 'searcher' });
    const done = await setKnowledgebaseStepDone(t.db.prisma, user, searcherStep.id, true);
    expect(done).toMatchObject({ id: searcherStep.id, key: searcherStep.key, completed: true });
    const [first] = await completions(user.id);
    expect(first).toMatchObject({ stepId: searcherStep.id });

    // Done again: still one row, with the first completion time.
    expect(await setKnowledgebaseStepDone(t.db.prisma, user, searcherStep.id, true)).toMatchObject({ completed: true });
    expect(await completions(user.id)).toEqual([first]);
    const listed = await knowledgebaseSteps(t.db.prisma, user);
    expect(listed.filter((s) => s.completed).map((s) => s.id)).toEqual([searcherStep.id]);

    expect(await setKnowledgebaseStepDone(t.db.prisma, user, searcherStep.id, false)).toMatchObject({
      id: searcherStep.id,
      completed: false,
    });
    expect(await completions(user.id)).toEqual([]);
    // Undoing a step that is not done is fine too.
    expect(await setKnowledgebaseStepDone(t.db.prisma, user, searcherStep.id, false)).toMatchObject({
      completed: false,
    });
    expect((await knowledgebaseSteps(t.db.prisma, user)).some((s) => s.completed)).toBe(false);
  });

  it('needs a logged-in user (401) before it looks at the step', async () => {
    const error = await domainError(setKnowledgebaseStepDone(t.db.prisma, null, searcherStep.id, true));
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error).toMatchObject({ message: NOT_LOGGED_IN });
    expect(await domainError(setKnowledgebaseStepDone(t.db.prisma, null, Number.NaN, true))).toBeInstanceOf(
      UnauthenticatedError,
    );
  });

  it('404 for an unknown step, no id at all, and a step of the other user type; nothing is stored', async () => {
    const user = await createUser(t.db.prisma, { userType: 'searcher' });
    for (const [id, done] of [
      [99_999_999, true],
      [Number.NaN, true],
      [sellerStep.id, true],
      [sellerStep.id, false],
    ] as const) {
      const error = await domainError(setKnowledgebaseStepDone(t.db.prisma, user, id, done));
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ message: KNOWLEDGEBASE_STEP_NOT_FOUND });
    }
    const seller = await createUser(t.db.prisma, { userType: 'seller' });
    expect(await domainError(setKnowledgebaseStepDone(t.db.prisma, seller, searcherStep.id, true))).toBeInstanceOf(
      NotFoundError,
    );
    expect(await completions(user.id)).toEqual([]);
    expect(await completions(seller.id)).toEqual([]);
  });

  it("steps for everybody ('all') and both kinds for searcher_and_seller", async () => {
    const general = await t.db.prisma.knowledgebaseStep.create({
      data: { key: 'test_algemeen', userType: 'all', title: 'Algemeen', body: 'Voor iedereen.' },
    });
    const seller = await createUser(t.db.prisma, { userType: 'seller' });
    expect(await setKnowledgebaseStepDone(t.db.prisma, seller, general.id, true)).toMatchObject({ completed: true });
    const both = await createUser(t.db.prisma, { userType: 'searcher_and_seller' });
    for (const step of [searcherStep, sellerStep, general]) {
      await setKnowledgebaseStepDone(t.db.prisma, both, step.id, true);
    }
    expect((await completions(both.id)).map((c) => c.stepId)).toEqual(
      [searcherStep.id, sellerStep.id, general.id].sort((a, b) => a - b),
    );
    await t.db.prisma.knowledgebaseStep.delete({ where: { id: general.id } });
  });
});

describe('GraphQL setKnowledgebaseStepDone', () => {
  const mutation = `mutation($input: SetKnowledgebaseStepDoneInput!) { setKnowledgebaseStepDone(input: $input) {
    __typename
    ... on SetKnowledgebaseStepDonePayload { step { id key completed } }
    ... on InputError { message }
    ... on Error { message } } }`;
  const steps = '{ knowledgebaseSteps { id key completed } }';

  it('returns the step (same global id as the query) with its new completed flag; done twice, undo twice', async () => {
    const { b } = await loggedIn('searcher');
    const listed = (await b.graphql(steps)).data.knowledgebaseSteps as { id: string; key: string }[];
    const step = listed.find((s) => s.key === searcherStep.key)!;
    expect(step.id).toBe(globalId('KnowledgebaseStep', searcherStep.id));

    for (let i = 0; i < 2; i++) {
      const res = await b.graphql(mutation, { input: { stepId: step.id, done: true } });
      expect(res.errors).toBeUndefined();
      expect(res.data.setKnowledgebaseStepDone).toEqual({
        __typename: 'SetKnowledgebaseStepDonePayload',
        step: { id: step.id, key: searcherStep.key, completed: true },
      });
    }
    const after = (await b.graphql(steps)).data.knowledgebaseSteps as { id: string; completed: boolean }[];
    expect(after.filter((s) => s.completed).map((s) => s.id)).toEqual([step.id]);

    for (let i = 0; i < 2; i++) {
      const res = await b.graphql(mutation, { input: { stepId: step.id, done: false } });
      expect(res.data.setKnowledgebaseStepDone).toEqual({
        __typename: 'SetKnowledgebaseStepDonePayload',
        step: { id: step.id, key: searcherStep.key, completed: false },
      });
    }
    const undone = (await b.graphql(steps)).data.knowledgebaseSteps as { completed: boolean }[];
    expect(undone.some((s) => s.completed)).toBe(false);
  });

  it('a visitor gets a typed DomainError 401', async () => {
    const res = await testBrowser(t).graphql(mutation, {
      input: { stepId: globalId('KnowledgebaseStep', searcherStep.id), done: true },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.setKnowledgebaseStepDone).toEqual({
      __typename: 'UnauthenticatedError',
      message: NOT_LOGGED_IN,
    });
  });

  it('unknown steps, steps of the other user type and ids of another type are a typed DomainError 404', async () => {
    const { user, b } = await loggedIn('searcher');
    for (const stepId of [
      globalId('KnowledgebaseStep', 99_999_999),
      globalId('KnowledgebaseStep', sellerStep.id),
      globalId('User', user.id),
      globalId('KnowledgebaseStep', 'abc'),
      'geen-id',
    ]) {
      const res = await b.graphql(mutation, { input: { stepId, done: true } });
      expect(res.errors, stepId).toBeUndefined();
      expect(res.data.setKnowledgebaseStepDone, stepId).toEqual({
        __typename: 'NotFoundError',
        message: KNOWLEDGEBASE_STEP_NOT_FOUND,
      });
    }
    expect(await completions(user.id)).toEqual([]);
  });
});

describe('POST / DELETE /api/knowledgebase_steps/{id}/done', () => {
  type StepJson = { id: number; user_type: string; completed: boolean };
  const path = (id: number | string) => `/api/knowledgebase_steps/${id}/done`;

  it('each answers the new list, as GET does; done twice and undo twice are fine', async () => {
    const { b } = await loggedIn('searcher');
    const before = await b.get('/api/knowledgebase_steps');
    for (let i = 0; i < 2; i++) {
      const res = await b.post(path(searcherStep.id));
      expect(res.status).toBe(200);
      const list = res.body as StepJson[];
      expect(list.map((s) => s.id)).toEqual((before.body as StepJson[]).map((s) => s.id));
      expect(list.filter((s) => s.completed).map((s) => s.id)).toEqual([searcherStep.id]);
      expect(list.find((s) => s.id === searcherStep.id)).toMatchObject({
        key: searcherStep.key,
        user_type: 'searcher',
        title: searcherStep.title,
        completed: true,
      });
    }
    expect(
      (await b.get('/api/knowledgebase_steps')).body.find((s: StepJson) => s.id === searcherStep.id),
    ).toMatchObject({ completed: true });
    for (let i = 0; i < 2; i++) {
      const res = await b.delete(path(searcherStep.id));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(before.body);
    }
  });

  it('401 for a visitor, with the Laravel message', async () => {
    for (const method of ['POST', 'DELETE']) {
      const res = await testBrowser(t).request(method, path(searcherStep.id));
      expect(res).toMatchObject({ status: 401, body: { message: NOT_LOGGED_IN } });
    }
  });

  it('404 for an unknown step, a non-numeric id and a step of the other user type', async () => {
    const { user, b } = await loggedIn('seller');
    for (const id of [99_999_999, 'abc', searcherStep.id]) {
      for (const method of ['POST', 'DELETE']) {
        const res = await b.request(method, path(id));
        expect(res, `${method} ${id}`).toMatchObject({ status: 404, body: { message: KNOWLEDGEBASE_STEP_NOT_FOUND } });
      }
    }
    expect(await completions(user.id)).toEqual([]);
    // The seller's own steps do work.
    const ok = await b.post(path(sellerStep.id));
    expect(ok.status).toBe(200);
    expect(new Set((ok.body as StepJson[]).map((s) => s.user_type))).not.toContain('searcher');
  });

  it('needs the AJAX marker like every /api write (403 without it)', async () => {
    const { user, b } = await loggedIn('searcher');
    const res = await t.request(path(searcherStep.id), { method: 'POST', headers: { cookie: b.cookie ?? '' } });
    expect(res.status).toBe(403);
    expect(await completions(user.id)).toEqual([]);
  });
});
