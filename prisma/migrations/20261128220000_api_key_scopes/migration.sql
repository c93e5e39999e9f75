-- API keys: a scope and a display prefix. The list pages by (user_id, id).
ALTER TABLE "api_tokens" ADD COLUMN "scope" TEXT NOT NULL DEFAULT 'read',
ADD COLUMN "prefix" TEXT NOT NULL DEFAULT '';

-- DropIndex
DROP INDEX "api_tokens_user_id_idx";

-- CreateIndex
CREATE INDEX "api_tokens_user_id_id_idx" ON "api_tokens"("user_id", "id");
