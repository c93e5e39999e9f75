-- CreateTable
CREATE TABLE "email_changes" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "old_email" TEXT NOT NULL,
    "new_email" TEXT NOT NULL,
    "confirm_token_hash" TEXT NOT NULL,
    "confirm_expires_at" TIMESTAMP(3) NOT NULL,
    "confirmed_at" TIMESTAMP(3),
    "undo_token_hash" TEXT NOT NULL,
    "undo_expires_at" TIMESTAMP(3) NOT NULL,
    "cancelled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_changes_confirm_token_hash_key" ON "email_changes"("confirm_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "email_changes_undo_token_hash_key" ON "email_changes"("undo_token_hash");

-- CreateIndex
CREATE INDEX "email_changes_user_id_idx" ON "email_changes"("user_id");

-- AddForeignKey
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
