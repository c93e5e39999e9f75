-- DropIndex
DROP INDEX "offers_house_id_idx";

-- DropIndex
DROP INDEX "viewings_house_id_idx";

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "offer_id" INTEGER,
ADD COLUMN     "viewing_id" INTEGER;

-- AlterTable
ALTER TABLE "offers" ADD COLUMN     "answer_comments" TEXT,
ADD COLUMN     "answered_at" TIMESTAMP(3),
ADD COLUMN     "counter_amount" INTEGER,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'open',
ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "viewings" ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "notifications_viewing_id_idx" ON "notifications"("viewing_id");

-- CreateIndex
CREATE INDEX "notifications_offer_id_idx" ON "notifications"("offer_id");

-- CreateIndex
CREATE INDEX "offers_house_id_created_at_id_idx" ON "offers"("house_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "offers_house_id_user_id_status_idx" ON "offers"("house_id", "user_id", "status");

-- CreateIndex
CREATE INDEX "viewings_house_id_created_at_id_idx" ON "viewings"("house_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "viewings_house_id_requester_id_status_idx" ON "viewings"("house_id", "requester_id", "status");

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_viewing_id_fkey" FOREIGN KEY ("viewing_id") REFERENCES "viewings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE SET NULL ON UPDATE CASCADE;
