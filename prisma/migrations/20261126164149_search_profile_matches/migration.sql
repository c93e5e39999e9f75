-- DropForeignKey
ALTER TABLE "matches" DROP CONSTRAINT "matches_house_id_fkey";

-- DropForeignKey
ALTER TABLE "matches" DROP CONSTRAINT "matches_search_query_id_fkey";

-- DropTable
DROP TABLE "matches";

-- CreateTable
CREATE TABLE "search_profile_matches" (
    "search_profile_id" INTEGER NOT NULL,
    "house_id" INTEGER NOT NULL,
    "exact" BOOLEAN NOT NULL,
    "score" INTEGER NOT NULL,
    "reasons" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_profile_matches_pkey" PRIMARY KEY ("search_profile_id","house_id")
);

-- CreateIndex
CREATE INDEX "search_profile_matches_search_profile_id_score_house_id_idx" ON "search_profile_matches"("search_profile_id", "score" DESC, "house_id" DESC);

-- CreateIndex
CREATE INDEX "search_profile_matches_house_id_score_search_profile_id_idx" ON "search_profile_matches"("house_id", "score" DESC, "search_profile_id" DESC);

-- CreateIndex
CREATE INDEX "search_queries_latitude_longitude_idx" ON "search_queries"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "search_queries_query_code_idx" ON "search_queries"("query_code");

-- AddForeignKey
ALTER TABLE "search_profile_matches" ADD CONSTRAINT "search_profile_matches_search_profile_id_fkey" FOREIGN KEY ("search_profile_id") REFERENCES "search_queries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_profile_matches" ADD CONSTRAINT "search_profile_matches_house_id_fkey" FOREIGN KEY ("house_id") REFERENCES "houses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
