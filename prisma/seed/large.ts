import sharp from 'sharp';
import { gazetteer } from '../../server/adapters/geocoder/gazetteer.js';
import { createImageAsset } from '../../server/domain/assets/images.js';
import { slugify } from '../../server/domain/kernel/house-presentation.js';
import type { Storage } from '../../server/domain/ports/storage.js';
import {
  FACILITIES,
  HOUSE_TYPES,
  TAG_CATEGORY_BUILDING_STYLE,
  TAG_CATEGORY_LOCATION,
} from '../../server/domain/reference-data/catalog.js';
import { seedReferenceData } from '../../server/domain/reference-data/seed-reference.js';
import type { PrismaClient } from '../../server/generated/prisma/client.js';
import { COMMON_STREETS, DEMO_PLACES, expandPc4, FIRST_NAMES, LAST_NAMES, STREET_PARTS } from './demo-data.js';
import { drawIllustrations, ILLUSTRATION_SEED } from './illustrations.js';
import { Rng } from './random.js';

// A large synthetic set of approved houses for benchmarks (bench/listing). Rows are made by the
// database itself, `INSERT ... SELECT ... FROM generate_series`, in batches, so 100,000 houses take
// seconds instead of minutes and the same SQL runs on PGlite and PostgreSQL. Randomness comes from
// hashint8(row number), so a given count always gives the same data.

export interface SeedLargeOptions {
  prisma: PrismaClient;
  count: number;
  /** Needed only when the database has no house photos yet (then a few are drawn). */
  storage?: Storage;
  log?: (message: string) => void;
  batchSize?: number;
}

export interface SeedLargeResult {
  houses: number;
  firstId: number;
  lastId: number;
  ms: number;
}

/** Half the houses land in the demo towns (by weight), the other half anywhere in the gazetteer. */
const DEMO_SHARE = 0.5;
const SLOTS = 1000;

interface TypeRow {
  key: string;
  group: string;
  living: [number, number];
  plot: [number, number];
  rooms: [number, number];
  stories: [number, number];
  years: [number, number];
  factor: number;
  volume: number;
  weightHouse: number;
  weightApartment: number;
}

// Kept deliberately coarser than the demo's profiles: what matters for benchmarks is realistic spread.
const TYPES: TypeRow[] = [
  {
    key: 'tussenwoning',
    group: 'woonhuis',
    living: [80, 140],
    plot: [90, 190],
    rooms: [4, 6],
    stories: [2, 3],
    years: [1925, 2022],
    factor: 0.95,
    volume: 3.5,
    weightHouse: 30,
    weightApartment: 0,
  },
  {
    key: 'hoekwoning',
    group: 'woonhuis',
    living: [90, 150],
    plot: [140, 320],
    rooms: [4, 6],
    stories: [2, 3],
    years: [1925, 2022],
    factor: 0.98,
    volume: 3.5,
    weightHouse: 12,
    weightApartment: 0,
  },
  {
    key: 'woonhuis',
    group: 'woonhuis',
    living: [90, 160],
    plot: [110, 300],
    rooms: [4, 6],
    stories: [2, 3],
    years: [1900, 2022],
    factor: 0.95,
    volume: 3.6,
    weightHouse: 10,
    weightApartment: 0,
  },
  {
    key: 'twee_onder_een_kap',
    group: 'woonhuis',
    living: [120, 190],
    plot: [250, 520],
    rooms: [5, 7],
    stories: [2, 3],
    years: [1930, 2022],
    factor: 1.0,
    volume: 3.7,
    weightHouse: 15,
    weightApartment: 0,
  },
  {
    key: 'geschakelde_woning',
    group: 'woonhuis',
    living: [110, 170],
    plot: [200, 400],
    rooms: [4, 6],
    stories: [2, 3],
    years: [1960, 2022],
    factor: 0.98,
    volume: 3.6,
    weightHouse: 5,
    weightApartment: 0,
  },
  {
    key: 'vrijstaande_woning',
    group: 'woonhuis',
    living: [140, 260],
    plot: [400, 1200],
    rooms: [5, 8],
    stories: [2, 3],
    years: [1900, 2023],
    factor: 1.05,
    volume: 3.8,
    weightHouse: 12,
    weightApartment: 0,
  },
  {
    key: 'bungalow',
    group: 'woonhuis',
    living: [100, 200],
    plot: [500, 1500],
    rooms: [4, 6],
    stories: [1, 1],
    years: [1955, 2020],
    factor: 1.05,
    volume: 3.4,
    weightHouse: 4,
    weightApartment: 0,
  },
  {
    key: 'villa',
    group: 'woonhuis',
    living: [200, 400],
    plot: [800, 3000],
    rooms: [6, 10],
    stories: [2, 3],
    years: [1900, 2023],
    factor: 1.1,
    volume: 4.0,
    weightHouse: 3,
    weightApartment: 0,
  },
  {
    key: 'herenhuis',
    group: 'woonhuis',
    living: [150, 300],
    plot: [80, 260],
    rooms: [6, 9],
    stories: [3, 4],
    years: [1860, 1939],
    factor: 1.1,
    volume: 4.2,
    weightHouse: 4,
    weightApartment: 0,
  },
  {
    key: 'woonboerderij',
    group: 'woonhuis',
    living: [160, 350],
    plot: [1500, 8000],
    rooms: [5, 8],
    stories: [2, 2],
    years: [1870, 1960],
    factor: 1.0,
    volume: 4.8,
    weightHouse: 3,
    weightApartment: 0,
  },
  {
    key: 'appartement',
    group: 'appartement',
    living: [45, 130],
    plot: [0, 0],
    rooms: [2, 5],
    stories: [1, 1],
    years: [1900, 2024],
    factor: 1.0,
    volume: 2.9,
    weightHouse: 0,
    weightApartment: 50,
  },
  {
    key: 'benedenwoning',
    group: 'appartement',
    living: [50, 120],
    plot: [0, 0],
    rooms: [2, 5],
    stories: [1, 1],
    years: [1880, 1939],
    factor: 0.98,
    volume: 3.1,
    weightHouse: 0,
    weightApartment: 10,
  },
  {
    key: 'bovenwoning',
    group: 'appartement',
    living: [50, 130],
    plot: [0, 0],
    rooms: [2, 5],
    stories: [1, 2],
    years: [1880, 1939],
    factor: 0.92,
    volume: 3.1,
    weightHouse: 0,
    weightApartment: 10,
  },
  {
    key: 'portiekwoning',
    group: 'appartement',
    living: [45, 95],
    plot: [0, 0],
    rooms: [2, 4],
    stories: [1, 1],
    years: [1950, 1985],
    factor: 0.92,
    volume: 2.9,
    weightHouse: 0,
    weightApartment: 8,
  },
  {
    key: 'galerijflat',
    group: 'appartement',
    living: [50, 100],
    plot: [0, 0],
    rooms: [2, 4],
    stories: [1, 1],
    years: [1960, 2010],
    factor: 0.85,
    volume: 2.8,
    weightHouse: 0,
    weightApartment: 8,
  },
  {
    key: 'maisonnette',
    group: 'appartement',
    living: [70, 140],
    plot: [0, 0],
    rooms: [3, 5],
    stories: [2, 2],
    years: [1960, 2020],
    factor: 0.95,
    volume: 3.0,
    weightHouse: 0,
    weightApartment: 6,
  },
  {
    key: 'penthouse',
    group: 'appartement',
    living: [110, 250],
    plot: [0, 0],
    rooms: [3, 6],
    stories: [1, 2],
    years: [1995, 2024],
    factor: 1.25,
    volume: 3.1,
    weightHouse: 0,
    weightApartment: 5,
  },
];

/** A lookup table of SLOTS entries in which each index appears in proportion to its weight. */
function slots(weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  const out: number[] = [];
  weights.forEach((w, i) => {
    const n = Math.round((w / total) * SLOTS);
    for (let k = 0; k < n; k++) out.push(i + 1);
  });
  while (out.length < SLOTS) out.push(weights.indexOf(Math.max(...weights)) + 1);
  return out.slice(0, SLOTS);
}

/** A deterministic number in [0, 1) for row `g` and stream `k`. */
const R = (row: string, k: number) => `((hashint8((${row})::bigint * 64 + ${k}) & 2147483647)::float8 / 2147483648.0)`;
/** A random 1-based index into an array of length `len`. */
const I = (row: string, k: number, len: string) => `(1 + floor(${R(row, k)} * ${len})::int)`;

export async function seedLarge(opts: SeedLargeOptions): Promise<SeedLargeResult> {
  const { prisma, count } = opts;
  const log = opts.log ?? (() => {});
  const batchSize = opts.batchSize ?? 25_000;
  const started = performance.now();
  const since = () => `${Math.round(performance.now() - started)} ms`;

  await seedReferenceData(prisma);
  const [types, tags, facilities] = await Promise.all([
    prisma.houseType.findMany({ where: { key: { in: TYPES.map((t) => t.key) } } }),
    prisma.tag.findMany(),
    prisma.facility.findMany({ where: { key: { in: FACILITIES.map((f) => f.key) } } }),
  ]);
  const typeId = new Map(types.map((t) => [t.key, t.id]));
  const typeName = new Map(HOUSE_TYPES.map((t) => [t.key, t.name]));
  const styleTags = tags.filter((t) => t.tagCategoryId === TAG_CATEGORY_BUILDING_STYLE).map((t) => t.id);
  const locationTags = tags.filter((t) => t.tagCategoryId === TAG_CATEGORY_LOCATION).map((t) => t.id);
  const facilityIds = facilities.map((f) => f.id);

  const { exterior, interior } = await housePhotos(prisma, opts.storage, log);

  // Places: the demo towns with their price levels, then every woonplaats of the gazetteer.
  const demoCodes = new Set<string>();
  const places: {
    code: string;
    name: string;
    muni: string;
    lat: number;
    lon: number;
    radius: number;
    ppm2: number;
    apt: number;
    pc4: number[];
  }[] = [];
  for (const p of DEMO_PLACES) {
    const g = gazetteer.placeByName(p.name);
    const place = g && g.municipalityCode === p.municipalityCode ? g : null;
    const code = place?.code ?? p.cbsCode;
    demoCodes.add(code);
    places.push({
      code,
      name: place?.name ?? p.name,
      muni: p.municipalityCode,
      lat: place?.latitude ?? p.lat,
      lon: place?.longitude ?? p.lon,
      radius: p.radiusKm,
      ppm2: p.pricePerM2,
      apt: p.apartmentShare,
      pc4: expandPc4(p.pc4),
    });
  }
  const demoCount = places.length;
  for (const g of gazetteer.all()) {
    if (g.type !== 'woonplaats' || demoCodes.has(g.code)) continue;
    // Unknown postcode areas: a stable made-up PC4 per place (benchmarks do not look at postcodes).
    const pc4 = 1000 + (Math.abs(hashString(g.code)) % 9000);
    places.push({
      code: g.code,
      name: g.name,
      muni: g.municipalityCode,
      lat: g.latitude,
      lon: g.longitude,
      radius: 1.5,
      ppm2: 3500,
      apt: 0.15,
      pc4: [pc4],
    });
  }
  const placeSlots = slots(DEMO_PLACES.map((p) => p.weight));
  const pc4Flat: number[] = [];
  const pc4From: number[] = [];
  const pc4Len: number[] = [];
  for (const p of places) {
    pc4From.push(pc4Flat.length + 1);
    pc4Len.push(p.pc4.length);
    pc4Flat.push(...p.pc4);
  }

  // Street names: a fixed list, picked per house.
  const r = new Rng(99);
  const streets = new Set<string>(COMMON_STREETS);
  for (const [stems, suffixes] of STREET_PARTS) for (const stem of stems) streets.add(`${stem}${r.pick(suffixes)}`);
  const streetList = [...streets];

  const houseSlots = slots(TYPES.map((t) => t.weightHouse || 0.0001));
  const apartmentSlots = slots(TYPES.map((t) => t.weightApartment || 0.0001));

  // Owners: one synthetic user per 20 houses, without password.
  const nUsers = Math.max(1, Math.ceil(count / 20));
  const userMax = (await prisma.$queryRawUnsafe<{ m: number }[]>('SELECT COALESCE(MAX(id), 0)::int AS m FROM users'))[0]
    .m;
  await prisma.$executeRawUnsafe(
    `INSERT INTO users (slug, first_name, last_name, email, user_type, created_at, updated_at)
     SELECT 'bench-' || ($1::int + g), f.names[${I('g', 1, 'cardinality(f.names)')}], l.names[${I('g', 2, 'cardinality(l.names)')}],
            'bench-' || ($1::int + g) || '@bench.huiskans.nl', 'seller', now(), now()
     FROM generate_series(1, $2::int) g, (SELECT $3::text[] AS names) f, (SELECT $4::text[] AS names) l`,
    userMax,
    nUsers,
    [...FIRST_NAMES],
    [...LAST_NAMES],
  );
  const users = (
    await prisma.$queryRawUnsafe<{ lo: number; hi: number }[]>(
      'SELECT MIN(id)::int lo, MAX(id)::int hi FROM users WHERE id > $1',
      userMax,
    )
  )[0];
  log(`large: ${nUsers} eigenaren (${since()})`);

  const houseMax = (
    await prisma.$queryRawUnsafe<{ m: number }[]>('SELECT COALESCE(MAX(id), 0)::int AS m FROM houses')
  )[0].m;
  const typeArrays = {
    id: TYPES.map((t) => typeId.get(t.key)!),
    name: TYPES.map((t) => typeName.get(t.key)!),
    apt: TYPES.map((t) => t.group === 'appartement'),
    lmin: TYPES.map((t) => t.living[0]),
    lmax: TYPES.map((t) => t.living[1]),
    pmin: TYPES.map((t) => t.plot[0]),
    pmax: TYPES.map((t) => t.plot[1]),
    rmin: TYPES.map((t) => t.rooms[0]),
    rmax: TYPES.map((t) => t.rooms[1]),
    smin: TYPES.map((t) => t.stories[0]),
    smax: TYPES.map((t) => t.stories[1]),
    ymin: TYPES.map((t) => t.years[0]),
    ymax: TYPES.map((t) => t.years[1]),
    factor: TYPES.map((t) => t.factor),
    volume: TYPES.map((t) => t.volume),
  };

  // One statement per batch. `g` is the row number over the whole run (stable across batch sizes).
  const insertHouses = `
    WITH pl AS (
      SELECT * FROM unnest($3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::float8[], $9::int[], $10::float8[], $11::int[], $12::int[], $36::text[])
        WITH ORDINALITY AS p(code, name, muni, lat, lon, radius, ppm2, apt, pc4_from, pc4_len, place_slug, idx)
    ), ty AS (
      SELECT * FROM unnest($13::int[], $14::text[], $15::bool[], $16::int[], $17::int[], $18::int[], $19::int[], $20::int[], $21::int[], $22::int[], $23::int[], $24::int[], $25::int[], $26::float8[], $27::float8[])
        WITH ORDINALITY AS t(id, name, apt, lmin, lmax, pmin, pmax, rmin, rmax, smin, smax, ymin, ymax, factor, volume, idx)
    ), rows AS (
      SELECT g,
        CASE WHEN ${R('g', 1)} < ${DEMO_SHARE} THEN ($28::int[])[${I('g', 2, String(SLOTS))}]
             ELSE ${demoCount} + ${I('g', 3, `(${places.length - demoCount})`)} END AS place_idx
      FROM generate_series($1::int, $2::int) g
    ), rows2 AS (
      SELECT rows.*, pl.*,
        CASE WHEN ${R('g', 4)} < pl.apt THEN ($30::int[])[${I('g', 5, String(SLOTS))}] ELSE ($29::int[])[${I('g', 6, String(SLOTS))}] END AS type_idx,
        ${I('g', 7, 'cardinality($31::text[])')} AS street_idx,
        ($32::int[])[pl.pc4_from + floor(${R('g', 8)} * pl.pc4_len)::int] AS pc4,
        sqrt(${R('g', 9)}) * pl.radius AS dist, ${R('g', 10)} * 2 * pi() AS angle
      FROM rows JOIN pl ON pl.idx = rows.place_idx
    ), rows3 AS (
      SELECT r2.*, ty.id AS type_id, ty.name AS type_name, ty.apt AS is_apt, ty.factor, ty.volume AS vol_factor,
        ty.lmin + floor(${R('g', 11)} * (ty.lmax - ty.lmin + 1))::int AS living,
        CASE WHEN ty.pmax = 0 THEN 0 ELSE ty.pmin + floor(${R('g', 12)} * (ty.pmax - ty.pmin + 1))::int END AS plot,
        ty.rmin, ty.rmax, ${R('g', 13)} AS rrooms,
        ty.smin + floor(${R('g', 14)} * (ty.smax - ty.smin + 1))::int AS stories,
        ty.ymin + floor(${R('g', 15)} * (ty.ymax - ty.ymin + 1))::int AS year,
        ${R('g', 16)} AS rstatus, ${R('g', 17)} AS rprice, ${R('g', 18)} AS rmode,
        (1 + floor(${R('g', 19)} * 180))::int AS num,
        now() - (${R('g', 20)} * interval '365 days') AS created
      FROM rows2 r2 JOIN ty ON ty.idx = r2.type_idx
    ), rows4 AS (
      SELECT r3.*,
        least(r3.rmax, greatest(r3.rmin, round(r3.living / 28.0)::int + floor(r3.rrooms * 3)::int - 1)) AS rooms,
        least(2450000, greatest(125000, r3.living * r3.ppm2 * r3.factor * (0.88 + r3.rprice * 0.27) + least(r3.plot, 2500) * r3.ppm2 * 0.04)) AS value,
        CASE WHEN r3.rstatus < 0.76 THEN 'selling' WHEN r3.rstatus < 0.88 THEN 'open_for_offers'
             WHEN r3.rstatus < 0.95 THEN 'sold_under_reservation' ELSE 'sold' END AS status
      FROM rows3 r3
    ), rows5 AS (
      SELECT r4.*,
        CASE WHEN r4.rmode < 0.8 THEN (round(r4.value / 5000) * 5000)::int END AS price,
        CASE WHEN r4.rmode >= 0.8 THEN (round(r4.value * 0.95 / 5000) * 5000)::int END AS min_price,
        CASE WHEN r4.rmode >= 0.8 THEN (round(r4.value * 1.06 / 5000) * 5000)::int END AS max_price
      FROM rows4 r4
    )
    INSERT INTO houses (slug, owner_user_id, street, street_number, postal_code, city, city_code, municipality_code,
      latitude, longitude, house_type_id, number_rooms, number_bedrooms, number_bathrooms, number_toilets, number_stories,
      construction_year, living_m2, plot_m2, volume_m3, price, min_price, max_price, sort_price, house_status, status_reason,
      status_updated_at, moving_months, short_description, factual_description, personal_description, is_owner,
      moderation_status, submitted_at, liking_users_count, created_at, updated_at)
    SELECT
      -- Public slug shape (server/domain/houses/slugs.ts): street, place, letters (here the row's hex in letters).
      ($37::text[])[r.street_idx] || '-' || r.place_slug || '-' || translate(lpad(to_hex($33::int + r.g), 10, '0'), '0123456789abcdef', 'bcdfghjkmnpqrstv'),
      $34::int + (r.g % $35::int),
      ($31::text[])[r.street_idx], r.num::text,
      r.pc4::text || substr('ABCDEGHJKLMNPRTVWXZ', ${I('r.g', 21, '19')}, 1) || substr('ABCDEGHJKLMNPRTVWXZ', ${I('r.g', 22, '19')}, 1),
      r.name, r.code, r.muni,
      round((r.lat + r.dist * cos(r.angle) / 111.32)::numeric, 6)::float8,
      round((r.lon + r.dist * sin(r.angle) / (111.32 * cos(radians(r.lat))))::numeric, 6)::float8,
      r.type_id, r.rooms, greatest(1, r.rooms - 1), CASE WHEN r.living > 140 THEN 2 ELSE 1 END,
      CASE WHEN r.living > 140 THEN 2 ELSE 1 END + CASE WHEN r.stories > 1 THEN 1 ELSE 0 END, r.stories,
      r.year, r.living, r.plot, (round(r.living * r.vol_factor / 5) * 5)::int,
      r.price, r.min_price, r.max_price, COALESCE(r.price, r.min_price, r.max_price), r.status,
      CASE WHEN r.status = 'open_for_offers' THEN (ARRAY['offer','members','work','new_house'])[${I('r.g', 23, '4')}] END,
      r.created + interval '30 minutes',
      (ARRAY[0,1,3,6,12,24])[${I('r.g', 24, '6')}],
      r.type_name || ' in ' || r.name || ' met ' || r.rooms || ' kamers en ' || r.living || ' m² woonoppervlakte.',
      'Deze woning uit ' || r.year || ' heeft een woonoppervlakte van ' || r.living || ' m²' ||
        CASE WHEN r.plot > 0 THEN ' op een perceel van ' || r.plot || ' m²' ELSE '' END ||
        '. Synthetische woning voor benchmarks.',
      'Gegenereerd voor de benchmark; geen echte eigenaar.',
      true, 'approved', r.created + interval '30 minutes', 0, r.created, r.created + interval '30 minutes'
    FROM rows5 r`;

  type Exec = Pick<PrismaClient, '$executeRawUnsafe'>;
  // Each is a thunk: run one after the other inside the batch's transaction.
  const linkStatements = (db: Exec, lo: number, hi: number): (() => Promise<number>)[] => [
    // 1-2 building-style tags and 1-2 location tags
    () =>
      db.$executeRawUnsafe(
        `INSERT INTO house_tags (house_id, tag_id)
       SELECT h.id, x.tag_id FROM houses h CROSS JOIN LATERAL (VALUES
         (($3::int[])[${I('h.id', 40, 'cardinality($3::int[])')}]), (($3::int[])[${I('h.id', 41, 'cardinality($3::int[])')}]),
         (($4::int[])[${I('h.id', 42, 'cardinality($4::int[])')}]), (($4::int[])[${I('h.id', 43, 'cardinality($4::int[])')}])) x(tag_id)
       WHERE h.id BETWEEN $1 AND $2 ON CONFLICT DO NOTHING`,
        lo,
        hi,
        styleTags,
        locationTags,
      ),
    // 2-3 facilities
    () =>
      db.$executeRawUnsafe(
        `INSERT INTO house_facility_links (house_id, facility_id)
       SELECT h.id, x.facility_id FROM houses h CROSS JOIN LATERAL (VALUES
         (($3::int[])[${I('h.id', 44, 'cardinality($3::int[])')}]), (($3::int[])[${I('h.id', 45, 'cardinality($3::int[])')}]),
         (($3::int[])[${I('h.id', 46, 'cardinality($3::int[])')}])) x(facility_id)
       WHERE h.id BETWEEN $1 AND $2 ON CONFLICT DO NOTHING`,
        lo,
        hi,
        facilityIds,
      ),
    // 5 photos: an exterior as the main one, then four interiors
    () =>
      exterior.length === 0
        ? Promise.resolve(0)
        : db.$executeRawUnsafe(
            `INSERT INTO house_assets (house_id, asset_id, position, is_main)
       SELECT h.id, CASE WHEN p = 0 THEN ($3::int[])[${I('h.id', 47, 'cardinality($3::int[])')}]
                         ELSE ($4::int[])[1 + ((floor(${R('h.id', 48)} * cardinality($4::int[]))::int + p) % cardinality($4::int[]))] END,
              p, p = 0
       FROM houses h CROSS JOIN generate_series(0, 4) p
       WHERE h.id BETWEEN $1 AND $2`,
            lo,
            hi,
            exterior,
            interior,
          ),
    () =>
      db.$executeRawUnsafe(
        `INSERT INTO house_status_changes (house_id, status, reason, created_at)
       SELECT id, house_status, status_reason, status_updated_at FROM houses WHERE id BETWEEN $1 AND $2`,
        lo,
        hi,
      ),
  ];

  let firstId = 0;
  let lastId = 0;
  for (let from = 1; from <= count; from += batchSize) {
    const to = Math.min(count, from + batchSize - 1);
    const before = (
      await prisma.$queryRawUnsafe<{ m: number }[]>('SELECT COALESCE(MAX(id), 0)::int AS m FROM houses')
    )[0].m;
    await prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(
          insertHouses,
          from,
          to,
          places.map((p) => p.code),
          places.map((p) => p.name),
          places.map((p) => p.muni),
          places.map((p) => p.lat),
          places.map((p) => p.lon),
          places.map((p) => p.radius),
          places.map((p) => p.ppm2),
          places.map((p) => p.apt),
          pc4From,
          pc4Len,
          typeArrays.id,
          typeArrays.name,
          typeArrays.apt,
          typeArrays.lmin,
          typeArrays.lmax,
          typeArrays.pmin,
          typeArrays.pmax,
          typeArrays.rmin,
          typeArrays.rmax,
          typeArrays.smin,
          typeArrays.smax,
          typeArrays.ymin,
          typeArrays.ymax,
          typeArrays.factor,
          typeArrays.volume,
          placeSlots,
          houseSlots,
          apartmentSlots,
          streetList,
          pc4Flat,
          houseMax,
          users.lo,
          users.hi - users.lo + 1,
          places.map((p) => slugify(p.name)),
          streetList.map(slugify),
        );
        const hi = (await tx.$queryRawUnsafe<{ m: number }[]>('SELECT MAX(id)::int AS m FROM houses'))[0].m;
        // The batch's links, in the same transaction: a batch is there completely or not at all.
        for (const run of linkStatements(tx, before + 1, hi)) await run();
        if (!firstId) firstId = before + 1;
        lastId = hi;
      },
      { timeout: 30 * 60_000, maxWait: 60_000 },
    );
    log(`large: ${to.toLocaleString('nl-NL')} / ${count.toLocaleString('nl-NL')} huizen (${since()})`);
  }

  // Fresh statistics, so the planner knows the tables grew a hundredfold.
  for (const table of [
    'houses',
    'house_tags',
    'house_facility_links',
    'house_assets',
    'house_status_changes',
    'users',
  ]) {
    await prisma.$executeRawUnsafe(`ANALYZE ${table}`);
  }
  const ms = Math.round(performance.now() - started);
  log(`large: ${count.toLocaleString('nl-NL')} huizen klaar (${ms} ms)`);
  return { houses: count, firstId, lastId, ms };
}

function hashString(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** Exterior and interior photo ids; draws a small set when the database has none. */
async function housePhotos(prisma: PrismaClient, storage: Storage | undefined, log: (m: string) => void) {
  let assets = await prisma.asset.findMany({
    where: { kind: 'house_photo' },
    select: { id: true, path: true },
    orderBy: { id: 'asc' },
  });
  if (assets.length === 0) {
    if (!storage) {
      // Still useful for timing the listing, but without photos; pass a storage to get them.
      log('large: geen woningfoto’s en geen storage meegegeven: huizen zonder foto’s');
      return { exterior: [], interior: [] };
    }
    const wanted = new Set([
      'detached-1',
      'semi-1',
      'row-1',
      'canal-1',
      'apartment-1',
      'modern-1',
      'living-1',
      'kitchen-1',
      'bedroom-1',
      'bathroom-1',
      'garden-1',
    ]);
    for (const il of drawIllustrations(ILLUSTRATION_SEED).filter((i) => wanted.has(i.key))) {
      const png = await sharp(Buffer.from(il.svg)).png({ compressionLevel: 1 }).toBuffer();
      await createImageAsset(prisma, storage, { buffer: png, kind: 'house_photo', keyPrefix: `demo/houses/${il.key}` });
    }
    log('large: woningfoto’s getekend');
    assets = await prisma.asset.findMany({
      where: { kind: 'house_photo' },
      select: { id: true, path: true },
      orderBy: { id: 'asc' },
    });
  }
  const isInterior = (path: string) => /\/(living|kitchen|bedroom|bathroom|garden)-\d+\//.test(path);
  const interior = assets.filter((a) => isInterior(a.path)).map((a) => a.id);
  const exterior = assets.filter((a) => !isInterior(a.path)).map((a) => a.id);
  return { exterior: exterior.length ? exterior : interior, interior: interior.length ? interior : exterior };
}

/** The listed houses with a price, as one array: a profile is drawn around `ids[1 + random * n]` (an index lookup each). */
const LISTED_IDS = `SELECT array_agg(id ORDER BY id) AS ids FROM houses WHERE moderation_status = 'approved' AND sort_price IS NOT NULL`;

export interface SeedLargeProfilesResult {
  profiles: number;
  ms: number;
}

/**
 * `count` synthetic search profiles for the matching benchmark (bench/matching.ts), one searcher per
 * two profiles. Each is drawn around a listed house, as a searcher looking where houses are: its
 * place (range 0, 2, 5, 10 or 15 km), its type (sometimes a second one), a budget around its price,
 * often a minimum living area, sometimes a facility or a tag. Stored matches are not computed here
 * (store.ts does that per profile; the benchmark times it).
 */
export async function seedLargeProfiles(opts: {
  prisma: PrismaClient;
  count: number;
  log?: (m: string) => void;
}): Promise<SeedLargeProfilesResult> {
  const { prisma, count } = opts;
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const max = async (table: string) =>
    (await prisma.$queryRawUnsafe<{ m: number }[]>(`SELECT COALESCE(MAX(id), 0)::int AS m FROM ${table}`))[0].m;
  const userMax = await max('users');
  const profileMax = await max('search_queries');
  const nUsers = Math.max(1, Math.ceil(count / 2));
  await prisma.$executeRawUnsafe(
    `INSERT INTO users (slug, first_name, last_name, email, user_type, moving_months, created_at, updated_at)
     SELECT 'bench-zoeker-' || ($1::int + g), f.names[${I('g', 51, 'cardinality(f.names)')}], l.names[${I('g', 52, 'cardinality(l.names)')}],
            'bench-zoeker-' || ($1::int + g) || '@bench.huiskans.nl', 'searcher', (ARRAY[0,1,3,6,12,24])[${I('g', 53, '6')}], now(), now()
     FROM generate_series(1, $2::int) g, (SELECT $3::text[] AS names) f, (SELECT $4::text[] AS names) l`,
    userMax,
    nUsers,
    [...FIRST_NAMES],
    [...LAST_NAMES],
  );
  const [{ lo: userLo }] = await prisma.$queryRawUnsafe<{ lo: number }[]>(
    'SELECT MIN(id)::int lo FROM users WHERE id > $1',
    userMax,
  );
  const [types, facilities, tags] = await Promise.all([
    prisma.houseType.findMany({ select: { id: true } }),
    prisma.facility.findMany({ select: { id: true } }),
    prisma.tag.findMany({ select: { id: true } }),
  ]);
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(
        `WITH listed AS (${LISTED_IDS}), src AS (
           SELECT g, h.* FROM generate_series(1, $1::int) g CROSS JOIN listed
           JOIN houses h ON h.id = listed.ids[1 + floor(${R('g', 54)} * cardinality(listed.ids))::int]
         )
         INSERT INTO search_queries (slug, user_id, query, query_type, query_code, latitude, longitude, range,
           number_bedrooms_min, price_min, price_max, living_m2_min, moving_months, created_at, updated_at)
         SELECT 'bench-zoekprofiel-' || ($2::int + g), $3::int + (g % $4::int), city, 'woonplaats', city_code,
           latitude, longitude, (ARRAY[0,2,5,10,15])[${I('g', 55, '5')}],
           greatest(1, number_bedrooms - floor(${R('g', 56)} * 2)::int),
           CASE WHEN ${R('g', 57)} < 0.3 THEN (round(sort_price * 0.6 / 5000) * 5000)::int END,
           CASE WHEN ${R('g', 58)} < 0.9 THEN (round(sort_price * (0.9 + ${R('g', 59)} * 0.4) / 5000) * 5000)::int END,
           CASE WHEN ${R('g', 60)} < 0.5 THEN (round(living_m2 * 0.8 / 5) * 5)::int END,
           (ARRAY[0,1,3,6,12,24])[${I('g', 61, '6')}], now(), now()
         FROM src`,
        count,
        profileMax,
        userLo,
        nUsers,
      );
      // The type of the house it was drawn around, from the same draw; sometimes a second type.
      await tx.$executeRawUnsafe(
        `WITH listed AS (${LISTED_IDS}), q AS (
           SELECT id, substring(slug from 19)::int - $1::int AS g FROM search_queries WHERE id > $2::int
         )
         INSERT INTO search_query_house_types (search_query_id, house_type_id)
         SELECT q.id, x.t FROM q CROSS JOIN listed
           JOIN houses h ON h.id = listed.ids[1 + floor(${R('q.g', 54)} * cardinality(listed.ids))::int]
           CROSS JOIN LATERAL (VALUES (h.house_type_id),
             (CASE WHEN ${R('q.g', 62)} < 0.3 THEN ($3::int[])[${I('q.g', 63, 'cardinality($3::int[])')}] END)) x(t)
         WHERE x.t IS NOT NULL ON CONFLICT DO NOTHING`,
        profileMax,
        profileMax,
        types.map((t) => t.id),
      );
      await tx.$executeRawUnsafe(
        `INSERT INTO search_query_facilities (search_query_id, facility_id)
         SELECT id, ($2::int[])[${I('id', 64, 'cardinality($2::int[])')}] FROM search_queries
         WHERE id > $1::int AND ${R('id', 65)} < 0.3`,
        profileMax,
        facilities.map((f) => f.id),
      );
      await tx.$executeRawUnsafe(
        `INSERT INTO search_query_tags (search_query_id, tag_id)
         SELECT id, ($2::int[])[${I('id', 66, 'cardinality($2::int[])')}] FROM search_queries
         WHERE id > $1::int AND ${R('id', 67)} < 0.2`,
        profileMax,
        tags.map((t) => t.id),
      );
    },
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
  for (const table of [
    'users',
    'search_queries',
    'search_query_house_types',
    'search_query_facilities',
    'search_query_tags',
  ])
    await prisma.$executeRawUnsafe(`ANALYZE ${table}`);
  const ms = Math.round(performance.now() - started);
  log(`large: ${count.toLocaleString('nl-NL')} zoekprofielen klaar (${ms} ms)`);
  return { profiles: count, ms };
}
