import type { Db } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import {
  type CandidateHouse,
  type CandidateProfile,
  candidateHouses,
  candidateProfiles,
  matchableHouse,
  matchingProfile,
} from './candidates.js';
import { type MatchResult, scoreMatch } from './scoring.js';

// Stored matches (search_profile_matches) kept current incrementally: a house that is submitted,
// changed or withdrawn rewrites only its own rows (rematchHouse), a saved or claimed profile only
// its own (rematchSearchProfile); deleting either removes its rows by cascade. Candidates come from
// SQL (candidates.ts), the verdict from scoreMatch. Both answer the pairs that have just become an
// exact match, for the alerts (a new kans is announced once).

export interface NewExactMatch {
  searchProfileId: number;
  houseId: number;
}

interface ScoredPair extends MatchResult {
  searchProfileId: number;
  houseId: number;
}

type Side = { column: 'house_id'; id: number } | { column: 'search_profile_id'; id: number };

/**
 * Replaces the rows of one house (one profile) by `pairs` in one transaction: rows no longer
 * matching go, the others are inserted or updated in one statement (created_at stays). The row
 * that is rematched is locked first, so two rematches of it run one after the other.
 */
async function replaceMatches(db: Db, side: Side, lock: Prisma.Sql, pairs: ScoredPair[]): Promise<NewExactMatch[]> {
  const column = Prisma.raw(side.column);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`${lock}`;
    const before = await tx.$queryRaw<{ searchProfileId: number; houseId: number }[]>`
      SELECT search_profile_id AS "searchProfileId", house_id AS "houseId" FROM search_profile_matches
      WHERE ${column} = ${side.id} AND exact`;
    const keep = pairs.map((p) => (side.column === 'house_id' ? p.searchProfileId : p.houseId));
    const other = Prisma.raw(side.column === 'house_id' ? 'search_profile_id' : 'house_id');
    await tx.$executeRaw`DELETE FROM search_profile_matches WHERE ${column} = ${side.id}
      AND NOT (${other} = ANY(${keep}::int[]))`;
    if (pairs.length)
      await tx.$executeRaw`INSERT INTO search_profile_matches (search_profile_id, house_id, exact, score, reasons)
        SELECT p, h, e, s, string_to_array(r, ',')
        FROM unnest(${pairs.map((p) => p.searchProfileId)}::int[], ${pairs.map((p) => p.houseId)}::int[],
          ${pairs.map((p) => p.exact)}::boolean[], ${pairs.map((p) => p.score)}::int[],
          ${pairs.map((p) => p.reasons.join(','))}::text[]) AS t(p, h, e, s, r)
        ON CONFLICT (search_profile_id, house_id) DO UPDATE
        SET exact = EXCLUDED.exact, score = EXCLUDED.score, reasons = EXCLUDED.reasons`;
    const wasExact = new Set(before.map((b) => `${b.searchProfileId}:${b.houseId}`));
    return pairs
      .filter((p) => p.exact && !wasExact.has(`${p.searchProfileId}:${p.houseId}`))
      .map(({ searchProfileId, houseId }) => ({ searchProfileId, houseId }));
  });
}

function scored(house: CandidateHouse, profile: CandidateProfile): ScoredPair | null {
  const result = scoreMatch(house, profile);
  return result && { ...result, searchProfileId: profile.id, houseId: house.id };
}

/**
 * Re-matches one house against all profiles (after it was submitted, changed, withdrawn or got an
 * owner); a house that cannot match (not listed, sold, gone) loses its rows. Answers the new exact matches.
 */
export async function rematchHouse(db: Db, houseId: number): Promise<NewExactMatch[]> {
  const house = await matchableHouse(db, houseId);
  const pairs = house
    ? (await candidateProfiles(db, house)).map((p) => scored(house, p)).filter((p): p is ScoredPair => p !== null)
    : [];
  return replaceMatches(
    db,
    { column: 'house_id', id: houseId },
    Prisma.sql`SELECT id FROM houses WHERE id = ${houseId} FOR UPDATE`,
    pairs,
  );
}

/** Re-matches one profile against all houses (after it was saved or claimed). Answers the new exact matches. */
export async function rematchSearchProfile(db: Db, profileId: number): Promise<NewExactMatch[]> {
  const profile = await matchingProfile(db, profileId);
  const pairs = profile
    ? (await candidateHouses(db, profile)).map((h) => scored(h, profile)).filter((p): p is ScoredPair => p !== null)
    : [];
  return replaceMatches(
    db,
    { column: 'search_profile_id', id: profileId },
    Prisma.sql`SELECT id FROM search_queries WHERE id = ${profileId} FOR UPDATE`,
    pairs,
  );
}
