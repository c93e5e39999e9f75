-- CreateIndex
CREATE INDEX "houses_moderation_status_house_status_status_confirmed_at_idx" ON "houses"("moderation_status", "house_status", "status_confirmed_at");
