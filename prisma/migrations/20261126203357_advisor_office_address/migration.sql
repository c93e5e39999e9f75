-- AlterTable
ALTER TABLE "organisation_offices" ADD COLUMN     "city_code" TEXT,
ADD COLUMN     "ngr_address_id" TEXT,
ADD COLUMN     "postal_code" TEXT,
ADD COLUMN     "street_number" TEXT;
