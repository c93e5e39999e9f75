import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmailChange,
  EMAIL_CHANGE_CONFIRM_TTL_MS,
  EMAIL_CHANGE_UNDO_TTL_MS,
  pendingEmail,
  undoEmailChange,
} from '../../../server/domain/accounts/email-change.js';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_TAKEN,
  EMAIL_CHANGE_UNDO_INVALID,
  EMAIL_CHANGE_UNDONE,
  EMAIL_TAKEN,
} from '../../../server/domain/accounts/messages.js';
import { hashPassword } from '../../../server/domain/accounts/password.js';
import { InputError } from '../../../server/domain/errors.js';
import { hashToken } from '../../../server/domain/kernel/tokens.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { testBrowser } from '../../helpers/browser.js';
import { createUser } from '../../helpers/fixtures.js';

// Changing the e-mail address needs the current password and takes effect only
// when the link mailed to the new address is followed; the old address gets a notice with an undo
// link. REST, GraphQL, the pages of the links and the domain, on PGlite and PostgreSQL.

const PASSWORD = 'juist-wachtwoord';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

let seq = 0;
async function loggedIn() {
  const user = await createUser(t.db.prisma, {
    passwordHash: await hashPassword(PASSWORD),
    phoneNumber: '0612345678',
    emailVerifiedAt: new Date(),
  });
  const b = testBrowser(t);
  expect((await b.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(204);
  return { user, b, newEmail: `nieuw-${user.id}-${++seq}@example.nl` };
}

/** The token of the last link mailed to `to` for `path` (/email/change/confirm or /undo). */
async function linkToken(to: string, path: 'confirm' | 'undo') {
  const mail = await t.db.prisma.mailMessage.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
  const url = mail.text.match(/https?:\/\/\S+/)![0];
  expect(new URL(url).pathname).toBe(`/email/change/${path}`);
  return new URL(url).searchParams.get('token')!;
}

const login = async (email: string) =>
  (await testBrowser(t).post('/api/auth/login', { email, password: PASSWORD })).status;

const emailOf = async (id: number) => (await t.db.prisma.user.findUniqueOrThrow({ where: { id } })).email;

const UPDATE = `mutation($input: UpdatePersonalDetailsInput!) { updatePersonalDetails(input: $input) {
  __typename
  ... on UpdatePersonalDetailsPayload { user { email pendingEmail firstName } }
  ... on InputError { message fieldErrors { field messages } }
  ... on Error { message } } }`;
const CONFIRM = `mutation($token: String!) { confirmEmailChange(input: { token: $token }) {
  __typename ... on ConfirmEmailChangePayload { message email } ... on InputError { message fieldErrors { field messages } } } }`;
const UNDO = `mutation($token: String!) { undoEmailChange(input: { token: $token }) {
  __typename ... on UndoEmailChangePayload { message email } ... on InputError { message fieldErrors { field messages } } } }`;

describe('asking for a new e-mail address', () => {
  it('REST: without or with a wrong current password → 422 at current_password, nothing changes or is mailed', async () => {
    const { user, b, newEmail } = await loggedIn();
    const missing = await b.put(`/api/users/${user.id}`, { email: newEmail, first_name: 'Anna' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: [CURRENT_PASSWORD_FOR_EMAIL] });
    const wrong = await b.put(`/api/users/${user.id}`, { email: newEmail, current_password: 'fout' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG] });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).not.toBe('Anna');
    expect(await t.db.prisma.mailMessage.count({ where: { to: { in: [newEmail, user.email] } } })).toBe(0);
  });

  it('GraphQL: without or with a wrong current password → InputError at currentPassword', async () => {
    const { user, b, newEmail } = await loggedIn();
    const missing = await b.graphql(UPDATE, { input: { email: newEmail } });
    expect(missing.data.updatePersonalDetails).toMatchObject({
      __typename: 'InputError',
      fieldErrors: [{ field: 'currentPassword', messages: [CURRENT_PASSWORD_FOR_EMAIL] }],
    });
    const wrong = await b.graphql(UPDATE, { input: { email: newEmail, currentPassword: 'fout' } });
    expect(wrong.data.updatePersonalDetails.fieldErrors).toEqual([
      { field: 'currentPassword', messages: [CURRENT_PASSWORD_WRONG] },
    ]);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('REST: with the password the old address stays (login works, the new one does not) until the link is followed', async () => {
    const { user, b, newEmail } = await loggedIn();
    const res = await b.put(`/api/users/${user.id}`, {
      email: newEmail,
      current_password: PASSWORD,
      first_name: 'Anna',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: user.email,
      pending_email: newEmail,
      first_name: 'Anna',
      email_verified: true,
    });
    expect((await b.get('/api/user')).body.pending_email).toBe(newEmail);
    expect(await login(user.email)).toBe(204);
    expect(await login(newEmail)).toBe(422);
    // The notice to the old address names the new one and carries the undo link.
    const notice = await t.db.prisma.mailMessage.findFirstOrThrow({ where: { to: user.email } });
    expect(notice.subject).toContain('Je e-mailadres wordt gewijzigd');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('/email/change/undo?token=');
    // Tokens are stored hashed.
    const token = await linkToken(newEmail, 'confirm');
    const row = await t.db.prisma.emailChange.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.confirmTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.confirmExpiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(EMAIL_CHANGE_CONFIRM_TTL_MS, -4);
    expect(row.undoExpiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(EMAIL_CHANGE_UNDO_TTL_MS, -4);

    const confirmed = await b.post('/api/auth/email/change/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await emailOf(user.id)).toBe(newEmail);
    expect(await login(newEmail)).toBe(204);
    expect(await login(user.email)).toBe(422);
    expect((await b.get('/api/user')).body).toMatchObject({
      email: newEmail,
      pending_email: null,
      email_verified: true,
    });
    // The link twice: refused, with the Dutch message at the field.
    const twice = await b.post('/api/auth/email/change/confirm', { token });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ token: [EMAIL_CHANGE_LINK_INVALID] });
  });

  it('GraphQL: pendingEmail, then confirmEmailChange; a second time is an InputError', async () => {
    const { user, b, newEmail } = await loggedIn();
    const asked = await b.graphql(UPDATE, { input: { email: newEmail, currentPassword: PASSWORD } });
    expect(asked.data.updatePersonalDetails).toMatchObject({
      __typename: 'UpdatePersonalDetailsPayload',
      user: { email: user.email, pendingEmail: newEmail },
    });
    expect(await login(newEmail)).toBe(422);
    const token = await linkToken(newEmail, 'confirm');
    const visitor = testBrowser(t); // the link works without a session (another device, the mail app)
    const done = await visitor.graphql(CONFIRM, { token });
    expect(done.data.confirmEmailChange).toMatchObject({ __typename: 'ConfirmEmailChangePayload', email: newEmail });
    expect(await login(newEmail)).toBe(204);
    const again = await visitor.graphql(CONFIRM, { token });
    expect(again.data.confirmEmailChange).toMatchObject({
      __typename: 'InputError',
      message: EMAIL_CHANGE_LINK_INVALID,
    });
    const viewer = await b.graphql('{ viewer { email pendingEmail } }');
    expect(viewer.data.viewer).toEqual({ email: newEmail, pendingEmail: null });
  });

  it('an address taken at the request is refused there; taken meanwhile, it is refused at confirm', async () => {
    const { user, b, newEmail } = await loggedIn();
    const other = await createUser(t.db.prisma);
    const taken = await b.put(`/api/users/${user.id}`, { email: other.email, current_password: PASSWORD });
    expect(taken.body.errors).toEqual({ email: [EMAIL_TAKEN] });
    expect((await b.put(`/api/users/${user.id}`, { email: newEmail, current_password: PASSWORD })).status).toBe(200);
    const token = await linkToken(newEmail, 'confirm');
    // Somebody registers the address before the link is followed (a pending change reserves nothing).
    await createUser(t.db.prisma, { email: newEmail });
    const res = await b.post('/api/auth/email/change/confirm', { token });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: EMAIL_CHANGE_TAKEN, errors: { email: [EMAIL_CHANGE_TAKEN] } });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('an expired link and a link replaced by a newer request are refused', async () => {
    const { user, b, newEmail } = await loggedIn();
    await b.put(`/api/users/${user.id}`, { email: newEmail, current_password: PASSWORD });
    const first = await linkToken(newEmail, 'confirm');
    const newer = `ander-${newEmail}`;
    await b.put(`/api/users/${user.id}`, { email: newer, current_password: PASSWORD });
    expect((await b.get('/api/user')).body.pending_email).toBe(newer);
    const replaced = await b.post('/api/auth/email/change/confirm', { token: first });
    expect(replaced.body.errors).toEqual({ token: [EMAIL_CHANGE_LINK_INVALID] });
    const second = await linkToken(newer, 'confirm');
    await t.db.prisma.emailChange.updateMany({
      where: { confirmTokenHash: hashToken(second) },
      data: { confirmExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await b.get('/api/user')).body.pending_email).toBeNull();
    const expired = await b.post('/api/auth/email/change/confirm', { token: second });
    expect(expired.body.errors).toEqual({ token: [EMAIL_CHANGE_LINK_INVALID] });
    expect(await emailOf(user.id)).toBe(user.email);
  });
});

describe('undoing from the old address', () => {
  it('REST: after the change was confirmed, the undo link restores the old address and ends every session', async () => {
    const { user, b, newEmail } = await loggedIn();
    await b.put(`/api/users/${user.id}`, { email: newEmail, current_password: PASSWORD });
    const undo = await linkToken(user.email, 'undo');
    await b.post('/api/auth/email/change/confirm', { token: await linkToken(newEmail, 'confirm') });
    expect(await emailOf(user.id)).toBe(newEmail);
    const other = await loggedIn();
    const res = await other.b.post('/api/auth/email/change/undo', { token: undo });
    expect(res).toMatchObject({ status: 200, body: { message: EMAIL_CHANGE_UNDONE } });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await b.get('/api/user')).status).toBe(401);
    expect(await login(user.email)).toBe(204);
    expect(await login(newEmail)).toBe(422);
    expect((await other.b.post('/api/auth/email/change/undo', { token: undo })).body.errors).toEqual({
      token: [EMAIL_CHANGE_UNDO_INVALID],
    });
  });

  it('GraphQL: before it was confirmed, undo cancels the change (its link stops working) and ends every session', async () => {
    const { user, b, newEmail } = await loggedIn();
    await b.graphql(UPDATE, { input: { email: newEmail, currentPassword: PASSWORD } });
    const undone = await testBrowser(t).graphql(UNDO, { token: await linkToken(user.email, 'undo') });
    expect(undone.data.undoEmailChange).toEqual({
      __typename: 'UndoEmailChangePayload',
      message: EMAIL_CHANGE_UNDONE,
      email: user.email,
    });
    expect((await b.graphql('{ viewer { id } }')).data.viewer).toBeNull();
    const confirm = await testBrowser(t).graphql(CONFIRM, { token: await linkToken(newEmail, 'confirm') });
    expect(confirm.data.confirmEmailChange.__typename).toBe('InputError');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('an expired undo link is refused', async () => {
    const { user, b, newEmail } = await loggedIn();
    await b.put(`/api/users/${user.id}`, { email: newEmail, current_password: PASSWORD });
    const undo = await linkToken(user.email, 'undo');
    await t.db.prisma.emailChange.updateMany({
      where: { undoTokenHash: hashToken(undo) },
      data: { undoExpiresAt: new Date(Date.now() - 1000) },
    });
    const res = await testBrowser(t).post('/api/auth/email/change/undo', { token: undo });
    expect(res.body.errors).toEqual({ token: [EMAIL_CHANGE_UNDO_INVALID] });
    expect((await b.get('/api/user')).status).toBe(200);
  });
});

describe('the pages of the links', () => {
  const form = (token: string) => {
    const body = new URLSearchParams({ token });
    return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body };
  };

  it('GET only shows a button (a mail scanner confirms nothing); POST confirms; twice or expired: a clear Dutch page', async () => {
    const { user, b, newEmail } = await loggedIn();
    await b.put(`/api/users/${user.id}`, { email: newEmail, current_password: PASSWORD });
    const token = await linkToken(newEmail, 'confirm');
    const shown = await t.request(`/email/change/confirm?token=${token}`);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('Bevestig mijn nieuwe e-mailadres');
    expect(html).toContain(`value="${token}"`);
    expect(await emailOf(user.id)).toBe(user.email);

    const done = await t.request('/email/change/confirm', form(token));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(newEmail);
    expect(await emailOf(user.id)).toBe(newEmail);

    const twice = await t.request('/email/change/confirm', form(token));
    expect(twice.status).toBe(422);
    const text = await twice.text();
    expect(text).toContain('Dat lukte niet');
    expect(text).toContain(EMAIL_CHANGE_LINK_INVALID);
  });

  it('the undo page restores the address', async () => {
    const { user, b, newEmail } = await loggedIn();
    await b.put(`/api/users/${user.id}`, { email: newEmail, current_password: PASSWORD });
    const token = await linkToken(user.email, 'undo');
    expect(await (await t.request(`/email/change/undo?token=${token}`)).text()).toContain('Draai de wijziging terug');
    const done = await t.request('/email/change/undo', form(token));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Stel een nieuw wachtwoord in');
    expect((await b.get('/api/user')).status).toBe(401);
    expect(await pendingEmail(t.db.prisma, user.id)).toBeNull();
  });
});

describe('domain', () => {
  it('refuses a missing or unknown token with the Dutch message at the token field', async () => {
    for (const token of [undefined, '', 'onbekend']) {
      await expect(confirmEmailChange(t.services, { token })).rejects.toMatchObject({
        fields: { token: [EMAIL_CHANGE_LINK_INVALID] },
      });
      await expect(undoEmailChange(t.services, { token })).rejects.toBeInstanceOf(InputError);
    }
  });
});
