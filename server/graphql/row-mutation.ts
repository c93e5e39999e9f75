import type { RequestContext } from '../context.js';
import type { RateLimitedError } from '../domain/errors.js';
import { builder } from './builder.js';

// The shape every mutation on one row shares (a house, a search profile ...): `{Name}Payload
// { <dataField> }` or a typed error, the row reloaded after the write with the query's own
// selection (no N+1). The domain function answers the row's id.

/** A Prisma query as Pothos hands it to a resolver: `select` or `include` of the selection. */
export type SelectionQuery = { select?: object; include?: object };

export interface RowMutation<Input> {
  name: string;
  description: string;
  // biome-ignore lint/suspicious/noExplicitAny: the input ref's type parameter differs per mutation.
  input: any;
  /** The Prisma object the payload answers: its model name or its object ref. */
  // biome-ignore lint/suspicious/noExplicitAny: a model name or any prismaObject ref of the builder.
  type: any;
  dataField: string;
  run: (ctx: RequestContext, input: Input) => Promise<number>;
  /** Loads the written row with the selection's query. */
  load: (ctx: RequestContext, query: SelectionQuery, id: number) => Promise<unknown>;
  extraErrors?: (typeof RateLimitedError)[];
}

export function rowMutation<Input>(m: RowMutation<Input>) {
  const typeName = m.name[0].toUpperCase() + m.name.slice(1);
  builder.mutationField(m.name, (t) =>
    t.prismaField({
      type: m.type,
      description: m.description,
      args: { input: t.arg({ type: m.input, required: true }) },
      errors: {
        types: m.extraErrors ?? [],
        result: { name: `${typeName}Payload` },
        union: { name: `${typeName}Result` },
        dataField: { name: m.dataField },
      },
      resolve: async (query, _root, args, ctx) => {
        const id = await m.run(ctx, args.input as Input);
        // biome-ignore lint/suspicious/noExplicitAny: the row's type follows `type`.
        return (await m.load(ctx, withSomeField(query as SelectionQuery), id)) as any;
      },
    }),
  );
}

/**
 * A payload asked without its row (`{ __typename }`) gives Pothos's `select: {}`, which Prisma
 * refuses — after the write, so the caller would see an error for work that was done.
 */
function withSomeField(query: SelectionQuery): SelectionQuery {
  return query.select && Object.keys(query.select).length === 0 ? { ...query, select: { id: true } } : query;
}
