import type { Context } from 'hono';
import { Hono } from 'hono';
import { advisorOffices, findAdvisor } from '../domain/advisors/access.js';
import { createAdvisorProfile, deleteAdvisorProfile, updateAdvisorProfile } from '../domain/advisors/profile.js';
import { ADVISOR_JSON_INCLUDE, advisorJson, officeJson } from './advisor-json.js';
import { idParam, readCommand } from './body.js';
import type { RestEnv } from './env.js';

// /api/advisors/{id} (spec §7 "Advisors"): one advisor, the logged-in user's own profile (create,
// change, delete) and the offices of an advisor's organisation. A GET takes digits only as an id, so
// that GET /api/advisors/suggest and /api/advisors/languages are not taken for one; a write with
// another id is refused by the domain (401 for a visitor, else 404).

type C = Context<RestEnv>;

async function advisorAnswer(c: C, id: number, status: 200 | 201 = 200) {
  const ctx = c.get('ctx');
  return c.json(advisorJson(ctx.storage, await findAdvisor(ctx, id, ADVISOR_JSON_INCLUDE)), status);
}

export const advisorRoutes = new Hono<RestEnv>()
  .post('/advisors', async (c) => advisorAnswer(c, await createAdvisorProfile(c.get('ctx'), await readCommand(c)), 201))
  .get('/advisors/:id{[0-9]+}', (c) => advisorAnswer(c, idParam(c)))
  .put('/advisors/:id', async (c) =>
    advisorAnswer(c, await updateAdvisorProfile(c.get('ctx'), idParam(c), await readCommand(c))),
  )
  .delete('/advisors/:id', async (c) => {
    await deleteAdvisorProfile(c.get('ctx'), idParam(c));
    return c.body(null, 204);
  })
  .get('/advisors/:id/organisation_offices', async (c) =>
    c.json((await advisorOffices(c.get('ctx'), idParam(c))).map(officeJson)),
  );
