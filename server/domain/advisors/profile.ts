import type { Prisma } from '../../generated/prisma/client.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../errors.js';
import { isRowId } from '../ids.js';
import { requireUser } from '../kernel/viewer.js';
import type { RequestDeps } from '../ports/index.js';
import { ADVISOR_NOT_FOUND_MESSAGE, visibleAdvisorWhere } from './access.js';
import { ADVISOR_MESSAGES, parseAdvisorInput, requiredFieldErrors } from './command.js';
import { chooseOffice, officeFor, removeIfUnused } from './office.js';
import { resolveAdvisorRefs } from './references.js';
import { DEFAULT_RANGE_METRES } from './work-area.js';

// The advisor profile of the logged-in user (one per user): create, change, delete. Rights come
// first (a visitor 401, another user's profile 403, an unknown one 404), then the whole command is
// validated with per-field Dutch messages; nothing is written unless all of it is valid.

export type AdvisorDeps = Pick<RequestDeps, 'prisma' | 'viewer' | 'geocoder'>;

const OWN_INCLUDE = {
  organisationOffice: { include: { organisation: true } },
  expertises: { select: { expertiseId: true } },
  certificates: { select: { certificateId: true } },
} satisfies Prisma.AdvisorInclude;
type OwnAdvisor = Prisma.AdvisorGetPayload<{ include: typeof OWN_INCLUDE }>;

/** The viewer's own profile `id`: 401 for a visitor, 404 when unknown (or unpublished and not theirs), 403 when another's. */
async function ownAdvisor(deps: AdvisorDeps, id: number): Promise<OwnAdvisor> {
  const user = requireUser(deps.viewer, ADVISOR_MESSAGES.login);
  const row = isRowId(id)
    ? await deps.prisma.advisor.findFirst({
        where: { id, AND: [visibleAdvisorWhere(deps.viewer)] },
        include: OWN_INCLUDE,
      })
    : null;
  if (!row) throw new NotFoundError(ADVISOR_NOT_FOUND_MESSAGE);
  if (row.userId !== user.id) throw new ForbiddenError(ADVISOR_MESSAGES.notYours);
  return row;
}

/** Validates the command against the profile as stored (null: a new one) and answers what to write. */
async function validated(deps: AdvisorDeps, current: OwnAdvisor | null, raw: unknown) {
  const { input, errors: fieldErrors } = parseAdvisorInput(raw);
  const [{ office, errors: officeErrors }, { ids, errors: refErrors }] = await Promise.all([
    chooseOffice(deps, input, current?.organisationOffice ?? null, !current),
    resolveAdvisorRefs(deps.prisma, input, {
      expertiseIds: current?.expertises.map((e) => e.expertiseId) ?? [],
      certificateIds: current?.certificates.map((c) => c.certificateId) ?? [],
    }),
  ]);
  const errors = { ...requiredFieldErrors(input, !current), ...officeErrors, ...refErrors, ...fieldErrors };
  if (Object.keys(errors).length) throw new InputError(errors);
  const scalars = {
    ...(input.isAvailableOfficehours !== undefined && { isAvailableOfficehours: input.isAvailableOfficehours }),
    ...(input.isAvailableEvenings !== undefined && { isAvailableEvenings: input.isAvailableEvenings }),
    ...(input.isAvailableWeekends !== undefined && { isAvailableWeekends: input.isAvailableWeekends }),
    ...(input.range !== undefined && { range: input.range }),
    ...(input.acceptTerms !== undefined && { acceptTerms: input.acceptTerms }),
  };
  const lists = (replace: boolean) => ({
    ...(ids.expertiseIds && {
      expertises: {
        ...(replace && { deleteMany: {} }),
        create: ids.expertiseIds.map((expertiseId) => ({ expertiseId })),
      },
    }),
    ...(ids.certificateIds && {
      certificates: {
        ...(replace && { deleteMany: {} }),
        create: ids.certificateIds.map((certificateId) => ({ certificateId })),
      },
    }),
    ...(ids.languageIds && {
      languages: {
        ...(replace && { deleteMany: {} }),
        create: ids.languageIds.map((languageId) => ({ languageId })),
      },
    }),
  });
  return { office, scalars, lists };
}

/** Creates the viewer's advisor profile and answers its id (409 when they have one). */
export async function createAdvisorProfile(deps: AdvisorDeps, raw: unknown): Promise<number> {
  const user = requireUser(deps.viewer, ADVISOR_MESSAGES.login);
  if (await deps.prisma.advisor.findUnique({ where: { userId: user.id }, select: { id: true } }))
    throw new ConflictError(ADVISOR_MESSAGES.exists);
  const { office, scalars, lists } = await validated(deps, null, raw);
  return deps.prisma.$transaction(async (tx) => {
    const officeId = await officeFor(tx, office!);
    const created = await tx.advisor.create({
      data: {
        range: DEFAULT_RANGE_METRES,
        ...scalars,
        ...lists(false),
        userId: user.id,
        organisationOfficeId: officeId,
        // The work area is centred on the office.
        latitude: office!.address.latitude,
        longitude: office!.address.longitude,
      },
      select: { id: true },
    });
    return created.id;
  });
}

/** Changes the viewer's advisor profile `id`: fields left out stay as they are. */
export async function updateAdvisorProfile(deps: AdvisorDeps, id: number, raw: unknown): Promise<number> {
  const current = await ownAdvisor(deps, id);
  const { office, scalars, lists } = await validated(deps, current, raw);
  await deps.prisma.$transaction(async (tx) => {
    const officeId = office ? await officeFor(tx, office) : current.organisationOfficeId;
    await tx.advisor.update({
      where: { id: current.id },
      data: {
        ...scalars,
        ...lists(true),
        ...(office && {
          organisationOfficeId: officeId,
          latitude: office.address.latitude,
          longitude: office.address.longitude,
        }),
      },
    });
    if (officeId !== current.organisationOfficeId) await removeIfUnused(tx, current.organisationOfficeId);
  });
  return current.id;
}

/** Deletes the viewer's advisor profile `id` (and its office when nobody else works there); answers the id. */
export async function deleteAdvisorProfile(deps: AdvisorDeps, id: number): Promise<number> {
  const current = await ownAdvisor(deps, id);
  await deps.prisma.$transaction(async (tx) => {
    await tx.advisor.delete({ where: { id: current.id } });
    await removeIfUnused(tx, current.organisationOfficeId);
  });
  return current.id;
}
