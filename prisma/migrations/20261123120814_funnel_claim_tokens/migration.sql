-- AlterTable
ALTER TABLE "houses" ADD COLUMN     "claim_token_hash" TEXT;
