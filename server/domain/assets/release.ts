import type { Db } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { Storage } from '../ports/storage.js';
import { assetVariants } from './images.js';

// Files are shared: the demo houses link one photo asset to several houses,
// and several asset rows may name the same storage key. Removing a photo from one house took it
// from the others, and its files answered 404. So an asset row goes only when no house photo and
// no avatar refers to it any more, and a file only when no remaining asset row names its key (as
// original or as variant). Both checks are made in the database inside the caller's transaction;
// the files are deleted after the commit. Two removals racing over the same key may each still
// see the other's row and both keep the file: a stray file, never a missing one.

type Tx = Prisma.TransactionClient | Db;

/** The storage keys (original and variants) of an asset. */
export function assetKeys(asset: { path: string; variants: unknown }): string[] {
  const variants = Object.values(assetVariants(asset as { variants: Prisma.JsonValue })).map((v) => v?.path);
  return [asset.path, ...variants].filter((k): k is string => typeof k === 'string');
}

/**
 * Deletes the asset rows among `assetIds` that nothing refers to any more (no house_assets row, no
 * user's avatar) and answers the storage keys of those rows that no remaining asset row names.
 * Call inside the transaction that removed the references; delete the keys after it commits.
 */
export async function releaseAssets(tx: Tx, assetIds: readonly number[]): Promise<string[]> {
  if (assetIds.length === 0) return [];
  const unreferenced = await tx.asset.findMany({
    where: { id: { in: [...assetIds] }, houseAssets: { none: {} }, avatarOf: { none: {} } },
    select: { id: true, path: true, variants: true },
  });
  if (unreferenced.length === 0) return [];
  await tx.asset.deleteMany({ where: { id: { in: unreferenced.map((a) => a.id) } } });
  const keys = [...new Set(unreferenced.flatMap(assetKeys))];
  const stillNamed = await tx.$queryRaw<{ key: string }[]>`
    SELECT a.path AS key FROM assets a WHERE a.path IN (${Prisma.join(keys)})
    UNION
    SELECT v.value->>'path' AS key
    FROM assets a, jsonb_each(CASE WHEN jsonb_typeof(a.variants) = 'object' THEN a.variants ELSE '{}'::jsonb END) AS v
    WHERE v.value->>'path' IN (${Prisma.join(keys)})`;
  const kept = new Set(stillNamed.map((r) => r.key));
  return keys.filter((k) => !kept.has(k));
}

/** Deletes files after the commit; best effort (a missing key is no error). */
export async function deleteStoredFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((k) => storage.delete(k)));
}
