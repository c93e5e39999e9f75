import { createViewer } from '../../../server/domain/accounts/viewer.js';
import type { DealDeps } from '../../../server/domain/deals/gate.js';
import type { TestApp } from '../../helpers/app.js';
import { createHouse } from '../../helpers/fixtures.js';
import { type Person, person } from '../messaging/setup.js';

// Shared by the deals tests: an owner with a listed house, a subscriber (bidder), a second
// subscriber, somebody without a plan; domain deps as any of them.

export interface Cast {
  owner: Person;
  bidder: Person;
  rival: Person;
  free: Person;
  house: { id: number; slug: string };
}

export async function cast(t: TestApp): Promise<Cast> {
  const owner = await person(t, { firstName: 'Olga' });
  const bidder = await person(t, { subscriber: true, firstName: 'Bart' });
  const rival = await person(t, { subscriber: true, firstName: 'Rik' });
  const free = await person(t, { firstName: 'Fenna' });
  const house = await createHouse(t.db.prisma, { ownerUserId: owner.id, houseStatus: 'selling' });
  return { owner, bidder, rival, free, house };
}

export async function depsOf(t: TestApp, who: Person | null): Promise<DealDeps> {
  const user = who ? await t.db.prisma.user.findUniqueOrThrow({ where: { id: who.id } }) : null;
  return {
    prisma: t.db.prisma,
    pubsub: t.services.pubsub,
    rateLimits: t.services.rateLimits,
    viewer: createViewer(t.db.prisma, user),
  };
}

/** A future slot (Dutch time) `days` from now. */
export function slot(days = 3, time = '10:30') {
  return { date: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10), time };
}
