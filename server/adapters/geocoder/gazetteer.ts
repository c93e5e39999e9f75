// The embedded place list (data/gazetteer.json, made by scripts/build-gazetteer.ts) and its search.
// Pure and synchronous: the file is read and indexed once, on first use.
import { readFileSync } from 'node:fs';
import type { PlaceSuggestion, PlaceType } from '../../domain/ports/geocoder.js';
import { fromRoot } from '../../paths.js';

export interface GazetteerPlace {
  type: PlaceType;
  /** gemeente: CBS gemeentecode ("0344"). woonplaats: the gazetteer's own key ("0344-utrecht"), since
   *  no registry package carries CBS woonplaatscodes; houses seeded offline carry the same key, so the
   *  listing's place filter (range 0) works on it. PDOK answers carry real woonplaatscodes. */
  code: string;
  name: string;
  municipalityCode: string;
  municipalityName: string;
  province: string;
  latitude: number;
  longitude: number;
}

type Row = [string, string, ...unknown[]];
interface GazetteerFile {
  provinces: string[];
  /** code, name, province index, lat, lon, weight, aliases? */
  gemeenten: Row[];
  /** key, name, gemeentecode, lat, lon, weight, aliases? */
  woonplaatsen: Row[];
}

interface Entry {
  place: GazetteerPlace;
  suggestion: PlaceSuggestion;
  /** Rough size (only the largest towns weigh more than 0) and whether it is its gemeente's namesake. */
  weight: number;
  seat: boolean;
  /** Folded name and aliases, each padded with a leading space so " q" finds a word start. */
  names: string[];
  /** Folded words of name, aliases, gemeente and province, for queries like "hengelo gelderland". */
  words: string[];
}

interface Index {
  entries: Entry[];
  byId: Map<string, Entry>;
  byCode: Map<string, GazetteerPlace>;
  woonplaatsByName: Map<string, Entry[]>;
  all: readonly GazetteerPlace[];
}

/** Case- and accent-insensitive form: "'s-Gravenhage" → "s gravenhage", "Súdwest-Fryslân" → "sudwest fryslan". */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

let index: Index | undefined;

function getIndex(): Index {
  if (index) return index;
  const data = JSON.parse(
    readFileSync(fromRoot('server/adapters/geocoder/data/gazetteer.json'), 'utf8'),
  ) as GazetteerFile;
  const entries: Entry[] = [];
  const gemeenten = new Map<string, { name: string; province: string }>();

  for (const [code, name, provinceIndex, lat, lon, weight, aliases] of data.gemeenten) {
    const province = data.provinces[provinceIndex as number];
    gemeenten.set(code, { name, province });
    const place: GazetteerPlace = Object.freeze({
      type: 'gemeente',
      code,
      name,
      municipalityCode: code,
      municipalityName: name,
      province,
      latitude: lat as number,
      longitude: lon as number,
    });
    const weergavenaam = `Gemeente ${name}`;
    const names = [name, ...((aliases as string[] | undefined) ?? [])];
    entries.push({
      place,
      suggestion: {
        id: `gem-${code}`,
        type: 'gemeente',
        weergavenaam,
        code,
        latitude: place.latitude,
        longitude: place.longitude,
      },
      weight: weight as number,
      seat: true,
      names: names.map((n) => ` ${fold(n)}`),
      words: fold(`${names.join(' ')} ${province}`).split(' '),
    });
  }

  for (const [key, name, gemeentecode, lat, lon, weight, aliases] of data.woonplaatsen) {
    const gemeente = gemeenten.get(gemeentecode as string);
    if (!gemeente) throw new Error(`gazetteer.json: ${name} ligt in onbekende gemeente ${gemeentecode}`);
    const place: GazetteerPlace = Object.freeze({
      type: 'woonplaats',
      code: key,
      name,
      municipalityCode: gemeentecode as string,
      municipalityName: gemeente.name,
      province: gemeente.province,
      latitude: lat as number,
      longitude: lon as number,
    });
    const weergavenaam = `${name}, ${gemeente.name}, ${gemeente.province}`;
    const names = [name, ...((aliases as string[] | undefined) ?? [])];
    entries.push({
      place,
      suggestion: {
        id: `wpl-${key}`,
        type: 'woonplaats',
        weergavenaam,
        code: key,
        latitude: place.latitude,
        longitude: place.longitude,
      },
      weight: weight as number,
      // "Bergen" is the namesake of gemeente "Bergen (NH.)".
      seat: fold(name) === fold(gemeente.name.replace(/ \(.*\)$/, '')),
      names: names.map((n) => ` ${fold(n)}`),
      words: fold(`${names.join(' ')} ${gemeente.name} ${gemeente.province}`).split(' '),
    });
  }

  const byId = new Map(entries.map((e) => [e.suggestion.id, e]));
  const byCode = new Map(entries.map((e) => [`${e.place.type}:${e.place.code}`, e.place]));
  const woonplaatsByName = new Map<string, Entry[]>();
  for (const e of entries) {
    if (e.place.type !== 'woonplaats') continue;
    for (const n of e.names) {
      const list = woonplaatsByName.get(n.slice(1)) ?? [];
      if (!list.includes(e)) list.push(e);
      woonplaatsByName.set(n.slice(1), list);
    }
  }
  for (const list of woonplaatsByName.values()) list.sort(byNamesakeThenSize);
  index = { entries, byId, byCode, woonplaatsByName, all: Object.freeze(entries.map((e) => e.place)) };
  return index;
}

function byNamesakeThenSize(a: Entry, b: Entry): number {
  return Number(b.seat) - Number(a.seat) || b.weight - a.weight || a.place.code.localeCompare(b.place.code);
}

/** 5 exact name, 4 name starts with the query, 3 a later word of it does; for queries of several words
 *  ("bergen nh", "hengelo gelderland") 2 when every word starts a word of the weergavenaam and the
 *  first starts the name, 1 when only the former; 0 no match. */
function matchLevel(e: Entry, q: string, qWords: string[]): number {
  let level = 0;
  for (const n of e.names) {
    if (n.length === q.length + 1 && n.endsWith(q)) return 5;
    if (n.startsWith(q, 1)) level = 4;
    else if (level < 3 && n.includes(` ${q}`, 1)) level = 3;
  }
  if (level > 0 || qWords.length < 2) return level;
  if (!qWords.every((w) => e.words.some((x) => x.startsWith(w)))) return 0;
  return e.names.some((n) => n.startsWith(qWords[0], 1)) ? 2 : 1;
}

const collator = new Intl.Collator('nl');
const DEFAULT_TYPES: readonly string[] = ['woonplaats', 'gemeente'];

/** Places matching `query`, best first: closer match, then larger town, then a gemeente's namesake
 *  town, then shorter name; a town comes just before its gemeente of the same name. */
export function suggestPlaces(
  query: string,
  opts: { types?: readonly string[]; limit?: number } = {},
): PlaceSuggestion[] {
  const q = fold(query);
  const limit = Math.max(0, Math.min(Math.trunc(opts.limit ?? 10), 100));
  if (!q || limit === 0) return [];
  const types = opts.types?.length ? opts.types : DEFAULT_TYPES;
  const qWords = q.split(' ');
  // "Gemeente Utrecht", as PDOK shows it, searches the gemeenten only.
  const gemeenteOnly = qWords.length > 1 && qWords[0] === 'gemeente';
  const gq = gemeenteOnly ? q.slice('gemeente '.length) : q;
  const gWords = gemeenteOnly ? qWords.slice(1) : qWords;
  const hits: { e: Entry; level: number }[] = [];
  for (const e of getIndex().entries) {
    if (!types.includes(e.place.type) || (gemeenteOnly && e.place.type !== 'gemeente')) continue;
    const level = matchLevel(e, gq, gWords);
    if (level > 0) hits.push({ e, level });
  }
  hits.sort(
    (a, b) =>
      b.level - a.level ||
      b.e.weight - a.e.weight ||
      Number(b.e.seat) - Number(a.e.seat) ||
      a.e.place.name.length - b.e.place.name.length ||
      collator.compare(a.e.place.name, b.e.place.name) ||
      (a.e.place.type === b.e.place.type ? 0 : a.e.place.type === 'woonplaats' ? -1 : 1) ||
      collator.compare(a.e.suggestion.weergavenaam, b.e.suggestion.weergavenaam),
  );
  return hits.slice(0, limit).map((h) => ({ ...h.e.suggestion }));
}

/** The place with this id (`wpl-…` / `gem-…`), or null. */
export function placeById(id: string): PlaceSuggestion | null {
  const e = getIndex().byId.get(id);
  return e ? { ...e.suggestion } : null;
}

/** For the demo seeder: places by name or code, and the whole list (frozen objects). */
export const gazetteer: {
  placeByName(name: string): GazetteerPlace | undefined;
  placeByCode(type: PlaceType, code: string): GazetteerPlace | undefined;
  all(): readonly GazetteerPlace[];
} = {
  /** Case-insensitive on the woonplaats name (or an alias such as "Den Haag"); where several share it,
   *  the one in the gemeente of the same name, then the largest. */
  placeByName(name) {
    return getIndex().woonplaatsByName.get(fold(name))?.[0]?.place;
  },
  placeByCode(type, code) {
    return getIndex().byCode.get(`${type}:${code}`);
  },
  all() {
    return getIndex().all;
  },
};
