import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/domain/accounts/password.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createHouse, createUser, withReferenceData } from '../../helpers/fixtures.js';

const REQUIRED = 'Zorg dat alle velden zijn ingevuld.';
let t: TestApp;
let files: Map<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await withReferenceData(t.db.prisma);
  files = (t.services.storage as unknown as { files: Map<string, unknown> }).files;
});
afterAll(() => t.close());

/** A new account with a password, logged in through the API. */
async function loggedIn(data: Record<string, unknown> = {}) {
  const user = await createUser(t.db.prisma, {
    passwordHash: await hashPassword('juist-wachtwoord'),
    phoneNumber: '0612345678',
    ...data,
  });
  const b = testBrowser(t);
  expect((await b.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' })).status).toBe(204);
  return { user, b };
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
const upload = async (b: TestBrowser, data: Buffer, name = 'foto.png') => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(data)], name, { type: 'image/png' }));
  return b.post('/api/user/avatar', form);
};

describe('GET /api/user', () => {
  it('is 401 for a visitor', async () => {
    const res = await testBrowser(t).get('/api/user');
    expect(res).toEqual(expect.objectContaining({ status: 401, body: { message: 'Je bent niet ingelogd.' } }));
  });

  it('has every User field of spec §3 this issue fills', async () => {
    const { user, b } = await loggedIn({
      firstName: 'Eva',
      lastName: 'Jansen',
      userType: 'searcher_and_seller',
      movingMonths: 3,
    });
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id });
    await t.db.prisma.searchQuery.create({ data: { slug: `eva-zoekt-${user.id}`, userId: user.id } });
    const res = await b.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      slug: user.slug,
      full_name: 'Eva Jansen',
      first_name: 'Eva',
      last_name: 'Jansen',
      email: user.email,
      phone_number: '0612345678',
      asset_id: null,
      asset: null,
      bio: null,
      moving_months: 3,
      user_type: 'searcher_and_seller',
      route: `/gebruikers/${user.slug}`,
      blocked: false,
      blocked_by: false,
      unread_count: 0,
      house_slugs: [house.slug],
      search_query_slugs: [`eva-zoekt-${user.id}`],
      can_do_subscriber_actions: false,
      has_outdated_profile: false,
      has_outdated_house_status: false,
      has_outdated_search_query: false,
      advisors_count: 0,
      knowledgebase_steps: [],
      has_password: true,
      email_verified: false,
      dashboard_tasks: { personal_info: true, profile_picture: false, bio: false, password: true, open_count: 2 },
    });
    expect(typeof res.body.updated_at).toBe('string');
    expect(res.body).not.toHaveProperty('password_hash');
  });

  it('reports outdated profile, house status and search profile after the check-in age (30 days)', async () => {
    const { user, b } = await loggedIn();
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const house = await createHouse(t.db.prisma, { ownerUserId: user.id });
    const query = await t.db.prisma.searchQuery.create({ data: { slug: `oud-${user.id}`, userId: user.id } });
    await t.db.prisma.$executeRaw`UPDATE users SET moving_wish_confirmed_at = ${old} WHERE id = ${user.id}`;
    await t.db.prisma.$executeRaw`UPDATE houses SET status_confirmed_at = ${old} WHERE id = ${house.id}`;
    await t.db.prisma.$executeRaw`UPDATE search_queries SET confirmed_at = ${old} WHERE id = ${query.id}`;
    expect((await b.get('/api/user')).body).toMatchObject({
      has_outdated_profile: true,
      has_outdated_house_status: true,
      has_outdated_search_query: true,
    });
    // Saving the profile ("Klopt!") makes it fresh again.
    await b.put(`/api/users/${user.id}`, { moving_months: 0 });
    expect((await b.get('/api/user')).body.has_outdated_profile).toBe(false);
  });

  it('counts unread notifications, advisors and completed knowledgebase steps', async () => {
    const { user, b } = await loggedIn();
    const other = await createUser(t.db.prisma);
    await t.db.prisma.notification.createMany({
      data: [
        { type: 'UserMessage', data: {}, recipientUserId: user.id, senderUserId: other.id },
        { type: 'UserMessage', data: {}, recipientUserId: user.id, senderUserId: other.id, readAt: new Date() },
      ],
    });
    const step = await t.db.prisma.knowledgebaseStep.findFirstOrThrow();
    await t.db.prisma.userKnowledgebaseStep.create({ data: { userId: user.id, stepId: step.id } });
    const body = (await b.get('/api/user')).body;
    expect(body.unread_count).toBe(1);
    expect(body.knowledgebase_steps).toEqual([expect.objectContaining({ id: step.id, key: step.key })]);
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates your own personal details and answers the new user', async () => {
    const { user, b } = await loggedIn();
    const res = await b.put(`/api/users/${user.id}`, {
      ...(await b.get('/api/user')).body, // the client sends the whole user object back
      first_name: 'Lotte',
      last_name: 'Bakker',
      phone_number: '0687654321',
      bio: '  Wij zoeken een huis met tuin.  ',
      moving_months: 24,
      user_type: 'seller',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Lotte',
      full_name: 'Lotte Bakker',
      phone_number: '0687654321',
      bio: 'Wij zoeken een huis met tuin.',
      moving_months: 24,
      user_type: 'seller',
      email: user.email,
    });
  });

  it('answers 422 per field, and keeps what was saved', async () => {
    const { user, b } = await loggedIn({ firstName: 'Kees' });
    const res = await b.put(`/api/users/${user.id}`, {
      first_name: '',
      phone_number: '06-1234',
      moving_months: 5,
      bio: 'x'.repeat(2001),
      email: 'geen-mail',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: [REQUIRED],
      phone_number: ['Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.'],
      moving_months: ['Kies wanneer je wilt verhuizen.'],
      bio: ['Je bio mag maximaal 2000 tekens bevatten.'],
      email: ['Vul een geldig e-mailadres in.'],
    });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe('Kees');
  });

  it("refuses another account's e-mail; a new e-mail waits for its link (tests/server/accounts/email-change.test.ts)", async () => {
    const { user, b } = await loggedIn({ emailVerifiedAt: new Date() });
    const other = await createUser(t.db.prisma);
    expect(
      (await b.put(`/api/users/${user.id}`, { email: other.email, current_password: 'juist-wachtwoord' })).body.errors,
    ).toEqual({
      email: ['Er bestaat al een account met dit e-mailadres.'],
    });
    const res = await b.put(`/api/users/${user.id}`, {
      email: `nieuw-${user.id}@example.nl`,
      current_password: 'juist-wachtwoord',
    });
    expect(res.body).toMatchObject({
      email: user.email,
      pending_email: `nieuw-${user.id}@example.nl`,
      email_verified: true,
    });
    expect(await t.db.prisma.mailMessage.count({ where: { to: `nieuw-${user.id}@example.nl` } })).toBe(1);
  });

  it('is 401 logged out, 403 for another user, 404 for an unknown or deleted one', async () => {
    const { user, b } = await loggedIn();
    const other = await createUser(t.db.prisma, { firstName: 'Anders' });
    const deleted = await createUser(t.db.prisma, { deletedAt: new Date() });
    expect((await testBrowser(t).put(`/api/users/${user.id}`, { first_name: 'X' })).status).toBe(401);
    const forbidden = await b.put(`/api/users/${other.id}`, { first_name: 'Gekaapt' });
    expect(forbidden).toMatchObject({ status: 403, body: { message: 'Je kunt alleen je eigen gegevens wijzigen.' } });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).firstName).toBe('Anders');
    expect((await b.put('/api/users/99999999', { first_name: 'X' })).status).toBe(404);
    expect((await b.put(`/api/users/${deleted.id}`, { first_name: 'X' })).status).toBe(404);
    expect((await b.put('/api/users/abc', { first_name: 'X' })).status).toBe(404);
  });
});

describe('PUT /api/user/password', () => {
  it('checks the current password and the new password rules', async () => {
    const { b } = await loggedIn();
    const res = await b.put('/api/user/password', {
      current_password: 'fout',
      password: 'kort',
      password_confirmation: 'anders',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      current_password: ['Je huidige wachtwoord klopt niet.'],
      password: ['Het wachtwoord dient minimaal 8 karakters te bevatten.'],
      password_confirmation: ['De wachtwoorden dienen overeen te komen.'],
    });
  });

  it('changes the password (204) and ends every other session of the account', async () => {
    const { user, b } = await loggedIn();
    const other = testBrowser(t);
    await other.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' });
    expect((await other.get('/api/user')).status).toBe(200);
    const res = await b.put('/api/user/password', {
      current_password: 'juist-wachtwoord',
      password: 'nieuw-wachtwoord',
      password_confirmation: 'nieuw-wachtwoord',
    });
    expect(res.status).toBe(204);
    expect((await b.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    expect(
      (await testBrowser(t).post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' })).status,
    ).toBe(422);
    expect(
      (await testBrowser(t).post('/api/auth/login', { email: user.email, password: 'nieuw-wachtwoord' })).status,
    ).toBe(204);
  });

  it('lets an account without a password set one without a current password', async () => {
    const user = await createUser(t.db.prisma);
    const b = testBrowser(t);
    const { createSession } = await import('../../../server/domain/accounts/sessions.js');
    b.token = await createSession(t.db.prisma, user.id);
    expect(
      (await b.put('/api/user/password', { password: 'eerste-wachtwoord', password_confirmation: 'eerste-wachtwoord' }))
        .status,
    ).toBe(204);
    expect((await b.get('/api/user')).body).toMatchObject({ has_password: true, dashboard_tasks: { password: true } });
  });

  it('is 401 for a visitor', async () => {
    expect((await testBrowser(t).put('/api/user/password', {})).status).toBe(401);
  });
});

describe('profile photo', () => {
  it('resizes an upload to 64 and 128 px squares, and removes the previous photo', async () => {
    const { user, b } = await loggedIn();
    const first = await upload(b, await png(800, 600));
    expect(first.status).toBe(200);
    expect(first.body.asset.small_square_url).toMatch(/^\/uploads\/assets\/avatar\/.+\/small_square\.webp$/);
    expect(first.body.asset.small_square2x_url).toMatch(/small_square2x\.webp$/);
    expect(first.body.dashboard_tasks.profile_picture).toBe(true);
    const firstAsset = await t.db.prisma.asset.findUniqueOrThrow({ where: { id: first.body.asset_id } });
    const variants = firstAsset.variants as Record<string, { path: string; width: number; height: number }>;
    expect(variants.small_square).toMatchObject({ width: 64, height: 64 });
    expect(variants.small_square2x).toMatchObject({ width: 128, height: 128 });
    const stored = await t.services.storage.get(variants.small_square2x.path);
    expect(await sharp(stored!).metadata()).toMatchObject({ width: 128, height: 128, format: 'webp' });
    const firstKeys = [firstAsset.path, variants.small_square.path, variants.small_square2x.path];
    for (const k of firstKeys) expect(files.has(k)).toBe(true);

    const second = await upload(b, await png(300, 900));
    expect(second.body.asset_id).not.toBe(first.body.asset_id);
    for (const k of firstKeys) expect(files.has(k)).toBe(false);
    expect(await t.db.prisma.asset.findUnique({ where: { id: firstAsset.id } })).toBeNull();
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarAssetId).toBe(
      second.body.asset_id,
    );
  });

  it('refuses what is not an image, and a missing file (422 on file); a body over the limit 413', async () => {
    const { b } = await loggedIn();
    const bad = await upload(b, Buffer.from('geen plaatje'), 'foto.png');
    expect(bad).toMatchObject({ status: 422, body: { errors: { file: ['Dit bestand is geen afbeelding.'] } } });
    const none = await b.post('/api/user/avatar', new FormData());
    expect(none.body.errors).toEqual({ file: ['Kies een foto om te uploaden.'] });
    const huge = await upload(b, Buffer.alloc(11 * 1024 * 1024));
    expect(huge).toMatchObject({ status: 413, body: { errors: { file: ['De foto mag maximaal 10 MB groot zijn.'] } } });
  });

  it('removes the photo with DELETE /api/user/avatar', async () => {
    const { b } = await loggedIn();
    const up = await upload(b, await png(200, 200));
    const asset = await t.db.prisma.asset.findUniqueOrThrow({ where: { id: up.body.asset_id } });
    const res = await b.delete('/api/user/avatar');
    expect(res.body).toMatchObject({ asset_id: null, asset: null });
    expect(files.has(asset.path)).toBe(false);
  });

  it('is 401 for a visitor', async () => {
    expect((await upload(testBrowser(t), await png(10, 10))).status).toBe(401);
  });
});

describe('GET /api/knowledgebase_steps', () => {
  it("lists the steps of the user's type with what they completed; all steps for a visitor", async () => {
    const all = (await testBrowser(t).get('/api/knowledgebase_steps')).body;
    expect(all.length).toBeGreaterThan(0);
    expect(all[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        key: expect.any(String),
        title: expect.any(String),
        completed: false,
      }),
    );
    const { user, b } = await loggedIn({ userType: 'searcher' });
    const mine = (await b.get('/api/knowledgebase_steps')).body as {
      id: number;
      user_type: string;
      completed: boolean;
    }[];
    expect(new Set(mine.map((s) => s.user_type))).not.toContain('seller');
    await t.db.prisma.userKnowledgebaseStep.create({ data: { userId: user.id, stepId: mine[0].id } });
    const after = (await b.get('/api/knowledgebase_steps')).body as { id: number; completed: boolean }[];
    expect(after.find((s) => s.id === mine[0].id)?.completed).toBe(true);
  });
});

describe('blocked users', () => {
  it('blocks and unblocks, each answer being the new list of public cards', async () => {
    const { user, b } = await loggedIn();
    const x = await createUser(t.db.prisma, { firstName: 'Xander', phoneNumber: '0611111111' });
    const y = await createUser(t.db.prisma, { firstName: 'Yara' });
    expect((await b.get('/api/user/blocked_users')).body).toEqual([]);
    const one = await b.post(`/api/user/blocked_users/${x.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual([
      {
        id: x.id,
        slug: x.slug,
        first_name: 'Xander',
        route: `/gebruikers/${x.slug}`,
        asset_id: null,
        asset: null,
        bio: null,
        blocked: true,
        blocked_by: false,
      },
    ]);
    // y blocks me too: shown as blocked_by
    await t.db.prisma.blockedUser.create({ data: { blockerId: y.id, blockedId: user.id } });
    const two = await b.post(`/api/user/blocked_users/${y.id}`);
    expect(two.body.map((u: { first_name: string }) => u.first_name).sort()).toEqual(['Xander', 'Yara']);
    expect(two.body.find((u: { id: number }) => u.id === y.id).blocked_by).toBe(true);
    expect((await b.post(`/api/user/blocked_users/${y.id}`)).body).toHaveLength(2); // again: no change
    const after = await b.delete(`/api/user/blocked_users/${x.id}`);
    expect(after.body.map((u: { id: number }) => u.id)).toEqual([y.id]);
    expect((await b.get('/api/user/blocked_users')).body).toHaveLength(1);
    expect(JSON.stringify(after.body)).not.toContain('@');
  });

  it('is 404 for an unknown user, 422 for yourself, 401 for a visitor', async () => {
    const { user, b } = await loggedIn();
    expect((await b.post('/api/user/blocked_users/99999999')).status).toBe(404);
    expect((await b.delete('/api/user/blocked_users/99999999')).status).toBe(404);
    const self = await b.post(`/api/user/blocked_users/${user.id}`);
    expect(self).toMatchObject({ status: 422, body: { errors: { user_id: ['Je kunt jezelf niet blokkeren.'] } } });
    expect((await testBrowser(t).get('/api/user/blocked_users')).status).toBe(401);
    expect((await testBrowser(t).post(`/api/user/blocked_users/${user.id}`)).status).toBe(401);
  });
});

describe('DELETE /api/user (account deletion)', () => {
  it('asks the password, then deletes softly: logged out everywhere, user-exists says is_deleted', async () => {
    const { user, b } = await loggedIn();
    const other = testBrowser(t);
    await other.post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' });
    expect((await b.delete('/api/user', { password: 'fout' })).body.errors).toEqual({
      password: ['Het wachtwoord klopt niet.'],
    });
    expect((await b.delete('/api/user', {})).body.errors).toEqual({ password: [REQUIRED] });
    const res = await b.delete('/api/user', { password: 'juist-wachtwoord' });
    expect(res.status).toBe(204);
    expect(b.token).toBeUndefined();
    expect((await other.get('/api/user')).status).toBe(401);
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await testBrowser(t).post('/api/auth/user-exists', { email: user.email })).body).toEqual({
      is_deleted: true,
      has_password: true,
    });
    expect(
      (await testBrowser(t).post('/api/auth/login', { email: user.email, password: 'juist-wachtwoord' })).status,
    ).toBe(422);
  });

  it('is 401 for a visitor', async () => {
    expect((await testBrowser(t).delete('/api/user', {})).status).toBe(401);
  });
});
