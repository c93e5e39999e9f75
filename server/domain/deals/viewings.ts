import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { House, Prisma, Viewing } from '../../generated/prisma/client.js';
import { ConflictError, InputError, NotFoundError, parseCommand } from '../errors.js';
import { requireHouseUser } from '../houses/ownership.js';
import { rowIdOrNone } from '../ids.js';
import { consumeSendLimit } from '../messaging/send-limits.js';
import { assertNotBlocked } from '../notifications/blocks.js';
import { houseRefFor } from '../notifications/house-ref.js';
import { withNotifications } from '../notifications/notify.js';
import { notificationContent, type VIEWING_NOTIFICATION_STATUSES } from '../notifications/types.js';
import { type KeysetOrder, type PageRequest, pageOf, prismaPage } from '../pagination.js';
import type { Viewer } from '../ports/index.js';
import { type DealDeps, dealHouse, lockHouse, requireOpenForDeals, visibleDealHouse } from './gate.js';
import { slotSchema } from './input.js';
import { DEALS_MESSAGES as M } from './messages.js';

// Viewing requests (spec §3 HouseViewing: date, time). A subscriber asks for a slot; whoever's turn
// it is answers: `requested` → the owner accepts, declines or proposes another slot (`proposed`);
// `proposed` → the requester accepts, declines or proposes again (`requested`). Every step tells
// the other side in their thread (notify), and the notification links the request, so the thread
// shows its current state. One open request per requester and house.

export type ViewingStatus = 'requested' | 'proposed' | 'accepted' | 'declined';
export const OPEN_VIEWING_STATUSES: readonly ViewingStatus[] = ['requested', 'proposed'];
export type ViewingAnswer = 'accept' | 'decline' | 'propose';
export const VIEWING_ANSWERS = ['accept', 'decline', 'propose'] as const;

export interface SlotInput {
  date?: unknown;
  time?: unknown;
}

type Input<T> = T | (() => Promise<T>);
const read = async <T>(input: Input<T>) => (typeof input === 'function' ? await (input as () => Promise<T>)() : input);

/** Who answers next: the owner on a request, the requester on the owner's proposal; null when settled. */
export function viewingTurn(viewing: Pick<Viewing, 'status' | 'requesterId'>, ownerUserId: number | null) {
  if (viewing.status === 'requested') return ownerUserId;
  if (viewing.status === 'proposed') return viewing.requesterId;
  return null;
}

async function viewingContent(
  tx: Parameters<typeof houseRefFor>[0],
  house: House,
  readers: number[],
  slot: { date: string; time: string },
  status?: (typeof VIEWING_NOTIFICATION_STATUSES)[number],
) {
  return notificationContent('HouseViewing', {
    house: await houseRefFor(tx, house, readers),
    date: slot.date,
    time: slot.time,
    ...(status ? { status } : {}),
  });
}

/** Asks the owner for a viewing: 401, 404, 403 (own house, blocked, no subscriber rights), 422, 409, 429. */
export async function requestViewing(
  deps: DealDeps,
  houseKey: string | number,
  input: Input<SlotInput>,
  now = new Date(),
): Promise<Viewing> {
  const { user, house } = await dealHouse(deps, houseKey, 'viewing');
  const slot = parseCommand(slotSchema(now), await read(input));
  requireOpenForDeals(house);
  await consumeSendLimit(deps, 'viewingRequestsPerHouse', user.id, house.id);
  return withNotifications(deps, async (tx, notify) => {
    await lockHouse(tx, house.id);
    const open = await tx.viewing.findFirst({
      where: { houseId: house.id, requesterId: user.id, status: { in: [...OPEN_VIEWING_STATUSES] } },
      select: { id: true },
    });
    if (open) throw new ConflictError(M.viewingOpen);
    const viewing = await tx.viewing.create({ data: { houseId: house.id, requesterId: user.id, ...slot } });
    await notify({
      recipientUserId: house.ownerUserId,
      senderUserId: user.id,
      houseId: house.id,
      viewingId: viewing.id,
      content: await viewingContent(tx, house, [user.id, house.ownerUserId], slot),
    });
    return viewing;
  });
}

export interface ViewingAnswerInput extends SlotInput {
  answer?: unknown;
}

export const answerSchema = z.object({ answer: z.enum(VIEWING_ANSWERS, { error: M.answerInvalid }) });

/**
 * Answers a viewing request whose turn is the viewer's: 401; 404 for anybody but its requester and
 * the owner; 409 when it is settled or the other side's turn; then 422 for the answer (a proposal
 * needs a new slot in the future).
 */
export async function answerViewing(
  deps: DealDeps,
  viewingId: number,
  input: Input<ViewingAnswerInput>,
  now = new Date(),
): Promise<Viewing> {
  const user = requireHouseUser(deps.viewer);
  const viewing = await deps.prisma.viewing.findFirst({
    where: { id: rowIdOrNone(viewingId), OR: [{ requesterId: user.id }, { house: { ownerUserId: user.id } }] },
    include: { house: true },
  });
  if (!viewing || viewing.house.ownerUserId === null) throw new NotFoundError(M.viewingNotFound);
  const ownerId = viewing.house.ownerUserId;
  await assertNotBlocked(deps.prisma, user.id, user.id === ownerId ? viewing.requesterId : ownerId, 'viewingAnswer');
  const turn = viewingTurn(viewing, ownerId);
  if (turn === null) throw new ConflictError(M.viewingAnswered);
  if (turn !== user.id) throw new ConflictError(M.viewingNotYourTurn);
  const command = await read(input);
  const { answer } = parseCommand(answerSchema, command);
  const slot =
    answer === 'propose' ? parseCommand(slotSchema(now), command) : { date: viewing.date, time: viewing.time };
  if (answer === 'propose' && slot.date === viewing.date && slot.time === viewing.time)
    throw new InputError({ date: [M.sameSlot] }, M.sameSlot);
  const byOwner = user.id === ownerId;
  const status: ViewingStatus =
    answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : byOwner ? 'proposed' : 'requested';
  return withNotifications(deps, async (tx, notify) => {
    // Only from the state the answer was meant for: two answers at once, one wins.
    const changed = await tx.viewing.updateMany({
      where: { id: viewing.id, status: viewing.status },
      data: { status, ...slot },
    });
    if (changed.count === 0) throw new ConflictError(M.viewingAnswered);
    const other = byOwner ? viewing.requesterId : ownerId;
    await notify({
      recipientUserId: other,
      senderUserId: user.id,
      houseId: viewing.houseId,
      viewingId: viewing.id,
      content: await viewingContent(tx, viewing.house, [user.id, other], slot, status),
    });
    return tx.viewing.findUniqueOrThrow({ where: { id: viewing.id } });
  });
}

/** A house's viewing requests, newest first. */
export const VIEWINGS_ORDER: KeysetOrder = {
  name: 'viewings',
  columns: [
    { field: 'createdAt', direction: 'desc', kind: 'date' },
    { field: 'id', direction: 'desc', kind: 'int' },
  ],
};

/** The requests of a house the viewer may see: the owner all of them, anybody else their own. */
export function viewingsWhere(viewer: Viewer, house: Pick<House, 'id' | 'ownerUserId'>) {
  const userId = viewer.user?.id ?? 0;
  return house.ownerUserId === userId ? { houseId: house.id } : { houseId: house.id, requesterId: userId };
}

/** One keyset page of a house's viewing requests as the viewer may see them (401, 404 first). */
export async function viewingsPage(prisma: Db, viewer: Viewer, houseKey: string | number, request: PageRequest) {
  const { house } = await visibleDealHouse(prisma, viewer, houseKey);
  return viewingsPageOf(prisma, viewer, house, request);
}

export async function viewingsPageOf<S extends Pick<Prisma.ViewingFindManyArgs, 'include'>>(
  prisma: Db,
  viewer: Viewer,
  house: Pick<House, 'id' | 'ownerUserId'>,
  request: PageRequest,
  selection?: S,
) {
  const where = viewingsWhere(viewer, house);
  const page = prismaPage(request);
  const rows = await prisma.viewing.findMany({ ...selection, ...page, where: { AND: [where, page.where] } });
  return {
    house,
    page: pageOf(request, rows as Prisma.ViewingGetPayload<S>[]),
    totalCount: () => prisma.viewing.count({ where }),
  };
}
