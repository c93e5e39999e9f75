// Prints the unit test files that reach a database or Redis: those that import, directly or
// through other test modules, the test database helper (tests/helpers/database.ts), or read
// TEST_DATABASE_URL / TEST_REDIS_URL. CI runs these again on PostgreSQL + Redis; the rest (pure
// rules, client units) would only repeat the PGlite pass.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const TESTS = join(ROOT, 'tests');
const DATABASE_HELPER = join(TESTS, 'helpers', 'database.ts');
const SKIP = new Set(['e2e', 'faults', '.artifacts']);

/** Test files of the unit project (vitest.config.ts), without the journeys and the fault tests. */
function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A relative import's file: `./x.js` is written for `./x.ts`. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, join(base, 'index.ts')].find(
    (candidate) => candidate.startsWith(TESTS) && existsSync(candidate),
  );
}

const reaches = new Map();
function reachesDatabase(file) {
  if (file === DATABASE_HELPER) return true;
  if (reaches.has(file)) return reaches.get(file);
  reaches.set(file, false); // an import cycle answers no until proven otherwise
  const source = readFileSync(file, 'utf8');
  const answer =
    /TEST_(DATABASE|REDIS)_URL/.test(source) ||
    [...source.matchAll(/from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)].some((m) => {
      const target = resolveImport(file, m[1] ?? m[2]);
      return target !== undefined && reachesDatabase(target);
    });
  reaches.set(file, answer);
  return answer;
}

const files = testFiles(TESTS).filter(reachesDatabase);
process.stdout.write(`${files.map((f) => relative(ROOT, f)).join('\n')}\n`);
