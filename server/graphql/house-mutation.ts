import type { RequestContext } from '../context.js';
import type { RateLimitedError } from '../domain/errors.js';
import { requireHouseUser } from '../domain/houses/ownership.js';
import { builder } from './builder.js';
import { inputRowId, rowIdOf } from './global-ids.js';

// The shape every house mutation shares (wizard, photos, likes): `{Name}Payload { house }` or a
// typed error, the house reloaded with the query's own selection (no N+1).

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
  const typeName = name[0].toUpperCase() + name.slice(1);
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'House',
      description,
      args: { input: t.arg({ type: input, required: true }) },
      errors: {
        types: extraErrors,
        result: { name: `${typeName}Payload` },
        union: { name: `${typeName}Result` },
        dataField: { name: 'house' },
      },
      resolve: async (query, _root, args, ctx) => {
        const id = await run(ctx, args.input as Input);
        return ctx.prisma.house.findUniqueOrThrow({ ...withSomeField(query), where: { id } });
      },
    }),
  );
}

/**
 * A payload asked without its house (`{ __typename }`) gives Pothos's `select: {}`, which Prisma
 * refuses — after the write, so the caller would see an error for work that was done.
 */
function withSomeField<Q extends object>(query: Q): Q {
  const select = (query as { select?: object }).select;
  return select && Object.keys(select).length === 0 ? { ...query, select: { id: true } } : query;
}

/** The house of a mutation input: its global id is read only after the login check of the domain. */
export const houseKey = (ctx: RequestContext, input: { houseId?: unknown }) =>
  inputRowId(input.houseId, 'House', () => requireHouseUser(ctx.viewer));
/** A photo id; NaN when it names no photo (the domain answers after its owner check). */
export const photoKey = (id: unknown) => rowIdOf(id, 'Photo');
