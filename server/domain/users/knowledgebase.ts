import type { Db } from '../../db/client.js';
import type { KnowledgebaseStep, User } from '../../generated/prisma/client.js';
import { NotFoundError, UnauthenticatedError } from '../errors.js';
import { isRowId } from '../ids.js';

export const KNOWLEDGEBASE_STEP_NOT_FOUND = 'Deze stap bestaat niet (meer).';

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

/**
 * Marks one of the user's knowledgebase steps done (`done` true) or not done (false) and returns
 * the step as the dashboard shows it. Visitor 401; a step that does not exist, or that the user's
 * type does not see, 404 (so is an id that is no id at all, NaN). Both directions are idempotent:
 * done twice keeps the first completion time, undoing a step that is not done changes nothing.
 */
export async function setKnowledgebaseStepDone(
  prisma: Db,
  user: Pick<User, 'id' | 'userType'> | null,
  stepId: number,
  done: boolean,
): Promise<KnowledgebaseStepView> {
  if (!user) throw new UnauthenticatedError();
  const step = isRowId(stepId)
    ? await prisma.knowledgebaseStep.findFirst({ where: { id: stepId, userType: { in: stepTypesFor(user.userType) } } })
    : null;
  if (!step) throw new NotFoundError(KNOWLEDGEBASE_STEP_NOT_FOUND);
  if (done) {
    await prisma.userKnowledgebaseStep.createMany({
      data: [{ userId: user.id, stepId: step.id }],
      skipDuplicates: true,
    });
  } else {
    await prisma.userKnowledgebaseStep.deleteMany({ where: { userId: user.id, stepId: step.id } });
  }
  return { ...step, completed: done };
}
