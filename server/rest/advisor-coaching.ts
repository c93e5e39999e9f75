import { type Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { loginWithRedirect } from '../domain/accounts/login-path.js';
import { addCoachee, removeCoachee, removeMyCoach } from '../domain/advisors/coaching.js';
import { subscribeWithAdvisorOffer } from '../domain/advisors/offers.js';
import { advisorOfferRefusalPage } from '../pages/advisor-offer-refusal.js';
import { idParam, readCommand } from './body.js';
import type { RestEnv } from './env.js';
import { httpStatusOf } from './errors.js';

// Coaches and advisors' subscription offers (README "Coaches and advisor offers"):
// - POST /api/advisors/{id}/coachees {user_id, expertise_id?, message?} → 201 {advisor_id, user_id};
//   200 with the same answer when the advisor already coaches the user (nothing sent again).
// - DELETE /api/advisors/{id}/coachees/{user_id} → 204 (the advisor ends it).
// - DELETE /api/user/coaches/{advisor_id} → 204 (the user ends it).
// - GET /api/advisors/{id}/subscription_offers/{offer}/subscribe (spec §7): a link the advisor
//   shares, so a GET: a visitor is sent to log in and back here; a client to the offer's checkout
//   (302). Refusals (404, 403, 409: nothing charged) answer JSON as every /api route, except to a
//   browser that opened the link (Accept prefers text/html): it gets a page with the same status and
//   the Dutch reason (server/pages/advisor-offer-refusal.ts).

/** A browser navigation rather than an API client: text/html is preferred over JSON. */
const prefersHtml = (c: Context) =>
  accepts(c, { header: 'Accept', supports: ['application/json', 'text/html'], default: 'application/json' }) ===
  'text/html';

export const advisorCoachingRoutes = new Hono<RestEnv>()
  .post('/advisors/:id/coachees', async (c) => {
    const coaching = await addCoachee(c.get('ctx'), idParam(c), await readCommand(c));
    return c.json({ advisor_id: coaching.advisorId, user_id: coaching.userId }, coaching.created ? 201 : 200);
  })
  .delete('/advisors/:id/coachees/:userId', async (c) => {
    await removeCoachee(c.get('ctx'), idParam(c), idParam(c, 'userId'));
    return c.body(null, 204);
  })
  .delete('/user/coaches/:id', async (c) => {
    await removeMyCoach(c.get('ctx'), idParam(c));
    return c.body(null, 204);
  })
  .get('/advisors/:id/subscription_offers/:offer/subscribe', async (c) => {
    const ctx = c.get('ctx');
    if (!ctx.viewer.user) return c.redirect(loginWithRedirect(new URL(c.req.url).pathname), 302);
    const advisorId = idParam(c);
    try {
      const { checkoutUrl } = await subscribeWithAdvisorOffer(ctx, advisorId, c.req.param('offer'));
      return c.redirect(checkoutUrl, 302);
    } catch (err) {
      const status = httpStatusOf(err);
      if (status === null || !prefersHtml(c)) throw err;
      return c.html(advisorOfferRefusalPage((err as Error).message, advisorId), status);
    }
  });
