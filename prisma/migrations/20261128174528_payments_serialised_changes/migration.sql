-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "superseded_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "change_claimed_at" TIMESTAMP(3),
ADD COLUMN     "cycle_value_cents" INTEGER;

-- CreateTable
CREATE TABLE "payment_refunds" (
    "id" SERIAL NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "provider_refund_id" TEXT,
    "amount_cents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payment_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_refunds" (
    "id" TEXT NOT NULL,
    "payment_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "metadata" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_provider_refund_id_key" ON "payment_refunds"("provider_refund_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_refunds_payment_id_reason_key" ON "payment_refunds"("payment_id", "reason");

-- CreateIndex
CREATE INDEX "local_refunds_payment_id_idx" ON "local_refunds"("payment_id");

-- AddForeignKey
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_refunds" ADD CONSTRAINT "local_refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "local_payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
