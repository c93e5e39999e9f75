import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { isUnsubscribeCategory, KANSEN, type UnsubscribeCategory } from './categories.js';

// One-click unsubscribe (RFC 8058): every mail carries a link with a token for its recipient and
// category, signed with the recipient's own random key (users.mail_key), so it works without
// logging in, names nothing guessable and changes only that category. POST turns it off; GET only
// shows the question (link scanners open links).

const signature = (key: string, userId: number, category: string) =>
  createHmac('sha256', key).update(`${userId}.${category}`).digest('base64url');

/** The token of the unsubscribe link: `<user id>.<category>.<signature>`. */
export function unsubscribeToken(user: { id: number; mailKey: string }, category: UnsubscribeCategory): string {
  return `${user.id}.${category}.${signature(user.mailKey, user.id, category)}`;
}

/** The page (GET: the question, POST: done) and the List-Unsubscribe URL. */
export const unsubscribeUrl = (appUrl: string, token: string) => `${appUrl}/e-mail/afmelden/${token}`;

/** The headers of RFC 8058 one-click unsubscribe (mail programs show an 'Afmelden' button). */
export function listUnsubscribeHeaders(url: string) {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface UnsubscribeTarget {
  userId: number;
  category: UnsubscribeCategory;
  email: string;
  optedOut: boolean;
}

/** The user and category a token names, or null when it is not one of ours (or the account is gone). */
export async function readUnsubscribeToken(prisma: Db, token: unknown): Promise<UnsubscribeTarget | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, category, sig] = token.split('.');
  const userId = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id ?? '') || userId > 2 ** 31 - 1 || !isUnsubscribeCategory(category) || !sig) return null;
  const user = await prisma.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { email: true, mailKey: true, mailOptOuts: true, matchAlerts: true },
  });
  if (!user) return null;
  const expected = Buffer.from(signature(user.mailKey, userId, category));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const optedOut = category === KANSEN ? user.matchAlerts === 'never' : (user.mailOptOuts ?? []).includes(category);
  return { userId, category, email: user.email, optedOut };
}

/** The POST of the link: turns the token's category off (one statement, the others stay); null for a token that is not valid. */
export async function unsubscribe(prisma: Db, token: unknown): Promise<UnsubscribeTarget | null> {
  const target = await readUnsubscribeToken(prisma, token);
  if (!target) return null;
  // 'never' is alerts/settings.ts's Nooit (the floor cannot import the alerts area).
  // updated_at stays (raw SQL): a setting is not a status confirmation (spec §4 freshness).
  if (target.category === KANSEN)
    await prisma.$executeRaw`UPDATE users SET match_alerts = 'never' WHERE id = ${target.userId}`;
  else
    await prisma.$executeRaw`UPDATE users
      SET mail_opt_outs = array_append(array_remove(coalesce(mail_opt_outs, '{}'), ${target.category}), ${target.category})
      WHERE id = ${target.userId}`;
  return { ...target, optedOut: true };
}
