-- DropIndex
DROP INDEX "houses_moderation_status_created_at_id_idx";

-- DropIndex
DROP INDEX "houses_moderation_status_living_m2_id_idx";

-- DropIndex
DROP INDEX "houses_moderation_status_sort_price_id_idx";

-- CreateIndex
CREATE INDEX "houses_submitted_at_id_idx" ON "houses"("submitted_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "houses_sort_price_id_idx" ON "houses"("sort_price", "id");

-- CreateIndex
CREATE INDEX "houses_living_m2_id_idx" ON "houses"("living_m2", "id");
