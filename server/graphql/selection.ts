import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects any of `names` directly (through inline fragments and
 * fragment spreads too): lets a resolver start work a child field will need, concurrently with its own.
 */
export function selectsField(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const seen = new Set<string>();
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === 'Field') return names.includes(s.name.value);
      if (s.kind === 'InlineFragment') return inSet(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return inSet(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node: FieldNode) => inSet(node.selectionSet));
}
