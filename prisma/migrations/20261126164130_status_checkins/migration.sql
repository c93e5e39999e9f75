-- DropIndex
DROP INDEX "houses_moderation_status_idx";

-- AlterTable
ALTER TABLE "houses" ADD COLUMN     "sold_reported_at" TIMESTAMP(3),
ADD COLUMN     "status_confirmed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "search_queries" ADD COLUMN     "confirmed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "moving_wish_confirmed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "houses_moderation_status_status_confirmed_at_idx" ON "houses"("moderation_status", "status_confirmed_at");

-- Existing rows: the last change so far counts as the last confirmation (not the migration's time).
UPDATE "houses" SET "status_confirmed_at" = "updated_at";
UPDATE "search_queries" SET "confirmed_at" = "updated_at";
UPDATE "users" SET "moving_wish_confirmed_at" = "updated_at";
