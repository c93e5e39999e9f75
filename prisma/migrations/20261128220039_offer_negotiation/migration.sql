-- AlterTable
ALTER TABLE "offers" ADD COLUMN     "counter_answered_at" TIMESTAMP(3),
ADD COLUMN     "expires_at" TIMESTAMP(3);

-- Offers waiting for an answer get their time (7 days from the last step), and the expiry job
-- finds the due ones in a partial index of only those (Prisma's schema cannot express it).
UPDATE "offers" SET "expires_at" = COALESCE("answered_at", "created_at") + INTERVAL '7 days'
  WHERE "status" IN ('open', 'countered');
CREATE INDEX "offers_waiting_expires_at_idx" ON "offers" ("expires_at") WHERE "status" IN ('open', 'countered');
