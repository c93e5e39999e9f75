import { Hono } from 'hono';
import { CONTACT_SENT, sendContactMessage } from '../domain/contact/messages.js';
import { readFields } from './body.js';
import type { RestEnv } from './env.js';

/** Spec §7 Contact: POST /api/send_message {name, email, message}; 422 errors per field. */
export const contactRoutes = new Hono<RestEnv>().post('/send_message', async (c) => {
  await sendContactMessage(c.get('ctx'), await readFields(c));
  return c.json({ message: CONTACT_SENT });
});
