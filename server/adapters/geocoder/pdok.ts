import {
  type AddressResult,
  type Geocoder,
  GeocoderUnavailableError,
  matchAddition,
  type PlaceSuggestion,
} from '../../domain/ports/geocoder.js';

// The live geocoder: PDOK Locatieserver v3_1 (free, no key). Contract: ../shared notes
// "external-apis.md" — /suggest, /lookup, /free; unknown parameters are a 400; `centroide_ll` is
// WKT POINT(lon lat); filter on codes and postcodes without a space.

export interface PdokOptions {
  /** e.g. https://api.pdok.nl/bzk/locatieserver/search/v3_1 */
  baseUrl: string;
  /** Per request; a slow PDOK must not hold the user's request for long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface PdokDoc {
  id: string;
  type: string;
  weergavenaam?: string;
  woonplaatscode?: string;
  woonplaatsnaam?: string;
  gemeentecode?: string;
  straatnaam?: string;
  huis_nlt?: string;
  huisnummer?: number;
  postcode?: string;
  centroide_ll?: string;
}

const PLACE_FIELDS = 'id type weergavenaam woonplaatscode gemeentecode centroide_ll';
const ADDRESS_FIELDS =
  'id type weergavenaam straatnaam huis_nlt huisnummer postcode woonplaatsnaam woonplaatscode gemeentecode centroide_ll';
const DEFAULT_PLACE_TYPES = ['woonplaats', 'gemeente'];

/** WKT "POINT(5.10696041 52.06415055)" → { latitude: 52.06…, longitude: 5.10… } (longitude first!). */
export function parsePoint(wkt: string | undefined): { latitude: number; longitude: number } | null {
  const m = wkt?.match(/^POINT\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)$/);
  if (!m) return null;
  return { longitude: Number(m[1]), latitude: Number(m[2]) };
}

function toPlace(doc: PdokDoc): PlaceSuggestion | null {
  const point = parsePoint(doc.centroide_ll);
  if (!point || !doc.weergavenaam) return null;
  const code = doc.type === 'gemeente' ? doc.gemeentecode : doc.woonplaatscode;
  return { id: doc.id, type: doc.type, weergavenaam: doc.weergavenaam, code: code ?? null, ...point };
}

function toAddress(doc: PdokDoc): AddressResult | null {
  const point = parsePoint(doc.centroide_ll);
  if (doc.type !== 'adres' || !point || !doc.straatnaam || !doc.huis_nlt || !doc.postcode || !doc.woonplaatsnaam)
    return null;
  return {
    adres_id: doc.id,
    straatnaam: doc.straatnaam,
    huis_nlt: doc.huis_nlt,
    postcode: doc.postcode,
    woonplaatsnaam: doc.woonplaatsnaam,
    woonplaatscode: doc.woonplaatscode ?? null,
    gemeentecode: doc.gemeentecode ?? null,
    ...point,
    weergavenaam: doc.weergavenaam ?? `${doc.straatnaam} ${doc.huis_nlt}, ${doc.postcode} ${doc.woonplaatsnaam}`,
    type: 'adres',
    code: doc.woonplaatscode ?? null,
  };
}

const numberCollator = new Intl.Collator('nl', { numeric: true });

export function createPdokGeocoder(opts: PdokOptions): Geocoder {
  const base = opts.baseUrl.replace(/\/$/, '');
  const timeoutMs = opts.timeoutMs ?? 4000;
  const doFetch = opts.fetch ?? fetch;

  async function call(endpoint: 'suggest' | 'lookup' | 'free', params: [string, string][]): Promise<PdokDoc[]> {
    const url = `${base}/${endpoint}?${new URLSearchParams(params)}`;
    let res: Response;
    try {
      res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (err) {
      const why = (err as Error).name === 'TimeoutError' ? `geen antwoord binnen ${timeoutMs} ms` : String(err);
      throw new GeocoderUnavailableError(`PDOK ${endpoint}: ${why}`);
    }
    let body: { response?: { docs?: PdokDoc[] }; error?: { code?: number; msg?: string } };
    try {
      body = await res.json();
    } catch {
      throw new GeocoderUnavailableError(`PDOK ${endpoint}: HTTP ${res.status}, geen JSON`);
    }
    if (!res.ok || !body.response) {
      throw new GeocoderUnavailableError(`PDOK ${endpoint}: HTTP ${res.status} ${body.error?.msg ?? ''}`.trim());
    }
    return body.response.docs ?? [];
  }

  const lookupDoc = async (id: string) => (await call('lookup', [['id', id]]))[0] ?? null;

  return {
    async suggest(query, o) {
      const types = o?.types?.length ? o.types : DEFAULT_PLACE_TYPES;
      const docs = await call('suggest', [
        ['q', query],
        ['fq', `type:(${types.join(' OR ')})`],
        ['rows', String(o?.limit ?? 10)],
        ['fl', PLACE_FIELDS],
      ]);
      // Suggest documents normally carry the requested fields; one without a point gets a lookup.
      const places = await Promise.all(
        docs.map(async (d) => toPlace(d) ?? (d.centroide_ll ? null : toPlace((await lookupDoc(d.id)) ?? d))),
      );
      return places.filter((p): p is PlaceSuggestion => p !== null);
    },
    async lookup(id) {
      const doc = await lookupDoc(id);
      return doc ? toPlace(doc) : null;
    },
    async findAddresses(query) {
      const docs = await call('free', [
        ['fq', 'type:adres'],
        ['fq', `postcode:${query.postcode}`],
        ['fq', `huisnummer:${query.number}`],
        ['rows', '100'],
        ['fl', ADDRESS_FIELDS],
      ]);
      const addresses = docs.map(toAddress).filter((a): a is AddressResult => a !== null);
      return matchAddition(query, addresses).sort((a, b) => numberCollator.compare(a.huis_nlt, b.huis_nlt));
    },
    async getAddress(id) {
      const doc = await lookupDoc(id);
      return doc ? toAddress(doc) : null;
    },
  };
}
