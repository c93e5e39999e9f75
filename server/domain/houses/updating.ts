import type { AlertDeps } from '../alerts/delivery.js';
import { rematchAndAnnounceHouse } from '../alerts/house-matches.js';
import { InputError } from '../errors.js';
import { withNotifications } from '../notifications/notify.js';
import { completionInclude, houseCompletion, isReadyForSubmission, isSubmitted } from './completion.js';
import { resolveAddress } from './house-address.js';
import type { HouseDeps } from './house-deps.js';
import { scalarData } from './house-fields.js';
import { parseHouseInput } from './house-input.js';
import { resolveFacilities, resolveHouseType, resolveTags } from './house-references.js';
import { tellLikers } from './liked-house-news.js';
import { changesDescriptions, reviewAgain, SUBMISSION_NEEDS, submissionErrors } from './listed-edits.js';
import { findOwnHouse } from './ownership.js';
import { recordPrices } from './price-history.js';

/**
 * Saves one or more steps of the wizard. Afterwards, a house not yet submitted whose address, offer
 * and type are complete is submitted (spec §4 "House moderation"). Everyone who liked the house hears
 * of a new price, price range, factual description or status, in the same transaction; the price
 * history of a listed house gets the new asking price (price-history.ts).
 */
export async function updateHouse(deps: HouseDeps & AlertDeps, key: string | number, raw: unknown): Promise<number> {
  const { prisma, viewer } = deps;
  // Rights before validation: a visitor hears 401, a stranger 403/404, whatever they sent.
  const current = await findOwnHouse(prisma, viewer, key, completionInclude);
  const input = parseHouseInput(raw);
  // The lookup may go over the network: before the transaction, not inside it.
  const address = await resolveAddress(deps, input, current);
  const typeRef = input.houseType !== undefined ? input.houseType : input.houseTypeId;
  await withNotifications(deps, async (tx, notify) => {
    const { data, statusChanged, status, reason } = scalarData(input, current);
    if (typeRef !== undefined) data.houseTypeId = await resolveHouseType(tx, typeRef);
    const tagIds = await resolveTags(tx, input, current.tags);
    const facilityIds = await resolveFacilities(tx, input);
    // Every save by the owner confirms the status (spec §4: "Confirming saves the house"; freshness.ts).
    const now = new Date();
    await tx.house.update({
      where: { id: current.id },
      data: { ...data, ...address, updatedAt: now, statusConfirmedAt: now },
    });
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
    if (isSubmitted(current)) {
      // A listed house keeps what listing needs, and new text goes back to review (listed-edits.ts).
      const lost = submissionErrors(houseCompletion(fresh), houseCompletion(current));
      if (Object.keys(lost).length) throw new InputError(lost, SUBMISSION_NEEDS);
      if (changesDescriptions(data as Record<string, unknown>, current)) await reviewAgain(tx, current.id);
      await recordPrices(tx, current.id, current, fresh, now);
    } else if (isReadyForSubmission(fresh)) {
      await tx.house.update({
        where: { id: current.id },
        data: { moderationStatus: 'submitted', submittedAt: now },
      });
      await recordPrices(tx, current.id, null, fresh, now);
    }
    await tellLikers(tx, notify, current, fresh);
  });
  // Listed, changed, withdrawn (sold) or still a draft: its stored matches follow, new ones are announced.
  await rematchAndAnnounceHouse(deps, current.id);
  return current.id;
}
