import { openDatabase } from './server/db/client.js';
import { applyMigrations } from './server/db/migrate.js';
import { seedDemo } from './prisma/seed/demo.js';
import { createMemoryStorage } from './tests/helpers/memory-storage.js';
import { matchableHouse, matchingProfile } from './server/domain/matching/candidates.js';
import { scoreMatch } from './server/domain/matching/scoring.js';
const db = await openDatabase({ pgliteDir: 'memory://' });
await applyMigrations(db.adapter);
await seedDemo({ prisma: db.prisma, storage: createMemoryStorage() });
const p = db.prisma;
for (const slug of ['utrecht-zoekprofiel-sanne', 'amersfoort-zoekprofiel-sanne']) {
  const prof = await p.searchQuery.findUniqueOrThrow({ where: { slug } });
  const mp = (await matchingProfile(p, prof.id))!;
  const relaxed = { ...mp, tagIds: [], facilityIds: [] };
  for (const { id } of await p.house.findMany({ select: { id: true } })) {
    const h = await matchableHouse(p, id);
    if (!h) continue;
    const r = scoreMatch(h, relaxed);
    if (r) {
      const tags = await p.houseTag.findMany({ where: { houseId: id }, include: { tag: true } });
      const fac = await p.houseFacility.findMany({ where: { houseId: id }, include: { facility: true } });
      console.log(slug, id, r.exact ? 'EXACT' : r.reasons.join('+'), tags.map((t) => `${t.tag.tagCategoryId}:${t.tag.key}`).join(','), fac.map((f) => f.facility.key).join(','));
    }
  }
}
await db.close();
