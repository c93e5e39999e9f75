-- The listing's radius filter (issue 21, S3): a GiST index on the listed houses' point
-- (longitude, latitude), which answers "inside this box" in both dimensions at once, where the btree
-- on (latitude, longitude) ranged over latitude only and read every house in that band. Built-in
-- `point` type: no extension, the same on PGlite and PostgreSQL. The INCLUDE columns are what the
-- listing's conditions read (server/domain/houses/listing.ts), so the capped total of a radius
-- search is an index-only scan. An expression index, which Prisma's schema cannot express (its
-- diff leaves it alone).
CREATE INDEX "houses_listed_location_gist" ON "houses" USING gist (point("longitude", "latitude"))
  INCLUDE ("id", "submitted_at", "latitude", "longitude", "status_confirmed_at", "owner_user_id", "sort_price", "number_rooms",
           "number_bedrooms", "living_m2", "plot_m2", "construction_year", "house_status", "house_type_id")
  WHERE "moderation_status" IN ('submitted', 'approved');

-- DropIndex: replaced by the GiST index above.
DROP INDEX "houses_latitude_longitude_idx";
