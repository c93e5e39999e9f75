import type { RequestContext } from '../context.js';
import { pendingEmail } from '../domain/accounts/email-change.js';
import { checkinPolicy } from '../domain/kernel/freshness.js';
import { userRoute } from '../domain/kernel/viewer.js';
import { lastNotificationArgs } from '../domain/notifications/inbox.js';
import { accountSummary } from '../domain/users/account.js';
import { dashboardTasks } from '../domain/users/dashboard.js';
import type { KnowledgebaseStepView } from '../domain/users/knowledgebase.js';
import type { User } from '../generated/prisma/client.js';
import { NOTIFICATION_JSON_INCLUDE, notificationJson } from './messaging-json.js';
import { avatarJson } from './user-card-json.js';

/** The User entity of spec §3 for the account holder (GET /api/user and the answers of its writes). */
export async function accountJson(ctx: RequestContext, user: User) {
  const [summary, subscriber, avatar, lastNotification, pending] = await Promise.all([
    accountSummary(ctx.prisma, checkinPolicy(ctx.config), user),
    ctx.viewer.isSubscriber(),
    user.avatarAssetId ? ctx.prisma.asset.findUnique({ where: { id: user.avatarAssetId } }) : null,
    ctx.prisma.notification.findFirst({ ...lastNotificationArgs(user.id), include: NOTIFICATION_JSON_INCLUDE }),
    pendingEmail(ctx.prisma, user.id),
  ]);
  const tasks = dashboardTasks(user);
  return {
    id: user.id,
    slug: user.slug,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
    asset_id: user.avatarAssetId,
    asset: avatarJson(ctx.storage, avatar),
    bio: user.bio,
    moving_months: user.movingMonths,
    user_type: user.userType,
    route: userRoute(user),
    // Flags relative to the viewer; about yourself they are always false.
    blocked: false,
    blocked_by: false,
    unread_count: summary.unreadCount,
    last_notification: lastNotification ? notificationJson(lastNotification, user.id) : null,
    house_slugs: summary.houseSlugs,
    search_query_slugs: summary.searchQuerySlugs,
    can_do_subscriber_actions: subscriber,
    has_outdated_profile: summary.hasOutdatedProfile,
    has_outdated_house_status: summary.hasOutdatedHouseStatus,
    has_outdated_search_query: summary.hasOutdatedSearchQuery,
    updated_at: user.updatedAt,
    created_at: user.createdAt,
    advisors_count: summary.advisorsCount,
    knowledgebase_steps: summary.completedKnowledgebaseSteps.map((s) => ({
      id: s.id,
      key: s.key,
      completed_at: s.completedAt,
    })),
    has_password: user.passwordHash !== null,
    email_verified: user.emailVerifiedAt !== null,
    email_verified_at: user.emailVerifiedAt,
    // A new address waiting for the link mailed to it; `email` stays until then.
    pending_email: pending,
    dashboard_tasks: {
      personal_info: tasks.personalInfo,
      profile_picture: tasks.profilePicture,
      bio: tasks.bio,
      password: tasks.password,
      open_count: tasks.openCount,
    },
  };
}

export function knowledgebaseStepJson(s: KnowledgebaseStepView) {
  return {
    id: s.id,
    key: s.key,
    user_type: s.userType,
    title: s.title,
    body: s.body,
    url: s.url,
    position: s.position,
    completed: s.completed,
  };
}
