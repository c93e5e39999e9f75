import { deleteStoredFiles, releaseAssets } from '../assets/release.js';
import { NeedsConfirmationError } from '../errors.js';
import { isSubmitted } from './completion.js';
import type { HouseDeps } from './house-deps.js';
import { findOwnHouse } from './ownership.js';
import { recordRemovedHouse } from './removal.js';

/** A submitted house that people like or made an offer on or asked to view is not deleted without `force`. */
export class HouseDeletionNeedsConfirmationError extends NeedsConfirmationError {
  constructor(readonly interested: { likes: number; offers: number; viewings: number }) {
    const n = interested.likes;
    super(
      n > 0
        ? `Deze woning is door ${n} ${n === 1 ? 'persoon' : 'mensen'} bewaard. Weet je zeker dat je hem wilt verwijderen?`
        : 'Er zijn al biedingen of bezichtigingen voor deze woning. Weet je zeker dat je hem wilt verwijderen?',
    );
  }
}

/**
 * DELETE with `{force}`: without force, a submitted house with likes, offers or viewings answers
 * 409 (the client asks "Weet je het zeker?" and repeats with force); with force, or when nobody
 * showed interest yet, the house and its photo files are removed.
 */
export async function deleteHouse(deps: HouseDeps, key: string | number, opts: { force?: boolean }): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, {
    assets: true,
    slugRedirects: { select: { oldSlug: true } },
    _count: { select: { offers: true, viewings: true } },
  });
  const interested = { likes: house.likingUsersCount, offers: house._count.offers, viewings: house._count.viewings };
  if (!opts.force && isSubmitted(house) && interested.likes + interested.offers + interested.viewings > 0)
    throw new HouseDeletionNeedsConfirmationError(interested);
  // The house's photo links go with it (cascade); an asset and its files only when no other
  // house or avatar refers to them.
  // A listed house leaves a tombstone: its page answers 410 Gone from now on (removal.ts).
  const unusedKeys = await deps.prisma.$transaction(async (tx) => {
    await recordRemovedHouse(tx, house);
    await tx.house.delete({ where: { id: house.id } });
    return releaseAssets(
      tx,
      house.assets.map((a) => a.assetId),
    );
  });
  await deleteStoredFiles(deps.storage, unusedKeys);
  return house.id;
}
