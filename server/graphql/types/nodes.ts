import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import type { RequestContext } from '../../context.js';
import { builder } from '../builder.js';

// node(id:) and nodes(ids:). An id that names nothing the viewer may see —
// no such row, a row id that cannot be one, a type that is no node, no global id at all — is null,
// in nodes(ids:) only at its own position. Pothos' own fields decode every id before resolving, so
// one malformed id refused the whole list; here an id is decoded alone, and each node type loads
// with `nullable: true` (a missing row is null, never findUniqueOrThrow's error).

type GlobalId = { typename: string; id: string };

function decodeNodeId(raw: string, info: GraphQLResolveInfo): GlobalId | null {
  let decoded: GlobalId;
  try {
    decoded = decodeGlobalID(raw);
  } catch {
    return null;
  }
  const type = info.schema.getType(decoded.typename);
  if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node')) return null;
  return decoded;
}

function loadNodes(ctx: RequestContext, info: GraphQLResolveInfo, ids: readonly string[]) {
  // resolveNodes skips null entries and answers null at their positions.
  const decoded = ids.map((id) => decodeNodeId(id, info)) as GlobalId[];
  return resolveNodes(builder, ctx, info, decoded);
}

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx, info) => (await loadNodes(ctx, info, [String(id)]))[0] as never,
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, { ids }, ctx, info) => loadNodes(ctx, info, ids.map(String)) as never,
  }),
}));
