-- AlterTable
ALTER TABLE "users" ADD COLUMN     "mail_key" TEXT NOT NULL DEFAULT gen_random_uuid(),
ADD COLUMN     "mail_opt_outs" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "notification_mails" (
    "id" SERIAL NOT NULL,
    "notification_id" INTEGER NOT NULL,
    "recipient_user_id" INTEGER NOT NULL,
    "category" TEXT NOT NULL,
    "batch_key" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "not_before" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "outcome" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "notification_mails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "notification_mails_batch_key_key" ON "notification_mails"("batch_key");

-- CreateIndex
CREATE INDEX "notification_mails_status_not_before_idx" ON "notification_mails"("status", "not_before");

-- CreateIndex
CREATE INDEX "notification_mails_notification_id_idx" ON "notification_mails"("notification_id");

-- AddForeignKey
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_notification_id_fkey" FOREIGN KEY ("notification_id") REFERENCES "notifications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_recipient_user_id_fkey" FOREIGN KEY ("recipient_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
