import type { Prisma } from '../../generated/prisma/client.js';
import { activeUserWhere } from '../users/access.js';

/**
 * An advisor is public once they accepted the terms, for as long as their account exists. Every
 * public place (node, page, list, suggestions) reads advisors through this where.
 */
export const publicAdvisorWhere = { acceptTerms: true, user: activeUserWhere } satisfies Prisma.AdvisorWhereInput;
