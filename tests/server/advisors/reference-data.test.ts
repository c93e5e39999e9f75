import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATES, EXPERTISES, LANGUAGES } from '../../../server/domain/reference-data/catalog.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { type TestBrowser, testBrowser } from '../../helpers/browser.js';
import { withReferenceData } from '../../helpers/fixtures.js';

// Advisor reference data (spec §7 "Reference data"): GET /api/expertises, /api/certificates,
// /api/advisors/languages and their GraphQL twins, for everybody.

let t: TestApp;
let visitor: TestBrowser;

beforeAll(async () => {
  t = await createTestApp();
  await withReferenceData(t.db.prisma);
  visitor = testBrowser(t);
});
afterAll(() => t.close());

describe('advisor reference data', () => {
  it('GET /api/expertises lists every expertise with its key and Dutch name', async () => {
    const res = await visitor.get('/api/expertises');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { key: string }) => e.key)).toEqual(EXPERTISES.map((e) => e.key));
    expect(res.body[0]).toEqual({ id: expect.any(Number), key: 'makelaar_aankoop', name: 'Aankoopmakelaar' });
  });

  it('GET /api/certificates names the expertises each certificate vouches for', async () => {
    const res = await visitor.get('/api/certificates');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(CERTIFICATES.length);
    const seh = res.body.find((c: { name: string }) => c.name === 'SEH');
    expect(seh.expertises).toEqual([{ id: expect.any(Number), key: 'hypotheekadvies', name: 'Hypotheekadvies' }]);
    const nvm = res.body.find((c: { name: string }) => c.name === 'NVM');
    expect(nvm.expertises.map((e: { key: string }) => e.key).sort()).toEqual([
      'makelaar_aankoop',
      'makelaar_verkoop',
      'taxatie',
    ]);
  });

  it('GET /api/advisors/languages lists the languages', async () => {
    const res = await visitor.get('/api/advisors/languages');
    expect(res.status).toBe(200);
    expect(res.body.map((l: { code: string }) => l.code)).toEqual(LANGUAGES.map((l) => l.code));
    expect(res.body[1]).toEqual({ id: expect.any(Number), code: 'en', name: 'Engels' });
  });

  it('GraphQL expertises, certificates and advisorLanguages answer the same data', async () => {
    const { data, errors } = await visitor.graphql(
      '{ expertises { id key name } certificates { name expertises { key } } advisorLanguages { code name } }',
    );
    expect(errors).toBeUndefined();
    expect(data.expertises.map((e: { key: string }) => e.key)).toEqual(EXPERTISES.map((e) => e.key));
    expect(data.certificates.find((c: { name: string }) => c.name === 'KNB').expertises).toEqual([{ key: 'notaris' }]);
    expect(data.advisorLanguages).toContainEqual({ code: 'fy', name: 'Fries' });
  });
});
