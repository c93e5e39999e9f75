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
 * (abstract types: an inline fragment per possible type). What a curious client could select.
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
    if (isLeafType(named)) out.push(f.name);
    else if (depth > 0) out.push(`${f.name} { ${broadSelection(schema, named, depth - 1)} }`);
  }
  return out.length ? out.join(' ') : '__typename';
}
