import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/domain/accounts/password.js';
import { createSession, SESSION_COOKIE } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';

const LOGIN_FAILED =
  "Helaas kunnen we je niet inloggen met deze gegevens. Probeer het opnieuw, of stel je wachtwoord opnieuw in met de 'Wachtwoord vergeten'-knop.";
const REQUIRED = 'Zorg dat alle velden zijn ingevuld.';
const ERRORS = `... on InputError { message field fieldErrors { field messages } }
  ... on Error { message }`;
const ERRORS_RL = `${ERRORS} ... on RateLimitedError { message retryAfterSeconds }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await withReferenceData(t.db.prisma);
});
afterAll(() => t.close());

async function account(data: Record<string, unknown> = {}) {
  return createUser(t.db.prisma, {
    passwordHash: await hashPassword('juist-wachtwoord'),
    phoneNumber: '0612345678',
    ...data,
  });
}
async function loggedIn(data: Record<string, unknown> = {}) {
  const user = await account(data);
  const b = testBrowser(t);
  b.token = await createSession(t.db.prisma, user.id);
  return { user, b };
}
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('checkEmail / logIn / logOut', () => {
  const check = `mutation($email: String!) { checkEmail(input: { email: $email }) {
    __typename ... on CheckEmailPayload { exists isDeleted hasPassword } ${ERRORS_RL} } }`;
  const login = `mutation($email: String!, $password: String!) { logIn(input: { email: $email, password: $password }) {
    __typename ... on LogInPayload { viewer { firstName email } } ${ERRORS_RL} } }`;

  it('checkEmail tells whether an account exists, typed errors for bad input and too many checks', async () => {
    const user = await account();
    const b = testBrowser(t);
    expect((await b.graphql(check, { email: user.email })).data.checkEmail).toEqual({
      __typename: 'CheckEmailPayload',
      exists: true,
      isDeleted: false,
      hasPassword: true,
    });
    expect((await b.graphql(check, { email: 'niemand@example.nl' })).data.checkEmail).toMatchObject({ exists: false });
    expect((await b.graphql(check, { email: 'geen-mail' })).data.checkEmail).toMatchObject({
      __typename: 'InputError',
      field: 'email',
      fieldErrors: [{ field: 'email', messages: ['Vul een geldig e-mailadres in.'] }],
    });
    for (let i = 0; i < 7; i++) await b.graphql(check, { email: 'x@example.nl' });
    expect((await b.graphql(check, { email: 'x@example.nl' })).data.checkEmail).toEqual({
      __typename: 'RateLimitedError',
      message: 'Om veiligheidsredenen vragen we je 1 minuutje te wachten voordat je verder gaat.',
      retryAfterSeconds: expect.any(Number),
    });
  });

  it('logIn sets the session cookie and returns the viewer; failures are typed', async () => {
    const user = await account({ firstName: 'Noor' });
    const b = testBrowser(t);
    const wrong = await b.graphql(login, { email: user.email, password: 'fout-wachtwoord' });
    expect(wrong.errors).toBeUndefined();
    expect(wrong.data.logIn).toMatchObject({ __typename: 'InputError', message: LOGIN_FAILED, field: 'email' });
    const ok = await b.graphql(login, { email: user.email, password: 'juist-wachtwoord' });
    expect(ok.data.logIn).toEqual({ __typename: 'LogInPayload', viewer: { firstName: 'Noor', email: user.email } });
    expect(b.lastSetCookie).toMatch(/HttpOnly; SameSite=Lax/);
    expect((await b.graphql('{ viewer { firstName } }')).data.viewer).toEqual({ firstName: 'Noor' });

    const out = await b.graphql('mutation { logOut { __typename ... on LogOutPayload { viewer { id } } } }');
    expect(out.data.logOut).toEqual({ __typename: 'LogOutPayload', viewer: null });
    expect(b.token).toBeUndefined();
    expect((await b.graphql('{ viewer { id } }')).data.viewer).toBeNull();
  });

  it('logIn answers RateLimitedError after 5 failures', async () => {
    const user = await account();
    const b = testBrowser(t);
    for (let i = 0; i < 5; i++) await b.graphql(login, { email: user.email, password: 'fout' });
    const res = await b.graphql(login, { email: user.email, password: 'juist-wachtwoord' });
    expect(res.data.logIn).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: expect.any(Number) });
  });
});

describe('register', () => {
  const register = `mutation($input: RegisterInput!) { register(input: $input) {
    __typename ... on RegisterPayload { viewer { firstName userType movingMonths houseSlugs emailVerified } } ${ERRORS} } }`;
  const input = (over: Record<string, unknown> = {}) => ({
    firstName: 'Milan',
    lastName: 'Visser',
    email: `milan${Math.random().toString(36).slice(2)}@example.nl`,
    phoneNumber: '0612345678',
    password: 'lang-genoeg',
    passwordConfirmation: 'lang-genoeg',
    terms: true,
    userType: 'SEARCHER_AND_SELLER',
    movingMonths: 12,
    ...over,
  });

  it('creates and logs in the account', async () => {
    const b = testBrowser(t);
    const res = await b.graphql(register, { input: input() });
    expect(res.data.register).toEqual({
      __typename: 'RegisterPayload',
      viewer: {
        firstName: 'Milan',
        userType: 'SEARCHER_AND_SELLER',
        movingMonths: 12,
        houseSlugs: [],
        emailVerified: false,
      },
    });
    expect((await b.graphql('{ viewer { firstName } }')).data.viewer.firstName).toBe('Milan');
  });

  it('answers an InputError with the field names of its input', async () => {
    const res = await testBrowser(t).graphql(register, {
      input: input({ firstName: '', password: 'kort', passwordConfirmation: 'kort', terms: false, movingMonths: 0 }),
    });
    expect(res.data.register.__typename).toBe('InputError');
    expect(res.data.register.fieldErrors).toEqual([
      { field: 'firstName', messages: [REQUIRED] },
      { field: 'password', messages: ['Het wachtwoord dient minimaal 8 karakters te bevatten.'] },
      { field: 'terms', messages: ['Voordat je verder gaat, moet je eerst de voorwaarden accepteren.'] },
      { field: 'movingMonths', messages: ['Kies wanneer je wilt verhuizen.'] },
    ]);
  });

  it('a filled honeypot creates nothing', async () => {
    const data = input({ hp1: 'spam' });
    const res = await testBrowser(t).graphql(register, { input: data });
    expect(res.data.register).toMatchObject({ __typename: 'InputError', fieldErrors: [] });
    expect(await t.db.prisma.user.findUnique({ where: { email: data.email } })).toBeNull();
  });

  it('attaches a funnel house made in the same browser', async () => {
    const browser = testBrowser(t);
    const made = await browser.graphql(
      'mutation { addHouse(input: { ngrAddressId: "adr-demo-3526KP-93A" }) { ... on AddHousePayload { house { slug } } } }',
    );
    const { slug } = made.data.addHouse.house;
    const res = await browser.graphql(register, {
      input: input({ userType: null, movingMonths: null, houseSlug: slug }),
    });
    expect(res.data.register.viewer).toMatchObject({ userType: 'SELLER', houseSlugs: [slug] });
  });
});

describe('viewer: private fields for yourself only', () => {
  const fields = `id firstName fullName lastName email phoneNumber userType movingMonths hasPassword emailVerified
    unreadCount houseSlugs searchQuerySlugs canDoSubscriberActions hasOutdatedProfile hasOutdatedHouseStatus
    hasOutdatedSearchQuery advisorsCount updatedAt blocked blockedBy
    dashboardTasks { personalInfo profilePicture bio password openCount } blockedUsers { firstName email }`;

  it('viewer has the account fields and the dashboard tasks', async () => {
    const { user, b } = await loggedIn({ firstName: 'Fleur', lastName: 'Mulder', bio: 'Hallo', userType: 'seller' });
    const res = await b.graphql(`{ viewer { ${fields} } knowledgebaseSteps { key title completed userType } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.viewer).toMatchObject({
      firstName: 'Fleur',
      fullName: 'Fleur Mulder',
      lastName: 'Mulder',
      email: user.email,
      phoneNumber: '0612345678',
      userType: 'SELLER',
      hasPassword: true,
      emailVerified: false,
      unreadCount: 0,
      canDoSubscriberActions: false,
      hasOutdatedProfile: false,
      dashboardTasks: { personalInfo: true, profilePicture: false, bio: true, password: true, openCount: 1 },
      blockedUsers: [],
    });
    expect(res.data.knowledgebaseSteps.length).toBeGreaterThan(0);
    expect(res.data.knowledgebaseSteps.every((s: { userType: string }) => s.userType !== 'searcher')).toBe(true);
  });

  it("another user's account fields are null, through node() and through a house's seller", async () => {
    const { b } = await loggedIn();
    const other = await account({ firstName: 'Geheim', email: 'geheim@example.nl' });
    const house = await createHouse(t.db.prisma, { ownerUserId: other.id });
    const res = await b.graphql(
      `query($id: ID!, $house: ID!) {
        node(id: $id) { ... on User { ${fields} } }
        house: node(id: $house) { ... on House { sellerUser { firstName email phoneNumber lastName } } }
      }`,
      { id: globalId(other.id), house: Buffer.from(`House:${house.id}`).toString('base64') },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.node).toMatchObject({
      firstName: 'Geheim',
      email: null,
      phoneNumber: null,
      lastName: null,
      fullName: null,
      dashboardTasks: null,
      blockedUsers: null,
      hasPassword: null,
    });
    expect(res.data.house.sellerUser).toEqual({ firstName: 'Geheim', email: null, phoneNumber: null, lastName: null });
    expect(JSON.stringify(res.data)).not.toContain('geheim@example.nl');
  });
});

describe('profile mutations', () => {
  it('updatePersonalDetails: changes what is given, typed errors for bad input, DomainError 401 logged out', async () => {
    const { b } = await loggedIn();
    const m = `mutation($input: UpdatePersonalDetailsInput!) { updatePersonalDetails(input: $input) {
      __typename ... on UpdatePersonalDetailsPayload { user { firstName lastName movingMonths phoneNumber } } ${ERRORS} } }`;
    const ok = await b.graphql(m, { input: { firstName: 'Bram', movingMonths: 0 } });
    expect(ok.data.updatePersonalDetails).toEqual({
      __typename: 'UpdatePersonalDetailsPayload',
      user: { firstName: 'Bram', lastName: expect.any(String), movingMonths: 0, phoneNumber: '0612345678' },
    });
    const bad = await b.graphql(m, { input: { phoneNumber: '123', lastName: '' } });
    expect(bad.data.updatePersonalDetails.fieldErrors).toEqual([
      { field: 'lastName', messages: [REQUIRED] },
      { field: 'phoneNumber', messages: ['Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.'] },
    ]);
    const visitor = await testBrowser(t).graphql(m, { input: { firstName: 'X' } });
    expect(visitor.data.updatePersonalDetails).toEqual({
      __typename: 'UnauthenticatedError',
      message: 'Je bent niet ingelogd.',
    });
  });

  it('updateBio and changePassword', async () => {
    const { user, b } = await loggedIn();
    const bio = await b.graphql(
      `mutation { updateBio(input: { bio: "Op zoek naar rust." }) { ... on UpdateBioPayload { user { bio dashboardTasks { bio openCount } } } } }`,
    );
    expect(bio.data.updateBio.user).toEqual({ bio: 'Op zoek naar rust.', dashboardTasks: { bio: true, openCount: 1 } });
    const pw = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ${ERRORS} } }`;
    const wrong = await b.graphql(pw, {
      input: { currentPassword: 'fout', password: 'nieuw-wachtwoord', passwordConfirmation: 'nieuw-wachtwoord' },
    });
    expect(wrong.data.changePassword.fieldErrors).toEqual([
      { field: 'currentPassword', messages: ['Je huidige wachtwoord klopt niet.'] },
    ]);
    const ok = await b.graphql(pw, {
      input: {
        currentPassword: 'juist-wachtwoord',
        password: 'nieuw-wachtwoord',
        passwordConfirmation: 'nieuw-wachtwoord',
      },
    });
    expect(ok.data.changePassword.__typename).toBe('ChangePasswordPayload');
    expect(
      (await testBrowser(t).post('/api/auth/login', { email: user.email, password: 'nieuw-wachtwoord' })).status,
    ).toBe(204);
  });

  it('uploadProfilePhoto (multipart request) and removeProfilePhoto', async () => {
    const { b } = await loggedIn();
    const upload = async (browser: TestBrowser, bytes: Buffer) => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: `mutation($file: File!) { uploadProfilePhoto(input: { file: $file }) {
            __typename ... on UploadProfilePhotoPayload { user { avatarUrl small: avatarUrl(size: SMALL_SQUARE_2X) dashboardTasks { profilePicture } } } ${ERRORS} } }`,
          variables: { file: null },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new File([new Uint8Array(bytes)], 'ik.jpg', { type: 'image/jpeg' }));
      return (await browser.request('POST', '/graphql', form)).body;
    };
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const res = await upload(b, jpeg);
    expect(res.data.uploadProfilePhoto).toEqual({
      __typename: 'UploadProfilePhotoPayload',
      user: {
        avatarUrl: expect.stringMatching(/small_square\.webp$/),
        small: expect.stringMatching(/small_square2x\.webp$/),
        dashboardTasks: { profilePicture: true },
      },
    });
    const notImage = await upload(b, Buffer.from('hallo'));
    expect(notImage.data.uploadProfilePhoto).toMatchObject({
      __typename: 'InputError',
      fieldErrors: [{ field: 'file', messages: ['Dit bestand is geen afbeelding.'] }],
    });
    const removed = await b.graphql(
      'mutation { removeProfilePhoto { ... on RemoveProfilePhotoPayload { user { avatarUrl } } } }',
    );
    expect(removed.data.removeProfilePhoto.user.avatarUrl).toBeNull();
  });

  it('blockUser / unblockUser return the new list on the viewer; unknown user is a NotFoundError', async () => {
    const { user, b } = await loggedIn();
    const other = await account({ firstName: 'Sven' });
    const block = `mutation($id: ID!) { blockUser(input: { userId: $id }) {
      __typename ... on BlockUserPayload { user { firstName blocked } viewer { blockedUsers { firstName } } } ${ERRORS} } }`;
    const res = await b.graphql(block, { id: globalId(other.id) });
    expect(res.data.blockUser).toEqual({
      __typename: 'BlockUserPayload',
      user: { firstName: 'Sven', blocked: true },
      viewer: { blockedUsers: [{ firstName: 'Sven' }] },
    });
    expect((await b.graphql(block, { id: globalId(user.id) })).data.blockUser).toMatchObject({
      __typename: 'InputError',
      message: 'Je kunt jezelf niet blokkeren.',
    });
    expect((await b.graphql(block, { id: globalId(99999999) })).data.blockUser).toEqual({
      __typename: 'NotFoundError',
      message: 'Deze gebruiker bestaat niet (meer).',
    });
    const unblock = await b.graphql(
      `mutation($id: ID!) { unblockUser(input: { userId: $id }) { ... on UnblockUserPayload { user { blocked } viewer { blockedUsers { id } } } } }`,
      { id: globalId(other.id) },
    );
    expect(unblock.data.unblockUser).toEqual({ user: { blocked: false }, viewer: { blockedUsers: [] } });
  });

  it('deleteAccount asks the password and logs out', async () => {
    const { user, b } = await loggedIn();
    const m = `mutation($password: String) { deleteAccount(input: { password: $password }) {
      __typename ... on DeleteAccountPayload { viewer { id } } ${ERRORS} } }`;
    expect((await b.graphql(m, { password: 'fout' })).data.deleteAccount.__typename).toBe('InputError');
    expect((await b.graphql(m, { password: 'juist-wachtwoord' })).data.deleteAccount).toEqual({
      __typename: 'DeleteAccountPayload',
      viewer: null,
    });
    expect((await b.graphql('{ viewer { id } }')).data.viewer).toBeNull();
    const check = await testBrowser(t).graphql(
      `mutation($e: String!) { checkEmail(input: { email: $e }) { ... on CheckEmailPayload { exists isDeleted } } }`,
      { e: user.email },
    );
    expect(check.data.checkEmail).toEqual({ exists: true, isDeleted: true });
  });
});

describe('GraphQL CSRF prevention', () => {
  it('refuses simple requests without the marker header; JSON posts and the Relay client pass', async () => {
    const { b } = await loggedIn();
    const cookie = `${SESSION_COOKIE}=${b.token}`;
    const form = await t.request('/graphql', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent('mutation { logOut { __typename } }')}`,
    });
    expect(form.status).toBe(403);
    const get = await t.request(`/graphql?query=${encodeURIComponent('{ viewer { email } }')}`, {
      headers: { cookie, accept: 'application/json' },
    });
    expect(get.status).toBe(403);
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query: 'mutation { logOut { __typename } }' }));
    multipart.set('map', '{}');
    expect((await t.request('/graphql', { method: 'POST', headers: { cookie }, body: multipart })).status).toBe(403);
    // Still logged in: none of those ran.
    expect((await b.graphql('{ viewer { id } }')).data.viewer).not.toBeNull();

    const json = await t.request('/graphql', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(json.status).toBe(200);
    const marked = await t.request(`/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, {
      headers: { cookie, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(marked.status).toBe(200);
  });
});
