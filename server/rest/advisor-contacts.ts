import { Hono } from 'hono';
import { coachIdsOf } from '../domain/advisors/coaching.js';
import {
  CALLBACK_PROMISE,
  myAdvisors,
  removeMyAdvisor,
  requestAdvisorAppointment,
} from '../domain/advisors/contact.js';
import { parseRowId } from '../domain/ids.js';
import { ADVISOR_JSON_INCLUDE, advisorJson, expertiseJson } from './advisor-json.js';
import { idParam, readCommand } from './body.js';
import type { RestEnv } from './env.js';

// Contacting advisors and the user's advisors (README "Advisor contacts"):
// - POST /api/advisors/{id}/appointment_requests {expertise_id, email, phone_number, message} →
//   201 {message: the 1-5 working days promise, advisor_id, expertise_id}; 200 with the same answer
//   when the user already asked this advisor for this expertise (idempotent: nothing sent again).
// - GET /api/user/advisors → [{advisor, expertise, is_coach, created_at}] (spec §7), newest first.
// - DELETE /api/user/advisors/{id}?expertise_id → 204; without expertise_id every expertise of it.

export const advisorContactRoutes = new Hono<RestEnv>()
  .post('/advisors/:id/appointment_requests', async (c) => {
    const request = await requestAdvisorAppointment(c.get('ctx'), idParam(c), await readCommand(c));
    return c.json(
      { message: CALLBACK_PROMISE, advisor_id: request.advisorId, expertise_id: request.expertiseId },
      request.created ? 201 : 200,
    );
  })
  .get('/user/advisors', async (c) => {
    const ctx = c.get('ctx');
    const rows = await myAdvisors(ctx, ADVISOR_JSON_INCLUDE);
    const coaches = await coachIdsOf(
      ctx.prisma,
      ctx.viewer.user!.id,
      rows.map((row) => row.advisorId),
    );
    return c.json(
      rows.map((row) => ({
        advisor: advisorJson(ctx.storage, row.advisor),
        expertise: expertiseJson(row.expertise),
        // The advisor coaches the user (coaching.ts).
        is_coach: coaches.has(row.advisorId),
        created_at: row.createdAt.toISOString(),
      })),
    );
  })
  .delete('/user/advisors/:id', async (c) => {
    const expertise = c.req.query('expertise_id');
    await removeMyAdvisor(c.get('ctx'), idParam(c), expertise === undefined ? null : parseRowId(expertise));
    return c.body(null, 204);
  });
