import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client.js';
import { createViewer } from '../../../server/domain/accounts/viewer.js';
import { advisorOrder, findAdvisors, parseAdvisorFilter } from '../../../server/domain/advisors/finding.js';
import { parseSuggestionInput, suggestAdvisors } from '../../../server/domain/advisors/suggestions.js';
import { InputError } from '../../../server/domain/errors.js';
import { type PageArgs, parsePageArgs } from '../../../server/domain/pagination.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { createUser, UTRECHT, withReferenceData } from '../../helpers/fixtures.js';
import { createAdvisor } from './fixtures.js';

let db: TestDatabase;
let prisma: Db;
const ids: Record<string, number> = {};
const ZEIST = { latitude: 52.089, longitude: 5.233 }; // ~7.7 km east of Utrecht's centre
const AMERSFOORT = { latitude: 52.1561, longitude: 5.3878 }; // ~20 km
const limits = { defaultSize: 12, maxSize: 50 };

const find = async (raw: Record<string, unknown>, args: PageArgs = { first: 50 }) => {
  const filter = parseAdvisorFilter(raw);
  const result = await findAdvisors(prisma, filter, parsePageArgs(advisorOrder(filter), args, limits));
  return { page: result.page, ids: result.page.rows.map((r) => r.id), total: await result.totalCount() };
};
const near = (extra: Record<string, unknown> = {}, args?: PageArgs) =>
  find({ latitude: UTRECHT.latitude, longitude: UTRECHT.longitude, ...extra }, args);

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  await withReferenceData(prisma);
  const make = async (name: string, f: Parameters<typeof createAdvisor>[1]) => {
    ids[name] = (await createAdvisor(prisma, f)).id;
  };
  await make('workArea', { at: { ...ZEIST, range: 10_000 }, expertises: ['makelaar_aankoop'] });
  await make('smallArea', { at: { ...ZEIST, range: 5_000 } });
  await make('officeNear', { office: { latitude: 52.095, longitude: 5.11 }, expertises: ['makelaar_verkoop'] });
  await make('officeMid', { office: ZEIST, range: 5_000 });
  await make('officeArea', { office: { ...ZEIST, latitude: 52.08 }, range: 10_000, expertises: ['taxatie'] });
  await make('unpublished', { at: { ...UTRECHT }, published: false, expertises: ['hypotheekadvies'] });
  await make('far', { at: { ...AMERSFOORT }, office: AMERSFOORT, expertises: ['hypotheekadvies'] });
  await make('english', {
    at: { latitude: 52.0915, longitude: 5.1225, range: 15_000 },
    expertises: ['hypotheekadvies', 'makelaar_aankoop'],
    languages: ['nl', 'en'],
    evenings: true,
  });
});

afterAll(() => db.close());

describe('finding advisors', () => {
  it('matches a point in the work area or within the range (default 5 km) of an office, nearest first', async () => {
    const { ids: found, page } = await near();
    expect(found).toEqual([ids.english, ids.officeNear, ids.workArea, ids.officeArea]);
    const km = page.rows.map((r) => r.distanceKm);
    expect(km[0]).toBeLessThan(0.3);
    expect(km[1]).toBeGreaterThan(0.5);
    expect(km[1]).toBeLessThan(1.5);
    expect(km[2]).toBeGreaterThan(7);
    expect(km[2]).toBeLessThan(8.5);
  });

  it('widens the office search with range (km), never the work areas', async () => {
    // officeArea: no own location, so its 10 km work area lies around its office (7.7 km away).
    expect((await near({ range: 10 })).ids).toEqual([
      ids.english,
      ids.officeNear,
      ids.workArea,
      ids.officeMid,
      ids.officeArea,
    ]);
    // Amersfoort's office is ~20 km away: range 25 finds it, a 15 km work area there does not reach.
    expect((await near({ range: 25 })).ids).toContain(ids.far);
    expect((await near({ range: 10 })).ids).not.toContain(ids.smallArea);
  });

  it('lists only published profiles, also without a point (then by id)', async () => {
    const all = await find({});
    expect(all.ids).toEqual(
      [ids.workArea, ids.smallArea, ids.officeNear, ids.officeMid, ids.officeArea, ids.far, ids.english].sort(
        (a, b) => a - b,
      ),
    );
    expect(all.total).toBe(7);
    expect(all.page.rows.every((r) => r.distanceKm === null)).toBe(true);
  });

  it('leaves out an advisor whose account was deleted', async () => {
    const gone = await createAdvisor(prisma, { at: { latitude: 52.0907, longitude: 5.1214 } });
    expect((await near()).ids).toContain(gone.id);
    await prisma.user.update({ where: { id: gone.userId }, data: { deletedAt: new Date() } });
    expect((await near()).ids).not.toContain(gone.id);
    await prisma.advisor.delete({ where: { id: gone.id } });
  });

  it('filters by every expertise asked (key or id), language (code or id) and availability', async () => {
    const hypotheek = await prisma.expertise.findUniqueOrThrow({ where: { key: 'hypotheekadvies' } });
    const english = await prisma.language.findUniqueOrThrow({ where: { code: 'en' } });
    expect((await near({ expertises: ['hypotheekadvies'] })).ids).toEqual([ids.english]);
    expect((await near({ expertises: [String(hypotheek.id)] })).ids).toEqual([ids.english]);
    expect((await near({ expertises: ['makelaar_aankoop'] })).ids).toEqual([ids.english, ids.workArea]);
    expect((await near({ expertises: ['makelaar_aankoop', 'makelaar_verkoop'] })).ids).toEqual([]);
    expect((await near({ expertises: ['bestaat_niet'] })).ids).toEqual([]);
    expect((await near({ language: 'en' })).ids).toEqual([ids.english]);
    expect((await near({ language: String(english.id) })).ids).toEqual([ids.english]);
    expect((await near({ language: 'nl' })).total).toBe(4);
    expect((await near({ isAvailableEvenings: '1' })).ids).toEqual([ids.english]);
    expect((await near({ isAvailableEvenings: '0' })).total).toBe(4);
    expect((await near({ isAvailableWeekends: true })).ids).toEqual([]);
    expect((await near({ isAvailableOfficehours: 'true' })).total).toBe(4);
  });

  it('pages by keyset cursors without repeats or gaps', async () => {
    const all = (await near({ range: 25 })).ids;
    const walked: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const { page } = await near({ range: 25 }, { first: 2, after });
      walked.push(...page.rows.map((r) => r.id));
      if (!page.hasNextPage) break;
      after = page.cursorOf(page.rows.at(-1)!);
    }
    expect(walked).toEqual(all);
    expect(all.length).toBe(6);
  });

  it('refuses bad input with Dutch field messages', () => {
    const fails = (raw: Record<string, unknown>, field: string) => {
      try {
        parseAdvisorFilter(raw);
      } catch (e) {
        expect(e).toBeInstanceOf(InputError);
        expect(Object.keys((e as InputError).fields)).toContain(field);
        return;
      }
      throw new Error(`accepted ${JSON.stringify(raw)}`);
    };
    fails({ latitude: 52 }, 'latitude');
    fails({ latitude: 'noord', longitude: 5 }, 'latitude');
    fails({ latitude: 52, longitude: 5, range: 0 }, 'range');
    fails({ range: 'ver' }, 'range');
    fails({ isAvailableEvenings: 'misschien' }, 'isAvailableEvenings');
    fails({ expertises: 'x'.repeat(100) }, 'expertises');
    expect(parseAdvisorFilter({}).range).toBe(5);
  });
});

describe('advisor suggestions', () => {
  const viewer = createViewer(null as unknown as Db, null);
  const suggest = async (raw: Record<string, unknown>, first?: number, after?: string | null) =>
    suggestAdvisors(prisma, viewer, parseSuggestionInput(raw), { first, after });

  it('keeps one order per seed and never repeats one across pages', async () => {
    const first = await suggest({ seed: 'abc123' }, 50);
    expect(first.seed).toBe('abc123');
    const order = first.page.rows.map((r) => r.id);
    expect([...order].sort((a, b) => a - b)).toEqual(
      [ids.workArea, ids.smallArea, ids.officeNear, ids.officeMid, ids.officeArea, ids.far, ids.english].sort(
        (a, b) => a - b,
      ),
    );
    expect((await suggest({ seed: 'abc123' }, 50)).page.rows.map((r) => r.id)).toEqual(order);
    const walked: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const { page } = await suggest({ seed: 'abc123' }, 4, after);
      walked.push(...page.rows.map((r) => r.id));
      if (!page.hasNextPage) break;
      after = page.cursorOf(page.rows.at(-1)!);
    }
    expect(walked).toEqual(order);
    // Seeds give different orders (of 6 advisors, some seed among a few differs).
    const others = await Promise.all(['x1', 'x2', 'x3'].map((seed) => suggest({ seed }, 50)));
    expect(others.some((o) => o.page.rows.map((r) => r.id).join() !== order.join())).toBe(true);
  });

  it('defaults to 6, makes a seed when none is sent, refuses a cursor of another seed', async () => {
    const made = await suggest({});
    expect(made.seed).toMatch(/^[a-z0-9]+$/);
    expect(made.page.rows.length).toBe(6);
    const { page } = await suggest({ seed: 'one' }, 2);
    await expect(suggest({ seed: 'two' }, 2, page.cursorOf(page.rows[1]))).rejects.toBeInstanceOf(InputError);
    expect(() => parseSuggestionInput({ seed: 'a b' })).toThrow(InputError);
  });

  it('around a point: only advisors reached from it; else the viewer’s search profile unless ignored', async () => {
    const around = await suggest({ seed: 's', latitude: UTRECHT.latitude, longitude: UTRECHT.longitude }, 50);
    expect(around.page.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [ids.english, ids.officeNear, ids.workArea, ids.officeArea].sort((a, b) => a - b),
    );
    const user = await createUser(prisma);
    await prisma.searchQuery.create({ data: { slug: 'zp-amersfoort', userId: user.id, ...AMERSFOORT } });
    const searcher = createViewer(prisma, user);
    const mine = await suggestAdvisors(prisma, searcher, parseSuggestionInput({ seed: 's' }), { first: 50 });
    expect(mine.page.rows.map((r) => r.id)).toEqual([ids.far]);
    const ignored = await suggestAdvisors(
      prisma,
      searcher,
      parseSuggestionInput({ seed: 's', ignoreUserLocation: '1' }),
      {
        first: 50,
      },
    );
    expect(ignored.page.rows.length).toBe(7);
  });
});
