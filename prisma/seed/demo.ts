import sharp from 'sharp';
import { type GazetteerPlace, gazetteer } from '../../server/adapters/geocoder/gazetteer.js';
import { hashPassword } from '../../server/domain/accounts/password.js';
import { createImageAsset } from '../../server/domain/assets/images.js';
import { newHouseSlug } from '../../server/domain/houses/slugs.js';
import type { HouseStatusKey, StatusReasonKey } from '../../server/domain/houses/statuses.js';
import { HOUSE_ENERGY_LABELS, type HouseEnergyLabel } from '../../server/domain/kernel/energy-labels.js';
import { slugify } from '../../server/domain/kernel/house-presentation.js';
import { rematchSearchProfile } from '../../server/domain/matching/store.js';
import type { Storage } from '../../server/domain/ports/storage.js';
import { FACILITIES, HOUSE_TYPES } from '../../server/domain/reference-data/catalog.js';
import { seedReferenceData } from '../../server/domain/reference-data/seed-reference.js';
import { newSearchProfileSlug } from '../../server/domain/search-profiles/saving.js';
import type { Prisma, PrismaClient } from '../../server/generated/prisma/client.js';
import { seedDemoAdvisors } from './demo-advisors.js';
import { seedDemoAlerts } from './demo-alerts.js';
import { seedDemoApiKey } from './demo-api-keys.js';
import { DEMO_CHECKIN_ACCOUNT, DEMO_CHECKIN_SLUG, seedCheckinDemo } from './demo-checkins.js';
import {
  ADJECTIVES,
  BATHROOM_PHRASES,
  COMMON_STREETS,
  DEMO_PLACES,
  type DemoPlace,
  expandPc4,
  FEATURE_PHRASES,
  FIRST_NAMES,
  KITCHEN_PHRASES,
  LAST_NAMES,
  LIVING_ROOM_PHRASES,
  LOCATION_PHRASES,
  NEUTER_TYPES,
  PERSONAL_CLOSINGS,
  PERSONAL_FAVOURITE_DEFAULT,
  PERSONAL_FAVOURITES,
  PERSONAL_OPENINGS,
  PERSONAL_REASONS,
  PERSONAL_REASONS_OPEN,
  POSTCODE_LETTERS,
  STREET_PARTS,
} from './demo-data.js';
import { seedDemoDeals } from './demo-deals.js';
import { seedDemoMails } from './demo-mails.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoSubscriptions } from './demo-subscriptions.js';
import {
  drawAvatars,
  drawIllustrations,
  type ExteriorKind,
  ILLUSTRATION_SEED,
  type InteriorKind,
} from './illustrations.js';
import { Rng } from './random.js';

export const DEMO_PASSWORD = 'huiskans-demo';
export const DEMO_ACCOUNTS = {
  searcher: 'zoeker@demo.huiskans.nl',
  seller: 'verkoper@demo.huiskans.nl',
  premium: 'premium@demo.huiskans.nl',
  advisor: 'adviseur@demo.huiskans.nl',
} as const;
export const DEMO_HOUSE_COUNT = 1200;
const SEED = 20_240_601;
const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface SeedDemoOptions {
  prisma: PrismaClient;
  storage: Storage;
  log?: (message: string) => void;
  /** Number of houses; default 1,200. Tests may ask for fewer. */
  houseCount?: number;
}

export interface SeedDemoResult {
  skipped: boolean;
  houses: number;
  users: number;
  assets: number;
  places: number;
  ms: number;
}

type Tx = Prisma.TransactionClient;

/**
 * Fills an EMPTY database with the demo: reference data, the four demo accounts, ~1,200 approved
 * houses in 45 places with generated photos. Does nothing when any user exists, so it is safe to call
 * on every start. Everything after the reference data runs in one transaction: a failed seed leaves no
 * half-filled database behind (which the users check would then skip forever).
 */
export async function seedDemo(opts: SeedDemoOptions): Promise<SeedDemoResult> {
  const { prisma, storage } = opts;
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const skipped = (): SeedDemoResult => ({ skipped: true, houses: 0, users: 0, assets: 0, places: 0, ms: 0 });
  if ((await prisma.user.count()) > 0) {
    log('demo: de database bevat al gebruikers, niets gedaan');
    return skipped();
  }

  await seedReferenceData(prisma);
  log(`demo: referentiedata klaar (${Math.round(performance.now() - started)} ms)`);

  // Rendering SVG is CPU work outside the database; do it before the transaction opens.
  const pictures = await renderPictures();
  log(
    `demo: ${pictures.photos.length} foto's en ${pictures.avatars.length} avatars getekend (${Math.round(performance.now() - started)} ms)`,
  );
  // One per demo account, and the last for the returning account of the check-ins (demo-checkins.ts).
  const passwordHashes = await Promise.all(
    [...Object.values(DEMO_ACCOUNTS), DEMO_CHECKIN_ACCOUNT].map(() => hashPassword(DEMO_PASSWORD)),
  );

  const result = await prisma.$transaction(
    async (tx) => {
      // Two instances starting together on one PostgreSQL: the second waits here, then sees the users.
      await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(727001)');
      if ((await tx.user.count()) > 0) return null;
      return fillDemo(tx, storage, pictures, passwordHashes, opts.houseCount ?? DEMO_HOUSE_COUNT, log, started);
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
  if (!result) return skipped();
  // Kansen and match suggestions: every demo profile matched against the houses (store.ts).
  for (const { id } of await prisma.searchQuery.findMany({ select: { id: true } }))
    await rematchSearchProfile(prisma, id);
  log(
    `demo: ${await prisma.searchProfileMatch.count()} kansen berekend (${Math.round(performance.now() - started)} ms)`,
  );
  const ms = Math.round(performance.now() - started);
  log(
    `demo: ${result.houses} huizen in ${result.places} plaatsen, ${result.users} gebruikers, ${result.assets} afbeeldingen (${ms} ms)`,
  );
  return { skipped: false, ...result, ms };
}

// ───────────────────────────── pictures ─────────────────────────────

interface RenderedPicture {
  key: string;
  scene: ExteriorKind | InteriorKind;
  png: Buffer;
}

async function renderPictures(): Promise<{ photos: RenderedPicture[]; avatars: Buffer[] }> {
  const toPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  const photos = await Promise.all(
    drawIllustrations(ILLUSTRATION_SEED).map(async (il) => ({
      key: il.key,
      scene: il.scene,
      png: await toPng(il.svg),
    })),
  );
  const avatars = await Promise.all(drawAvatars(10, SEED).map(toPng));
  return { photos, avatars };
}

// ───────────────────────────── houses ─────────────────────────────

interface TypeProfile {
  living: [number, number];
  plot: [number, number];
  rooms: [number, number];
  stories: [number, number];
  /** [from, to, weight] construction periods */
  eras: [number, number, number][];
  priceFactor: number;
  priceMin?: number;
  priceMax?: number;
  scenes: ExteriorKind[];
  /** m³ per m² of living area */
  volume: number;
}

const OLD: [number, number, number][] = [
  [1880, 1924, 2],
  [1925, 1940, 3],
  [1946, 1970, 2],
  [1971, 1990, 3],
  [1991, 2014, 3],
  [2015, 2024, 1],
];
const POSTWAR: [number, number, number][] = [
  [1955, 1970, 2],
  [1971, 1990, 3],
  [1991, 2014, 3],
  [2015, 2024, 2],
];
const PREWAR: [number, number, number][] = [
  [1860, 1900, 2],
  [1901, 1924, 3],
  [1925, 1939, 3],
];

const PROFILES: Record<string, TypeProfile> = {
  woonhuis: {
    living: [90, 160],
    plot: [110, 300],
    rooms: [4, 6],
    stories: [2, 3],
    eras: OLD,
    priceFactor: 0.95,
    scenes: ['detached', 'semi', 'row'],
    volume: 3.6,
  },
  tussenwoning: {
    living: [80, 140],
    plot: [90, 190],
    rooms: [4, 6],
    stories: [2, 3],
    eras: OLD,
    priceFactor: 0.95,
    scenes: ['row'],
    volume: 3.5,
  },
  hoekwoning: {
    living: [90, 150],
    plot: [140, 320],
    rooms: [4, 6],
    stories: [2, 3],
    eras: OLD,
    priceFactor: 0.98,
    scenes: ['row', 'semi'],
    volume: 3.5,
  },
  twee_onder_een_kap: {
    living: [120, 190],
    plot: [250, 520],
    rooms: [5, 7],
    stories: [2, 3],
    eras: OLD,
    priceFactor: 1.0,
    scenes: ['semi'],
    volume: 3.7,
  },
  geschakelde_woning: {
    living: [110, 170],
    plot: [200, 400],
    rooms: [4, 6],
    stories: [2, 3],
    eras: POSTWAR,
    priceFactor: 0.98,
    scenes: ['semi', 'row'],
    volume: 3.6,
  },
  vrijstaande_woning: {
    living: [140, 260],
    plot: [400, 1200],
    rooms: [5, 8],
    stories: [2, 3],
    eras: OLD,
    priceFactor: 1.05,
    scenes: ['detached', 'modern'],
    volume: 3.8,
  },
  bungalow: {
    living: [100, 200],
    plot: [500, 1500],
    rooms: [4, 6],
    stories: [1, 1],
    eras: POSTWAR,
    priceFactor: 1.05,
    scenes: ['bungalow'],
    volume: 3.4,
  },
  villa: {
    living: [200, 400],
    plot: [800, 3000],
    rooms: [6, 10],
    stories: [2, 3],
    eras: OLD,
    priceFactor: 1.1,
    priceMin: 895_000,
    priceMax: 1_995_000,
    scenes: ['villa', 'modern'],
    volume: 4.0,
  },
  herenhuis: {
    living: [150, 300],
    plot: [80, 260],
    rooms: [6, 9],
    stories: [3, 4],
    eras: PREWAR,
    priceFactor: 1.1,
    scenes: ['canal'],
    volume: 4.2,
  },
  boerderij: {
    living: [180, 400],
    plot: [3000, 20000],
    rooms: [6, 9],
    stories: [2, 2],
    eras: [[1850, 1950, 1]],
    priceFactor: 0.9,
    priceMax: 1_950_000,
    scenes: ['farm'],
    volume: 5.0,
  },
  woonboerderij: {
    living: [160, 350],
    plot: [1500, 8000],
    rooms: [5, 8],
    stories: [2, 2],
    eras: [[1870, 1960, 1]],
    priceFactor: 1.0,
    priceMax: 1_950_000,
    scenes: ['farm'],
    volume: 4.8,
  },
  appartement: {
    living: [45, 130],
    plot: [0, 0],
    rooms: [2, 5],
    stories: [1, 1],
    eras: OLD,
    priceFactor: 1.0,
    scenes: ['apartment'],
    volume: 2.9,
  },
  benedenwoning: {
    living: [50, 120],
    plot: [0, 0],
    rooms: [2, 5],
    stories: [1, 1],
    eras: PREWAR,
    priceFactor: 0.98,
    scenes: ['portiek', 'canal'],
    volume: 3.1,
  },
  bovenwoning: {
    living: [50, 130],
    plot: [0, 0],
    rooms: [2, 5],
    stories: [1, 2],
    eras: PREWAR,
    priceFactor: 0.92,
    scenes: ['portiek', 'canal'],
    volume: 3.1,
  },
  portiekwoning: {
    living: [45, 95],
    plot: [0, 0],
    rooms: [2, 4],
    stories: [1, 1],
    eras: POSTWAR,
    priceFactor: 0.92,
    scenes: ['portiek'],
    volume: 2.9,
  },
  galerijflat: {
    living: [50, 100],
    plot: [0, 0],
    rooms: [2, 4],
    stories: [1, 1],
    eras: POSTWAR,
    priceFactor: 0.85,
    scenes: ['apartment'],
    volume: 2.8,
  },
  maisonnette: {
    living: [70, 140],
    plot: [0, 0],
    rooms: [3, 5],
    stories: [2, 2],
    eras: POSTWAR,
    priceFactor: 0.95,
    scenes: ['apartment', 'portiek'],
    volume: 3.0,
  },
  penthouse: {
    living: [110, 250],
    plot: [0, 0],
    rooms: [3, 6],
    stories: [1, 2],
    eras: [[1995, 2024, 1]],
    priceFactor: 1.25,
    scenes: ['apartment'],
    volume: 3.1,
  },
  woonboot: {
    living: [60, 150],
    plot: [0, 0],
    rooms: [2, 5],
    stories: [1, 2],
    eras: [[1960, 2022, 1]],
    priceFactor: 0.9,
    scenes: ['houseboat'],
    volume: 2.8,
  },
};

const APARTMENT_MIX: [string, number][] = [
  ['appartement', 50],
  ['benedenwoning', 10],
  ['bovenwoning', 10],
  ['portiekwoning', 8],
  ['galerijflat', 8],
  ['maisonnette', 6],
  ['penthouse', 5],
];
const HOUSE_MIX: [string, number][] = [
  ['tussenwoning', 30],
  ['hoekwoning', 12],
  ['woonhuis', 10],
  ['twee_onder_een_kap', 15],
  ['geschakelde_woning', 5],
  ['vrijstaande_woning', 12],
  ['bungalow', 4],
  ['villa', 3],
  ['herenhuis', 4],
  ['boerderij', 1],
  ['woonboerderij', 2],
  ['woonboot', 1.5],
];

const STATUS_MIX: [HouseStatusKey, number][] = [
  ['selling', 76],
  ['open_for_offers', 12],
  ['sold_under_reservation', 7],
  ['sold', 5],
];
const REASONS: StatusReasonKey[] = ['offer', 'members', 'work', 'new_house'];
const MOVING_MONTHS = [0, 1, 3, 6, 12, 24];

interface Place extends DemoPlace {
  gazetteer: Pick<GazetteerPlace, 'code' | 'name' | 'municipalityCode' | 'latitude' | 'longitude'>;
  pc4List: number[];
  streetSlots: StreetSlot[];
}

interface StreetSlot {
  name: string;
  lat: number;
  lon: number;
  pc4: number;
  letter: string;
  nextNumber: number;
}

interface HouseSpec {
  data: Prisma.HouseCreateManyInput;
  typeKey: string;
  tagKeys: string[];
  facilityKeys: string[];
  photoScenes: (ExteriorKind | InteriorKind)[];
  history: { status: string; reason: string | null; createdAt: Date }[];
}

/** Finds the gazetteer's place for a demo town; falls back on the built-in centroid when it has none. */
function resolvePlace(p: DemoPlace, log: (m: string) => void): Place['gazetteer'] {
  const byName = gazetteer.placeByName(p.name);
  const found =
    byName && byName.municipalityCode === p.municipalityCode
      ? byName
      : gazetteer
          .all()
          .find((g) => g.type === 'woonplaats' && g.name === p.name && g.municipalityCode === p.municipalityCode);
  if (found) return found;
  log(`demo: ${p.name} staat niet in de gazetteer, ingebouwde coördinaten gebruikt`);
  return { code: p.cbsCode, name: p.name, municipalityCode: p.municipalityCode, latitude: p.lat, longitude: p.lon };
}

/** Point at `distanceKm` in direction `angle` from (lat, lon). */
function offset(lat: number, lon: number, distanceKm: number, angle: number): [number, number] {
  const dLat = (distanceKm * Math.cos(angle)) / 111.32;
  const dLon = (distanceKm * Math.sin(angle)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return [Math.round((lat + dLat) * 1e6) / 1e6, Math.round((lon + dLon) * 1e6) / 1e6];
}

function streetName(r: Rng): string {
  if (r.chance(0.15)) return r.pick(COMMON_STREETS);
  const [stems, suffixes] = r.pick(STREET_PARTS);
  const stem = r.pick(stems);
  const suffix = r.pick(suffixes);
  // "Frans Hals" + "straat" → "Frans Halsstraat"; "Prins Hendrik" + "laan" → "Prins Hendriklaan"
  return `${stem}${suffix}`;
}

function buildPlaces(r: Rng, log: (m: string) => void): Place[] {
  return DEMO_PLACES.map((p) => {
    const g = resolvePlace(p, log);
    const pc4List = expandPc4(p.pc4);
    const names = new Set<string>(p.streets ?? []);
    const wanted = Math.max(12, Math.round(p.weight * 4) + 8);
    while (names.size < wanted) names.add(streetName(r));
    const streetSlots = [...names].map((name, i) => {
      // Real (signature) streets lie near the centre; generated ones anywhere in town.
      const dist = i < (p.streets?.length ?? 0) ? r.between(0, 0.35) * p.radiusKm : Math.sqrt(r.float()) * p.radiusKm;
      const [lat, lon] = offset(g.latitude, g.longitude, dist, r.between(0, Math.PI * 2));
      // Never S first: SA, SD and SS are not issued.
      const letter = r.pick([...POSTCODE_LETTERS.replace('S', '')]);
      return { name, lat, lon, pc4: r.pick(pc4List), letter, nextNumber: r.int(1, 40) };
    });
    return { ...p, gazetteer: g, pc4List, streetSlots };
  });
}

/** Dutch asking prices: round to 5k (25k above a million), often just under ("€ 349.000"). */
function askingPrice(value: number, r: Rng): number {
  if (value >= 1_000_000) return Math.round(value / 25_000) * 25_000 - (r.chance(0.4) ? 5_000 : 0);
  return Math.round(value / 5_000) * 5_000 - (r.chance(0.4) ? 1_000 : 0);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function pickSome<T>(r: Rng, items: readonly T[], min: number, max: number): T[] {
  return r.sample([...new Set(items)], r.int(min, max));
}

function buildingStyleTags(r: Rng, typeKey: string, year: number, facilities: string[]): string[] {
  const c: string[] = [];
  if (year < 1900) c.push('karakteristiek', 'karakteristiek', ...(r.chance(0.35) ? ['rijksmonument'] : []));
  else if (year < 1925) c.push('karakteristiek', 'jugendstil', 'art_deco');
  else if (year <= 1940) c.push('jaren_30', 'jaren_30', 'art_deco', 'karakteristiek');
  else if (year < 1966) c.push('jaren_50');
  else if (year < 1986) c.push('jaren_70');
  else if (year < 2015) c.push('modern');
  else c.push('nieuwbouw', 'modern');
  if (year >= 2010 && facilities.includes('warmtepomp') && facilities.includes('zonnepanelen'))
    c.push('energieneutraal');
  if (typeKey === 'boerderij' || typeKey === 'woonboerderij') c.unshift('landelijk');
  if ((typeKey === 'appartement' || typeKey === 'penthouse') && r.chance(0.08)) c.push('industrieel');
  const first = c[0];
  const rest = pickSome(
    r,
    c.slice(1).filter((k) => k !== first),
    0,
    2,
  );
  return [first, ...rest];
}

function locationTags(r: Rng, typeKey: string, group: string): string[] {
  if (typeKey === 'boerderij' || typeKey === 'woonboerderij')
    return ['landelijk_gelegen', ...pickSome(r, ['vrij_uitzicht', 'aan_een_rustige_weg', 'aan_de_bosrand'], 0, 2)];
  if (typeKey === 'woonboot')
    return ['aan_het_water', ...pickSome(r, ['vrij_uitzicht', 'in_het_centrum', 'aan_een_park'], 0, 2)];
  const pool: [string, number][] =
    group === 'appartement'
      ? [
          ['in_het_centrum', 5],
          ['nabij_openbaar_vervoer', 4],
          ['nabij_winkels', 4],
          ['aan_het_water', 2],
          ['aan_een_park', 2],
          ['vrij_uitzicht', 2],
        ]
      : [
          ['in_een_woonwijk', 6],
          ['aan_een_rustige_weg', 4],
          ['nabij_school', 3],
          ['aan_een_park', 2],
          ['aan_het_water', 1],
          ['vrij_uitzicht', 1],
          ['aan_de_bosrand', 1],
          ['in_het_centrum', 1],
        ];
  const n = r.int(1, 3);
  const out = new Set<string>();
  while (out.size < n) out.add(r.weighted(pool));
  return [...out];
}

function facilitiesFor(r: Rng, typeKey: string, group: string, year: number, living: number): string[] {
  const f = new Set<string>();
  if (group === 'appartement') {
    f.add(typeKey === 'penthouse' ? 'dakterras' : r.chance(0.75) ? 'balkon' : 'berging');
    if (typeKey === 'benedenwoning') f.add('tuin');
    if (typeKey === 'bovenwoning' && r.chance(0.4)) f.add('dakterras');
    if (
      (typeKey === 'appartement' || typeKey === 'galerijflat' || typeKey === 'penthouse') &&
      (year > 1965 || r.chance(0.3))
    )
      f.add('lift');
  } else if (typeKey !== 'woonboot') {
    f.add('tuin');
    if (r.chance(0.5)) f.add('berging');
  }
  const extra: [string, number][] = [
    ['zonnepanelen', year > 2010 ? 6 : 3],
    ['vloerverwarming', year > 2000 ? 5 : 2],
    ['warmtepomp', year > 2015 ? 8 : 1],
    ['open_haard', group === 'appartement' ? 0.5 : 3],
    ['parkeerplaats', group === 'appartement' ? 2 : 3],
    ['garage', group === 'appartement' ? 1 : living > 140 ? 4 : 1],
    ['zolder', group === 'appartement' ? 0.2 : 4],
    ['kelder', 1],
    ['serre', group === 'appartement' ? 0.2 : 1.5],
    ['airconditioning', 1.5],
    ['laadpaal', year > 2015 ? 3 : 1],
    ['zwembad', typeKey === 'villa' ? 4 : 0.05],
    ['sauna', typeKey === 'villa' ? 3 : 0.2],
  ];
  const target = r.int(2, 6);
  let guard = 0;
  while (f.size < target && guard++ < 50) f.add(r.weighted(extra));
  return [...f].slice(0, 6);
}

/** "aan de Kerkstraat", but "aan het Bleekplein": squares, parks, paths and courts are het-words. */
function streetArticle(street: string): 'de' | 'het' {
  return /(plein|park|pad|erf|plantsoen|hof|Rapenburg)$/.test(street) ? 'het' : 'de';
}

function joinDutch(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

interface Facts {
  typeKey: string;
  typeName: string;
  group: string;
  city: string;
  street: string;
  year: number;
  living: number;
  plot: number;
  volume: number;
  rooms: number;
  bedrooms: number;
  bathrooms: number;
  stories: number;
  facilities: string[];
  facilityNames: string[];
  locationTags: string[];
  status: HouseStatusKey;
  reason: StatusReasonKey | null;
  energyLabel: HouseEnergyLabel | null;
}

function shortDescription(r: Rng, h: Facts): string {
  const [withE, withoutE] = r.pick(ADJECTIVES);
  const type = h.typeName.toLowerCase();
  const adjective = NEUTER_TYPES.has(h.typeKey) ? withoutE : withE;
  const featureKeys = h.facilities.filter((k) => FEATURE_PHRASES[k]);
  const feature = featureKeys.length ? r.pick(FEATURE_PHRASES[r.pick(featureKeys)]) : `${h.bedrooms} slaapkamers`;
  const locKey = h.locationTags.find((k) => LOCATION_PHRASES[k]);
  const location = locKey ? r.pick(LOCATION_PHRASES[locKey]).replace('{city}', h.city) : `in ${h.city}`;
  return `${adjective} ${type} met ${feature} ${location}.`;
}

function factualDescription(r: Rng, h: Facts): string {
  const type = h.typeName.toLowerCase();
  const lidwoord = NEUTER_TYPES.has(h.typeKey) ? 'Dit' : 'Deze';
  const paragraphs: string[] = [];
  paragraphs.push(
    `${lidwoord} ${type} uit ${h.year} ligt aan ${streetArticle(h.street)} ${h.street} in ${h.city}. De woning heeft een woonoppervlakte van ${h.living} m²` +
      (h.plot > 0 ? ` op een perceel van ${h.plot.toLocaleString('nl-NL')} m²` : '') +
      ` en een inhoud van ongeveer ${h.volume} m³. Er zijn ${h.rooms} kamers, waarvan ${h.bedrooms} ${h.bedrooms === 1 ? 'slaapkamer' : 'slaapkamers'}.`,
  );
  const living = r.pick(LIVING_ROOM_PHRASES);
  const kitchen = r.pick(KITCHEN_PHRASES);
  const bath = r.pick(BATHROOM_PHRASES);
  if (h.group === 'appartement' || h.typeKey === 'woonboot') {
    const where =
      h.typeKey === 'woonboot'
        ? 'Via de loopplank kom je binnen'
        : h.typeKey === 'benedenwoning'
          ? 'De woning ligt op de begane grond'
          : `De woning ligt op de ${r.int(1, h.typeKey === 'penthouse' ? 12 : 5)}e verdieping${h.facilities.includes('lift') ? ' en is met de lift bereikbaar' : ''}`;
    paragraphs.push(
      `Indeling: ${where}. Je vindt er ${living}, ${kitchen}, ${h.bedrooms === 1 ? 'een slaapkamer' : `${h.bedrooms} slaapkamers`} en de badkamer met ${bath}.` +
        (h.stories > 1 ? ' De slaapkamers liggen op de bovenste woonlaag, bereikbaar via een vaste trap.' : ''),
    );
  } else {
    const upstairs = h.stories >= 2 ? Math.max(1, h.bedrooms - (h.stories >= 3 ? 1 : 0)) : 0;
    let layout = `Indeling: op de begane grond de entree met toilet, ${living} en ${kitchen}.`;
    if (h.stories === 1)
      layout = `Indeling: alles gelijkvloers: ${living}, ${kitchen}, ${h.bedrooms} slaapkamers en de badkamer met ${bath}.`;
    if (h.stories >= 2)
      layout += ` Op de eerste verdieping ${upstairs === 1 ? 'ligt één slaapkamer' : `liggen ${upstairs} slaapkamers`} en de badkamer met ${bath}.`;
    if (h.stories >= 3)
      layout += ` De tweede verdieping biedt ${h.bedrooms - upstairs > 0 ? 'nog een slaapkamer en ' : ''}een ruime zolder met bergruimte.`;
    paragraphs.push(layout);
  }
  if (h.facilityNames.length)
    paragraphs.push(`Voorzieningen: ${joinDutch(h.facilityNames.map((n) => n.toLowerCase()))}.`);
  const heating = h.facilities.includes('warmtepomp')
    ? 'een warmtepomp'
    : `een cv-ketel uit ${Math.max(h.year, 2008 + r.int(0, 15))}`;
  // The label of the house itself (its energy_label column), so that text and badge agree.
  paragraphs.push(
    h.energyLabel ? `Energielabel ${h.energyLabel}; verwarming met ${heating}.` : `Verwarming met ${heating}.`,
  );
  if (h.group === 'appartement')
    paragraphs.push(`Er is een actieve VvE; de servicekosten zijn € ${roundTo(r.int(90, 320), 5)} per maand.`);
  paragraphs.push(
    r.pick([
      'Oplevering in overleg.',
      'Oplevering kan snel.',
      'Oplevering in overleg, bij voorkeur binnen drie maanden.',
    ]),
  );
  return paragraphs.join('\n\n');
}

function personalDescription(r: Rng, h: Facts, now: number): string {
  const years = r.int(3, 25);
  const since = new Date(now).getFullYear() - years;
  const opening = r.pick(PERSONAL_OPENINGS).replace('{years}', String(years)).replace('{since}', String(since));
  const favKey = r.sample([...h.facilities, ...h.locationTags], 10).find((k) => PERSONAL_FAVOURITES[k]);
  const favourite = favKey ? r.pick(PERSONAL_FAVOURITES[favKey]) : r.pick(PERSONAL_FAVOURITE_DEFAULT);
  const reason =
    h.status === 'open_for_offers' && h.reason ? PERSONAL_REASONS_OPEN[h.reason] : r.pick(PERSONAL_REASONS);
  return `${opening} ${favourite} ${reason} ${r.pick(PERSONAL_CLOSINGS)}`;
}

function generateHouses(
  r: Rng,
  places: Place[],
  count: number,
  typeIds: Map<string, number>,
  now: number,
): HouseSpec[] {
  const typeByKey = new Map(HOUSE_TYPES.map((t) => [t.key, t]));
  const facilityNames = new Map(FACILITIES.map((f) => [f.key, f.name]));
  const totalWeight = places.reduce((s, p) => s + p.weight, 0);
  // Houses per place by weight; every place gets at least a handful (when the count allows).
  const least = Math.min(8, Math.floor(count / places.length));
  const perPlace = places.map((p) => Math.max(least, Math.round((p.weight / totalWeight) * count)));
  let diff = count - perPlace.reduce((s, n) => s + n, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % perPlace.length) {
    const step = diff > 0 ? 1 : -1;
    if (perPlace[i] + step >= least) {
      perPlace[i] += step;
      diff -= step;
    }
  }

  const slugs = new Set<string>();
  const specs: HouseSpec[] = [];
  places.forEach((place, pi) => {
    for (let n = 0; n < perPlace[pi]; n++) {
      const typeKey = r.chance(place.apartmentShare) ? r.weighted(APARTMENT_MIX) : r.weighted(HOUSE_MIX);
      const type = typeByKey.get(typeKey)!;
      const profile = PROFILES[typeKey];
      const [from, to] = r.weighted(profile.eras.map((e) => [e, e[2]] as const));
      const year = r.int(from, to);
      const living = r.int(profile.living[0], profile.living[1]);
      const plot =
        profile.plot[1] === 0 ? 0 : roundTo(r.int(profile.plot[0], profile.plot[1]), profile.plot[1] > 1000 ? 10 : 1);
      const stories = r.int(profile.stories[0], profile.stories[1]);
      const rooms = Math.min(profile.rooms[1], Math.max(profile.rooms[0], Math.round(living / 28) + r.int(-1, 1)));
      const bedrooms = Math.max(1, rooms - (rooms >= 6 ? 2 : 1));
      const bathrooms = 1 + (living > 140 ? 1 : 0) + (living > 260 ? 1 : 0);
      const toilets = Math.min(4, bathrooms + (stories >= 2 ? 1 : 0));
      const volume = roundTo(living * profile.volume * r.between(0.95, 1.08), 5);
      const facilities = facilitiesFor(r, typeKey, type.group, year, living);
      const tags = [...buildingStyleTags(r, typeKey, year, facilities), ...locationTags(r, typeKey, type.group)];

      // Where: centre houses close to the centroid, country houses at the edge; then the nearest street.
      const loc = tags.includes('in_het_centrum')
        ? r.between(0, 0.25)
        : tags.includes('landelijk_gelegen')
          ? r.between(0.85, 1.3)
          : Math.sqrt(r.float()) * 0.95;
      const [lat0, lon0] = offset(
        place.gazetteer.latitude,
        place.gazetteer.longitude,
        loc * place.radiusKm,
        r.between(0, Math.PI * 2),
      );
      let street = place.streetSlots[0];
      let best = Number.POSITIVE_INFINITY;
      for (const s of place.streetSlots) {
        const d = (s.lat - lat0) ** 2 + ((s.lon - lon0) * 0.62) ** 2;
        if (d < best) {
          best = d;
          street = s;
        }
      }
      // A house sits within ~150 m of its street's anchor point.
      const [lat, lon] = offset(street.lat, street.lon, r.between(0, 0.15), r.between(0, Math.PI * 2));
      const number = street.nextNumber;
      street.nextNumber += r.int(1, 9);
      const suffix =
        type.group === 'appartement' && typeKey !== 'benedenwoning' && r.chance(0.5)
          ? place.name === 'Amsterdam'
            ? `-${r.pick(['I', 'II', 'III', 'IV'])}`
            : r.chance(0.5)
              ? `-${r.int(1, 4)}`
              : r.pick(['A', 'B', 'bis'])
          : '';
      const streetNumber = `${number}${suffix}`;
      const second =
        POSTCODE_LETTERS[(POSTCODE_LETTERS.indexOf(street.letter) + Math.floor(number / 12)) % POSTCODE_LETTERS.length];
      const postalCode = `${street.pc4}${street.letter}${second}`;

      // Price from living area, the town's price level and the type; land adds a little.
      const base =
        living * place.pricePerM2 * profile.priceFactor * r.between(0.88, 1.15) +
        Math.min(plot, 2500) * place.pricePerM2 * 0.04;
      let value = Math.max(base, 135_000);
      if (profile.priceMin) value = Math.max(value, profile.priceMin);
      if (profile.priceMax) value = Math.min(value, profile.priceMax);
      const status = r.weighted(STATUS_MIX);
      const reason = status === 'open_for_offers' ? r.pick(REASONS) : null;
      const mode =
        status === 'open_for_offers'
          ? r.weighted([
              ['range', 6],
              ['price', 4],
            ] as const)
          : status === 'sold' && r.chance(0.3)
            ? 'none'
            : r.weighted([
                ['price', 8],
                ['range', 2],
              ] as const);
      let price: number | null = null;
      let minPrice: number | null = null;
      let maxPrice: number | null = null;
      if (mode === 'price') price = askingPrice(value, r);
      if (mode === 'range') {
        minPrice = roundTo(value * 0.95, value > 1_000_000 ? 25_000 : 5_000);
        maxPrice = roundTo(value * 1.06, value > 1_000_000 ? 25_000 : 5_000);
      }

      const createdAt = new Date(now - r.between(0, 120) * DAY);
      const submittedAt = new Date(createdAt.getTime() + r.int(10, 90) * 60_000);
      const statusUpdatedAt =
        status === 'selling'
          ? submittedAt
          : new Date(submittedAt.getTime() + r.float() * (now - submittedAt.getTime()));
      const history = [{ status: 'selling', reason: null as string | null, createdAt: submittedAt }];
      if (status !== 'selling') history.push({ status, reason, createdAt: statusUpdatedAt });

      let slug = '';
      do {
        // One draw of the demo's stream per attempt, as before: the rest of the demo data stays the same.
        const letters = new Rng(r.int(0, 2 ** 31 - 1));
        slug = newHouseSlug({ street: street.name, city: place.gazetteer.name }, (k) => letters.int(0, k - 1));
      } while (slugs.has(slug));
      slugs.add(slug);

      const facts: Facts = {
        typeKey,
        typeName: type.name,
        group: type.group,
        city: place.gazetteer.name,
        street: street.name,
        year,
        living,
        plot,
        volume,
        rooms,
        bedrooms,
        bathrooms,
        stories,
        facilities,
        facilityNames: facilities.map((k) => facilityNames.get(k) ?? k),
        locationTags: tags.filter((k) => LOCATION_PHRASES[k]),
        status,
        reason,
        energyLabel: null,
      };

      const scenes: (ExteriorKind | InteriorKind)[] = [
        r.pick(profile.scenes),
        'living',
        'kitchen',
        'bedroom',
        'bathroom',
      ];
      if (facilities.includes('tuin')) scenes.push('garden');
      if (living > 120) scenes.push(r.pick(['living', 'bedroom'] as const));

      specs.push({
        typeKey,
        tagKeys: tags,
        facilityKeys: facilities,
        photoScenes: scenes,
        history,
        data: {
          slug,
          street: street.name,
          streetNumber,
          postalCode,
          city: place.gazetteer.name,
          cityCode: place.gazetteer.code,
          municipalityCode: place.gazetteer.municipalityCode,
          latitude: lat,
          longitude: lon,
          houseTypeId: typeIds.get(typeKey)!,
          numberRooms: rooms,
          numberBedrooms: bedrooms,
          numberBathrooms: bathrooms,
          numberToilets: toilets,
          numberStories: stories,
          constructionYear: year,
          livingM2: living,
          plotM2: plot,
          volumeM3: volume,
          price,
          minPrice,
          maxPrice,
          sortPrice: price ?? minPrice ?? maxPrice,
          houseStatus: status,
          statusReason: reason,
          statusUpdatedAt,
          movingMonths: r.pick(MOVING_MONTHS),
          shortDescription: '',
          factualDescription: '',
          personalDescription: '',
          isOwner: true,
          moderationStatus: 'approved',
          submittedAt,
          likingUsersCount: 0,
          createdAt,
          updatedAt: statusUpdatedAt,
        },
      });
      // Text last, from the finished facts (a separate generator keeps the numbers stable if texts change).
      const tr = r.fork(specs.length);
      const spec = specs[specs.length - 1];
      facts.energyLabel = demoEnergyLabel(tr.fork(1), year, facilities);
      spec.data.energyLabel = facts.energyLabel;
      spec.data.shortDescription = shortDescription(tr, facts);
      spec.data.factualDescription = factualDescription(tr, facts);
      spec.data.personalDescription = personalDescription(tr, facts, now);
    }
  });
  return specs;
}

/**
 * The asking prices of a demo house since it was listed (houses/price-history.ts): about one in four
 * houses with a fixed price, listed more than ten days ago, started higher and were lowered once or
 * twice, half of them in the last four weeks ('Vraagprijs verlaagd' on their cards).
 */
function demoPriceHistory(r: Rng, d: Prisma.HouseCreateManyInput, now: number) {
  const listedAt = d.submittedAt as Date;
  const prices = { price: d.price ?? null, minPrice: d.minPrice ?? null, maxPrice: d.maxPrice ?? null };
  const lowered = r.int(1, 4) === 1;
  const earliestDrop = listedAt.getTime() + 3 * DAY;
  if (!lowered || prices.price === null || now - listedAt.getTime() < 10 * DAY)
    return { rows: [{ ...prices, createdAt: listedAt }], reducedAt: null };
  const lastDrop = new Date(
    r.int(1, 2) === 1 ? Math.max(earliestDrop, now - r.between(1, 28) * DAY) : r.between(earliestDrop, now),
  );
  const drops = r.int(1, 3) === 1 ? [new Date(r.between(earliestDrop, lastDrop.getTime())), lastDrop] : [lastDrop];
  // Back from today's price: each earlier one 2–6 % higher, in steps of € 5.000 as sellers ask.
  const steps = [prices.price];
  for (let i = 0; i < drops.length; i++)
    steps.unshift(Math.ceil((steps[0] * (1 + r.between(0.02, 0.06))) / 5_000) * 5_000);
  const dates = [listedAt, ...drops];
  return {
    rows: steps.map((price, i) => ({ price, minPrice: null, maxPrice: null, createdAt: dates[i] })),
    reducedAt: lastDrop,
  };
}

/**
 * An energy label as Dutch houses of that age have them (older: D–G unless insulated since, new
 * builds A and better); solar panels and a heat pump each lift it a class. One in twelve houses
 * has no registered label.
 */
function demoEnergyLabel(r: Rng, year: number, facilities: string[]): HouseEnergyLabel | null {
  if (r.int(1, 12) === 1) return null;
  const byAge: [number, HouseEnergyLabel[]][] = [
    [1945, ['G', 'F', 'F', 'E', 'E', 'D', 'C', 'B']],
    [1975, ['F', 'E', 'D', 'D', 'C', 'C', 'B']],
    [1992, ['D', 'C', 'C', 'B', 'B', 'A']],
    [2006, ['C', 'B', 'A', 'A']],
    [2015, ['B', 'A', 'A', 'A+']],
    [2021, ['A', 'A+', 'A++', 'A+++']],
  ];
  const label = r.pick<HouseEnergyLabel>(byAge.find(([before]) => year < before)?.[1] ?? ['A+++', 'A+++', 'A++++']);
  const lift = ['zonnepanelen', 'warmtepomp'].filter((f) => facilities.includes(f)).length;
  return HOUSE_ENERGY_LABELS[Math.max(0, HOUSE_ENERGY_LABELS.indexOf(label) - lift)];
}

// ───────────────────────────── people ─────────────────────────────

interface PersonSpec {
  firstName: string;
  lastName: string;
  email: string;
  slug: string;
  phoneNumber: string;
}

function people(r: Rng, count: number, taken: Set<string>): PersonSpec[] {
  const out: PersonSpec[] = [];
  while (out.length < count) {
    const firstName = r.pick(FIRST_NAMES);
    const lastName = r.pick(LAST_NAMES);
    const base = slugify(`${firstName} ${lastName}`);
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
    taken.add(slug);
    const local = slug.replace(/-/g, '.').replace(/\.(\d+)$/, '$1');
    out.push({
      firstName,
      lastName,
      slug,
      email: `${local}@demo.huiskans.nl`,
      phoneNumber: `06${r.int(10_000_000, 99_999_999)}`,
    });
  }
  return out;
}

// ───────────────────────────── the transaction ─────────────────────────────

async function fillDemo(
  tx: Tx,
  storage: Storage,
  pictures: { photos: RenderedPicture[]; avatars: Buffer[] },
  passwordHashes: string[],
  houseCount: number,
  log: (m: string) => void,
  started: number,
): Promise<Omit<SeedDemoResult, 'skipped' | 'ms'>> {
  const r = new Rng(SEED);
  const now = Date.now();
  const since = () => `${Math.round(performance.now() - started)} ms`;

  const [types, tags, facilities, expertises, certificates, languages, steps] = await Promise.all([
    tx.houseType.findMany(),
    tx.tag.findMany(),
    tx.facility.findMany(),
    tx.expertise.findMany(),
    tx.certificate.findMany(),
    tx.language.findMany(),
    tx.knowledgebaseStep.findMany({ orderBy: { position: 'asc' } }),
  ]);
  const typeIds = new Map(types.map((t) => [t.key, t.id]));
  const tagIds = new Map(tags.map((t) => [t.key, t.id]));
  const facilityIds = new Map(facilities.map((f) => [f.key, f.id]));
  const expertiseIds = new Map(expertises.map((e) => [e.key, e.id]));

  // Pictures: each illustration becomes one Asset with its variants; houses share them. One at a time,
  // so asset ids are the same on every run (sharp already keeps the CPU busy within one image).
  const photoAssets: { scene: string; id: number }[] = [];
  for (const p of pictures.photos) {
    const asset = await createImageAsset(tx, storage, {
      buffer: p.png,
      kind: 'house_photo',
      keyPrefix: `demo/houses/${p.key}`,
    });
    photoAssets.push({ scene: p.scene, id: asset.id });
  }
  const avatarAssets: { id: number }[] = [];
  for (const [i, png] of pictures.avatars.entries()) {
    avatarAssets.push(
      await createImageAsset(tx, storage, { buffer: png, kind: 'avatar', keyPrefix: `demo/avatars/avatar-${i + 1}` }),
    );
  }
  const byScene = new Map<string, number[]>();
  for (const a of photoAssets) byScene.set(a.scene, [...(byScene.get(a.scene) ?? []), a.id]);
  log(`demo: afbeeldingen opgeslagen (${since()})`);

  // Houses (in memory first, so owners can be assigned before the insert).
  const places = buildPlaces(r.fork(1), log);
  const specs = generateHouses(r.fork(2), places, houseCount, typeIds, now);

  // Accounts: the four demo users, then one owner per ~1.25 houses (no password: they cannot log in).
  const demoNames = [
    {
      key: 'searcher',
      email: DEMO_ACCOUNTS.searcher,
      firstName: 'Sanne',
      lastName: 'de Vries',
      userType: 'searcher',
      movingMonths: 6,
    },
    {
      key: 'seller',
      email: DEMO_ACCOUNTS.seller,
      firstName: 'Pieter',
      lastName: 'Bakker',
      userType: 'seller',
      movingMonths: 3,
    },
    {
      key: 'premium',
      email: DEMO_ACCOUNTS.premium,
      firstName: 'Fleur',
      lastName: 'Jansen',
      userType: 'searcher_and_seller',
      movingMonths: 3,
    },
    {
      key: 'advisor',
      email: DEMO_ACCOUNTS.advisor,
      firstName: 'Mark',
      lastName: 'van Dijk',
      userType: 'searcher',
      movingMonths: 0,
    },
  ] as const;
  const takenSlugs = new Set<string>([
    ...demoNames.map((d) => slugify(`${d.firstName} ${d.lastName}`)),
    DEMO_CHECKIN_SLUG,
  ]);
  const owners = people(r.fork(3), Math.ceil(specs.length * 0.8), takenSlugs);
  const bios: Record<string, string> = {
    searcher: 'Ik zoek met mijn partner een gezinswoning met tuin in of rond Utrecht, het liefst een jaren 30-huis.',
    seller: 'Ik verkoop een aantal woningen uit mijn familie. Vragen? Stuur me gerust een bericht.',
    premium: 'Op zoek naar een karakteristiek appartement in Amsterdam, dicht bij het water.',
    advisor: 'Aankoopmakelaar en hypotheekadviseur in Utrecht. Ik help je van oriëntatie tot sleuteloverdracht.',
  };
  const users = await tx.user.createManyAndReturn({
    data: [
      ...demoNames.map((d, i) => ({
        slug: slugify(`${d.firstName} ${d.lastName}`),
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phoneNumber: `06${String(12_345_670 + i)}`,
        passwordHash: passwordHashes[i],
        userType: d.userType,
        movingMonths: d.movingMonths,
        bio: bios[d.key],
        avatarAssetId: avatarAssets[i].id,
        emailVerifiedAt: new Date(now - 200 * DAY),
        createdAt: new Date(now - 180 * DAY),
      })),
      ...owners.map((o, i) => ({
        ...o,
        userType: r.chance(0.3) ? 'searcher_and_seller' : 'seller',
        movingMonths: r.pick(MOVING_MONTHS),
        avatarAssetId: i % 5 === 0 ? avatarAssets[4 + (i % (avatarAssets.length - 4))].id : null,
        emailVerifiedAt: new Date(now - 130 * DAY),
        createdAt: new Date(now - 130 * DAY),
      })),
    ],
    select: { id: true, email: true },
  });
  const userId = new Map(users.map((u) => [u.email, u.id]));
  const ownerIds = owners.map((o) => userId.get(o.email)!);
  const sellerId = userId.get(DEMO_ACCOUNTS.seller)!;

  // The demo seller owns ten houses around Utrecht with a mix of statuses, for a lively dashboard.
  const sellerPlan: [string, HouseStatusKey, StatusReasonKey | null][] = [
    ['Utrecht', 'selling', null],
    ['Utrecht', 'open_for_offers', 'new_house'],
    ['Utrecht', 'selling', null],
    ['Zeist', 'selling', null],
    ['Houten', 'sold_under_reservation', null],
    ['Nieuwegein', 'selling', null],
    ['Amersfoort', 'open_for_offers', 'work'],
    ['Woerden', 'selling', null],
    ['Hilversum', 'sold', null],
    ['Amsterdam', 'selling', null],
  ];
  const sellerHouses = new Set<number>();
  for (const [city, status, reason] of sellerPlan) {
    const i = specs.findIndex((s, idx) => !sellerHouses.has(idx) && s.data.city === city);
    if (i < 0) continue;
    sellerHouses.add(i);
    const d = specs[i].data;
    d.houseStatus = status;
    d.statusReason = reason;
    if ((d.price ?? d.minPrice) === null) d.price = 395_000;
    d.sortPrice = d.price ?? d.minPrice ?? d.maxPrice;
    specs[i].history = [{ status: 'selling', reason: null, createdAt: d.submittedAt as Date }];
    if (status !== 'selling') specs[i].history.push({ status, reason, createdAt: d.statusUpdatedAt as Date });
  }
  // Its own generator: the price histories leave every other demo number as it was.
  const priceRng = new Rng(24);
  const priceHistories = specs.map((s) => demoPriceHistory(priceRng, s.data, now));
  specs.forEach((s, i) => {
    s.data.priceReducedAt = priceHistories[i].reducedAt;
  });
  let ownerCursor = 0;
  specs.forEach((s, i) => {
    s.data.ownerUserId = sellerHouses.has(i) ? sellerId : ownerIds[ownerCursor++ % ownerIds.length];
  });

  const created = await tx.house.createManyAndReturn({
    data: specs.map((s) => s.data),
    select: { id: true, slug: true },
  });
  const houseId = new Map(created.map((h) => [h.slug, h.id]));
  log(`demo: ${created.length} huizen aangemaakt (${since()})`);

  const houseTags: Prisma.HouseTagCreateManyInput[] = [];
  const houseFacilities: Prisma.HouseFacilityCreateManyInput[] = [];
  const houseAssets: Prisma.HouseAssetCreateManyInput[] = [];
  const statusChanges: Prisma.HouseStatusChangeCreateManyInput[] = [];
  const priceChanges: Prisma.HousePriceChangeCreateManyInput[] = [];
  const pr = r.fork(4);
  specs.forEach((s, i) => {
    const id = houseId.get(s.data.slug)!;
    for (const row of priceHistories[i].rows) priceChanges.push({ ...row, houseId: id });
    for (const key of new Set(s.tagKeys)) houseTags.push({ houseId: id, tagId: tagIds.get(key)! });
    for (const key of s.facilityKeys) houseFacilities.push({ houseId: id, facilityId: facilityIds.get(key)! });
    const used = new Set<number>();
    s.photoScenes.forEach((scene, position) => {
      const options = (byScene.get(scene) ?? []).filter((a) => !used.has(a));
      const assetId = pr.pick(options.length ? options : byScene.get(scene)!);
      used.add(assetId);
      houseAssets.push({ houseId: id, assetId, position, isMain: position === 0 });
    });
    for (const h of s.history)
      statusChanges.push({ houseId: id, status: h.status, reason: h.reason, createdAt: h.createdAt });
  });
  await tx.houseTag.createMany({ data: houseTags });
  await tx.houseFacility.createMany({ data: houseFacilities });
  await tx.houseAsset.createMany({ data: houseAssets });
  await tx.houseStatusChange.createMany({ data: statusChanges });
  await tx.housePriceChange.createMany({ data: priceChanges });
  log(`demo: tags, voorzieningen, foto's, status- en prijshistorie gekoppeld (${since()})`);

  await demoSellerSearchers(tx, r.fork(5), {
    houses: specs.filter((_s, i) => sellerHouses.has(i)),
    searcherIds: ownerIds,
    typeIds,
    places,
  });
  await demoAccountsExtras(tx, {
    now,
    places,
    userId,
    typeIds,
    tagIds,
    facilityIds,
    expertiseIds,
    certificateIds: new Map(certificates.map((c) => [c.name, c.id])),
    languageIds: new Map(languages.map((l) => [l.code, l.id])),
    steps,
  });
  await seedDemoAdvisors(tx, {
    now,
    places,
    expertiseIds,
    certificateIds: new Map(certificates.map((c) => [c.name, c.id])),
    languageIds: new Map(languages.map((l) => [l.code, l.id])),
  });
  await seedCheckinDemo(tx, {
    now,
    passwordHash: passwordHashes[demoNames.length],
    avatarAssetId: avatarAssets[demoNames.length]?.id ?? null,
    sellerId,
    place: places.find((p) => p.name === 'Haarlem')!.gazetteer,
    typeIds,
  });
  await seedDemoReviews(tx, { now, advisorEmail: DEMO_ACCOUNTS.advisor });

  return {
    houses: created.length,
    users: users.length,
    assets: photoAssets.length + avatarAssets.length,
    places: new Set(specs.map((s) => s.data.cityCode)).size,
  };
}

/**
 * Searchers for the demo seller's listed houses, so that the seller sees match suggestions: for each
 * house one profile it fits exactly and one it just misses (a little over budget, one bedroom short).
 */
async function demoSellerSearchers(
  tx: Tx,
  r: Rng,
  c: { houses: HouseSpec[]; searcherIds: number[]; typeIds: Map<string, number>; places: Place[] },
): Promise<void> {
  const listed = c.houses.filter((h) => h.data.houseStatus !== 'sold' && h.data.price != null);
  let next = 0;
  for (const h of listed) {
    const d = h.data;
    const place = c.places.find((p) => p.gazetteer.code === d.cityCode)?.gazetteer;
    if (!place) continue;
    const price = d.price as number;
    const bedrooms = d.numberBedrooms ?? 1;
    for (const fits of [true, false]) {
      const query = place.name;
      await tx.searchQuery.create({
        data: {
          slug: newSearchProfileSlug(query, (n) => r.int(0, n - 1)),
          userId: c.searcherIds[next++ % c.searcherIds.length],
          query,
          queryType: 'woonplaats',
          queryCode: place.code,
          latitude: place.latitude,
          longitude: place.longitude,
          range: 15,
          numberBedroomsMin: fits ? bedrooms : bedrooms + 1,
          priceMax: fits ? roundTo(price * 1.1, 5_000) : roundTo(price * 0.95, 1_000),
          livingM2Min: d.livingM2 ? roundTo(d.livingM2 * 0.9, 5) : null,
          movingMonths: r.pick(MOVING_MONTHS),
          houseTypes: { create: [{ houseTypeId: c.typeIds.get(h.typeKey)! }] },
        },
      });
    }
  }
}

interface ExtrasContext {
  now: number;
  places: Place[];
  userId: Map<string, number>;
  typeIds: Map<string, number>;
  tagIds: Map<string, number>;
  facilityIds: Map<string, number>;
  expertiseIds: Map<string, number>;
  certificateIds: Map<string, number>;
  languageIds: Map<string, number>;
  steps: { id: number; userType: string }[];
}

/** Search profiles, the Premium subscription and the advisor profile of the demo accounts. */
async function demoAccountsExtras(tx: Tx, c: ExtrasContext): Promise<void> {
  const searcher = c.userId.get(DEMO_ACCOUNTS.searcher)!;
  const premium = c.userId.get(DEMO_ACCOUNTS.premium)!;
  const advisorUser = c.userId.get(DEMO_ACCOUNTS.advisor)!;
  const place = (name: string) => c.places.find((p) => p.name === name)!.gazetteer;
  const ids = (map: Map<string, number>, keys: string[]) => keys.map((k) => map.get(k)!);

  const utrecht = place('Utrecht');
  const amsterdam = place('Amsterdam');
  await tx.searchQuery.create({
    data: {
      slug: 'utrecht-zoekprofiel-sanne',
      userId: searcher,
      query: utrecht.name,
      queryType: 'woonplaats',
      queryCode: utrecht.code,
      latitude: utrecht.latitude,
      longitude: utrecht.longitude,
      range: 5,
      numberBedroomsMin: 2,
      priceMin: 300_000,
      priceMax: 550_000,
      livingM2Min: 70,
      movingMonths: 6,
      houseTypes: {
        create: ids(c.typeIds, ['tussenwoning', 'hoekwoning', 'woonhuis', 'appartement', 'benedenwoning']).map(
          (houseTypeId) => ({ houseTypeId }),
        ),
      },
      facilities: { create: ids(c.facilityIds, ['tuin']).map((facilityId) => ({ facilityId })) },
      // A character house in the centre with a garden: a few exact kansen in the demo, and fuzzy ones.
      tags: { create: ids(c.tagIds, ['karakteristiek', 'in_het_centrum']).map((tagId) => ({ tagId })) },
    },
  });
  // Sanne's second wish: more room a little further out, to show a list with two profiles.
  const amersfoort = place('Amersfoort');
  await tx.searchQuery.create({
    data: {
      slug: 'amersfoort-zoekprofiel-sanne',
      userId: searcher,
      query: amersfoort.name,
      queryType: 'woonplaats',
      queryCode: amersfoort.code,
      latitude: amersfoort.latitude,
      longitude: amersfoort.longitude,
      range: 10,
      numberBedroomsMin: 3,
      priceMin: 375_000,
      priceMax: 525_000,
      livingM2Min: 110,
      movingMonths: 6,
      houseTypes: {
        create: ids(c.typeIds, ['twee_onder_een_kap', 'hoekwoning', 'vrijstaande_woning']).map((houseTypeId) => ({
          houseTypeId,
        })),
      },
      facilities: { create: ids(c.facilityIds, ['tuin', 'berging']).map((facilityId) => ({ facilityId })) },
      tags: { create: ids(c.tagIds, ['landelijk', 'aan_een_park']).map((tagId) => ({ tagId })) },
    },
  });
  await tx.searchQuery.create({
    data: {
      slug: 'amsterdam-zoekprofiel-fleur',
      userId: premium,
      query: amsterdam.name,
      queryType: 'woonplaats',
      queryCode: amsterdam.code,
      latitude: amsterdam.latitude,
      longitude: amsterdam.longitude,
      range: 3,
      numberBedroomsMin: 1,
      priceMin: 400_000,
      priceMax: 750_000,
      livingM2Min: 55,
      movingMonths: 3,
      houseTypes: {
        create: ids(c.typeIds, ['appartement', 'benedenwoning', 'bovenwoning', 'penthouse']).map((houseTypeId) => ({
          houseTypeId,
        })),
      },
      facilities: { create: ids(c.facilityIds, ['balkon']).map((facilityId) => ({ facilityId })) },
      tags: { create: ids(c.tagIds, ['karakteristiek', 'aan_het_water']).map((tagId) => ({ tagId })) },
    },
  });

  // Premium (premium@), a cancelled Premium and an Extended account, through the local provider.
  await seedDemoSubscriptions(tx, { now: c.now, premiumId: premium, password: DEMO_PASSWORD });

  // Advisor: an organisation with an office in Utrecht, three expertises, certificates and languages.
  const [officeLat, officeLon] = offset(utrecht.latitude, utrecht.longitude, 0.4, 1.2);
  const organisation = await tx.organisation.create({
    data: {
      name: 'Domstad Wonen & Hypotheken',
      offices: {
        create: {
          name: 'Kantoor Utrecht Centrum',
          street: 'Oudegracht',
          streetNumber: '112',
          postalCode: '3511AV',
          city: utrecht.name,
          cityCode: utrecht.code,
          latitude: officeLat,
          longitude: officeLon,
        },
      },
    },
    include: { offices: true },
  });
  const advisor = await tx.advisor.create({
    data: {
      userId: advisorUser,
      organisationOfficeId: organisation.offices[0].id,
      latitude: officeLat,
      longitude: officeLon,
      range: 15_000,
      isAvailableOfficehours: true,
      isAvailableEvenings: true,
      isAvailableWeekends: false,
      acceptTerms: true,
      expertises: {
        create: ids(c.expertiseIds, ['makelaar_aankoop', 'makelaar_verkoop', 'hypotheekadvies']).map((expertiseId) => ({
          expertiseId,
        })),
      },
      certificates: {
        create: ids(c.certificateIds, ['NVM', 'Erkend Hypotheekadviseur', 'Wft Hypothecair Krediet']).map(
          (certificateId) => ({ certificateId }),
        ),
      },
      languages: { create: ids(c.languageIds, ['nl', 'en', 'de']).map((languageId) => ({ languageId })) },
    },
  });
  // The searcher asked the advisor for contact, who took her on as coachee ten hours later (the
  // AdvisorRequestAppointment, CoachAdded and WelcomeByCoach are demo-messages.ts's); she left a
  // review; two knowledge-base steps done.
  const coaching = {
    userId: searcher,
    advisorId: advisor.id,
    expertiseId: c.expertiseIds.get('hypotheekadvies')!,
  };
  await tx.userAdvisor.create({ data: { ...coaching, createdAt: new Date(c.now - 250 * HOUR) } });
  await tx.advisorCoaching.create({ data: { ...coaching, createdAt: new Date(c.now - 240 * HOUR) } });
  await tx.coachingHistory.create({
    data: { userId: searcher, advisorId: advisor.id, firstCoachedAt: new Date(c.now - 240 * HOUR) },
  });
  await tx.review.create({
    data: {
      advisorId: advisor.id,
      userId: searcher,
      rating: 5,
      comments:
        'Mark legde alles helder uit en dacht echt met ons mee. Binnen een week wisten we precies wat we konden lenen.',
      createdAt: new Date(c.now - 20 * DAY),
    },
  });
  const searcherSteps = c.steps.filter((s) => s.userType === 'searcher').slice(0, 2);
  await tx.userKnowledgebaseStep.createMany({ data: searcherSteps.map((s) => ({ userId: searcher, stepId: s.id })) });
  await seedDemoMessages(tx, {
    now: c.now,
    searcher,
    seller: c.userId.get(DEMO_ACCOUNTS.seller)!,
    premium,
    advisorUser,
    organisation: organisation.name,
    expertise: (await tx.expertise.findUniqueOrThrow({ where: { key: 'hypotheekadvies' } })).name,
  });
  await seedDemoAlerts(tx, { now: c.now, searcher, seller: c.userId.get(DEMO_ACCOUNTS.seller)! });
  await seedDemoDeals(tx, { now: c.now, seller: c.userId.get(DEMO_ACCOUNTS.seller)!, premium });
  await seedDemoApiKey(tx, c.userId.get(DEMO_ACCOUNTS.seller)!, c.now);
  await seedDemoMails(tx, [c.userId.get(DEMO_ACCOUNTS.seller)!, premium]);
}
