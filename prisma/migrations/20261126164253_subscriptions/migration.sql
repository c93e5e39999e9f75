-- DropIndex
DROP INDEX "payments_user_id_idx";

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "period_end" TIMESTAMP(3),
ADD COLUMN     "period_start" TIMESTAMP(3),
ADD COLUMN     "purpose" TEXT NOT NULL DEFAULT 'subscribe',
ADD COLUMN     "redirect_url" TEXT;

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "end_reason" TEXT,
ADD COLUMN     "provider_claimed_at" TIMESTAMP(3),
ADD COLUMN     "reminder_sent_for" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "payment_customer_id" TEXT,
ADD COLUMN     "payment_mandate_id" TEXT;

-- CreateTable
CREATE TABLE "payment_status_changes" (
    "id" SERIAL NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scheduled_jobs" (
    "name" TEXT NOT NULL,
    "next_run_at" TIMESTAMP(3) NOT NULL,
    "last_run_at" TIMESTAMP(3),
    "last_error" TEXT,

    CONSTRAINT "scheduled_jobs_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "payment_status_changes_payment_id_id_idx" ON "payment_status_changes"("payment_id", "id");

-- CreateIndex
CREATE INDEX "payments_user_id_created_at_id_idx" ON "payments"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "payments_subscription_id_created_at_id_idx" ON "payments"("subscription_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_provider_subscription_id_key" ON "subscriptions"("provider_subscription_id");

-- CreateIndex
CREATE INDEX "subscriptions_status_cycle_ends_at_idx" ON "subscriptions"("status", "cycle_ends_at");

-- AddForeignKey
ALTER TABLE "payment_status_changes" ADD CONSTRAINT "payment_status_changes_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
