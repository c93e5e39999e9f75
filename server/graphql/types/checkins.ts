import type { RequestContext } from '../../context.js';
import { RateLimitedError } from '../../domain/errors.js';
import { isHouseOwner } from '../../domain/houses/ownership.js';
import {
  checkinPolicy,
  hasOpenSoldReport,
  isConfirmationOutdated,
  isHouseStatusOutdated,
  isHouseStatusUnknown,
} from '../../domain/kernel/freshness.js';
import {
  confirmHouseStatus,
  confirmMovingWish,
  confirmSearchProfile,
  reportHouseSold,
} from '../../domain/status/checkins.js';
import { builder } from '../builder.js';
import { rowIdOf } from '../global-ids.js';
import { houseIdInput, houseKey, houseMutation } from '../house-mutation.js';
import { House } from './houses.js';
import { profileKey, profileMutation, SearchProfile } from './search-profiles.js';
import { User } from './users.js';

// Status check-ins (spec §2/§4 "Status-update modal"): when each thing was last confirmed, whether
// it is due, and the confirmations; plus the visitor's 'Dit huis is al verkocht'. The ages are in
// server/domain/kernel/freshness.ts (STATUS_CHECKIN_DAYS, HOUSE_STATUS_UNKNOWN_DAYS).

const policy = (ctx: RequestContext) => checkinPolicy(ctx.config);
const statusSelect = { statusConfirmedAt: true, soldReportedAt: true } as const;

builder.prismaObjectFields(User, (t) => ({
  movingWishConfirmedAt: t.expose('movingWishConfirmedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When the viewer last confirmed or changed the moving wish; null for other users.',
    authScopes: (u, _a, ctx) => ctx.viewer.user?.id === u.id,
    unauthorizedResolver: () => null,
  }),
}));

builder.prismaObjectFields(House, (t) => ({
  statusUnknown: t.boolean({
    description:
      "The owner has not confirmed the status for HOUSE_STATUS_UNKNOWN_DAYS (default 90): shown as 'Status onbekend' and left out of the listing until confirmed.",
    select: statusSelect,
    resolve: (h, _a, ctx) => isHouseStatusUnknown(h, policy(ctx)),
  }),
  statusConfirmedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the owner last confirmed (or saved) the status; owner only.',
    select: statusSelect,
    resolve: (h, _a, ctx) => (isHouseOwner(ctx.viewer, h) ? h.statusConfirmedAt : null),
  }),
  statusNeedsCheckin: t.boolean({
    nullable: true,
    description:
      "Due for a check-in: not confirmed for STATUS_CHECKIN_DAYS (default 30), or reported 'al verkocht' since; owner only.",
    select: statusSelect,
    resolve: (h, _a, ctx) => (isHouseOwner(ctx.viewer, h) ? isHouseStatusOutdated(h, policy(ctx)) : null),
  }),
  soldReported: t.boolean({
    nullable: true,
    description: "A visitor reported 'Dit huis is al verkocht' after the last confirmation; owner only.",
    select: statusSelect,
    resolve: (h, _a, ctx) => (isHouseOwner(ctx.viewer, h) ? hasOpenSoldReport(h) : null),
  }),
}));

builder.prismaObjectFields(SearchProfile, (t) => ({
  confirmedAt: t.expose('confirmedAt', {
    type: 'DateTime',
    description: 'When the owner last confirmed (or saved) the profile.',
  }),
  needsCheckin: t.boolean({
    description: 'Not confirmed for STATUS_CHECKIN_DAYS (default 30): the status-update modal asks about it.',
    select: { confirmedAt: true },
    resolve: (p, _a, ctx) => isConfirmationOutdated(p.confirmedAt, policy(ctx)),
  }),
}));

builder.mutationField('confirmProfileStatus', (t) =>
  t.field({
    type: User,
    description:
      "The moving-wish section of the status-update modal: 'Klopt!' (no movingMonths) or 'Bijwerken' (a new moving wish). Visitor: UnauthenticatedError; a wrong value: InputError.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('ConfirmProfileStatusInput', {
          fields: (f) => ({
            movingMonths: f.int({ description: '0, 1, 3, 6, 12 or 24; left out: confirmed as it is.' }),
          }),
        }),
      }),
    },
    errors: {
      result: { name: 'ConfirmProfileStatusPayload' },
      union: { name: 'ConfirmProfileStatusResult' },
      dataField: { name: 'user', description: 'The viewer with the new confirmation.' },
    },
    resolve: (_root, { input }, ctx) => confirmMovingWish(ctx, input),
  }),
);

houseMutation(
  'confirmHouseStatus',
  "'Klopt!' of a house in the status-update modal: the owner confirms its status (and answers an open 'al verkocht' report).",
  houseIdInput('ConfirmHouseStatusInput', 'The house whose status is still right.'),
  (ctx, input) => confirmHouseStatus(ctx, houseKey(ctx, input)),
);

profileMutation(
  'confirmSearchProfile',
  "'Klopt!' of a search profile in the status-update modal: its owner confirms it as it is.",
  builder.inputType('ConfirmSearchProfileInput', {
    fields: (f) => ({ searchProfileId: f.id({ required: true, description: 'Global id of the SearchProfile.' }) }),
  }),
  (ctx, input: { searchProfileId?: unknown }) => confirmSearchProfile(ctx, profileKey(input)),
);

houseMutation(
  'reportHouseSold',
  "'Dit huis is al verkocht' (anyone who may open the house): the owner is asked to check the status. RateLimitedError after a few reports an hour from one address; the owner's own house: ConflictError.",
  houseIdInput('ReportHouseSoldInput', 'The house that is said to be sold.'),
  // Visitors may report: a wrong id names no house (NotFoundError from the domain).
  (ctx, input) => {
    const id = rowIdOf(input.houseId, 'House');
    return reportHouseSold(ctx, Number.isNaN(id) ? 0 : id);
  },
  [RateLimitedError],
);
