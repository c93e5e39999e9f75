import { randomInt } from 'node:crypto';
import { InputError, RateLimitedError } from '../errors.js';
import { claimHashForNewRow } from '../funnel/claims.js';
import { slugify } from '../kernel/house-presentation.js';
import { rematchSearchProfile } from '../matching/store.js';
import type { RequestDeps } from '../ports/index.js';
import { findSearchProfile } from './access.js';
import { mergedProfileErrors, NEW_SEARCH_PROFILE, parseProfileMortgage, parseSearchProfileInput } from './command.js';
import { NO_PLACE, resolveProfilePlace } from './location.js';
import { resolveProfileRefs } from './references.js';

// Saving a search profile: the one function that creates and changes profiles (so that whatever
// must follow a save, such as re-matching, is called in one place).

export type SearchProfileDeps = Pick<RequestDeps, 'prisma' | 'viewer' | 'session' | 'geocoder' | 'rateLimits'>;

/** Visitors may start a profile before signing up (searcher funnel); a few per hour per IP, not a flood. */
export const FUNNEL_PROFILES_PER_HOUR = 10;

async function countFunnelProfile(deps: SearchProfileDeps) {
  const hour = 60 * 60 * 1000;
  const count = await deps.rateLimits.hit(`funnel-search-profile:${deps.session.ip}`, hour);
  if (count.hits > FUNNEL_PROFILES_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000));
    throw new RateLimitedError(
      'Je hebt al een paar zoekprofielen gemaakt. Log in of probeer het later opnieuw.',
      seconds,
    );
  }
}

const LETTERS = 'bcdfghjkmnpqrstv';

/** "utrecht-zoekprofiel-kpdmbtsrvq": the place's first name part and random letters, nothing derived from the id. */
export function newSearchProfileSlug(query: string | null, pick: (n: number) => number = randomInt): string {
  const suffix = Array.from({ length: 10 }, () => LETTERS[pick(LETTERS.length)]).join('');
  return `${slugify((query ?? '').split(',')[0]) || 'nederland'}-zoekprofiel-${suffix}`;
}

/**
 * Creates (key null) or changes a search profile and answers its id. Rights come first (only the
 * owner, or the browser that made an ownerless funnel profile; findSearchProfile), then validation
 * of the whole command with per-field Dutch messages; nothing is written unless all of it is valid.
 * A visitor's new profile is ownerless, claimable by this browser (assignSearchProfile, or
 * registering with its search_query_slug).
 */
export async function saveSearchProfile(
  deps: SearchProfileDeps,
  key: string | number | null,
  raw: unknown,
): Promise<number> {
  const current = key === null ? null : await findSearchProfile(deps, key);
  const { input, errors: fieldErrors } = parseSearchProfileInput(raw);
  const { maxMortgage, errors: mortgageErrors } = parseProfileMortgage(raw);
  const [{ place, errors: placeErrors }, { ids, errors: refErrors }] = await Promise.all([
    resolveProfilePlace(deps.geocoder, input, current ?? NO_PLACE),
    resolveProfileRefs(deps.prisma, input),
  ]);
  const budget = {
    priceMin: input.priceMin !== undefined ? input.priceMin : (current?.priceMin ?? null),
    priceMax: input.priceMax !== undefined ? input.priceMax : (current?.priceMax ?? null),
  };
  const errors = { ...mergedProfileErrors(budget), ...fieldErrors, ...mortgageErrors, ...placeErrors, ...refErrors };
  if (Object.keys(errors).length) throw new InputError(errors);
  if (!current && !deps.viewer.user) await countFunnelProfile(deps);

  const scalars = {
    ...place,
    ...budget,
    ...(input.range !== undefined && { range: input.range }),
    ...(input.numberBedroomsMin !== undefined && { numberBedroomsMin: input.numberBedroomsMin }),
    ...(input.livingM2Min !== undefined && { livingM2Min: input.livingM2Min }),
    ...(input.movingMonths !== undefined && { movingMonths: input.movingMonths }),
    ...(maxMortgage !== undefined && { maxMortgage }),
  };
  const lists = (replace: boolean) => ({
    ...(ids.houseTypeIds && {
      houseTypes: {
        ...(replace && { deleteMany: {} }),
        create: ids.houseTypeIds.map((houseTypeId) => ({ houseTypeId })),
      },
    }),
    ...(ids.facilityIds && {
      facilities: { ...(replace && { deleteMany: {} }), create: ids.facilityIds.map((facilityId) => ({ facilityId })) },
    }),
    ...(ids.tagIds && { tags: { ...(replace && { deleteMany: {} }), create: ids.tagIds.map((tagId) => ({ tagId })) } }),
  });

  // Saving counts as confirming the profile (spec §4 check-ins, kernel/freshness.ts), even without changes.
  const id = current
    ? (
        await deps.prisma.searchQuery.update({
          where: { id: current.id },
          data: { ...scalars, ...lists(true), updatedAt: new Date(), confirmedAt: new Date() },
          select: { id: true },
        })
      ).id
    : (
        await deps.prisma.searchQuery.create({
          data: {
            ...NEW_SEARCH_PROFILE,
            ...scalars,
            ...lists(false),
            slug: newSearchProfileSlug(place?.query ?? null),
            userId: deps.viewer.user?.id ?? null,
            claimTokenHash: deps.viewer.user ? null : claimHashForNewRow(deps.session),
          },
          select: { id: true },
        })
      ).id;
  await rematchSearchProfile(deps.prisma, id);
  return id;
}
