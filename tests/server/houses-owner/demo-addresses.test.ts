import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed/demo.js';
import { createDemoAddressBook } from '../../../server/adapters/geocoder/demo-addresses.js';
import { createEmbeddedGeocoder } from '../../../server/adapters/geocoder/embedded.js';
import { findAddresses } from '../../../server/domain/places/addresses.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { createMemoryStorage } from '../../helpers/memory-storage.js';

// Offline, every seeded demo house's address can be looked up (and added again by the demo seller).

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo({ prisma: db.prisma, storage: createMemoryStorage(), houseCount: 40 });
}, 240_000);
afterAll(() => db.close());

describe('the demo address book', () => {
  it('finds the address of every seeded house, at its own location', async () => {
    const geocoder = createEmbeddedGeocoder({ addresses: createDemoAddressBook(db.prisma) });
    const houses = await db.prisma.house.findMany();
    expect(houses.length).toBe(40);
    for (const h of houses) {
      const found = await findAddresses(geocoder, { postalCode: h.postalCode, streetNumber: h.streetNumber });
      const match = found.find((a) => a.huis_nlt === h.streetNumber);
      expect(match, `${h.street} ${h.streetNumber} ${h.postalCode}`).toMatchObject({
        straatnaam: h.street,
        woonplaatsnaam: h.city,
        woonplaatscode: h.cityCode,
        latitude: h.latitude,
        longitude: h.longitude,
      });
      expect(await geocoder.getAddress(match!.adres_id)).toEqual(match);
    }
  });
});
