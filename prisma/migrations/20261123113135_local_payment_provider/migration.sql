-- CreateTable
CREATE TABLE "local_payment_customers" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "metadata" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_payment_customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_payments" (
    "id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "sequence_type" TEXT NOT NULL,
    "customer_id" TEXT,
    "mandate_id" TEXT,
    "subscription_id" TEXT,
    "metadata" JSONB,
    "redirect_url" TEXT,
    "webhook_url" TEXT,
    "checkout_token" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paid_at" TIMESTAMP(3),

    CONSTRAINT "local_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_payment_status_changes" (
    "id" SERIAL NOT NULL,
    "payment_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_payment_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_payment_mandates" (
    "id" TEXT NOT NULL,
    "customer_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_payment_mandates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_payment_subscriptions" (
    "id" TEXT NOT NULL,
    "customer_id" TEXT NOT NULL,
    "mandate_id" TEXT,
    "status" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "interval" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "next_payment_date" DATE,
    "charges_made" INTEGER NOT NULL DEFAULT 0,
    "webhook_url" TEXT,
    "metadata" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "canceled_at" TIMESTAMP(3),

    CONSTRAINT "local_payment_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "local_payments_customer_id_idx" ON "local_payments"("customer_id");

-- CreateIndex
CREATE INDEX "local_payments_status_sequence_type_idx" ON "local_payments"("status", "sequence_type");

-- CreateIndex
CREATE INDEX "local_payment_status_changes_payment_id_idx" ON "local_payment_status_changes"("payment_id");

-- CreateIndex
CREATE INDEX "local_payment_mandates_customer_id_idx" ON "local_payment_mandates"("customer_id");

-- CreateIndex
CREATE INDEX "local_payment_subscriptions_customer_id_idx" ON "local_payment_subscriptions"("customer_id");

-- CreateIndex
CREATE INDEX "local_payment_subscriptions_status_next_payment_date_idx" ON "local_payment_subscriptions"("status", "next_payment_date");

-- AddForeignKey
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "local_payment_customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_mandate_id_fkey" FOREIGN KEY ("mandate_id") REFERENCES "local_payment_mandates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "local_payment_subscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_payment_status_changes" ADD CONSTRAINT "local_payment_status_changes_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "local_payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_payment_mandates" ADD CONSTRAINT "local_payment_mandates_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "local_payment_customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_payment_subscriptions" ADD CONSTRAINT "local_payment_subscriptions_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "local_payment_customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_payment_subscriptions" ADD CONSTRAINT "local_payment_subscriptions_mandate_id_fkey" FOREIGN KEY ("mandate_id") REFERENCES "local_payment_mandates"("id") ON DELETE SET NULL ON UPDATE CASCADE;
