import { rematchHouse } from '../matching/store.js';
import { completionInclude, isReadyForSubmission, isSubmitted } from './completion.js';
import { resolveAddress } from './house-address.js';
import type { HouseDeps } from './house-deps.js';
import { scalarData } from './house-fields.js';
import { parseHouseInput } from './house-input.js';
import { resolveFacilities, resolveHouseType, resolveTags } from './house-references.js';
import { findOwnHouse } from './ownership.js';

/**
 * Saves one or more steps of the wizard. Afterwards, a house not yet submitted whose address, offer
 * and type are complete is submitted (spec §4 "House moderation").
 */
export async function updateHouse(deps: HouseDeps, key: string | number, raw: unknown): Promise<number> {
  const { prisma, viewer } = deps;
  // Rights before validation: a visitor hears 401, a stranger 403/404, whatever they sent.
  const current = await findOwnHouse(prisma, viewer, key, { tags: true });
  const input = parseHouseInput(raw);
  // The lookup may go over the network: before the transaction, not inside it.
  const address = await resolveAddress(deps, input, current);
  const typeRef = input.houseType !== undefined ? input.houseType : input.houseTypeId;
  await prisma.$transaction(async (tx) => {
    const { data, statusChanged, status, reason } = scalarData(input, current);
    if (typeRef !== undefined) data.houseTypeId = await resolveHouseType(tx, typeRef);
    const tagIds = await resolveTags(tx, input, current.tags);
    const facilityIds = await resolveFacilities(tx, input);
    // updatedAt always moves: "Klopt!" in the status-update modal saves without changes (spec §4).
    await tx.house.update({ where: { id: current.id }, data: { ...data, ...address, updatedAt: new Date() } });
    if (tagIds) {
      await tx.houseTag.deleteMany({ where: { houseId: current.id } });
      await tx.houseTag.createMany({ data: tagIds.map((tagId) => ({ houseId: current.id, tagId })) });
    }
    if (facilityIds) {
      await tx.houseFacility.deleteMany({ where: { houseId: current.id } });
      await tx.houseFacility.createMany({
        data: facilityIds.map((facilityId) => ({ houseId: current.id, facilityId })),
      });
    }
    if (statusChanged) await tx.houseStatusChange.create({ data: { houseId: current.id, status, reason } });
    const fresh = await tx.house.findUniqueOrThrow({ where: { id: current.id }, include: completionInclude });
    if (!isSubmitted(fresh) && isReadyForSubmission(fresh)) {
      await tx.house.update({
        where: { id: current.id },
        data: { moderationStatus: 'submitted', submittedAt: new Date() },
      });
    }
  });
  // Listed, changed, withdrawn (sold) or still a draft: its stored matches follow.
  await rematchHouse(prisma, current.id);
  return current.id;
}
