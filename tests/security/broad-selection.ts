import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';

/**
 * Every field of a type that can be asked without arguments, nested `depth` object levels deep
 * (abstract types: an inline fragment per possible type). What a curious client could select;
 * connections ask `first: 2`, so the whole selection stays within the query cost limit.
 */
export function broadSelection(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    const parts = schema.getPossibleTypes(type).map((t) => `... on ${t.name} { ${broadSelection(schema, t, depth)} }`);
    return `__typename ${parts.join(' ')}`;
  }
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).filter((f: GraphQLField<unknown, unknown>) =>
    f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined),
  );
  const out: string[] = [];
  for (const f of fields) {
    const named = getNamedType(f.type);
    const args = f.args.some((a) => a.name === 'first') ? '(first: 2)' : '';
    if (isLeafType(named)) out.push(`${f.name}${args}`);
    else if (depth > 0) out.push(`${f.name}${args} { ${broadSelection(schema, named, depth - 1)} }`);
  }
  return out.length ? out.join(' ') : '__typename';
}
