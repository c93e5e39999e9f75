import type { PrismaClient } from '../../generated/prisma/client.js';
import {
  CERTIFICATES,
  EXPERTISES,
  FACILITIES,
  HOUSE_TYPES,
  KNOWLEDGEBASE_STEPS,
  LANDING_PAGES,
  LANGUAGES,
  TAG_CATEGORIES,
} from './catalog.js';

/**
 * Brings the reference tables in line with catalog.ts: inserts what is missing and updates names and
 * positions by key. Safe to run on every start; rows that are no longer in the catalog are left alone
 * (houses and search profiles may still point at them).
 */
export async function seedReferenceData(prisma: PrismaClient): Promise<void> {
  // Each upsert on a unique key is one INSERT ... ON CONFLICT statement; batching them in one
  // transaction keeps this to a few hundred milliseconds on PGlite (Prisma's 5 s transaction
  // timeout has still run out on a loaded 2-core machine: hence 30 s).
  await prisma.$transaction(
    [
      ...HOUSE_TYPES.map((t, position) =>
        prisma.houseType.upsert({
          where: { key: t.key },
          create: { key: t.key, name: t.name, position },
          update: { name: t.name, position },
        }),
      ),
      ...TAG_CATEGORIES.map((c) =>
        prisma.tagCategory.upsert({
          where: { id: c.id },
          create: { id: c.id, key: c.key, name: c.name },
          update: { key: c.key, name: c.name },
        }),
      ),
      ...TAG_CATEGORIES.flatMap((c) =>
        c.tags.map((t, position) =>
          prisma.tag.upsert({
            where: { key: t.key },
            create: { key: t.key, name: t.name, position, tagCategoryId: c.id },
            update: { name: t.name, position, tagCategoryId: c.id },
          }),
        ),
      ),
      ...FACILITIES.map((f, position) =>
        prisma.facility.upsert({
          where: { key: f.key },
          create: { key: f.key, name: f.name, position },
          update: { name: f.name, position },
        }),
      ),
      ...EXPERTISES.map((e) => prisma.expertise.upsert({ where: { key: e.key }, create: e, update: { name: e.name } })),
      ...CERTIFICATES.map((c) =>
        prisma.certificate.upsert({ where: { name: c.name }, create: { name: c.name }, update: {} }),
      ),
      ...LANGUAGES.map((l) => prisma.language.upsert({ where: { code: l.code }, create: l, update: { name: l.name } })),
      ...KNOWLEDGEBASE_STEPS.map((s) => {
        const position = KNOWLEDGEBASE_STEPS.filter((o) => o.userType === s.userType).indexOf(s);
        const data = { userType: s.userType, title: s.title, body: s.body, url: s.url, position };
        return prisma.knowledgebaseStep.upsert({
          where: { key: s.key },
          create: { key: s.key, ...data },
          update: data,
        });
      }),
      ...LANDING_PAGES.map(({ uid, ...data }) =>
        prisma.landingPage.upsert({ where: { uid }, create: { uid, ...data }, update: data }),
      ),
    ],
    { timeout: 30_000 },
  );

  // Certificate → expertise links: make them exactly what the catalog says.
  const [certificates, expertises] = await Promise.all([
    prisma.certificate.findMany({ where: { name: { in: CERTIFICATES.map((c) => c.name) } } }),
    prisma.expertise.findMany({ where: { key: { in: EXPERTISES.map((e) => e.key) } } }),
  ]);
  const certificateId = new Map(certificates.map((c) => [c.name, c.id]));
  const expertiseId = new Map(expertises.map((e) => [e.key, e.id]));
  const links = CERTIFICATES.flatMap((c) =>
    c.expertises.map((key) => ({ certificateId: certificateId.get(c.name)!, expertiseId: expertiseId.get(key)! })),
  );
  await prisma.$transaction([
    prisma.certificateExpertise.deleteMany({
      where: {
        certificateId: { in: [...certificateId.values()] },
        NOT: { OR: links.map((l) => ({ certificateId: l.certificateId, expertiseId: l.expertiseId })) },
      },
    }),
    prisma.certificateExpertise.createMany({ data: links, skipDuplicates: true }),
  ]);
}
