// The browser journeys in JOURNEY_SHARDS groups side by side (default 2), each a Vitest process
// with its own server and its own freshly seeded embedded database (tests/e2e/global-setup.ts), so
// that no group sees another's writes. A journey spends most of its time waiting for the browser
// and the server, so two groups finish well before one would on a 2-core machine. The build is
// made once here; the groups' set-ups then only start their server (E2E_PREBUILT).
// Arguments go to every Vitest process (e.g. a file filter).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildClient, buildServer } from './build.mjs';

const shards = Number(process.env.JOURNEY_SHARDS ?? 2);
if (!Number.isInteger(shards) || shards < 1)
  throw new Error(`JOURNEY_SHARDS must be a whole number ≥ 1, not ${shards}`);

await Promise.all([buildServer(), buildClient()]);
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const started = performance.now();

/** One group: its output is held back and printed whole when it ends, so groups don't interleave. */
function runShard(index) {
  // A filter may leave a group without files: that group passes.
  const args = [
    vitest,
    'run',
    '--project',
    'e2e',
    '--passWithNoTests',
    ...(shards > 1 ? [`--shard=${index}/${shards}`] : []),
  ];
  const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], {
    env: { ...process.env, E2E_PREBUILT: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n--- journeys, group ${index} of ${shards} (${seconds} s, exit ${code ?? signal}) ---\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(results.every(Boolean) ? 0 : 1);
