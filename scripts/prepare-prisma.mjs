// Runs on `npm install` (the project's own postinstall): makes Prisma 7 work offline.
// 1. @prisma/internals loads the WebAssembly schema engine from its own build/ folder, which the
//    npm package does not ship; the matching file lives in the @prisma/schema-engine-wasm
//    version that @prisma/internals depends on. Copy it into place.
// 2. `prisma generate` only checks that a schema engine binary exists; it never runs it. Where the
//    native engine could not be downloaded, point the CLI at a harmless file.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const internalsDir = dirname(
  require.resolve('@prisma/internals/package.json', { paths: [dirname(require.resolve('@prisma/migrate'))] }),
);
const fromInternals = createRequire(join(internalsDir, 'package.json'));
const wasmSource = join(dirname(fromInternals.resolve('@prisma/schema-engine-wasm')), 'schema_engine_bg.wasm');
const wasmTarget = join(internalsDir, 'build', 'schema_engine_bg.wasm');
if (!existsSync(wasmTarget)) {
  mkdirSync(dirname(wasmTarget), { recursive: true });
  copyFileSync(wasmSource, wasmTarget);
}

// Generators such as prisma-pothos-types are found on PATH, as under `npm run`.
const env = { ...process.env, PATH: `${join(process.cwd(), 'node_modules', '.bin')}:${process.env.PATH}` };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const enginesDir = dirname(require.resolve('@prisma/engines/package.json'));
  const hasNativeEngine = ['schema-engine', 'schema-engine-debian-openssl-3.0.x'].some((f) =>
    existsSync(join(enginesDir, f)),
  );
  if (!hasNativeEngine) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}
execFileSync(process.execPath, [require.resolve('prisma/build/index.js'), 'generate'], { stdio: 'inherit', env });
