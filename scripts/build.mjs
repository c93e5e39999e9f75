// `npm run build`, and `npm start` before it serves: the server bundle and the client build.
// - Server: esbuild bundles server/main.ts into dist/server/main.js, and what it imports only when
//   asked (the demo seed) into chunks beside it; packages stay imports from node_modules. Under a
//   second, so it is always redone.
// - Client: Relay artifacts, then `vite build` into dist/client. Skipped when dist/client-build.stamp
//   holds the SHA-256 of the client's current inputs (contents, not mtimes), so a second `npm start`
//   does not rebuild an unchanged client. `--force` rebuilds anyway; `--server` builds only the server.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { build as viteBuild } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const STAMP = join(ROOT, 'dist/client-build.stamp');
/** What the client build reads besides client/ itself (Relay artifacts are made from these). */
const CLIENT_INPUTS = ['schema.graphql', 'relay.config.js', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

export async function buildServer() {
  // Chunks are named by hash: those of earlier builds would pile up.
  rmSync(join(ROOT, 'dist/server'), { recursive: true, force: true });
  await bundle({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outdir: 'dist/server',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces name the TypeScript sources (`node --enable-source-maps`); never served.
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** SHA-256 over the paths and contents of every client input, in a fixed order. */
function clientInputsHash() {
  // The client imports a few shared rules from server/domain (statuses, e-mail pattern ...).
  const files = ['client', 'server/domain']
    .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((path) => !path.startsWith(join('client', '__generated__')))
    .concat(CLIENT_INPUTS)
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

export async function buildClient({ force = false } = {}) {
  const hash = clientInputsHash();
  const current =
    existsSync(join(ROOT, 'dist/client/index.html')) &&
    existsSync(join(ROOT, 'dist/ssr/entry-server.js')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === hash;
  if (current && !force) {
    console.log('client: dist/client is current, not rebuilt');
    return;
  }
  // A build that stops half-way must not leave a stamp that calls it current.
  rmSync(STAMP, { force: true });
  const relayCompiler = join(dirname(createRequire(import.meta.url).resolve('relay-compiler')), 'cli.js');
  execFileSync(process.execPath, [relayCompiler], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  // Vite keeps a NODE_ENV it finds (vitest's `test` when the e2e setup builds), which would ship
  // React's and Relay's development builds: `npm start` serves a production build, always.
  process.env.NODE_ENV = 'production';
  await viteBuild({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  precompress(join(ROOT, 'dist/client'));
  await buildServerRendering();
  writeFileSync(STAMP, hash);
}

/**
 * The client's server-rendering entry (client/entry-server.tsx) into dist/ssr/entry-server.js, one
 * file with its packages inside (the Relay Babel plugin and the same aliases as the browser build;
 * CSS imports are dropped). The server imports it at run time (server/pages/public/server-render.ts).
 */
async function buildServerRendering() {
  await viteBuild({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      ssr: 'entry-server.tsx',
      outDir: join(ROOT, 'dist/ssr'),
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
}

/** Text files of at least 1 KB this big get a .br and a .gz beside them, served by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Brotli at its highest quality and gzip at 9, once per build: the server then sends the smallest
 * file without compressing per request. index.html is compressed by the server itself (it adds the
 * public keys to it).
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

if (process.argv[1] === import.meta.filename) {
  const started = performance.now();
  const serverOnly = process.argv.includes('--server');
  await Promise.all([buildServer(), serverOnly || buildClient({ force: process.argv.includes('--force') })]);
  console.log(`build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
