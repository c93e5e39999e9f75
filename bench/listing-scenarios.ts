// The listing benchmark's filters, shared by bench/listing.ts and bench/listing-plans.ts.

export const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };

/**
 * "Five filters at once" (issue 21, S3): around Utrecht within 10 km, a price range, at least three
 * bedrooms, at least 100 m² living area and three house types, cheapest first.
 */
export const FIVE_FILTERS = {
  ...UTRECHT,
  range: 10,
  priceMin: 300_000,
  priceMax: 700_000,
  bedrooms: 3,
  livingM2Min: 100,
  houseTypes: ['tussenwoning', 'hoekwoning', 'twee_onder_een_kap'],
  sorting: 'price_asc',
};
