import { Hono } from 'hono';
import {
  confirmHouseStatus,
  confirmMovingWish,
  confirmSearchProfile,
  reportHouseSold,
} from '../domain/status/checkins.js';
import { readCommand } from './body.js';
import type { RestEnv } from './env.js';
import { houseAnswer } from './house-owner.js';
import { profileAnswer } from './search-profiles.js';
import { accountJson } from './user-json.js';

// Status check-ins (spec §2/§4; the spec names no paths, these are ours): the confirmations of the
// status-update modal and the visitor's 'Dit huis is al verkocht'. PUT /api/users/{id},
// PUT /api/houses/{id} and PUT /api/search_queries/{id} confirm too (every save does).
export const checkinRoutes = new Hono<RestEnv>()
  // Body {moving_months?}: "Klopt!" without it, "Bijwerken" with the new moving wish. Answers the user.
  .post('/user/confirm_status', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await accountJson(ctx, await confirmMovingWish(ctx, await readCommand(c))));
  })
  .post('/houses/:id/confirm_status', async (c) =>
    houseAnswer(c, await confirmHouseStatus(c.get('ctx'), c.req.param('id'))),
  )
  .post('/search_queries/:id/confirm', async (c) =>
    profileAnswer(c, await confirmSearchProfile(c.get('ctx'), c.req.param('id'))),
  )
  // Anyone who may open the house; 204 also when a report is already open (the owner was told once).
  .post('/houses/:id/report_sold', async (c) => {
    await reportHouseSold(c.get('ctx'), c.req.param('id'));
    return c.body(null, 204);
  });
