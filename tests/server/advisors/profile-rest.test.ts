import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/domain/accounts/sessions.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { createUser, withReferenceData } from '../../helpers/fixtures.js';

// /api/advisors/{id} and POST /api/advisors (spec §7 "Advisors"): the viewer's advisor profile,
// its JSON (spec §3), refusals per field in Dutch (nothing saved) and who may do what (401 visitor,
// 403 another user's profile, 404 unknown, all before any 422).

let t: TestApp;
let visitor: TestBrowser;

async function loggedIn() {
  const b = testBrowser(t);
  const user = await createUser(t.db.prisma);
  b.token = await createSession(t.db.prisma, user.id);
  return Object.assign(b, { user });
}

/** A complete profile; the office at the offline lookup's showcase address Europalaan 93, Utrecht. */
const PROFILE = {
  organisation_name: 'Makelaardij De Dom',
  office_name: 'Kantoor Utrecht-Zuid',
  ngr_address_id: 'adr-demo-3526KP-93',
  expertises: ['makelaar_aankoop', 'taxatie'],
  certificates: ['NVM', 'Register Taxateur (NRVT)'],
  languages: ['nl', 'en'],
  is_available_evenings: true,
  range: 8000,
  accept_terms: true,
};

const advisorCount = () => t.db.prisma.advisor.count();

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  visitor = testBrowser(t);
});
afterAll(() => t.close());

describe('creating and reading an advisor profile', () => {
  it('creates the profile with its office from the address lookup and answers the spec §3 JSON', async () => {
    const me = await loggedIn();
    const res = await me.post('/api/advisors', PROFILE);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: { id: me.user.id, first_name: 'Test', full_name: `Test ${me.user.lastName}` },
      organisation_office: {
        name: 'Kantoor Utrecht-Zuid',
        street: 'Europalaan',
        street_number: '93',
        postal_code: '3526KP',
        city: 'Utrecht',
        ngr_address_id: 'adr-demo-3526KP-93',
        organisation: { name: 'Makelaardij De Dom' },
      },
      is_available_officehours: true,
      is_available_evenings: true,
      is_available_weekends: false,
      range: 8000,
      accept_terms: true,
    });
    expect(res.body.user.email).toBeUndefined();
    expect(res.body.organisation_office.latitude).toBeCloseTo(52.064, 2);
    expect(res.body.expertises.map((e: { key: string }) => e.key)).toEqual(['makelaar_aankoop', 'taxatie']);
    expect(res.body.certificates.map((c: { name: string }) => c.name)).toEqual(['NVM', 'Register Taxateur (NRVT)']);
    expect(res.body.certificates[0].expertises.map((e: { key: string }) => e.key)).toContain('taxatie');
    expect(res.body.languages.map((l: { code: string }) => l.code)).toEqual(['nl', 'en']);

    // Anyone may read it.
    const read = await visitor.get(`/api/advisors/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    // One profile per user.
    const again = await me.post('/api/advisors', PROFILE);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Je hebt al een adviesprofiel.');
  });

  it('defaults: office hours and a work area of 15 km, the office named after the organisation', async () => {
    const me = await loggedIn();
    const res = await me.post('/api/advisors', {
      organisation_name: 'Hypotheekhuis',
      postal_code: '3526 KP',
      street_number: '93A',
      expertises: ['hypotheekadvies'],
      languages: ['nl'],
      accept_terms: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      range: 15_000,
      is_available_officehours: true,
      is_available_evenings: false,
      organisation_office: { name: 'Hypotheekhuis', street_number: '93A' },
      certificates: [],
    });
  });

  it('refuses a bad profile per field in Dutch and saves nothing', async () => {
    const me = await loggedIn();
    const before = await advisorCount();
    const res = await me.post('/api/advisors', {
      organisation_name: 'X',
      expertises: ['hypotheekadvies', 'astrologie'],
      certificates: ['NVM'],
      languages: [],
      range: 20_000,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Opslaan mislukt, check de invoer');
    expect(res.body.errors).toEqual({
      organisation_name: ['De naam van je organisatie moet minstens 2 tekens bevatten.'],
      postal_code: ['Vul het adres van je kantoor in.'],
      expertises: ['Kies expertises uit de lijst.'],
      languages: ['Kies minstens één taal.'],
      range: ['Je werkgebied moet tussen 1 en 15 km liggen.'],
      accept_terms: ['Ga akkoord met de voorwaarden om je adviesprofiel te publiceren.'],
    });
    expect(await advisorCount()).toBe(before);
  });

  it.each([
    [999, 'Je werkgebied moet tussen 1 en 15 km liggen.'],
    [15_001, 'Je werkgebied moet tussen 1 en 15 km liggen.'],
    [1500.5, 'Je werkgebied moet een heel aantal meters zijn.'],
    ['ver', 'Je werkgebied moet een getal (meters) zijn.'],
  ])('refuses a work area of %j', async (range, message) => {
    const me = await loggedIn();
    const res = await me.post('/api/advisors', { ...PROFILE, range });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ range: [message] });
  });

  it('accepts the ends of the work area, 1 and 15 km', async () => {
    for (const range of [1000, 15_000]) {
      const me = await loggedIn();
      const res = await me.post('/api/advisors', { ...PROFILE, range });
      expect(res.status).toBe(201);
      expect(res.body.range).toBe(range);
    }
  });

  it('refuses a certificate that vouches for none of the expertises, and an unknown address', async () => {
    const me = await loggedIn();
    const res = await me.post('/api/advisors', {
      ...PROFILE,
      ngr_address_id: 'adr-demo-9999ZZ-1',
      expertises: ['hypotheekadvies'],
      certificates: ['NVM'],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      certificates: ['Kies alleen certificaten die bij je expertises horen.'],
      ngr_address_id: ['Dit adres kennen we niet. Zoek het opnieuw op met postcode en huisnummer.'],
    });
  });

  it('GET /api/advisors/{id} of an unknown advisor is 404; a non-numeric id is no advisor route', async () => {
    expect((await visitor.get('/api/advisors/999999')).status).toBe(404);
    expect((await visitor.get('/api/advisors/99999999999999')).status).toBe(404);
    expect((await visitor.get('/api/advisors/abc')).status).toBe(404);
  });
});

describe('changing and deleting', () => {
  it('the owner changes fields; the rest stays; the answer is the profile', async () => {
    const me = await loggedIn();
    const { body: created } = await me.post('/api/advisors', PROFILE);
    const res = await me.put(`/api/advisors/${created.id}`, {
      range: 3000,
      is_available_weekends: true,
      expertises: ['makelaar_aankoop'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ range: 3000, is_available_weekends: true, is_available_evenings: true });
    // Expertises changed without a certificate list: the certificates that no longer fit are dropped.
    expect(res.body.certificates.map((c: { name: string }) => c.name)).toEqual(['NVM']);
    expect(res.body.organisation_office.name).toBe('Kantoor Utrecht-Zuid');
    // The JSON PUT back as it came is accepted unchanged.
    const back = await me.put(`/api/advisors/${created.id}`, res.body);
    expect(back.status).toBe(200);
    expect({ ...back.body, updated_at: null }).toEqual({ ...res.body, updated_at: null });
  });

  it('moving to another organisation removes the office and organisation nobody works for any more', async () => {
    const me = await loggedIn();
    const { body: created } = await me.post('/api/advisors', { ...PROFILE, organisation_name: 'Eenmanszaak Jansen' });
    const officeId = created.organisation_office.id;
    const res = await me.put(`/api/advisors/${created.id}`, { organisation_name: 'Taxatiebureau Noord' });
    expect(res.status).toBe(200);
    expect(res.body.organisation_office).toMatchObject({
      organisation: { name: 'Taxatiebureau Noord' },
      street: 'Europalaan',
    });
    expect(await t.db.prisma.organisationOffice.findUnique({ where: { id: officeId } })).toBeNull();
    expect(await t.db.prisma.organisation.count({ where: { name: 'Eenmanszaak Jansen' } })).toBe(0);
  });

  it('advisors naming the same organisation share it; organisation_offices lists its offices', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const { body: first } = await a.post('/api/advisors', { ...PROFILE, organisation_name: 'Groot Kantoor' });
    const { body: second } = await b.post('/api/advisors', {
      ...PROFILE,
      organisation_name: 'groot kantoor',
      office_name: 'Vestiging Oudegracht',
      ngr_address_id: null,
      postal_code: '3526KP',
      street_number: '93-1',
    });
    expect(second.organisation_office.organisation.id).toBe(first.organisation_office.organisation.id);
    const res = await visitor.get(`/api/advisors/${second.id}/organisation_offices`);
    expect(res.status).toBe(200);
    expect(res.body.map((o: { name: string }) => o.name)).toEqual(['Vestiging Oudegracht', 'Kantoor Utrecht-Zuid']);
    expect(res.body[0]).toMatchObject({ street_number: '93-1', organisation: { name: 'Groot Kantoor' } });
    expect((await visitor.get('/api/advisors/999999/organisation_offices')).status).toBe(404);
  });

  it('deletes the profile: 204, then 404', async () => {
    const me = await loggedIn();
    const { body: created } = await me.post('/api/advisors', PROFILE);
    expect((await me.delete(`/api/advisors/${created.id}`)).status).toBe(204);
    expect((await me.get(`/api/advisors/${created.id}`)).status).toBe(404);
    // A new one may follow.
    expect((await me.post('/api/advisors', PROFILE)).status).toBe(201);
  });
});

describe('rights before validation', () => {
  it('a visitor hears 401 for every write, whatever the body', async () => {
    const owner = await loggedIn();
    const { body: created } = await owner.post('/api/advisors', PROFILE);
    for (const res of [
      await visitor.post('/api/advisors', { range: 'x' }),
      await visitor.put(`/api/advisors/${created.id}`, { range: 'x' }),
      await visitor.put('/api/advisors/999999', { range: 'x' }),
      await visitor.delete(`/api/advisors/${created.id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Log in om je adviesprofiel te beheren.');
    }
  });

  it("another user's profile is 403 (before any 422); an unknown one 404", async () => {
    const owner = await loggedIn();
    const stranger = await loggedIn();
    const { body: created } = await owner.post('/api/advisors', PROFILE);
    const put = await stranger.put(`/api/advisors/${created.id}`, { range: 'x' });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe('Dit is niet jouw adviesprofiel.');
    expect((await stranger.delete(`/api/advisors/${created.id}`)).status).toBe(403);
    expect((await stranger.put('/api/advisors/999999', { range: 'x' })).status).toBe(404);
    expect((await owner.get(`/api/advisors/${created.id}`)).body.range).toBe(8000);
  });

  it('a body that is no object: rights first, then 422', async () => {
    const owner = await loggedIn();
    const { body: created } = await owner.post('/api/advisors', PROFILE);
    const res = await owner.put(`/api/advisors/${created.id}`, ['kantoor']);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ input: ['Geef je adviesprofiel op.'] });
  });
});
