import type { RequestContext } from '../context.js';
import type { RateLimitedError } from '../domain/errors.js';
import { requireHouseUser } from '../domain/houses/ownership.js';
import { builder } from './builder.js';
import { inputRowId, rowIdOf } from './global-ids.js';
import { rowMutation } from './row-mutation.js';

// The house mutations (wizard, photos, likes): `{Name}Payload { house }` or a typed error.

// Plain IDs, decoded in the resolver after the login check (global-ids.ts: rights before validation).
export const HOUSE_ID = 'Global id of the House.';

/** An input naming only a house. */
export const houseIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({ houseId: t.id({ required: true, description: HOUSE_ID }) }),
  });

/** A mutation answering `{Name}Payload { house }` or a typed error, the house loaded with the query's selection. */
export function houseMutation<Input extends { houseId?: unknown }>(
  name: string,
  description: string,
  // biome-ignore lint/suspicious/noExplicitAny: the input ref's type parameter differs per mutation.
  input: any,
  run: (ctx: RequestContext, input: Input) => Promise<number>,
  extraErrors: (typeof RateLimitedError)[] = [],
) {
  rowMutation({
    name,
    description,
    input,
    run,
    extraErrors,
    type: 'House',
    dataField: 'house',
    load: (ctx, query, id) => ctx.prisma.house.findUniqueOrThrow({ ...query, where: { id } }),
  });
}

/** The house of a mutation input: its global id is read only after the login check of the domain. */
export const houseKey = (ctx: RequestContext, input: { houseId?: unknown }) =>
  inputRowId(input.houseId, 'House', () => requireHouseUser(ctx.viewer));
/** A photo id; NaN when it names no photo (the domain answers after its owner check). */
export const photoKey = (id: unknown) => rowIdOf(id, 'Photo');
