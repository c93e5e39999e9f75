import { PothosValidationError } from '@pothos/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { parseRowId } from '../domain/ids.js';

function decode(globalId: unknown): { typename: string; id: string } | null {
  try {
    return decodeGlobalID(String(globalId));
  } catch {
    return null;
  }
}

/** The row id a `typename` global id names; NaN (the domain answers "not found") for anything else. */
export function rowIdOf(globalId: unknown, typename: string): number {
  const decoded = decode(globalId);
  return decoded?.typename === typename ? parseRowId(decoded.id) : Number.NaN;
}

/** rowIdOf, with 0 (no row) for a wrong id: the domain answers 404 / 403 after its rights check. */
export function rowKeyOf(globalId: unknown, typename: string): number {
  const id = rowIdOf(globalId, typename);
  return Number.isNaN(id) ? 0 : id;
}

/**
 * The row id of a mutation input's `typename` global id, decoded only after `rightsFirst` (a check
 * of the domain, e.g. requireUser) has passed: a visitor hears "not logged in" whatever the id is
 * (rights before validation). Pothos' own `t.globalID` decodes before any resolver runs, so these
 * inputs are plain `ID`s. Another type's id is the same plain input error `t.globalID` gives.
 */
export function inputRowId(globalId: unknown, typename: string, rightsFirst: () => unknown): number {
  rightsFirst();
  const decoded = decode(globalId);
  if (decoded?.typename !== typename) throw new PothosValidationError(`ID ${globalId} is not of type: ${typename}`);
  return parseRowId(decoded.id);
}
