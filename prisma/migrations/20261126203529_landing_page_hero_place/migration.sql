-- AlterTable
ALTER TABLE "landing_pages" ADD COLUMN     "hero_image_alt" TEXT,
ADD COLUMN     "hero_image_url" TEXT,
ADD COLUMN     "place_code" TEXT,
ADD COLUMN     "place_latitude" DOUBLE PRECISION,
ADD COLUMN     "place_longitude" DOUBLE PRECISION,
ADD COLUMN     "place_name" TEXT,
ADD COLUMN     "place_type" TEXT;
