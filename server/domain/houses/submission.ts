import { InputError } from '../errors.js';
import { rematchHouse } from '../matching/store.js';
import { completionInclude, houseCompletion, isSubmitted } from './completion.js';
import type { HouseDeps } from './house-deps.js';
import { findOwnHouse } from './ownership.js';

/** POST /submit: sends the house in when address, offer and type are complete; again is a no-op. */
export async function submitHouse(deps: HouseDeps, key: string | number): Promise<number> {
  const house = await findOwnHouse(deps.prisma, deps.viewer, key, completionInclude);
  if (isSubmitted(house)) return house.id;
  const c = houseCompletion(house);
  const missing: Record<string, string[]> = {};
  if (!c.address) missing.address = ['Vul het adres van de woning in.'];
  if (!c.type) missing.houseType = ['Kies het type woning.'];
  if (!c.offer) missing.price = ['Vul een vraagprijs in, of een minimum- en maximumprijs.'];
  if (Object.keys(missing).length)
    throw new InputError(missing, 'Vul eerst het adres, het aanbod en het type woning in.');
  await deps.prisma.house.update({
    where: { id: house.id },
    data: { moderationStatus: 'submitted', submittedAt: new Date() },
  });
  await rematchHouse(deps.prisma, house.id);
  return house.id;
}
