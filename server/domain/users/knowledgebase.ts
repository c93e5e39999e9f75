import type { Db } from '../../db/client.js';
import type { KnowledgebaseStep, User } from '../../generated/prisma/client.js';

export interface KnowledgebaseStepView extends KnowledgebaseStep {
  completed: boolean;
}

/** Which steps' user_type a user sees: their own kind plus the general ones. */
function stepTypesFor(userType: string | undefined): string[] {
  if (userType === 'searcher') return ['searcher', 'all'];
  if (userType === 'seller') return ['seller', 'all'];
  return ['searcher', 'seller', 'all'];
}

/** The dashboard's knowledgebase steps for the user (all of them for a visitor), with what they completed. */
export async function knowledgebaseSteps(
  prisma: Db,
  user: Pick<User, 'id' | 'userType'> | null,
): Promise<KnowledgebaseStepView[]> {
  const steps = await prisma.knowledgebaseStep.findMany({
    where: { userType: { in: stepTypesFor(user?.userType) } },
    orderBy: [{ userType: 'asc' }, { position: 'asc' }, { id: 'asc' }],
    include: user ? { users: { where: { userId: user.id }, select: { completedAt: true } } } : undefined,
  });
  return steps.map(({ users, ...s }: KnowledgebaseStep & { users?: unknown[] }) => ({
    ...s,
    completed: Boolean(users?.length),
  }));
}
