-- One scheduler (server/domain/scheduling): scheduled_jobs keeps the last claimed run key of each
-- job, scheduled_runs (the runs of the daily digest) goes. Interval jobs start afresh (their next
-- run was due within the minute anyway). A daily job keeps the key of its last run, so it does not
-- run twice on the day of the upgrade.
DELETE FROM "scheduled_jobs";

-- AlterTable
ALTER TABLE "scheduled_jobs" DROP COLUMN "next_run_at",
ADD COLUMN     "last_finished_at" TIMESTAMP(3),
ADD COLUMN     "last_run_key" TEXT NOT NULL,
ALTER COLUMN "last_run_at" SET NOT NULL;

INSERT INTO "scheduled_jobs" ("name", "last_run_key", "last_run_at", "last_finished_at")
SELECT DISTINCT ON ("name") "name", "run_key", "started_at", "finished_at"
FROM "scheduled_runs"
ORDER BY "name", "run_key" COLLATE "C" DESC;

-- DropTable
DROP TABLE "scheduled_runs";
