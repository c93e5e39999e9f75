-- AlterTable
ALTER TABLE "users" ADD COLUMN     "match_alerts" TEXT NOT NULL DEFAULT 'daily';

-- CreateTable
CREATE TABLE "search_profile_alerts" (
    "search_query_id" INTEGER NOT NULL,
    "house_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "delivery" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "search_profile_alerts_pkey" PRIMARY KEY ("search_query_id","house_id")
);

-- CreateTable
CREATE TABLE "scheduled_runs" (
    "name" TEXT NOT NULL,
    "run_key" TEXT NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "scheduled_runs_pkey" PRIMARY KEY ("name","run_key")
);

-- CreateIndex
CREATE INDEX "search_profile_alerts_delivery_sent_at_user_id_idx" ON "search_profile_alerts"("delivery", "sent_at", "user_id");

-- CreateIndex
CREATE INDEX "search_profile_alerts_house_id_idx" ON "search_profile_alerts"("house_id");

-- AddForeignKey
ALTER TABLE "search_profile_alerts" ADD CONSTRAINT "search_profile_alerts_search_query_id_fkey" FOREIGN KEY ("search_query_id") REFERENCES "search_queries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_profile_alerts" ADD CONSTRAINT "search_profile_alerts_house_id_fkey" FOREIGN KEY ("house_id") REFERENCES "houses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_profile_alerts" ADD CONSTRAINT "search_profile_alerts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
