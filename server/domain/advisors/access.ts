import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { NotFoundError } from '../errors.js';
import { isRowId } from '../ids.js';
import { activeUserWhere } from '../kernel/users.js';
import type { Viewer } from '../ports/index.js';

/** The advisor's page in the client (Advisor.route). */
export const advisorPath = (advisorId: number) => `/adviseurs/adviseur/${advisorId}`;

export const ADVISOR_NOT_FOUND_MESSAGE = 'Dit adviesprofiel bestaat niet (meer).';

/**
 * An advisor is public once they accepted the terms, for as long as their account exists. Every
 * public place (node, page, list, suggestions) reads advisors through this where.
 */
export const publicAdvisorWhere = { acceptTerms: true, user: activeUserWhere } satisfies Prisma.AdvisorWhereInput;

/** The advisors `viewer` may open: the public ones and their own. */
export function visibleAdvisorWhere(viewer: Viewer): Prisma.AdvisorWhereInput {
  return viewer.user ? { OR: [publicAdvisorWhere, { userId: viewer.user.id }] } : publicAdvisorWhere;
}

/** The advisor `id` if `viewer` may open it, else 404 (GET /api/advisors/{id}). */
export async function findAdvisor<I extends Prisma.AdvisorInclude>(
  deps: { prisma: Db; viewer: Viewer },
  id: number,
  include: I,
): Promise<Prisma.AdvisorGetPayload<{ include: I }>> {
  const row = isRowId(id)
    ? await deps.prisma.advisor.findFirst({ where: { id, AND: [visibleAdvisorWhere(deps.viewer)] }, include })
    : null;
  if (!row) throw new NotFoundError(ADVISOR_NOT_FOUND_MESSAGE);
  return row as Prisma.AdvisorGetPayload<{ include: I }>;
}

/** The offices of the organisation advisor `id` works for (its own office first), 404 as findAdvisor. */
export async function advisorOffices(deps: { prisma: Db; viewer: Viewer }, id: number) {
  const advisor = await findAdvisor(deps, id, { organisationOffice: { select: { organisationId: true } } });
  if (!advisor.organisationOffice) return [];
  const offices = await deps.prisma.organisationOffice.findMany({
    where: { organisationId: advisor.organisationOffice.organisationId },
    include: { organisation: true },
    orderBy: { id: 'asc' },
  });
  return [
    ...offices.filter((o) => o.id === advisor.organisationOfficeId),
    ...offices.filter((o) => o.id !== advisor.organisationOfficeId),
  ];
}
