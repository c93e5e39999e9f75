-- CreateTable
CREATE TABLE "coaching_history" (
    "advisor_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "first_coached_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coaching_history_pkey" PRIMARY KEY ("advisor_id","user_id")
);

-- CreateIndex
CREATE INDEX "coaching_history_user_id_idx" ON "coaching_history"("user_id");

-- AddForeignKey
ALTER TABLE "coaching_history" ADD CONSTRAINT "coaching_history_advisor_id_fkey" FOREIGN KEY ("advisor_id") REFERENCES "advisors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coaching_history" ADD CONSTRAINT "coaching_history_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: the coaching history we still know of, then every stored review's `verified` by the
-- new rule (the advisor took the reviewer on as coachee, now or before), instead of "sent a request".
-- Known coachings: the current ones, and ended ones whose CoachAdded (sent by the advisor's user to
-- the coachee, after the advisor profile was made) is still in the coachee's notifications.
INSERT INTO "coaching_history" ("advisor_id", "user_id", "first_coached_at")
SELECT "advisor_id", "user_id", min("at") FROM (
    SELECT c."advisor_id", c."user_id", c."created_at" AS "at" FROM "advisor_coachings" c
    UNION ALL
    SELECT a."id", n."recipient_user_id", n."created_at"
    FROM "notifications" n JOIN "advisors" a ON a."user_id" = n."sender_user_id"
    WHERE n."type" = 'CoachAdded' AND n."created_at" >= a."created_at" AND n."recipient_user_id" <> a."user_id"
) known
GROUP BY "advisor_id", "user_id"
ON CONFLICT DO NOTHING;

UPDATE "reviews" r SET "verified" = EXISTS (
    SELECT 1 FROM "coaching_history" h WHERE h."advisor_id" = r."advisor_id" AND h."user_id" = r."user_id"
);
