-- CreateTable
CREATE TABLE "house_slug_redirects" (
    "old_slug" TEXT NOT NULL,
    "house_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "house_slug_redirects_pkey" PRIMARY KEY ("old_slug")
);

-- CreateIndex
CREATE INDEX "house_slug_redirects_house_id_idx" ON "house_slug_redirects"("house_id");

-- AddForeignKey
ALTER TABLE "house_slug_redirects" ADD CONSTRAINT "house_slug_redirects_house_id_fkey" FOREIGN KEY ("house_id") REFERENCES "houses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Public slugs carry no house number or postcode (issue 9): every house gets a new slug of its
-- street, its city and ten random letters (server/domain/houses/slugs.ts makes the same shape);
-- its old slug stays in house_slug_redirects, so existing links keep working.
INSERT INTO "house_slug_redirects" ("old_slug", "house_id") SELECT "slug", "id" FROM "houses";

CREATE FUNCTION pg_temp.slug_part(t TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(BOTH '-' FROM lower(regexp_replace(
    regexp_replace(normalize(coalesce(t, ''), NFD), '[\u0300-\u036f]', '', 'g'), '[^a-zA-Z0-9]+', '-', 'g')))
$$;
CREATE FUNCTION pg_temp.new_house_slug(street TEXT, city TEXT) RETURNS TEXT LANGUAGE sql VOLATILE AS $$
  SELECT array_to_string(array_remove(ARRAY[
    pg_temp.slug_part(street),
    pg_temp.slug_part(city),
    translate(substr(md5(random()::text || clock_timestamp()::text), 1, 10), '0123456789abcdef', 'bcdfghjkmnpqrstv')
  ], ''), '-')
$$;

ALTER TABLE "houses" ADD COLUMN "new_slug" TEXT;
UPDATE "houses" SET "new_slug" = pg_temp.new_house_slug("street", "city");
-- Random letters can (very rarely) repeat: a repeat gets its rank appended in letters, one letter
-- more than any other slug's suffix, so every slug is unique. (No DO block: the migration engine
-- splits statements at semicolons on PostgreSQL.)
UPDATE "houses" h SET "new_slug" = h."new_slug" || translate(d.n::text, '0123456789', 'bcdfghjkmn')
FROM (SELECT "id", row_number() OVER (PARTITION BY "new_slug" ORDER BY "id") AS n FROM "houses") d
WHERE d."id" = h."id" AND d.n > 1;
UPDATE "houses" SET "slug" = "new_slug";
ALTER TABLE "houses" DROP COLUMN "new_slug";
DROP FUNCTION pg_temp.new_house_slug(TEXT, TEXT);
DROP FUNCTION pg_temp.slug_part(TEXT);
