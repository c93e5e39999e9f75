import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { isMailCategory, type MailCategory } from './categories.js';

// One-click unsubscribe (RFC 8058): every mail carries a link with a token for its recipient and
// category, signed with the recipient's own random key (users.mail_key), so it works without
// logging in, names nothing guessable and changes only that category. POST turns it off; GET only
// shows the question (link scanners open links).

const signature = (key: string, userId: number, category: string) =>
  createHmac('sha256', key).update(`${userId}.${category}`).digest('base64url');

/** The token of the unsubscribe link: `<user id>.<category>.<signature>`. */
export function unsubscribeToken(user: { id: number; mailKey: string }, category: MailCategory): string {
  return `${user.id}.${category}.${signature(user.mailKey, user.id, category)}`;
}

/** The page (GET: the question, POST: done) and the List-Unsubscribe URL. */
export const unsubscribeUrl = (appUrl: string, token: string) => `${appUrl}/e-mail/afmelden/${token}`;

export interface UnsubscribeTarget {
  userId: number;
  category: MailCategory;
  email: string;
  optedOut: boolean;
}

/** The user and category a token names, or null when it is not one of ours (or the account is gone). */
export async function readUnsubscribeToken(prisma: Db, token: unknown): Promise<UnsubscribeTarget | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, category, sig] = token.split('.');
  const userId = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id ?? '') || userId > 2 ** 31 - 1 || !isMailCategory(category) || !sig) return null;
  const user = await prisma.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { email: true, mailKey: true, mailOptOuts: true },
  });
  if (!user) return null;
  const expected = Buffer.from(signature(user.mailKey, userId, category));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, category, email: user.email, optedOut: (user.mailOptOuts ?? []).includes(category) };
}

/** Turns one category on or off for a user (one statement; the other categories stay). */
export async function setMailCategory(prisma: Db, userId: number, category: MailCategory, on: boolean) {
  await (on
    ? prisma.$executeRaw`UPDATE users SET mail_opt_outs = array_remove(mail_opt_outs, ${category})
        WHERE id = ${userId}`
    : prisma.$executeRaw`UPDATE users SET mail_opt_outs = array_append(array_remove(coalesce(mail_opt_outs, '{}'), ${category}), ${category})
        WHERE id = ${userId}`);
}

/** The POST of the link: turns the token's category off; false for a token that is not valid. */
export async function unsubscribe(prisma: Db, token: unknown): Promise<UnsubscribeTarget | null> {
  const target = await readUnsubscribeToken(prisma, token);
  if (!target) return null;
  await setMailCategory(prisma, target.userId, target.category, false);
  return { ...target, optedOut: true };
}
