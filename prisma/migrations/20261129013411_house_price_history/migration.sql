-- AlterTable
ALTER TABLE "houses" ADD COLUMN     "price_reduced_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "house_price_changes" (
    "id" SERIAL NOT NULL,
    "house_id" INTEGER NOT NULL,
    "price" INTEGER,
    "min_price" INTEGER,
    "max_price" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "house_price_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "house_price_changes_house_id_created_at_idx" ON "house_price_changes"("house_id", "created_at");

-- AddForeignKey
ALTER TABLE "house_price_changes" ADD CONSTRAINT "house_price_changes_house_id_fkey" FOREIGN KEY ("house_id") REFERENCES "houses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Houses listed before this migration start their history with the asking price they have now, dated when they were listed
INSERT INTO "house_price_changes" ("house_id", "price", "min_price", "max_price", "created_at")
SELECT "id", "price", "min_price", "max_price", COALESCE("submitted_at", "created_at")
FROM "houses" WHERE "moderation_status" IN ('submitted', 'approved');
