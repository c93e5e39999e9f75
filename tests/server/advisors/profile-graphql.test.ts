import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';

// The GraphQL twin of the advisor profile: the Advisor node, viewer.advisorProfile, and
// createAdvisorProfile / updateAdvisorProfile / deleteAdvisorProfile with typed errors.

let t: TestApp;
let visitor: TestBrowser;

const FIELDS = `id fullName range acceptTerms isAvailableOfficehours isAvailableEvenings isAvailableWeekends
  user { firstName email } expertises { key } certificates { name expertises { key } } languages { code }
  organisationOffice { name street streetNumber city latitude longitude organisation { name } }`;
const CREATE = `mutation ($input: CreateAdvisorProfileInput!) { createAdvisorProfile(input: $input) {
  __typename
  ... on CreateAdvisorProfilePayload { advisor { ${FIELDS} } }
  ... on InputError { message fieldErrors { field messages } }
  ... on Error { message } } }`;
const UPDATE = `mutation ($input: UpdateAdvisorProfileInput!) { updateAdvisorProfile(input: $input) {
  __typename
  ... on UpdateAdvisorProfilePayload { advisor { ${FIELDS} } }
  ... on InputError { fieldErrors { field messages } }
  ... on Error { message } } }`;
const DELETE = `mutation ($id: ID!) { deleteAdvisorProfile(input: { advisorId: $id }) {
  __typename ... on DeleteAdvisorProfilePayload { deletedAdvisorId } ... on Error { message } } }`;

const INPUT = {
  organisationName: 'Hypotheekwinkel Utrecht',
  ngrAddressId: 'adr-demo-3526KP-93',
  expertises: ['hypotheekadvies'],
  certificates: ['SEH', 'Erkend Hypotheekadviseur'],
  languages: ['nl', 'de'],
  range: 12_000,
  acceptTerms: true,
};

async function loggedIn() {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma);
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { user });
}
const create = async (b: TestBrowser, input: Record<string, unknown> = INPUT) =>
  (await b.graphql(CREATE, { input })).data.createAdvisorProfile;

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  visitor = testBrowser(t);
});
afterAll(() => t.close());

describe('createAdvisorProfile', () => {
  it("creates the viewer's profile; viewer.advisorProfile and node(id) answer it", async () => {
    const me = await loggedIn();
    const answer = await create(me);
    expect(answer.__typename).toBe('CreateAdvisorProfilePayload');
    const a = answer.advisor;
    expect(a).toMatchObject({
      fullName: `Test ${me.user.lastName}`,
      range: 12_000,
      acceptTerms: true,
      isAvailableOfficehours: true,
      isAvailableEvenings: false,
      expertises: [{ key: 'hypotheekadvies' }],
      languages: [{ code: 'nl' }, { code: 'de' }],
      organisationOffice: {
        name: 'Hypotheekwinkel Utrecht',
        street: 'Europalaan',
        streetNumber: '93',
        city: 'Utrecht',
        organisation: { name: 'Hypotheekwinkel Utrecht' },
      },
    });
    expect(a.certificates.map((c: { name: string }) => c.name).sort()).toEqual(['Erkend Hypotheekadviseur', 'SEH']);
    expect(a.organisationOffice.latitude).toBeCloseTo(52.064, 2);

    const mine = await me.graphql('{ viewer { advisorProfile { id range } } }');
    expect(mine.data.viewer.advisorProfile).toEqual({ id: a.id, range: 12_000 });
    // Anyone sees the advisor; the user's private fields stay private.
    const node = await visitor.graphql(`query ($id: ID!) { node(id: $id) { ... on Advisor { ${FIELDS} } } }`, {
      id: a.id,
    });
    expect(node.errors).toBeUndefined();
    expect(node.data.node.fullName).toBe(a.fullName);
    expect(node.data.node.user.email).toBeNull();
    // Another user's viewer.advisorProfile is their own (none).
    const other = await loggedIn();
    expect((await other.graphql('{ viewer { advisorProfile { id } } }')).data.viewer.advisorProfile).toBeNull();
    // One per user.
    expect(await create(me)).toEqual({ __typename: 'ConflictError', message: 'Je hebt al een adviesprofiel.' });
  });

  it('answers an InputError per field; a visitor an UnauthenticatedError first', async () => {
    const me = await loggedIn();
    const answer = await create(me, { ...INPUT, range: 16_000, expertises: [], acceptTerms: false });
    expect(answer.__typename).toBe('InputError');
    expect(answer.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'range', messages: ['Je werkgebied moet tussen 1 en 15 km liggen.'] },
        { field: 'expertises', messages: ['Kies minstens één expertise.'] },
        { field: 'acceptTerms', messages: ['Ga akkoord met de voorwaarden om je adviesprofiel te publiceren.'] },
      ]),
    );
    expect((await create(visitor, { range: 1 })).__typename).toBe('UnauthenticatedError');
  });
});

describe('updateAdvisorProfile and deleteAdvisorProfile', () => {
  it('the owner changes the work area and availability; others are refused before validation', async () => {
    const me = await loggedIn();
    const stranger = await loggedIn();
    const { advisor } = await create(me);
    const changed = await me.graphql(UPDATE, {
      input: { advisorId: advisor.id, range: 1000, isAvailableWeekends: true, languages: ['en'] },
    });
    expect(changed.data.updateAdvisorProfile.advisor).toMatchObject({
      range: 1000,
      isAvailableWeekends: true,
      languages: [{ code: 'en' }],
      expertises: [{ key: 'hypotheekadvies' }],
    });
    const bad = { advisorId: advisor.id, range: 0 };
    expect((await visitor.graphql(UPDATE, { input: bad })).data.updateAdvisorProfile.__typename).toBe(
      'UnauthenticatedError',
    );
    expect((await stranger.graphql(UPDATE, { input: bad })).data.updateAdvisorProfile).toEqual({
      __typename: 'ForbiddenError',
      message: 'Dit is niet jouw adviesprofiel.',
    });
    const unknown = { advisorId: encodeGlobalID('Advisor', 999_999), range: 0 };
    expect((await me.graphql(UPDATE, { input: unknown })).data.updateAdvisorProfile.__typename).toBe('NotFoundError');
    const wrongType = { advisorId: encodeGlobalID('House', advisor.id), range: 0 };
    expect((await me.graphql(UPDATE, { input: wrongType })).data.updateAdvisorProfile.__typename).toBe('NotFoundError');
    expect((await me.graphql(UPDATE, { input: bad })).data.updateAdvisorProfile.fieldErrors).toEqual([
      { field: 'range', messages: ['Je werkgebied moet tussen 1 en 15 km liggen.'] },
    ]);
  });

  it('deletes: only the owner; then the node is gone', async () => {
    const me = await loggedIn();
    const stranger = await loggedIn();
    const { advisor } = await create(me);
    expect((await visitor.graphql(DELETE, { id: advisor.id })).data.deleteAdvisorProfile.__typename).toBe(
      'UnauthenticatedError',
    );
    expect((await stranger.graphql(DELETE, { id: advisor.id })).data.deleteAdvisorProfile.__typename).toBe(
      'ForbiddenError',
    );
    expect((await me.graphql(DELETE, { id: advisor.id })).data.deleteAdvisorProfile).toEqual({
      __typename: 'DeleteAdvisorProfilePayload',
      deletedAdvisorId: advisor.id,
    });
    const node = await visitor.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: advisor.id });
    expect(node.data.node).toBeNull();
  });
});
