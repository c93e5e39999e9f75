import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project folder (the one holding package.json). Files read at run time (migrations, the built
 * client, page assets, the gazetteer) are found from here, because the server runs both from its
 * sources (server/, under tsx and vitest) and as one bundle (dist/server/main.js, `npm start`), where
 * every module shares the bundle's `import.meta.dirname`.
 */
export const ROOT = findProjectRoot(import.meta.dirname);

/** An absolute path from the project folder's relative one, e.g. `fromRoot('prisma/migrations')`. */
export const fromRoot = (...segments: string[]) => join(ROOT, ...segments);

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}
