import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { InputError } from '../errors.js';
import { TAG_CATEGORY_BUILDING_STYLE, TAG_CATEGORY_LOCATION } from '../reference-data/catalog.js';
import { findByRef, type RefValue } from '../reference-data/refs.js';
import type { HouseInput } from './house-input.js';

// The reference data a house command names (type, tags, facilities): by id or key, checked against
// the catalogue.

type Tx = Prisma.TransactionClient;
const byRef = findByRef;

export async function resolveHouseType(prisma: Db | Tx, r: RefValue | null): Promise<number | null> {
  if (r === null) return null;
  const found = byRef(await prisma.houseType.findMany(), r);
  if (!found) throw new InputError({ houseType: ['Kies een woningtype uit de lijst.'] });
  return found.id;
}

/** The facility ids of `houseFacilities` or (the same list under its short name) `facilities`. */
export async function resolveFacilities(prisma: Db | Tx, input: HouseInput): Promise<number[] | undefined> {
  const field = input.houseFacilities !== undefined ? 'houseFacilities' : 'facilities';
  const list = input[field];
  if (!list) return undefined;
  const all = await prisma.facility.findMany();
  const ids = list.map((r) => byRef(all, r)?.id);
  if (ids.some((id) => id === undefined)) throw new InputError({ [field]: ['Kies faciliteiten uit de lijst.'] });
  return [...new Set(ids as number[])];
}

/** The house's tag ids after the input: `tags` replaces all, the per-step lists replace their category. */
export async function resolveTags(
  prisma: Db | Tx,
  input: HouseInput,
  current: { tagId: number }[],
): Promise<number[] | undefined> {
  if (!input.tags && !input.buildingStyleTags && !input.locationTags) return undefined;
  const all = await prisma.tag.findMany();
  const category = new Map(all.map((t) => [t.id, t.tagCategoryId]));
  const pick = (list: RefValue[], field: string, only?: number) => {
    const ids = list.map((r) => byRef(all, r));
    if (ids.some((t) => !t || (only !== undefined && t.tagCategoryId !== only))) {
      const what =
        only === TAG_CATEGORY_BUILDING_STYLE
          ? 'een bouwstijl'
          : only === TAG_CATEGORY_LOCATION
            ? 'een ligging'
            : 'kenmerken';
      throw new InputError({ [field]: [`Kies ${what} uit de lijst.`] });
    }
    return ids.map((t) => t!.id);
  };
  let ids = input.tags ? pick(input.tags, 'tags') : current.map((t) => t.tagId);
  for (const [list, field, cat] of [
    [input.buildingStyleTags, 'buildingStyleTags', TAG_CATEGORY_BUILDING_STYLE],
    [input.locationTags, 'locationTags', TAG_CATEGORY_LOCATION],
  ] as const) {
    if (list) ids = [...ids.filter((id) => category.get(id) !== cat), ...pick(list, field, cat)];
  }
  return [...new Set(ids)];
}
