// Lighthouse 12.2.3 (pinned: 13 needs Node 22) on the public pages, mobile and desktop, with Debian's
// Chromium. Run against a server with the demo data (`npm start`, or BASE_URL):
//
//   npx tsx bench/lighthouse.ts [--base http://localhost:3000] [--runs 1]
//
// Writes bench/results/lighthouse.json (every audit figure) and bench/results/lighthouse.md (the
// table for docs/benchmarks.md), the machine's load average next to each row: Lighthouse's
// simulated throttling assumes a quiet CPU, so read rows from a loaded machine as a lower bound.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const BASE = arg('base', process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const RUNS = Number(arg('runs', '1'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = join(import.meta.dirname, 'results');

/** A listed house of the demo, through the public API (the first of the listing). */
async function housePath(): Promise<string> {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ query: '{ houses(first: 1) { edges { node { route } } } }' }),
  });
  const body = (await res.json()) as { data: { houses: { edges: { node: { route: string } }[] } } };
  return body.data.houses.edges[0].node.route;
}

interface Row {
  page: string;
  form: 'mobile' | 'desktop';
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  load: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(port: number, url: string, form: Row['form']): Promise<Omit<Row, 'page' | 'form'>> {
  const runs: Omit<Row, 'page' | 'form'>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      form === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { audits, categories } = result.lhr;
    const scripts = (
      audits['network-requests'].details as { items?: { resourceType?: string; transferSize?: number }[] }
    ).items
      ?.filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    runs.push({
      performance: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
      scriptKb: Math.round((scripts ?? 0) / 1024),
      load: Number(loadavg()[0].toFixed(1)),
    });
  }
  const pick = <K extends keyof (typeof runs)[number]>(key: K) => median(runs.map((r) => r[key] as number));
  return {
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    scriptKb: pick('scriptKb'),
    load: pick('load'),
  };
}

const pages: [string, string][] = [
  ['home', '/'],
  ['listing', '/huizen/aanbod'],
  ['house page', await housePath()],
];
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const rows: Row[] = [];
try {
  for (const [page, path] of pages) {
    for (const form of ['mobile', 'desktop'] as const) {
      rows.push({ page, form, ...(await measure(chrome.port, BASE + path, form)) });
      console.log(JSON.stringify(rows[rows.length - 1]));
    }
  }
} finally {
  chrome.kill();
}

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'lighthouse.json'), `${JSON.stringify({ base: BASE, runs: RUNS, rows }, null, 2)}\n`);
const table = [
  `Lighthouse 12.2.3, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, median of ${RUNS} run(s) a row`,
  '',
  '| page | form | performance | FCP ms | LCP ms | CLS | TBT ms | JS on the wire KB | load |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.form} | ${r.performance} | ${r.fcpMs} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.scriptKb} | ${r.load} |`,
  ),
  '',
].join('\n');
writeFileSync(join(OUT, 'lighthouse.md'), table);
console.log(table);
