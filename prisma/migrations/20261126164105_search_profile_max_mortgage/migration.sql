-- AlterTable
ALTER TABLE "search_queries" ADD COLUMN     "max_mortgage" INTEGER;
