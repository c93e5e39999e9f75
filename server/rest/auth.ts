import { Hono } from 'hono';
import { logIn, logOut, register, userExists } from '../domain/accounts/auth.js';
import { confirmEmailChange, undoEmailChange } from '../domain/accounts/email-change.js';
import { resendVerificationMail, verifyEmail } from '../domain/accounts/email-verification.js';
import {
  EMAIL_CHANGE_CONFIRMED,
  EMAIL_CHANGE_UNDONE,
  RESET_LINK_SENT,
  VERIFICATION_SENT,
} from '../domain/accounts/messages.js';
import { requestPasswordReset, resetPassword } from '../domain/accounts/password-reset.js';
import { readFields } from './body.js';
import type { RestEnv } from './env.js';
import { accountJson } from './user-json.js';

/** Spec §7 Auth, plus password reset and e-mail verification (Laravel-style paths under /api/auth). */
export const authRoutes = new Hono<RestEnv>()
  .post('/auth/user-exists', async (c) => {
    const check = await userExists(c.get('ctx'), await readFields(c));
    return c.json({ is_deleted: check.isDeleted, has_password: check.hasPassword });
  })
  .post('/auth/login', async (c) => {
    await logIn(c.get('ctx'), await readFields(c));
    return c.body(null, 204);
  })
  .post('/auth/register', async (c) => {
    const ctx = c.get('ctx');
    const user = await register(ctx, await readFields(c));
    return c.json(await accountJson(ctx, user), 201);
  })
  .post('/auth/logout', async (c) => {
    await logOut(c.get('ctx'));
    return c.body(null, 204);
  })
  .post('/auth/password/email', async (c) => {
    await requestPasswordReset(c.get('ctx'), await readFields(c));
    return c.json({ message: RESET_LINK_SENT });
  })
  .post('/auth/password/reset', async (c) => {
    await resetPassword(c.get('ctx'), await readFields(c));
    return c.body(null, 204);
  })
  .post('/auth/email/verify', async (c) => {
    await verifyEmail(c.get('ctx'), await readFields(c));
    return c.body(null, 204);
  })
  .post('/auth/email/resend', async (c) => {
    await resendVerificationMail(c.get('ctx'));
    return c.json({ message: VERIFICATION_SENT }, 202);
  })
  // Our addition: the links of an e-mail change, {token}; also the pages
  // GET /email/change/confirm and /email/change/undo (server/pages/accounts.ts).
  .post('/auth/email/change/confirm', async (c) => {
    await confirmEmailChange(c.get('ctx'), await readFields(c));
    return c.json({ message: EMAIL_CHANGE_CONFIRMED });
  })
  .post('/auth/email/change/undo', async (c) => {
    await undoEmailChange(c.get('ctx'), await readFields(c));
    return c.json({ message: EMAIL_CHANGE_UNDONE });
  });
