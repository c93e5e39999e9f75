import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for PDOK Locatieserver v3_1 that follows its documented contract
// (../shared/notes/external-apis.md): /suggest, /lookup and /free; the Solr envelope
// {response: {numFound, start, maxScore, numFoundExact, docs}}; repeatable fq filters
// (field:value, field:(a OR b)); fl field lists; 400 {error: {code, msg}} for unknown
// parameters and for a missing q (required except on /free); centroide_ll as POINT(lon lat).

export type PdokDoc = Record<string, unknown> & { id: string; type: string };

const adres = (id: string, straat: string, nlt: string, postcode: string, lon: number, lat: number): PdokDoc => ({
  bron: 'BAG',
  id,
  type: 'adres',
  woonplaatscode: '3295',
  woonplaatsnaam: 'Utrecht',
  gemeentecode: '0344',
  gemeentenaam: 'Utrecht',
  provincienaam: 'Utrecht',
  straatnaam: straat,
  huis_nlt: nlt,
  huisnummer: Number.parseInt(nlt, 10),
  postcode,
  weergavenaam: `${straat} ${nlt}, ${postcode} Utrecht`,
  centroide_ll: `POINT(${lon} ${lat})`,
  centroide_rd: 'POINT(135782.745 452910.011)',
});

export const PDOK_DOCS: PdokDoc[] = [
  adres('adr-bf54db721969487ed33ba84d9973c702', 'Europalaan', '93', '3526KP', 5.10696041, 52.06415055),
  adres('adr-00000000000000000000000000000a93', 'Europalaan', '93A', '3526KP', 5.10697, 52.06416),
  adres('adr-0000000000000000000000000000931', 'Europalaan', '93-1', '3526KP', 5.10698, 52.06417),
  adres('adr-0000000000000000000000000000095', 'Europalaan', '95', '3526KP', 5.107, 52.0642),
  adres('adr-00000000000000000000000000oude1', 'Oudegracht', '1', '3511AA', 5.1199, 52.0925),
  {
    id: 'wpl-b1e1f2a5a5a5a5a5a5a5a5a5a5a5a5a5',
    type: 'woonplaats',
    woonplaatscode: '3295',
    woonplaatsnaam: 'Utrecht',
    gemeentecode: '0344',
    weergavenaam: 'Utrecht, Utrecht, Utrecht',
    centroide_ll: 'POINT(5.10448 52.09355)',
  },
  {
    id: 'gem-0344',
    type: 'gemeente',
    gemeentecode: '0344',
    gemeentenaam: 'Utrecht',
    weergavenaam: 'Gemeente Utrecht',
    centroide_ll: 'POINT(5.0749 52.0833)',
  },
];

const ALLOWED: Record<string, string[]> = {
  suggest: ['q', 'fl', 'fq', 'qf', 'bq', 'start', 'rows', 'sort', 'lat', 'lon', 'wt', 'df'],
  lookup: ['id', 'fl', 'wt'],
  free: ['q', 'fl', 'fq', 'df', 'start', 'rows', 'sort', 'lat', 'lon', 'wt', 'bq'],
};
const DEFAULT_FL: Record<string, string | null> = {
  suggest: 'id weergavenaam type score adrestype',
  lookup: null, // every field
  free: null,
};

function matches(doc: PdokDoc, fq: string): boolean {
  const m = fq.match(/^(\w+):(?:\((.+)\)|(.+))$/);
  if (!m) return false;
  const [, field, group, single] = m;
  const values = group ? group.split(/\s+OR\s+/) : [single];
  return values.some((v) => String(doc[field] ?? '') === v);
}

export interface FakePdok {
  url: string;
  /** Every request's path + query, in order. */
  requests: URL[];
  /** Answer every request after this many ms (a slow or hanging PDOK). */
  delayMs: number;
  /** Answer with this HTTP status and an error body instead (e.g. 500, 503). */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakePdok(docs: PdokDoc[] = PDOK_DOCS): Promise<FakePdok> {
  const pending = new Set<NodeJS.Timeout>();
  const state: FakePdok = {
    url: '',
    requests: [],
    delayMs: 0,
    failWith: null,
    close: async () => {
      for (const t of pending) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push(url);
    const send = (status: number, body: unknown) => {
      const t = setTimeout(() => {
        pending.delete(t);
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
        res.end(JSON.stringify(body));
      }, state.delayMs);
      pending.add(t);
    };
    const error = (status: number, msg: string) => send(status, { error: { code: status, msg } });
    const endpoint = url.pathname.replace(/^\/+/, '').replace(/^bzk\/locatieserver\/search\/v3_1\//, '');
    if (state.failWith) return error(state.failWith, 'Service Unavailable');
    if (!ALLOWED[endpoint]) return error(404, `Not found: ${url.pathname}`);
    const unknown = [...new Set(url.searchParams.keys())].filter((k) => !ALLOWED[endpoint].includes(k));
    if (unknown.length) return error(400, `Unknown query parameter(s): ${unknown.join(', ')}`);
    const q = url.searchParams.get('q');
    if (endpoint !== 'free' && endpoint !== 'lookup' && !q) return error(400, "Missing required parameter 'q'");
    if (endpoint === 'lookup' && !url.searchParams.get('id')) return error(400, "Missing required parameter 'id'");
    const rows = Math.min(Number(url.searchParams.get('rows') ?? 10), 100);
    if (!Number.isFinite(rows) || rows < 0) return error(400, 'Invalid rows');

    let hits = docs;
    if (endpoint === 'lookup') hits = docs.filter((d) => d.id === url.searchParams.get('id'));
    else {
      for (const fq of url.searchParams.getAll('fq')) hits = hits.filter((d) => matches(d, fq));
      if (q && q !== '*:*') {
        const words = q.toLowerCase().split(/\s+/);
        hits = hits.filter((d) =>
          words.every((w) =>
            String(d.weergavenaam ?? '')
              .toLowerCase()
              .includes(w),
          ),
        );
      }
    }
    const fl = url.searchParams.get('fl') ?? DEFAULT_FL[endpoint];
    const fields = fl ? fl.split(/[\s,]+/).filter(Boolean) : null;
    const shaped = hits
      .slice(0, rows)
      .map((d) =>
        fields ? Object.fromEntries(Object.entries(d).filter(([k]) => fields.includes(k) || k === 'score')) : d,
      );
    send(200, {
      response: { numFound: hits.length, start: 0, maxScore: 1, numFoundExact: true, docs: shaped },
      ...(endpoint === 'suggest' ? { highlighting: {}, spellcheck: { suggestions: [], collations: [] } } : {}),
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bzk/locatieserver/search/v3_1`;
  return state;
}
