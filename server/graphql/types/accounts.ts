import { checkEmail, logIn, logOut, register } from '../../domain/accounts/auth.js';
import { confirmEmailChange, undoEmailChange } from '../../domain/accounts/email-change.js';
import { resendVerificationMail, verifyEmail } from '../../domain/accounts/email-verification.js';
import {
  EMAIL_CHANGE_CONFIRMED,
  EMAIL_CHANGE_UNDONE,
  RESET_LINK_SENT,
  VERIFICATION_SENT,
} from '../../domain/accounts/messages.js';
import { changePassword, requestPasswordReset, resetPassword } from '../../domain/accounts/password-reset.js';
import { updateSettings } from '../../domain/alerts/settings.js';
import { RateLimitedError } from '../../domain/errors.js';
import { requireUser } from '../../domain/kernel/viewer.js';
import { removeProfilePhoto, uploadProfilePhoto } from '../../domain/users/avatar.js';
import { blockUser, unblockUser } from '../../domain/users/blocking.js';
import { deleteAccount, updateProfile } from '../../domain/users/profile.js';
import type { User as UserRow } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { inputRowId } from '../global-ids.js';
import { MailCategory, MatchAlerts, User, UserType } from './users.js';

// Accounts over GraphQL: every mutation is verb-first with one `input` (none when there is nothing
// to say) and answers `<Name>Result = <Name>Payload | InputError | NotFoundError | ...` (the Error
// types, server/graphql/types/errors.ts): business failures are typed members of that union, never
// top-level errors. The domain does the work (server/domain/accounts,
// server/domain/users); the same functions serve /api.

/** The union of a mutation's payload, the builder's default error types and `types`. */
const result = (name: string, types: (typeof RateLimitedError)[] = []) => ({
  types,
  directResult: true as const,
  union: { name: `${name}Result` },
});
const WITH_RATE_LIMIT = [RateLimitedError];

/** A payload carrying the (new) viewer. */
const viewerPayload = (name: string, description: string, nullable = false) =>
  builder.objectRef<{ user: UserRow | null }>(name).implement({
    description,
    fields: (t) => ({
      viewer: t.field({ type: User, nullable: nullable as false, resolve: (p) => p.user as UserRow }),
    }),
  });

/** A payload carrying the changed user (the viewer). */
const userPayload = (name: string) =>
  builder.objectRef<{ user: UserRow }>(name).implement({
    fields: (t) => ({ user: t.field({ type: User, resolve: (p) => p.user }) }),
  });

const messagePayload = (name: string, description: string) =>
  builder.objectRef<{ message: string }>(name).implement({
    description,
    fields: (t) => ({ message: t.exposeString('message', { description: 'Dutch confirmation to show.' }) }),
  });

// ───────────── log in, log out, register ─────────────

const CheckEmailPayload = builder
  .objectRef<{ exists: boolean; isDeleted: boolean; hasPassword: boolean }>('CheckEmailPayload')
  .implement({
    description: 'Step one of the two-step login. Unknown e-mail: exists false (go to registration).',
    fields: (t) => ({
      exists: t.exposeBoolean('exists'),
      isDeleted: t.exposeBoolean('isDeleted'),
      hasPassword: t.exposeBoolean('hasPassword', { description: 'False: show the "no password set" notice.' }),
    }),
  });

const LogInPayload = viewerPayload('LogInPayload', 'Logged in: the session cookie is set.');
const LogOutPayload = viewerPayload('LogOutPayload', 'Logged out: viewer is null.', true);
const RegisterPayload = viewerPayload('RegisterPayload', 'Account created and logged in.');
const ResetPasswordPayload = viewerPayload(
  'ResetPasswordPayload',
  'New password set; logged in, other sessions ended.',
);
const VerifyEmailPayload = builder.objectRef<{ user: UserRow }>('VerifyEmailPayload').implement({
  description: 'E-mail confirmed (show the modal-email-verified modal).',
  fields: (t) => ({ user: t.field({ type: User, resolve: (p) => p.user }) }),
});
const RequestPasswordResetPayload = messagePayload(
  'RequestPasswordResetPayload',
  'Same answer whether or not the account exists.',
);
const ResendVerificationEmailPayload = messagePayload('ResendVerificationEmailPayload', 'A new link was mailed.');

builder.mutationFields((t) => ({
  checkEmail: t.field({
    type: CheckEmailPayload,
    description: 'Does an account exist for this e-mail? 10 a minute per IP.',
    errors: result('CheckEmail', WITH_RATE_LIMIT),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CheckEmailInput', { fields: (f) => ({ email: f.string({ required: true }) }) }),
      }),
    },
    resolve: (_root, { input }, ctx) => checkEmail(ctx, input),
  }),
  logIn: t.field({
    type: LogInPayload,
    description: 'E-mail + password; 5 failures a minute per e-mail and IP, then RateLimitedError.',
    errors: result('LogIn', WITH_RATE_LIMIT),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('LogInInput', {
          fields: (f) => ({ email: f.string({ required: true }), password: f.string({ required: true }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ user: await logIn(ctx, input) }),
  }),
  logOut: t.field({
    type: LogOutPayload,
    errors: result('LogOut'),
    resolve: async (_root, _args, ctx) => {
      await logOut(ctx);
      return { user: null };
    },
  }),
  register: t.field({
    type: RegisterPayload,
    description:
      'Spec §5/§7 registration; logs the new account in. Field errors name the input fields. RateLimitedError: too many e-mail checks, accounts or mails from this connection, or mails to this address.',
    errors: result('Register', WITH_RATE_LIMIT),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RegisterInput', {
          fields: (f) => ({
            firstName: f.string(),
            lastName: f.string(),
            email: f.string(),
            phoneNumber: f.string({ description: 'Exactly 10 characters.' }),
            password: f.string({ description: 'At least 8 characters.' }),
            passwordConfirmation: f.string(),
            terms: f.boolean(),
            userType: f.field({ type: UserType, description: 'May be left out with houseSlug/searchQuerySlug.' }),
            movingMonths: f.int({ description: '1, 3, 6 or 12.' }),
            houseSlug: f.string({ description: 'A house created in the funnel, attached to the new account.' }),
            searchQuerySlug: f.string({ description: 'A search profile created in the funnel.' }),
            hp1: f.string({ description: 'Honeypot: must stay empty.' }),
            hp2: f.string({ description: 'Honeypot: must stay empty.' }),
            recaptchaResponse: f.string({ description: 'g-recaptcha-response, when reCAPTCHA is configured.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ user: await register(ctx, input) }),
  }),
  requestPasswordReset: t.field({
    type: RequestPasswordResetPayload,
    description: 'Mails a link to /password/reset?email=...&token=... (60 minutes valid).',
    errors: result('RequestPasswordReset', WITH_RATE_LIMIT),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RequestPasswordResetInput', {
          fields: (f) => ({ email: f.string({ required: true }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      await requestPasswordReset(ctx, input);
      return { message: RESET_LINK_SENT };
    },
  }),
  resetPassword: t.field({
    type: ResetPasswordPayload,
    errors: result('ResetPassword'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ResetPasswordInput', {
          fields: (f) => ({
            email: f.string({ required: true }),
            token: f.string({ required: true }),
            password: f.string({ required: true }),
            passwordConfirmation: f.string({ required: true }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ user: await resetPassword(ctx, input) }),
  }),
  verifyEmail: t.field({
    type: VerifyEmailPayload,
    description: 'The link of the verification mail (also served as GET /email/verify).',
    errors: result('VerifyEmail'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('VerifyEmailInput', {
          fields: (f) => ({ email: f.string({ required: true }), token: f.string({ required: true }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ user: await verifyEmail(ctx, input) }),
  }),
  resendVerificationEmail: t.field({
    type: ResendVerificationEmailPayload,
    errors: result('ResendVerificationEmail', WITH_RATE_LIMIT),
    resolve: async (_root, _args, ctx) => {
      await resendVerificationMail(ctx);
      return { message: VERIFICATION_SENT };
    },
  }),
}));

// ───────────── e-mail change links ─────────────

const emailChangeLinkPayload = (name: string, description: string) =>
  builder.objectRef<{ user: UserRow; message: string }>(name).implement({
    description,
    fields: (t) => ({
      message: t.exposeString('message', { description: 'Dutch confirmation to show.' }),
      email: t.string({
        description: 'The address now in force (not the user: whoever follows a link may be logged out).',
        resolve: (p) => p.user.email,
      }),
    }),
  });
const ConfirmEmailChangePayload = emailChangeLinkPayload(
  'ConfirmEmailChangePayload',
  'The new address is in force (the link mailed to it, 24 hours, once).',
);
const UndoEmailChangePayload = emailChangeLinkPayload(
  'UndoEmailChangePayload',
  'The change is cancelled or reversed and every session of the account ended (the link mailed to the old address, 7 days).',
);
const tokenInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ token: f.string({ required: true }) }) });

builder.mutationFields((t) => ({
  confirmEmailChange: t.field({
    type: ConfirmEmailChangePayload,
    description:
      'The link of the mail to the new address (also GET /email/change/confirm). Used, expired or replaced links and an address taken meanwhile: InputError.',
    errors: result('ConfirmEmailChange'),
    args: { input: t.arg({ required: true, type: tokenInput('ConfirmEmailChangeInput') }) },
    resolve: async (_root, { input }, ctx) => ({
      user: await confirmEmailChange(ctx, input),
      message: EMAIL_CHANGE_CONFIRMED,
    }),
  }),
  undoEmailChange: t.field({
    type: UndoEmailChangePayload,
    description: 'The link of the notice to the old address (also GET /email/change/undo). Ends every session.',
    errors: result('UndoEmailChange'),
    args: { input: t.arg({ required: true, type: tokenInput('UndoEmailChangeInput') }) },
    resolve: async (_root, { input }, ctx) => ({
      user: await undoEmailChange(ctx, input),
      message: EMAIL_CHANGE_UNDONE,
    }),
  }),
}));

// ───────────── profile ─────────────

const UpdatePersonalDetailsPayload = userPayload('UpdatePersonalDetailsPayload');
const ChangePasswordPayload = userPayload('ChangePasswordPayload');
const UpdateBioPayload = userPayload('UpdateBioPayload');
const UploadProfilePhotoPayload = userPayload('UploadProfilePhotoPayload');
const RemoveProfilePhotoPayload = userPayload('RemoveProfilePhotoPayload');
const UpdateSettingsPayload = userPayload('UpdateSettingsPayload');
const DeleteAccountPayload = viewerPayload(
  'DeleteAccountPayload',
  'Account deleted and logged out: viewer is null.',
  true,
);

const BlockPayload = (name: string) =>
  builder.objectRef<{ viewer: UserRow; user: UserRow }>(name).implement({
    fields: (t) => ({
      viewer: t.field({
        type: User,
        description: 'Read blockedUsers from here for the new list.',
        resolve: (p) => p.viewer,
      }),
      user: t.field({ type: User, description: 'The user (un)blocked.', resolve: (p) => p.user }),
    }),
  });
const BlockUserPayload = BlockPayload('BlockUserPayload');
const UnblockUserPayload = BlockPayload('UnblockUserPayload');

const userIdInput = (name: string) =>
  builder.inputType(name, {
    // A plain ID, decoded after the login check (global-ids.ts: rights before validation).
    fields: (f) => ({ userId: f.id({ required: true, description: 'Global id of the User.' }) }),
  });

builder.mutationFields((t) => ({
  updatePersonalDetails: t.field({
    type: UpdatePersonalDetailsPayload,
    description:
      'Fields left out stay as they are. A new e-mail needs currentPassword and does not change `email` yet: a link goes to the new address (the change takes effect when it is followed, see user.pendingEmail) and a notice with an undo link to the old one (RateLimitedError: too many e-mail checks or mails).',
    errors: result('UpdatePersonalDetails', WITH_RATE_LIMIT),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdatePersonalDetailsInput', {
          fields: (f) => ({
            firstName: f.string(),
            lastName: f.string(),
            email: f.string(),
            phoneNumber: f.string(),
            userType: f.field({ type: UserType }),
            movingMonths: f.int({ description: '0, 1, 3, 6, 12 or 24.' }),
            currentPassword: f.string({
              description: 'Required with a new email (when the account has a password).',
            }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ user: await updateProfile(ctx, requireUser(ctx.viewer).id, input) }),
  }),
  updateBio: t.field({
    type: UpdateBioPayload,
    errors: result('UpdateBio'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateBioInput', {
          fields: (f) => ({ bio: f.string({ description: 'At most 2000 characters; empty removes it.' }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({
      user: await updateProfile(ctx, requireUser(ctx.viewer).id, { bio: input.bio ?? '' }),
    }),
  }),
  changePassword: t.field({
    type: ChangePasswordPayload,
    description: 'Ends every other session of the account.',
    errors: result('ChangePassword'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ChangePasswordInput', {
          fields: (f) => ({
            currentPassword: f.string({ description: 'Required when the account has a password.' }),
            password: f.string({ required: true }),
            passwordConfirmation: f.string({ required: true }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ user: await changePassword(ctx, input) }),
  }),
  uploadProfilePhoto: t.field({
    type: UploadProfilePhotoPayload,
    description: 'Multipart upload (JPEG, PNG, WebP ..., at most 10 MB); replaces the previous photo.',
    errors: result('UploadProfilePhoto'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UploadProfilePhotoInput', {
          fields: (f) => ({ file: f.field({ type: 'File', required: true }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ user: await uploadProfilePhoto(ctx, input.file) }),
  }),
  updateSettings: t.field({
    type: UpdateSettingsPayload,
    description: 'Changes the settings given; fields left out stay as they are (read user.settings).',
    errors: result('UpdateSettings'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateSettingsInput', {
          fields: (f) => ({
            matchAlerts: f.field({ type: MatchAlerts }),
            mail: f.field({
              type: [
                builder.inputType('MailCategoryInput', {
                  fields: (m) => ({
                    category: m.field({ type: MailCategory, required: true }),
                    enabled: m.boolean({ required: true }),
                  }),
                }),
              ],
              description: 'E-mail categories to turn on or off; the others stay as they are.',
            }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({
      user: await updateSettings(ctx, {
        matchAlerts: input.matchAlerts ?? undefined,
        mail: input.mail ? Object.fromEntries(input.mail.map((m) => [m.category, m.enabled])) : undefined,
      }),
    }),
  }),
  removeProfilePhoto: t.field({
    type: RemoveProfilePhotoPayload,
    errors: result('RemoveProfilePhoto'),
    resolve: async (_root, _args, ctx) => ({ user: await removeProfilePhoto(ctx) }),
  }),
  blockUser: t.field({
    type: BlockUserPayload,
    errors: result('BlockUser'),
    args: { input: t.arg({ required: true, type: userIdInput('BlockUserInput') }) },
    resolve: async (_root, { input }, ctx) => {
      const id = inputRowId(input.userId, 'User', () => requireUser(ctx.viewer));
      const list = await blockUser(ctx, id);
      return { viewer: requireUser(ctx.viewer), user: list.find((u) => u.id === id)! };
    },
  }),
  unblockUser: t.field({
    type: UnblockUserPayload,
    errors: result('UnblockUser'),
    args: { input: t.arg({ required: true, type: userIdInput('UnblockUserInput') }) },
    resolve: async (_root, { input }, ctx) => {
      const id = inputRowId(input.userId, 'User', () => requireUser(ctx.viewer));
      await unblockUser(ctx, id);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id } });
      return { viewer: requireUser(ctx.viewer), user };
    },
  }),
  deleteAccount: t.field({
    type: DeleteAccountPayload,
    description: 'Soft delete: logs out everywhere; checkEmail then reports isDeleted.',
    errors: result('DeleteAccount'),
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteAccountInput', {
          fields: (f) => ({ password: f.string({ description: 'Required when the account has a password.' }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      await deleteAccount(ctx, input);
      return { user: null };
    },
  }),
}));
