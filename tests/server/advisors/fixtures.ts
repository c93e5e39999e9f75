import type { Db } from '../../../server/db/client.js';
import { createUser } from '../../helpers/fixtures.js';

let seq = 0;

export interface AdvisorFixture {
  /** Own location and work-area radius in metres (none: no own location). */
  at?: { latitude: number; longitude: number; range?: number };
  /** Work-area radius in metres without an own location (around the office). */
  range?: number;
  /** An office of the advisor's organisation. */
  office?: { latitude: number; longitude: number; city?: string };
  expertises?: string[];
  languages?: string[];
  evenings?: boolean;
  weekends?: boolean;
  officehours?: boolean;
  published?: boolean;
  firstName?: string;
}

/** An advisor row straight in the database (reference data must be seeded: withReferenceData). */
export async function createAdvisor(prisma: Db, f: AdvisorFixture = {}) {
  seq += 1;
  const user = await createUser(prisma, { firstName: f.firstName ?? `Adviseur${seq}` });
  const organisation = f.office
    ? await prisma.organisation.create({
        data: {
          name: `Kantoor ${seq} B.V.`,
          offices: { create: { name: `Vestiging ${seq}`, city: f.office.city ?? 'Utrecht', ...f.office } },
        },
        include: { offices: true },
      })
    : null;
  const [expertises, languages] = await Promise.all([
    prisma.expertise.findMany({ where: { key: { in: f.expertises ?? [] } } }),
    prisma.language.findMany({ where: { code: { in: f.languages ?? ['nl'] } } }),
  ]);
  return prisma.advisor.create({
    data: {
      userId: user.id,
      organisationOfficeId: organisation?.offices[0].id ?? null,
      latitude: f.at?.latitude ?? null,
      longitude: f.at?.longitude ?? null,
      range: f.at?.range ?? f.range ?? 15_000,
      isAvailableOfficehours: f.officehours ?? true,
      isAvailableEvenings: f.evenings ?? false,
      isAvailableWeekends: f.weekends ?? false,
      acceptTerms: f.published ?? true,
      expertises: { create: expertises.map((e) => ({ expertiseId: e.id })) },
      languages: { create: languages.map((l) => ({ languageId: l.id })) },
    },
  });
}
