/**
 * The house a visitor created in the seller funnel (ownerless until they log in or register).
 * Kept in localStorage so the claim (assignHouse) can happen after logging in, also when the
 * login took the visitor elsewhere first. The server accepts a claim within 7 days (decision 0006).
 */
import { PRODUCT_SLUG } from '../../../config';

export const PENDING_HOUSE_KEY = `${PRODUCT_SLUG}:pending-house`;
export const CLAIM_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface PendingHouse {
  /** Global id (for assignHouse). */
  id: string;
  slug: string;
  /** 'Europalaan 93, Utrecht' */
  address: string;
  city: string | null;
  /** When the funnel created it (ms since epoch). */
  createdAt: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled
  }
}

function isPendingHouse(value: unknown): value is PendingHouse {
  const v = value as PendingHouse | null;
  return (
    !!v &&
    typeof v.id === 'string' &&
    typeof v.slug === 'string' &&
    typeof v.address === 'string' &&
    typeof v.createdAt === 'number'
  );
}

export function savePendingHouse(house: PendingHouse, storage: StorageLike | null = defaultStorage()): void {
  storage?.setItem(PENDING_HOUSE_KEY, JSON.stringify(house));
}

/** The pending house, or null (none, unreadable, or older than the claim window: then forgotten). */
export function readPendingHouse(
  storage: StorageLike | null = defaultStorage(),
  now: number = Date.now(),
): PendingHouse | null {
  const raw = storage?.getItem(PENDING_HOUSE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isPendingHouse(value) && now - value.createdAt <= CLAIM_WINDOW_MS) return value;
  } catch {
    // fall through: forget it
  }
  storage?.removeItem(PENDING_HOUSE_KEY);
  return null;
}

export function forgetPendingHouse(storage: StorageLike | null = defaultStorage()): void {
  storage?.removeItem(PENDING_HOUSE_KEY);
}
