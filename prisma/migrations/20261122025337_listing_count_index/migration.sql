-- CreateIndex
CREATE INDEX "houses_moderation_status_idx" ON "houses"("moderation_status");
