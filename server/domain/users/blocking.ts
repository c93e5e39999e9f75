import type { Db } from '../../db/client.js';
import type { Asset, User } from '../../generated/prisma/client.js';
import { CANNOT_BLOCK_SELF, USER_NOT_FOUND } from '../accounts/messages.js';
import { InputError, NotFoundError } from '../errors.js';
import { isRowId } from '../ids.js';
import { requireUser } from '../kernel/viewer.js';
import type { RequestDeps } from '../ports/index.js';

/** The users the viewer blocked, newest block first (deleted accounts left out). */
export async function blockedUsers(prisma: Db, userId: number): Promise<(User & { avatar: Asset | null })[]> {
  const rows = await prisma.blockedUser.findMany({
    where: { blockerId: userId, blocked: { deletedAt: null } },
    orderBy: [{ createdAt: 'desc' }, { blockedId: 'asc' }],
    include: { blocked: { include: { avatar: true } } },
  });
  return rows.map((r) => r.blocked);
}

async function target(ctx: RequestDeps, id: number): Promise<{ me: User; other: User }> {
  const me = requireUser(ctx.viewer);
  const other = isRowId(id) ? await ctx.prisma.user.findUnique({ where: { id } }) : null;
  if (!other || other.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  return { me, other };
}

/** Blocks `id` (idempotent) and returns the new list. */
export async function blockUser(ctx: RequestDeps, id: number) {
  const { me, other } = await target(ctx, id);
  if (other.id === me.id) throw new InputError({ user_id: [CANNOT_BLOCK_SELF] }, CANNOT_BLOCK_SELF);
  await ctx.prisma.blockedUser.upsert({
    where: { blockerId_blockedId: { blockerId: me.id, blockedId: other.id } },
    create: { blockerId: me.id, blockedId: other.id },
    update: {},
  });
  return blockedUsers(ctx.prisma, me.id);
}

/** Unblocks `id` (idempotent) and returns the new list. */
export async function unblockUser(ctx: RequestDeps, id: number) {
  const { me, other } = await target(ctx, id);
  await ctx.prisma.blockedUser.deleteMany({ where: { blockerId: me.id, blockedId: other.id } });
  return blockedUsers(ctx.prisma, me.id);
}

export interface BlockRelations {
  /** Users the viewer blocked. */
  blocked: Set<number>;
  /** Users who blocked the viewer. */
  blockedBy: Set<number>;
}

/** Both directions of the viewer's blocks in one query (the `blocked` / `blocked_by` flags of users). */
export async function blockRelations(prisma: Db, viewerId: number): Promise<BlockRelations> {
  const rows = await prisma.blockedUser.findMany({
    where: { OR: [{ blockerId: viewerId }, { blockedId: viewerId }] },
    select: { blockerId: true, blockedId: true },
  });
  return {
    blocked: new Set(rows.filter((r) => r.blockerId === viewerId).map((r) => r.blockedId)),
    blockedBy: new Set(rows.filter((r) => r.blockedId === viewerId).map((r) => r.blockerId)),
  };
}
