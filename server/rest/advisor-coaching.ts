import { Hono } from 'hono';
import { addCoachee, removeCoachee, removeMyCoach } from '../domain/advisors/coaching.js';
import { subscribeWithAdvisorOffer } from '../domain/advisors/offers.js';
import { idParam, readCommand } from './body.js';
import type { RestEnv } from './router.js';

// Coaches and advisors' subscription offers (issue 14; README "Coaches and advisor offers"):
// - POST /api/advisors/{id}/coachees {user_id, expertise_id?, message?} → 201 {advisor_id, user_id};
//   200 with the same answer when the advisor already coaches the user (nothing sent again).
// - DELETE /api/advisors/{id}/coachees/{user_id} → 204 (the advisor ends it).
// - DELETE /api/user/coaches/{advisor_id} → 204 (the user ends it).
// - GET /api/advisors/{id}/subscription_offers/{offer}/subscribe (spec §7): a link the advisor
//   shares, so a GET: a visitor is sent to log in and back here; a client to the offer's checkout
//   (302). Refusals answer JSON as every /api route (404, 403, 409: nothing charged).

/** The client's login page, back to `path` afterwards (client/paths.ts loginWithRedirect). */
const loginThenBackTo = (path: string) => `/meedoen/email?redirect=${encodeURIComponent(path)}`;

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
    if (!ctx.viewer.user) return c.redirect(loginThenBackTo(new URL(c.req.url).pathname), 302);
    const { checkoutUrl } = await subscribeWithAdvisorOffer(ctx, idParam(c), c.req.param('offer'));
    return c.redirect(checkoutUrl, 302);
  });
