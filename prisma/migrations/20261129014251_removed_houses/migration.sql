-- CreateTable
CREATE TABLE "removed_houses" (
    "slug" TEXT NOT NULL,
    "city" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "removed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "removed_houses_pkey" PRIMARY KEY ("slug")
);
