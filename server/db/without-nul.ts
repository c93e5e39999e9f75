import type { PrismaClient } from '../generated/prisma/client.js';

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte anywhere in a query's values makes the database
 * refuse the whole statement (22021), which surfaced as a 500 for a name or slug with "\u0000" in
 * it. No text of ours means anything by a NUL, so every model query drops them from its string
 * values on the way in, whichever surface (REST, GraphQL, seed) the value came from.
 */
export function withoutNulBytes(prisma: PrismaClient): PrismaClient {
  return prisma.$extends({
    query: {
      $allModels: {
        $allOperations: ({ args, query }) => query(stripNul(args) as typeof args),
      },
    },
  }) as unknown as PrismaClient; // a query extension leaves the client's API as it was
}

/** Strings without NUL; plain objects and arrays walked; Dates, Buffers, Decimals left as they are. */
export function stripNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(stripNul);
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = stripNul(v);
    return out;
  }
  return value;
}
