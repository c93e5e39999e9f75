import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createUser } from '../../helpers/fixtures.js';

// The settings (our addition to spec §7): how new matching houses are announced — 'Direct',
// 'Dagelijks overzicht' (the default) or 'Nooit' — read and changed through /api/user/settings and
// GraphQL (User.settings, updateSettings); a visitor hears 401 before any 422, a bad value is refused
// with a Dutch message and nothing is saved.

let t: TestApp;
let user: { id: number };
let me: TestBrowser;
let visitor: TestBrowser;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  user = await createUser(t.db.prisma);
  me = testBrowser(t);
  me.token = await createSession(t.db.prisma, user.id);
  visitor = testBrowser(t);
});
afterAll(() => t.close());

const stored = async () => (await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).matchAlerts;

describe('REST /api/user/settings', () => {
  it('answers the default, changes it, and keeps the status freshness as it was', async () => {
    expect(await me.get('/api/user/settings')).toMatchObject({ status: 200, body: { match_alerts: 'daily' } });
    const before = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).updatedAt;
    const res = await me.put('/api/user/settings', { match_alerts: 'instant' });
    expect(res).toMatchObject({ status: 200, body: { match_alerts: 'instant' } });
    expect(await stored()).toBe('instant');
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).updatedAt).toEqual(before);
    // Leaving the field out changes nothing.
    expect(await me.put('/api/user/settings', {})).toMatchObject({ status: 200, body: { match_alerts: 'instant' } });
  });

  it('refuses an unknown choice with a 422 per field, nothing saved; a visitor hears 401 first', async () => {
    const res = await me.put('/api/user/settings', { match_alerts: 'weekly' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ match_alerts: ['Kies Direct, Dagelijks overzicht of Nooit.'] });
    expect(await stored()).toBe('instant');
    expect((await me.request('PUT', '/api/user/settings', '[1]')).status).toBe(422);
    expect((await visitor.put('/api/user/settings', { match_alerts: 'weekly' })).status).toBe(401);
    expect((await visitor.get('/api/user/settings')).status).toBe(401);
  });
});

describe('GraphQL settings', () => {
  const READ = '{ viewer { settings { matchAlerts matchAlertOptions { value label } } } }';
  const UPDATE = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) {
    __typename ... on UpdateSettingsPayload { user { id settings { matchAlerts } } } ... on Error { message } } }`;

  it('reads the choice with its Dutch options and changes it', async () => {
    const read = await me.graphql(READ);
    expect(read.data.viewer.settings).toEqual({
      matchAlerts: 'INSTANT',
      matchAlertOptions: [
        { value: 'INSTANT', label: 'Direct' },
        { value: 'DAILY', label: 'Dagelijks overzicht' },
        { value: 'NEVER', label: 'Nooit' },
      ],
    });
    const res = await me.graphql(UPDATE, { input: { matchAlerts: 'NEVER' } });
    expect(res.data.updateSettings).toMatchObject({
      __typename: 'UpdateSettingsPayload',
      user: { settings: { matchAlerts: 'NEVER' } },
    });
    expect(await stored()).toBe('never');
  });

  it('refuses a visitor with UnauthenticatedError and a value outside the enum, saving nothing', async () => {
    const res = await visitor.graphql(UPDATE, { input: { matchAlerts: 'DAILY' } });
    expect(res.data.updateSettings).toEqual({ __typename: 'UnauthenticatedError', message: 'Je bent niet ingelogd.' });
    expect((await visitor.graphql(READ)).data.viewer).toBeNull();
    const bad = await me.graphql(UPDATE, { input: { matchAlerts: 'WEEKLY' } });
    expect(bad.errors?.[0].message).toMatch(/WEEKLY/);
    expect(await stored()).toBe('never');
  });

  it("hides another user's settings", async () => {
    const other = await createUser(t.db.prisma, { slug: 'iemand-anders' });
    const res = await me.graphql(`{ user(slug: "${other.slug}") { settings { matchAlerts } } }`);
    expect(res.data.user).toEqual({ settings: null });
  });
});
