import type { User } from '../../generated/prisma/client.js';
import { consume } from '../accounts/throttle.js';
import { profileMovingMonthsField, throwIfInvalid, validateFields } from '../accounts/validation.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { visibleHouseKeyWhere } from '../houses/access.js';
import { findOwnHouse, HOUSE_NOT_FOUND_MESSAGE, isHouseOwner } from '../houses/ownership.js';
import { hasOpenSoldReport } from '../kernel/freshness.js';
import { formattedAddressLine } from '../kernel/house-presentation.js';
import { requireUser } from '../kernel/viewer.js';
import { withNotifications } from '../notifications/notify.js';
import { notificationContent, PRODUCT_MESSAGE } from '../notifications/types.js';
import type { RequestDeps } from '../ports/index.js';
import { findSearchProfile } from '../search-profiles/access.js';

// The confirmations of the status check-ins (spec §2/§4 "Status-update modal") and the visitor's
// 'Dit huis is al verkocht' report. Each confirmation moves one confirmation time (freshness.ts);
// rights come first: a visitor hears 401, a stranger 403/404, before any input is judged.

/**
 * "Klopt!" / "Bijwerken" of the moving-wish section: confirms the moving wish, with a new one when
 * `movingMonths` is given (0, 1, 3, 6, 12 or 24). Answers the user as saved.
 */
export async function confirmMovingWish(
  ctx: Pick<RequestDeps, 'prisma' | 'viewer'>,
  input: { movingMonths?: unknown } | null,
): Promise<User> {
  const user = requireUser(ctx.viewer);
  const given = input?.movingMonths !== undefined && input?.movingMonths !== null;
  const { values, errors } = validateFields(given ? { movingMonths: input?.movingMonths } : {}, {
    ...(given ? { movingMonths: profileMovingMonthsField } : {}),
  });
  throwIfInvalid(errors);
  const updated = await ctx.prisma.user.update({
    where: { id: user.id },
    data: { movingMonths: (values as { movingMonths?: number }).movingMonths, movingWishConfirmedAt: new Date() },
  });
  ctx.viewer.user = updated;
  return updated;
}

/** "Klopt!" of a house in the house-status section: the owner confirms its status as it is. */
export async function confirmHouseStatus(
  ctx: Pick<RequestDeps, 'prisma' | 'viewer'>,
  key: string | number,
): Promise<number> {
  const house = await findOwnHouse(ctx.prisma, ctx.viewer, key);
  await ctx.prisma.house.update({ where: { id: house.id }, data: { statusConfirmedAt: new Date() } });
  return house.id;
}

/** "Klopt!" of a search profile in the search-profile section: its owner confirms it as it is. */
export async function confirmSearchProfile(
  ctx: Pick<RequestDeps, 'prisma' | 'viewer' | 'session'>,
  key: string | number,
): Promise<number> {
  const profile = await findSearchProfile(ctx, key);
  await ctx.prisma.searchQuery.update({ where: { id: profile.id }, data: { confirmedAt: new Date() } });
  return profile.id;
}

/** Reports per IP (visitors and users alike): a few genuine ones an hour, not a campaign against sellers. */
export const SOLD_REPORT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };
export const SOLD_REPORT_THROTTLED =
  'Je hebt net al een paar woningen gemeld. Bedankt! Probeer het over een uur opnieuw.';
export const OWN_HOUSE_REPORT_MESSAGE = 'Dit is je eigen woning: pas de status zelf aan.';

export const soldReportMessage = (addressLine: string) =>
  `Iemand laat weten dat je woning ${addressLine} al verkocht zou zijn. Klopt de status nog? Bevestig of pas hem aan via 'Mijn status bijwerken'.`;

/**
 * 'Dit huis is al verkocht' on a house page (anyone, one click): counted per IP, then the house
 * (one the reporter may open) gets an open report, which makes its status outdated for the owner
 * (the status-update modal asks at once) and tells the owner through the notification function.
 * While a report is open, further reports change nothing and tell the owner nothing new; a house
 * already marked sold has nothing to report. Who reported is not stored. Answers the house id.
 */
export async function reportHouseSold(
  ctx: Pick<RequestDeps, 'prisma' | 'viewer' | 'session' | 'rateLimits' | 'pubsub'>,
  key: string | number,
): Promise<number> {
  await consume(ctx.rateLimits, `sold-report:${ctx.session.ip}`, SOLD_REPORT_LIMIT, () => SOLD_REPORT_THROTTLED);
  const house = await ctx.prisma.house.findFirst({ where: visibleHouseKeyWhere(ctx.viewer, String(key)) });
  if (!house) throw new NotFoundError(HOUSE_NOT_FOUND_MESSAGE);
  if (isHouseOwner(ctx.viewer, house)) throw new ConflictError(OWN_HOUSE_REPORT_MESSAGE);
  if (house.houseStatus === 'sold' || hasOpenSoldReport(house)) return house.id;
  await withNotifications(ctx, async (tx, notify) => {
    // Only the first report since the owner's last confirmation opens one (parallel clicks included).
    const opened = await tx.house.updateMany({
      where: {
        id: house.id,
        OR: [{ soldReportedAt: null }, { soldReportedAt: { lte: tx.house.fields.statusConfirmedAt } }],
      },
      data: { soldReportedAt: new Date() },
    });
    const owner = house.ownerUserId
      ? await tx.user.findFirst({ where: { id: house.ownerUserId, deletedAt: null }, select: { id: true } })
      : null;
    if (opened.count === 1 && owner)
      await notify({
        recipientUserId: owner.id,
        senderUserId: null,
        houseId: house.id,
        // The owner may see the exact address of their own house.
        content: notificationContent(PRODUCT_MESSAGE, {
          message: soldReportMessage(formattedAddressLine(house, true)),
        }),
      });
  });
  return house.id;
}
