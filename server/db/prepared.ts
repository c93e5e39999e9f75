import { createHash } from 'node:crypto';
import { Prisma } from '../generated/prisma/client.js';

// Prepared statements on PostgreSQL (the fan-out benchmark): a statement that starts with
// PREPARED is parsed and planned once per connection and then only executed, instead of planned on
// every call — for the live event's statement, run once per subscriber per message, planning cost
// several times its execution. Only for hot statements that look rows up by id: PostgreSQL keeps a
// generic plan after a few calls, which would not suit a statement whose best plan depends on its values.
// A connection pooler in transaction mode in between would have to support prepared statements.

const MARK = '/* prepared */';

/** Put first in a raw statement to have it prepared (PostgreSQL; PGlite ignores the comment). */
export const PREPARED = Prisma.raw(`${MARK} `);

const names = new Map<string, string>();

/** @prisma/adapter-pg's statementNameGenerator: a name for marked statements, by their text. */
export function preparedStatementName(query: { sql: string }): string | undefined {
  if (!query.sql.trimStart().startsWith(MARK)) return undefined;
  let name = names.get(query.sql);
  if (!name) {
    name = `prepared_${createHash('sha1').update(query.sql).digest('hex')}`;
    names.set(query.sql, name);
  }
  return name;
}
