import { queryFromInfo } from '@pothos/plugin-prisma';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { RequestContext } from '../../context.js';
import { pendingEmail } from '../../domain/accounts/email-change.js';
import {
  MATCH_ALERT_OPTIONS,
  type MailCategorySetting,
  settingsOf,
  type UserSettings,
} from '../../domain/alerts/settings.js';
import { assetUrl } from '../../domain/assets/images.js';
import { USER_HOUSES_ORDER, userHousesPage } from '../../domain/houses/user-houses.js';
import { parseRowId, rowIdOrNone } from '../../domain/ids.js';
import { activeUser, activeUserWhere, isSelf, publicUserWhere } from '../../domain/kernel/users.js';
import { userRoute } from '../../domain/kernel/viewer.js';
import { MAIL_CATEGORIES } from '../../domain/notifications/mail/categories.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { blockedUsers } from '../../domain/users/blocking.js';
import { dashboardTasks } from '../../domain/users/dashboard.js';
import { knowledgebaseSteps, setKnowledgebaseStepDone } from '../../domain/users/knowledgebase.js';
import type { User as UserRow } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { House } from './houses.js';

const AvatarSize = builder.enumType('AvatarSize', {
  values: { SMALL_SQUARE: { value: 'small_square' }, SMALL_SQUARE_2X: { value: 'small_square2x' } } as const,
});

export const UserType = builder.enumType('UserType', {
  values: {
    SEARCHER: { value: 'searcher', description: 'Zoekt een woning' },
    SELLER: { value: 'seller', description: 'Verkoopt een woning' },
    SEARCHER_AND_SELLER: { value: 'searcher_and_seller', description: 'Allebei' },
  } as const,
});

const DashboardTasks = builder.objectRef<ReturnType<typeof dashboardTasks>>('DashboardTasks').implement({
  description: 'The dashboard tasks of spec §5; each flag is true when the task is done.',
  fields: (t) => ({
    personalInfo: t.exposeBoolean('personalInfo', { description: 'E-mail and phone number present.' }),
    profilePicture: t.exposeBoolean('profilePicture'),
    bio: t.exposeBoolean('bio'),
    password: t.exposeBoolean('password'),
    openCount: t.exposeInt('openCount', { description: 'How many of the four are still open.' }),
  }),
});

export const KnowledgebaseStep = builder.prismaObject('KnowledgebaseStep', {
  description: 'A step of the dashboard knowledgebase (GET /api/knowledgebase_steps).',
  fields: (t) => ({
    id: t.globalID({ resolve: (s) => ({ type: 'KnowledgebaseStep', id: s.id }) }),
    key: t.exposeString('key'),
    userType: t.exposeString('userType', { description: 'searcher, seller or all' }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    url: t.exposeString('url', { nullable: true }),
    position: t.exposeInt('position'),
    completed: t.boolean({
      description: 'Whether the viewer completed this step (false for visitors).',
      resolve: (s) => (s as { completed?: boolean }).completed ?? false,
    }),
  }),
});

export const MatchAlerts = builder.enumType('MatchAlerts', {
  description: 'How new houses that fit a search profile are announced (settings).',
  values: {
    INSTANT: { value: 'instant', description: 'Direct: a notification and an e-mail per house.' },
    DAILY: { value: 'daily', description: 'Dagelijks overzicht: one e-mail a day (the default).' },
    NEVER: { value: 'never', description: 'Nooit.' },
  } as const,
});

const MatchAlertOption = builder.objectRef<(typeof MATCH_ALERT_OPTIONS)[number]>('MatchAlertOption').implement({
  fields: (t) => ({
    value: t.field({ type: MatchAlerts, resolve: (o) => o.key }),
    label: t.exposeString('label', { description: "Dutch label: 'Direct', 'Dagelijks overzicht', 'Nooit'." }),
  }),
});

export const MailCategory = builder.enumType('MailCategory', {
  description: 'A kind of notification e-mail the user can turn off (settings, and the link in each mail).',
  values: Object.fromEntries(
    MAIL_CATEGORIES.map((c) => [c.key.toUpperCase(), { value: c.key, description: c.label }]),
  ) as unknown as Record<
    Uppercase<(typeof MAIL_CATEGORIES)[number]['key']>,
    { value: (typeof MAIL_CATEGORIES)[number]['key']; description: string }
  >,
});

const MailCategorySettingRef = builder.objectRef<MailCategorySetting>('MailCategorySetting').implement({
  fields: (t) => ({
    category: t.field({ type: MailCategory, resolve: (m) => m.category }),
    label: t.exposeString('label', { description: "Dutch label, e.g. 'Biedingen en tegenbiedingen'." }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether these notifications also come by e-mail.' }),
  }),
});

const Settings = builder.objectRef<UserSettings>('UserSettings').implement({
  description: 'The account settings (/mijn-huiskans/instellingen).',
  fields: (t) => ({
    matchAlerts: t.field({ type: MatchAlerts, resolve: (s) => s.matchAlerts }),
    matchAlertOptions: t.field({
      type: [MatchAlertOption],
      description: 'The choices for matchAlerts, in the order the settings page shows them.',
      resolve: () => [...MATCH_ALERT_OPTIONS],
    }),
    mail: t.field({
      type: [MailCategorySettingRef],
      description: 'E-mail per kind of notification, in the order the settings page shows them.',
      resolve: (s) => s.mail,
    }),
  }),
});

// Per-request DataLoaders (server/loaders.ts): the private fields of the viewer share one summary,
// and the block flags of every user in a response come from one query.
const summaryFor = (ctx: RequestContext, user: UserRow) => ctx.loaders.accountSummary.load(user);
const relationsFor = (ctx: RequestContext) =>
  ctx.viewer.user ? ctx.loaders.blockRelations.load(ctx.viewer.user.id) : null;

/** Private fields: resolved only for the account holder, null for everybody else (scope-auth). */
export const self = {
  nullable: true,
  authScopes: (u: UserRow, _args: object, ctx: RequestContext) => isSelf(ctx.viewer, u),
  unauthorizedResolver: () => null,
} as const;

export const User = builder.prismaNode('User', {
  id: { field: 'id' },
  // node(id:) / nodes(ids:) of an unknown or deleted user is null, not an error.
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id), ...activeUserWhere }),
  description:
    'A person on Huiskans. Public card fields for everyone; the account fields (e-mail, phone, flags ...) are null unless the user is the viewer.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    firstName: t.exposeString('firstName'),
    route: t.string({ resolve: (u) => userRoute(u) }),
    avatarUrl: t.string({
      nullable: true,
      args: { size: t.arg({ type: AvatarSize, defaultValue: 'small_square' }) },
      select: { avatar: true },
      resolve: (u, args, ctx) => (u.avatar ? assetUrl(ctx.storage, u.avatar, args.size ?? 'small_square') : null),
    }),
    bio: t.exposeString('bio', { nullable: true }),
    blocked: t.boolean({
      description: 'The viewer blocked this user.',
      resolve: async (u, _a, ctx) => (await relationsFor(ctx))?.blocked.has(u.id) ?? false,
    }),
    blockedBy: t.boolean({
      description: 'This user blocked the viewer.',
      resolve: async (u, _a, ctx) => (await relationsFor(ctx))?.blockedBy.has(u.id) ?? false,
    }),

    // ── account fields: the viewer only ──
    fullName: t.string({ ...self, resolve: (u) => `${u.firstName} ${u.lastName}`.trim() }),
    lastName: t.exposeString('lastName', self),
    email: t.exposeString('email', self),
    phoneNumber: t.exposeString('phoneNumber', self),
    userType: t.field({ ...self, type: UserType, resolve: (u) => u.userType as 'searcher' }),
    movingMonths: t.exposeInt('movingMonths', {
      ...self,
      description: '0 Weet niet, 1 Zo snel mogelijk, 3, 6, 12, 24 (months).',
    }),
    hasPassword: t.boolean({ ...self, resolve: (u) => u.passwordHash !== null }),
    emailVerified: t.boolean({ ...self, resolve: (u) => u.emailVerifiedAt !== null }),
    pendingEmail: t.string({
      ...self,
      description:
        "A new e-mail address waiting for its link to be followed ('Wachtend op bevestiging: ...'); until then `email` stays.",
      resolve: (u, _a, ctx) => pendingEmail(ctx.prisma, u.id),
    }),
    updatedAt: t.expose('updatedAt', { ...self, type: 'DateTime' }),
    canDoSubscriberActions: t.boolean({ ...self, resolve: (_u, _a, ctx) => ctx.viewer.isSubscriber() }),
    unreadCount: t.int({ ...self, resolve: (u, _a, ctx) => ctx.loaders.unreadCounts.load(u.id) }),
    houseSlugs: t.stringList({ ...self, resolve: async (u, _a, ctx) => (await summaryFor(ctx, u)).houseSlugs }),
    searchQuerySlugs: t.stringList({
      ...self,
      resolve: async (u, _a, ctx) => (await summaryFor(ctx, u)).searchQuerySlugs,
    }),
    advisorsCount: t.int({ ...self, resolve: async (u, _a, ctx) => (await summaryFor(ctx, u)).advisorsCount }),
    hasOutdatedProfile: t.boolean({
      ...self,
      description: 'Not updated within the last day (status freshness, spec §4).',
      resolve: async (u, _a, ctx) => (await summaryFor(ctx, u)).hasOutdatedProfile,
    }),
    hasOutdatedHouseStatus: t.boolean({
      ...self,
      resolve: async (u, _a, ctx) => (await summaryFor(ctx, u)).hasOutdatedHouseStatus,
    }),
    hasOutdatedSearchQuery: t.boolean({
      ...self,
      resolve: async (u, _a, ctx) => (await summaryFor(ctx, u)).hasOutdatedSearchQuery,
    }),
    dashboardTasks: t.field({ ...self, type: DashboardTasks, resolve: (u) => dashboardTasks(u) }),
    settings: t.field({ ...self, type: Settings, resolve: (u) => settingsOf(u) }),
  }),
});

builder.objectField(User, 'blockedUsers', (t) =>
  t.field({
    ...self,
    type: [User],
    description: 'Users this account blocked, newest first.',
    resolve: (u, _a, ctx) => blockedUsers(ctx.prisma, u.id),
  }),
);

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The logged-in user, or null for a visitor.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer.user ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null,
  }),
  user: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The user whose public page is /gebruikers/{slug}; null when unknown or deleted.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.user.findFirst({ ...query, where: publicUserWhere(args.slug) }),
  }),
  knowledgebaseSteps: t.field({
    type: [KnowledgebaseStep],
    description: "The dashboard's knowledgebase steps for the viewer's user type (all for a visitor).",
    resolve: (_root, _args, ctx) => knowledgebaseSteps(ctx.prisma, ctx.viewer.user),
  }),
}));

// ───────────── knowledgebase steps: done / not done ─────────────

/** The row id of a KnowledgebaseStep global id; anything else is no step at all (NaN: the domain answers 404). */
function stepKey(id: string): number {
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === 'KnowledgebaseStep' ? parseRowId(decoded.id) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const SetKnowledgebaseStepDoneInput = builder.inputType('SetKnowledgebaseStepDoneInput', {
  fields: (t) => ({
    stepId: t.id({ required: true, description: 'Global id of the KnowledgebaseStep.' }),
    done: t.boolean({ required: true, description: 'true: done; false: not done (again).' }),
  }),
});

builder.mutationField('setKnowledgebaseStepDone', (t) =>
  t.field({
    type: KnowledgebaseStep,
    description:
      "Marks one of the viewer's knowledgebase steps done or not done (again is a no-op). Visitor: UnauthenticatedError; a step their user type does not see: NotFoundError.",
    args: { input: t.arg({ type: SetKnowledgebaseStepDoneInput, required: true }) },
    errors: {
      result: { name: 'SetKnowledgebaseStepDonePayload' },
      union: { name: 'SetKnowledgebaseStepDoneResult' },
      dataField: { name: 'step', description: 'The step with its new `completed`.' },
    },
    resolve: (_root, { input }, ctx) =>
      setKnowledgebaseStepDone(ctx.prisma, ctx.viewer.user, stepKey(String(input.stepId)), input.done),
  }),
);

// The user's houses: defined here so User keeps its fields in one file.
builder.prismaObjectFields(User, (t) => ({
  houses: t.connection(
    {
      type: House,
      description:
        "The user's houses, newest first: for the viewer all of their own (any moderation state), for others the listed ones.",
      resolve: async (u, args, ctx, info) => {
        const request = parsePageArgs(USER_HOUSES_ORDER, args, { defaultSize: 20, maxSize: 100 });
        const houseQuery = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'House' });
        const { page, totalCount } = await userHousesPage(ctx, u.id, request, houseQuery);
        return toConnection(page, { node: (house) => house, totalCount });
      },
    },
    countedConnection('UserHousesConnection'),
    { name: 'UserHousesConnectionEdge' },
  ),
}));

// Here rather than in houses.ts, which User's own fields need: the two modules do not import each other.
builder.prismaObjectFields(House, (t) => ({
  sellerUser: t.field({
    type: User,
    nullable: true,
    description: 'The owner; null for a funnel house without one and after the owner deleted the account.',
    select: (_args, _ctx, nestedSelection) => ({ owner: nestedSelection(true) }),
    resolve: (h) => activeUser(h.owner),
  }),
}));
