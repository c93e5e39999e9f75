import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { HouseCompletion } from './completion.js';

// What an edit of a listed house goes through. Editing kept a listed house
// listed without any check. Now:
// - the rules that list a new house hold for every save of a listed one: an edit may not take
//   away its address, type or offer (price, or min and max) — 422 with the messages of submitting,
//   nothing saved. A listed house that already lacked one of them (older data) is not held to it
//   until that part is filled in.
// - new content goes back to review: an approved house whose descriptions change or that gets new
//   photos is 'submitted' again (still listed, it was reviewed with other content). Reordering,
//   choosing the main photo or removing photos show nothing new and keep the status.
// The text rules (length, control characters and bidirectional overrides) are the same for adding
// and editing (house-input.ts). Houses have no scam-warning or phone-number rule when added, so
// edits have none either; scam warnings belong to messages.

type Tx = Prisma.TransactionClient | Db;

const SUBMISSION_MESSAGES = {
  address: 'Vul het adres van de woning in.',
  houseType: 'Kies het type woning.',
  price: 'Vul een vraagprijs in, of een minimum- en maximumprijs.',
} as const;

export const SUBMISSION_NEEDS = 'Vul eerst het adres, het aanbod en het type woning in.';

/**
 * What listing needs and `after` lacks, per field. With `before`, only what `before` had: an edit
 * of a listed house may not take it away.
 */
export function submissionErrors(after: HouseCompletion, before?: HouseCompletion): Record<string, string[]> {
  const lost = (section: 'address' | 'type' | 'offer') => !after[section] && (before ? before[section] : true);
  const missing: Record<string, string[]> = {};
  if (lost('address')) missing.address = [SUBMISSION_MESSAGES.address];
  if (lost('type')) missing.houseType = [SUBMISSION_MESSAGES.houseType];
  if (lost('offer')) missing.price = [SUBMISSION_MESSAGES.price];
  return missing;
}

const DESCRIPTIONS = ['shortDescription', 'factualDescription', 'personalDescription'] as const;

/** True when the saved columns change a description of the house. */
export function changesDescriptions(
  data: Record<string, unknown>,
  current: Record<(typeof DESCRIPTIONS)[number], string | null>,
): boolean {
  return DESCRIPTIONS.some((key) => data[key] !== undefined && (data[key] ?? null) !== current[key]);
}

/** New content on an approved house: back to 'submitted' (still listed) to be reviewed again. */
export function reviewAgain(db: Tx, houseId: number) {
  return db.house.updateMany({
    where: { id: houseId, moderationStatus: 'approved' },
    data: { moderationStatus: 'submitted' },
  });
}
