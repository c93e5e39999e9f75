// `npx tsx scripts/cross-check-mortgage-norms.ts <wonea.ts> <woonquote.json> <mortgage-norms.js> [year]`:
// compares tables 1 and 2 of our norms file (server/domain/mortgage/norms/<year>.json) cell by cell with
// the three public machine-readable copies of bijlage 1 of the Trhk, and prints how many cells agree.
// Run it whenever a year's file is added or changed. The copies (not committed; third-party files):
//   dirt-family/wonea                  lib/normen/leennormen-<year>.ts   rows `rij(30000, [15.5, …])`, percent
//   HondsrugFinance/NAT-hypotheek-API  config/woonquote.json             fractions keyed by income and band top
//   RHRijkse/vermogenkompas            mortgage-norms.js                 `[income, …12 percents]` per row
import { readFileSync } from 'node:fs';
import {
  type FinancingCostTable,
  financingCostPcm,
  NORMS_BY_YEAR,
  PCM_PER_PERCENT,
} from '../server/domain/mortgage/norms.js';

type Rows = Map<number, number[]>; // income → 12 cells in pcm
type SourceTables = Record<FinancingCostTable, Rows>;

const TABLES: FinancingCostTable[] = ['beforeStatePensionAge', 'fromStatePensionAge'];
const pcm = (percent: number) => Math.round(percent * PCM_PER_PERCENT);

function readWonea(file: string): SourceTables {
  const text = readFileSync(file, 'utf8');
  const rows = (constName: string): Rows => {
    const start = text.indexOf(`const ${constName}`);
    const body = text.slice(start, text.indexOf('];', start));
    return new Map(
      [...body.matchAll(/rij\((\d+), \[([^\]]+)\]\)/g)].map((m) => [
        Number(m[1]),
        m[2].split(',').map(Number).map(pcm),
      ]),
    );
  };
  return { beforeStatePensionAge: rows('RIJEN_TOT_AOW'), fromStatePensionAge: rows('RIJEN_VANAF_AOW') };
}

function readNat(file: string): SourceTables {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, Record<string, number>>>;
  const rows = (key: string): Rows =>
    new Map(
      Object.entries(json[key]).map(([income, bands]) => [
        Number(income),
        Object.entries(bands)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, fraction]) => Math.round(fraction * 100 * PCM_PER_PERCENT)),
      ]),
    );
  return { beforeStatePensionAge: rows('cWqTotAow'), fromStatePensionAge: rows('cWqVnfAow') };
}

function readVermogenkompas(file: string): SourceTables {
  const text = readFileSync(file, 'utf8');
  const data = JSON.parse(
    text.slice(text.indexOf('const data=') + 'const data='.length, text.lastIndexOf('};') + 1),
  ) as { tables: number[][][] };
  const rows = (table: number[][]): Rows => new Map(table.map(([income, ...cells]) => [income, cells.map(pcm)]));
  return { beforeStatePensionAge: rows(data.tables[0]), fromStatePensionAge: rows(data.tables[1]) };
}

const [woneaFile, natFile, vermogenkompasFile, yearArg] = process.argv.slice(2);
if (!woneaFile || !natFile || !vermogenkompasFile) {
  console.error(
    'Gebruik: tsx scripts/cross-check-mortgage-norms.ts <wonea.ts> <woonquote.json> <mortgage-norms.js> [jaar]',
  );
  process.exit(2);
}
const norms = NORMS_BY_YEAR.get(Number(yearArg ?? 2026));
if (!norms) throw new Error(`no norms file for ${yearArg}`);

const sources: [string, SourceTables][] = [
  ['wonea', readWonea(woneaFile)],
  ['NAT-hypotheek-API', readNat(natFile)],
  ['vermogenkompas', readVermogenkompas(vermogenkompasFile)],
];
let differences = 0;
for (const [name, source] of sources) {
  for (const table of TABLES) {
    const ours = norms.financingCostTables[table];
    const theirs = source[table];
    let compared = 0;
    let agree = 0;
    for (const row of ours) {
      const cells = theirs.get(row.incomeFrom);
      if (!cells) {
        console.log(`  ${name} ${table}: row ${row.incomeFrom} missing`);
        differences++;
        continue;
      }
      row.financingCostPcm.forEach((cell, band) => {
        compared++;
        if (cells[band] === cell) agree++;
        else console.log(`  ${name} ${table} ${row.incomeFrom} band ${band + 1}: ours ${cell}, theirs ${cells[band]}`);
      });
    }
    // Rows only the source has must not change a lookup: each must equal the row our step lookup picks.
    const extra = [...theirs.keys()].filter((income) => !ours.some((r) => r.incomeFrom === income));
    const extraAgree = extra.filter((income) =>
      theirs
        .get(income)!
        .every(
          (cell, band) =>
            cell ===
            financingCostPcm(norms, table, income, norms.rateBandUpperBoundsPcm[band] ?? Number.MAX_SAFE_INTEGER),
        ),
    );
    differences += compared - agree + extra.length - extraAgree.length;
    console.log(
      `${name} ${table}: ${agree}/${compared} cells agree; rows only there: ${extra.join(', ') || 'none'}` +
        (extra.length ? ` (${extraAgree.length} equal to our lookup)` : ''),
    );
  }
}
console.log(differences === 0 ? 'Alle cellen komen overeen.' : `${differences} verschillen.`);
process.exit(differences === 0 ? 0 : 1);
