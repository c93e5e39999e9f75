import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { InputError, RateLimitedError } from '../errors.js';
import { claimHashForNewRow } from '../funnel/claims.js';
import type { RequestDeps } from '../ports/index.js';
import { houseSlugWhere } from './access.js';
import { resolveAddress } from './house-address.js';
import type { HouseDeps } from './house-deps.js';
import { NEW_HOUSE, scalarData } from './house-fields.js';
import { parseHouseInput } from './house-input.js';
import { resolveFacilities, resolveHouseType, resolveTags } from './house-references.js';
import { newHouseSlug } from './slugs.js';

/** addHouse also counts visitors' funnel houses per IP. */
export type AddHouseDeps = HouseDeps & Pick<RequestDeps, 'rateLimits' | 'session'>;

/** Visitors may start a house before signing up (seller funnel); a few per hour per IP, not a flood. */
export const FUNNEL_HOUSES_PER_HOUR = 10;

async function countFunnelHouse(deps: AddHouseDeps) {
  const hour = 60 * 60 * 1000;
  const count = await deps.rateLimits.hit(`funnel-house:${deps.session.ip}`, hour);
  if (count.hits > FUNNEL_HOUSES_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000));
    throw new RateLimitedError(
      'Je hebt al een paar woningen toegevoegd. Log in of probeer het later opnieuw.',
      seconds,
    );
  }
}

/**
 * Saving without an id creates the house (spec §4): owned by the viewer, or ownerless when a
 * visitor starts in the seller funnel (assignHouse gives it an owner after sign-up). Not submitted yet.
 */
export async function addHouse(deps: AddHouseDeps, raw: unknown): Promise<number> {
  const input = parseHouseInput(raw);
  if (!deps.viewer.user) await countFunnelHouse(deps);
  const address = await resolveAddress(deps, input, null);
  if (!address) throw new InputError({ postalCode: ['Vul een postcode in.'] });
  const typeRef = input.houseType !== undefined ? input.houseType : input.houseTypeId;
  const { prisma } = deps;
  return prisma.$transaction(async (tx) => {
    const houseTypeId = typeRef !== undefined ? await resolveHouseType(tx, typeRef) : null;
    const tagIds = (await resolveTags(tx, input, [])) ?? [];
    const facilityIds = (await resolveFacilities(tx, input)) ?? [];
    const { data, status, reason } = scalarData(input, NEW_HOUSE);
    const house = await tx.house.create({
      data: {
        ...(data as Prisma.HouseUncheckedCreateInput),
        ...address,
        slug: await uniqueSlug(tx, address),
        ownerUserId: deps.viewer.user?.id ?? null,
        claimTokenHash: deps.viewer.user ? null : claimHashForNewRow(deps.session),
        houseTypeId,
        houseStatus: status,
        statusReason: reason,
        statusUpdatedAt: new Date(),
        moderationStatus: 'new',
        tags: { create: tagIds.map((tagId) => ({ tagId })) },
        facilities: { create: facilityIds.map((facilityId) => ({ facilityId })) },
        statusHistory: { create: { status, reason } },
      },
    });
    return house.id;
  });
}

async function uniqueSlug(prisma: Db | Prisma.TransactionClient, address: { street: string; city: string }) {
  for (;;) {
    const slug = newHouseSlug(address);
    const taken = await prisma.house.findFirst({ where: houseSlugWhere(slug), select: { id: true } });
    if (!taken) return slug;
  }
}
