-- DropIndex
DROP INDEX "notifications_recipient_user_id_created_at_idx";

-- DropIndex
DROP INDEX "notifications_recipient_user_id_read_at_idx";

-- DropIndex
DROP INDEX "notifications_thread_id_created_at_idx";

-- DropIndex
DROP INDEX "threads_user_high_id_idx";

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "house_id" INTEGER;

-- The house a notification is about becomes a real reference (only houses were notifiable).
UPDATE "notifications" n SET "house_id" = n."notifiable_id"
FROM "houses" h WHERE n."notifiable_type" = 'house' AND h."id" = n."notifiable_id";

ALTER TABLE "notifications" DROP COLUMN "notifiable_id",
DROP COLUMN "notifiable_type";

-- HouseLiked rows written before messaging kept more than spec §3's house {route, formatted_address_line}.
UPDATE "notifications" SET "data" = jsonb_build_object('house', jsonb_build_object(
  'route', "data"->'house'->'route', 'formatted_address_line', "data"->'house'->'formatted_address_line'))
WHERE "type" = 'HouseLiked';

-- AlterTable
ALTER TABLE "threads" ADD COLUMN     "high_has_written" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "last_notification_id" INTEGER,
ADD COLUMN     "low_has_written" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "notifications_recipient_user_id_created_at_id_idx" ON "notifications"("recipient_user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "notifications_recipient_user_id_read_at_thread_id_idx" ON "notifications"("recipient_user_id", "read_at", "thread_id");

-- CreateIndex
CREATE INDEX "notifications_thread_id_created_at_id_idx" ON "notifications"("thread_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "notifications_house_id_idx" ON "notifications"("house_id");

-- CreateIndex
CREATE INDEX "threads_user_low_id_last_message_at_id_idx" ON "threads"("user_low_id", "last_message_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "threads_user_high_id_last_message_at_id_idx" ON "threads"("user_high_id", "last_message_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "threads" ADD CONSTRAINT "threads_last_notification_id_fkey" FOREIGN KEY ("last_notification_id") REFERENCES "notifications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_house_id_fkey" FOREIGN KEY ("house_id") REFERENCES "houses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Notifications between two users (the HouseLiked rows so far) belong to the pair's thread.
INSERT INTO "threads" ("user_low_id", "user_high_id", "last_message_at", "created_at")
SELECT LEAST("sender_user_id", "recipient_user_id"), GREATEST("sender_user_id", "recipient_user_id"),
       max("created_at"), min("created_at")
FROM "notifications"
WHERE "sender_user_id" IS NOT NULL AND "sender_user_id" <> "recipient_user_id" AND "thread_id" IS NULL
GROUP BY 1, 2
ON CONFLICT ("user_low_id", "user_high_id") DO NOTHING;

UPDATE "notifications" n SET "thread_id" = t."id"
FROM "threads" t
WHERE n."thread_id" IS NULL AND n."sender_user_id" IS NOT NULL AND n."sender_user_id" <> n."recipient_user_id"
  AND t."user_low_id" = LEAST(n."sender_user_id", n."recipient_user_id")
  AND t."user_high_id" = GREATEST(n."sender_user_id", n."recipient_user_id");

UPDATE "threads" t SET "last_notification_id" = l."id", "last_message_at" = l."created_at"
FROM (SELECT DISTINCT ON ("thread_id") "thread_id", "id", "created_at" FROM "notifications"
      WHERE "thread_id" IS NOT NULL ORDER BY "thread_id", "created_at" DESC, "id" DESC) l
WHERE l."thread_id" = t."id";
