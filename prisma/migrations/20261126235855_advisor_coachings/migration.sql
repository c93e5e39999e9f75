-- CreateTable
CREATE TABLE "advisor_coachings" (
    "advisor_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "expertise_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "advisor_coachings_pkey" PRIMARY KEY ("advisor_id","user_id")
);

-- CreateIndex
CREATE INDEX "advisor_coachings_advisor_id_created_at_user_id_idx" ON "advisor_coachings"("advisor_id", "created_at" DESC, "user_id" DESC);

-- CreateIndex
CREATE INDEX "advisor_coachings_user_id_idx" ON "advisor_coachings"("user_id");

-- AddForeignKey
ALTER TABLE "advisor_coachings" ADD CONSTRAINT "advisor_coachings_advisor_id_fkey" FOREIGN KEY ("advisor_id") REFERENCES "advisors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "advisor_coachings" ADD CONSTRAINT "advisor_coachings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "advisor_coachings" ADD CONSTRAINT "advisor_coachings_expertise_id_fkey" FOREIGN KEY ("expertise_id") REFERENCES "expertises"("id") ON DELETE CASCADE ON UPDATE CASCADE;
