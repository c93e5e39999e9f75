import { slugify } from '../../server/domain/kernel/house-presentation.js';
import type { Prisma } from '../../server/generated/prisma/client.js';
import { FIRST_NAMES, LAST_NAMES, POSTCODE_LETTERS } from './demo-data.js';
import { Rng } from './random.js';

// The demo's advisors: makelaars, hypotheekadviseurs, taxateurs, bouwkundig keurders and
// notarissen across the demo places, each in an organisation with an office on one of the place's
// streets. Certificates fit the expertises (the catalogue says which); languages and availability
// vary. Deterministic (its own seed) and written in batches. The demo account adviseur@ has its
// own hand-made profile (demo.ts).

export const DEMO_ADVISOR_COUNT = 64;
const SEED = 20_261_126;

type Tx = Prisma.TransactionClient;

export interface DemoAdvisorPlace {
  name: string;
  weight: number;
  gazetteer: { code: string; name: string };
  streetSlots: { name: string; lat: number; lon: number; pc4: number }[];
}

interface Archetype {
  expertises: string[];
  /** Certificate names: the first always, each other one by chance. */
  certificates: string[];
  organisation: (place: string) => string;
  weight: number;
}

const ARCHETYPES: readonly Archetype[] = [
  {
    expertises: ['makelaar_aankoop', 'makelaar_verkoop'],
    certificates: ['NVM', 'Vastgoedpro'],
    organisation: (p) => `Makelaardij ${p}`,
    weight: 5,
  },
  {
    expertises: ['makelaar_aankoop'],
    certificates: ['VBO', 'Vastgoedpro'],
    organisation: (p) => `${p} Aankoopmakelaars`,
    weight: 3,
  },
  {
    expertises: ['hypotheekadvies'],
    certificates: ['Erkend Hypotheekadviseur', 'SEH', 'Wft Hypothecair Krediet'],
    organisation: (p) => `Hypotheekhuis ${p}`,
    weight: 5,
  },
  {
    expertises: ['makelaar_aankoop', 'hypotheekadvies'],
    certificates: ['NVM', 'Wft Hypothecair Krediet'],
    organisation: (p) => `${p} Wonen & Hypotheken`,
    weight: 3,
  },
  {
    expertises: ['taxatie'],
    certificates: ['Register Taxateur (NRVT)', 'NVM'],
    organisation: (p) => `Taxatiebureau ${p}`,
    weight: 3,
  },
  {
    expertises: ['bouwkundige_keuring'],
    certificates: ['Vereniging Eigen Huis bouwkundig keurder'],
    organisation: (p) => `Bouwkundig Adviesbureau ${p}`,
    weight: 2,
  },
  { expertises: ['notaris'], certificates: ['KNB'], organisation: (p) => `Notariskantoor ${p}`, weight: 2 },
];

const LANGUAGE_CHANCES: readonly (readonly [string, number])[] = [
  ['en', 0.55],
  ['de', 0.15],
  ['fr', 0.08],
  ['fy', 0.04],
  ['tr', 0.05],
  ['ar', 0.05],
  ['pl', 0.04],
  ['es', 0.05],
];
const RANGES_KM = [3, 5, 8, 10, 12, 15, 15, 15];

interface Ids {
  expertiseIds: Map<string, number>;
  certificateIds: Map<string, number>;
  languageIds: Map<string, number>;
}

export async function seedDemoAdvisors(
  tx: Tx,
  c: Ids & { now: number; places: readonly DemoAdvisorPlace[] },
): Promise<number> {
  const r = new Rng(SEED);
  const places = c.places.filter((p) => p.streetSlots.length > 0);
  const specs = Array.from({ length: DEMO_ADVISOR_COUNT }, (_v, i) => {
    const place = r.weighted(places.map((p) => [p, p.weight] as const));
    const archetype = r.weighted(ARCHETYPES.map((a) => [a, a.weight] as const));
    const [first, ...more] = archetype.certificates;
    const firstName = r.pick(FIRST_NAMES);
    const lastName = r.pick(LAST_NAMES);
    return {
      i,
      place,
      archetype,
      firstName,
      lastName,
      certificates: [first, ...more.filter(() => r.chance(0.5))],
      languages: ['nl', ...LANGUAGE_CHANCES.filter(([, p]) => r.chance(p)).map(([code]) => code)],
      officehours: r.chance(0.9),
      evenings: r.chance(0.4),
      weekends: r.chance(0.2),
      range: r.pick(RANGES_KM) * 1000,
      slot: r.pick(place.streetSlots),
      number: r.int(1, 180),
      letters: `${r.pick([...POSTCODE_LETTERS])}${r.pick([...POSTCODE_LETTERS])}`,
    };
  });

  // One organisation per kind of practice and place, one office each: advisors there share them.
  const organisationNames = [...new Set(specs.map((s) => s.archetype.organisation(s.place.gazetteer.name)))];
  const organisations = await tx.organisation.createManyAndReturn({
    data: organisationNames.map((name) => ({ name })),
    select: { id: true, name: true },
  });
  const firstOf = new Map<string, (typeof specs)[number]>();
  for (const s of specs) {
    const name = s.archetype.organisation(s.place.gazetteer.name);
    if (!firstOf.has(name)) firstOf.set(name, s);
  }
  const offices = await tx.organisationOffice.createManyAndReturn({
    data: organisations.map((o) => {
      const s = firstOf.get(o.name)!;
      return {
        organisationId: o.id,
        name: `Kantoor ${s.place.gazetteer.name}`,
        street: s.slot.name,
        streetNumber: String(s.number),
        postalCode: `${s.slot.pc4}${s.letters}`,
        city: s.place.gazetteer.name,
        cityCode: s.place.gazetteer.code,
        latitude: s.slot.lat,
        longitude: s.slot.lon,
      };
    }),
    select: { id: true, organisationId: true, latitude: true, longitude: true },
  });
  const officeOf = new Map(organisations.map((o) => [o.name, offices.find((x) => x.organisationId === o.id)!]));

  const users = await tx.user.createManyAndReturn({
    data: specs.map((s) => ({
      slug: slugify(`${s.firstName} ${s.lastName} adviseur ${s.i + 1}`),
      firstName: s.firstName,
      lastName: s.lastName,
      email: `adviseur${s.i + 1}@demo.huiskans.nl`,
      userType: 'searcher',
      bio: `${s.archetype.organisation(s.place.gazetteer.name)}: persoonlijk advies in ${s.place.gazetteer.name} en omgeving.`,
      emailVerifiedAt: new Date(c.now - (30 + s.i) * 86_400_000),
      createdAt: new Date(c.now - (60 + s.i * 3) * 86_400_000),
    })),
    select: { id: true },
  });
  const advisors = await tx.advisor.createManyAndReturn({
    data: specs.map((s, i) => {
      const office = officeOf.get(s.archetype.organisation(s.place.gazetteer.name))!;
      return {
        userId: users[i].id,
        organisationOfficeId: office.id,
        latitude: office.latitude,
        longitude: office.longitude,
        range: s.range,
        isAvailableOfficehours: s.officehours,
        isAvailableEvenings: s.evenings,
        isAvailableWeekends: s.weekends,
        acceptTerms: true,
      };
    }),
    select: { id: true },
  });
  const links = <K extends string>(key: K, ids: Map<string, number>, pick: (s: (typeof specs)[number]) => string[]) =>
    specs.flatMap((s, i) => pick(s).map((name) => ({ advisorId: advisors[i].id, [key]: ids.get(name)! })));
  await tx.advisorExpertise.createMany({
    data: links(
      'expertiseId',
      c.expertiseIds,
      (s) => s.archetype.expertises,
    ) as Prisma.AdvisorExpertiseCreateManyInput[],
  });
  await tx.advisorCertificate.createMany({
    data: links('certificateId', c.certificateIds, (s) => s.certificates) as Prisma.AdvisorCertificateCreateManyInput[],
  });
  await tx.advisorLanguage.createMany({
    data: links('languageId', c.languageIds, (s) => s.languages) as Prisma.AdvisorLanguageCreateManyInput[],
  });
  return advisors.length;
}
