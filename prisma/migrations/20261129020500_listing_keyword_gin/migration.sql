-- Keyword search in the descriptions of listed houses (issue 24): a GIN index on their text under
-- PostgreSQL's Dutch configuration (stemming, Dutch stop words), the same expression the listing
-- queries (server/domain/houses/keywords.ts KEYWORD_DOCUMENT_SQL). No extension: built in on PGlite
-- and PostgreSQL. An expression index, which Prisma's schema cannot express (its diff leaves it alone).
CREATE INDEX "houses_listed_keywords_gin" ON "houses" USING gin ((to_tsvector('dutch'::regconfig, coalesce("short_description", '') || ' ' || coalesce("factual_description", '') || ' ' || coalesce("personal_description", ''))))
  WHERE "moderation_status" IN ('submitted', 'approved');
