import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { findByRef, type RefValue } from '../reference-data/refs.js';
import { SEARCH_PROFILE_MESSAGES, type SearchProfileInput } from './command.js';

// The house types, facilities and tags a profile command names, by id or key (reference-data/refs.ts),
// checked against the catalogue. An unknown one is a per-field error; undefined = the list was not sent.

export interface ProfileRefIds {
  houseTypeIds?: number[];
  facilityIds?: number[];
  tagIds?: number[];
}

async function resolveList<T extends { id: number; key: string }>(
  list: RefValue[] | undefined,
  load: () => Promise<T[]>,
  field: string,
  message: string,
  errors: Record<string, string[]>,
): Promise<number[] | undefined> {
  if (list === undefined) return undefined;
  if (list.length === 0) return [];
  const all = await load();
  const found = list.map((r) => findByRef(all, r));
  if (found.some((row) => !row)) {
    errors[field] = [message];
    return undefined;
  }
  return [...new Set(found.map((row) => row!.id))];
}

export async function resolveProfileRefs(
  prisma: Db | Prisma.TransactionClient,
  input: SearchProfileInput,
): Promise<{ ids: ProfileRefIds; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const facilityField = input.houseFacilities !== undefined ? 'houseFacilities' : 'facilities';
  const [houseTypeIds, facilityIds, tagIds] = await Promise.all([
    resolveList(
      input.houseTypes,
      () => prisma.houseType.findMany(),
      'houseTypes',
      SEARCH_PROFILE_MESSAGES.houseTypes,
      errors,
    ),
    resolveList(
      input[facilityField],
      () => prisma.facility.findMany(),
      facilityField,
      SEARCH_PROFILE_MESSAGES.houseFacilities,
      errors,
    ),
    resolveList(input.tags, () => prisma.tag.findMany(), 'tags', SEARCH_PROFILE_MESSAGES.tags, errors),
  ]);
  return { ids: { houseTypeIds, facilityIds, tagIds }, errors };
}
