import { type Context, Hono } from 'hono';
import type { RequestContext } from '../context.js';
import { changePassword } from '../domain/accounts/password-reset.js';
import { settingsOf, type UserSettings, updateSettings, viewerSettings } from '../domain/alerts/settings.js';
import { requireUser } from '../domain/kernel/viewer.js';
import { removeProfilePhoto } from '../domain/users/avatar.js';
import { blockedUsers, blockRelations, blockUser, unblockUser } from '../domain/users/blocking.js';
import { knowledgebaseSteps, setKnowledgebaseStepDone } from '../domain/users/knowledgebase.js';
import { deleteAccount, updateProfile } from '../domain/users/profile.js';
import { idParam, readCommand, readFields } from './body.js';
import type { RestEnv } from './env.js';
import { userCardJson } from './user-card-json.js';
import { accountJson, knowledgebaseStepJson } from './user-json.js';

type BlockedList = Awaited<ReturnType<typeof blockedUsers>>;

/** Spec §7 User: the account, its profile photo (upload: uploads.ts), password, blocked users and knowledgebase steps. */
export const usersRoutes = new Hono<RestEnv>()
  .get('/user', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await accountJson(ctx, requireUser(ctx.viewer)));
  })
  .delete('/user', async (c) => {
    await deleteAccount(c.get('ctx'), await readFields(c));
    return c.body(null, 204);
  })
  .put('/users/:id', async (c) => {
    const ctx = c.get('ctx');
    const user = await updateProfile(ctx, idParam(c), await readFields(c));
    return c.json(await accountJson(ctx, user));
  })
  // Our addition to spec §7: the settings page (how new matching houses are announced, e-mail per category).
  .get('/user/settings', (c) => c.json(settingsJson(viewerSettings(c.get('ctx').viewer))))
  .put('/user/settings', async (c) => {
    const ctx = c.get('ctx');
    return c.json(settingsJson(settingsOf(await updateSettings(ctx, await readCommand(c)))));
  })
  .put('/user/password', async (c) => {
    await changePassword(c.get('ctx'), await readFields(c));
    return c.body(null, 204);
  })
  .delete('/user/avatar', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await accountJson(ctx, await removeProfilePhoto(ctx)));
  })
  .get('/knowledgebase_steps', async (c) => {
    const ctx = c.get('ctx');
    return c.json((await knowledgebaseSteps(ctx.prisma, ctx.viewer.user)).map(knowledgebaseStepJson));
  })
  .post('/knowledgebase_steps/:id/done', (c) => markKnowledgebaseStep(c, true))
  .delete('/knowledgebase_steps/:id/done', (c) => markKnowledgebaseStep(c, false))
  .get('/user/blocked_users', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await blockedJson(ctx, await blockedUsers(ctx.prisma, requireUser(ctx.viewer).id)));
  })
  .post('/user/blocked_users/:id', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await blockedJson(ctx, await blockUser(ctx, idParam(c))));
  })
  .delete('/user/blocked_users/:id', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await blockedJson(ctx, await unblockUser(ctx, idParam(c))));
  });

const settingsJson = (s: UserSettings) => ({
  match_alerts: s.matchAlerts,
  mail: Object.fromEntries(s.mail.map((m) => [m.category, m.enabled])),
});

async function blockedJson(ctx: RequestContext, list: BlockedList) {
  const relations = await blockRelations(ctx.prisma, requireUser(ctx.viewer).id);
  return list.map((u) => userCardJson(ctx.storage, u, { blocked: true, blocked_by: relations.blockedBy.has(u.id) }));
}

/** A step done (POST) or not done again (DELETE); answers the new list as GET does (401 visitor, 404 unknown step). */
async function markKnowledgebaseStep(c: Context<RestEnv>, done: boolean) {
  const ctx = c.get('ctx');
  await setKnowledgebaseStepDone(ctx.prisma, ctx.viewer.user, idParam(c), done);
  return c.json((await knowledgebaseSteps(ctx.prisma, ctx.viewer.user)).map(knowledgebaseStepJson));
}
