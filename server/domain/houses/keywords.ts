import { Prisma } from '../../generated/prisma/client.js';

// Keyword search in a house's descriptions ('dakterras', 'tuin op het zuiden', 'garage -bovenwoning')
// with PostgreSQL's Dutch text search: stemming (tuinen finds tuin), Dutch stop words, and the web
// search syntax of websearch_to_tsquery ("quotes" for a phrase, - to leave out, OR).

/**
 * The searched document of the houses row `h`: its three descriptions. Exactly the expression of the
 * GIN index houses_listed_keywords_gin (migration listing_keyword_gin), so the planner can use it.
 */
const KEYWORD_DOCUMENT_SQL = Prisma.raw(
  `to_tsvector('dutch'::regconfig, coalesce(h.short_description, '') || ' ' || coalesce(h.factual_description, '') || ' ' || coalesce(h.personal_description, ''))`,
);

/** The houses whose descriptions match `keywords`; words that only stop words leave find nothing. */
export function keywordMatchSql(keywords: string): Prisma.Sql {
  return Prisma.sql`${KEYWORD_DOCUMENT_SQL} @@ websearch_to_tsquery('dutch'::regconfig, ${keywords})`;
}
