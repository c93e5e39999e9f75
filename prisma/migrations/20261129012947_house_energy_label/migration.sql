-- AlterTable
ALTER TABLE "houses" ADD COLUMN     "energy_label" TEXT;
