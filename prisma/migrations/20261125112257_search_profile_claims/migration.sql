-- AlterTable
ALTER TABLE "search_queries" ADD COLUMN     "claim_token_hash" TEXT;
