import type { Context } from 'hono';
import { Hono } from 'hono';
import { assetUrl } from '../domain/assets/images.js';
import { addHouse } from '../domain/houses/adding.js';
import { assignHouse } from '../domain/houses/assignment.js';
import { deleteHouse } from '../domain/houses/deletion.js';
import { houseLikers, likedHouseIds, likeHouse, likeState, unlikeHouse } from '../domain/houses/likes.js';
import { inListingOrder } from '../domain/houses/listing.js';
import { removeHousePhoto, reorderHousePhotos, setMainHousePhoto } from '../domain/houses/photos.js';
import { submitHouse } from '../domain/houses/submission.js';
import { updateHouse } from '../domain/houses/updating.js';
import { parseRowId } from '../domain/ids.js';
import { userRoute } from '../domain/kernel/viewer.js';
import { readCommand } from './body.js';
import type { RestEnv } from './env.js';
import { pageParam, paginator } from './laravel.js';
import { houseInclude, houseJson } from './serializers.js';

// The owner's side of /api/houses (spec §7 "Houses"): add, edit, submit, delete, claim, photos,
// likes. Handlers parse, call server/domain/houses and answer with the house JSON of serializers.ts.

const LIKERS_PER_PAGE = 20;
const LIKED_PER_PAGE = 24;

type C = Context<RestEnv>;

/** What `force` may be in a JSON or form body (Laravel's boolean rule). */
const FORCE_VALUES: unknown[] = [true, 1, '1', 'true'];

/** The house as the viewer may see it, after a change. */
export async function houseAnswer(c: C, id: number, status: 200 | 201 = 200) {
  const ctx = c.get('ctx');
  const house = await ctx.prisma.house.findUniqueOrThrow({ where: { id }, include: houseInclude });
  return c.json(await houseJson(house, ctx.viewer, ctx.storage), status);
}

/** The photo id of the path; NaN (no photo of this house: 404 after the owner check) when it names none. */
const photoId = (c: C) => parseRowId(c.req.param('photoId'));

export const houseOwnerRoutes = new Hono<RestEnv>()
  // Saving without an id creates (owner = viewer; ownerless for a visitor in the seller funnel).
  .post('/houses', async (c) => houseAnswer(c, await addHouse(c.get('ctx'), await readCommand(c)), 201))
  .put('/houses/:id', async (c) =>
    houseAnswer(c, await updateHouse(c.get('ctx'), c.req.param('id'), await readCommand(c))),
  )
  .post('/houses/:id/submit', async (c) => houseAnswer(c, await submitHouse(c.get('ctx'), c.req.param('id'))))
  // Body {force}: without it a submitted house people showed interest in answers 409 (ask, then repeat with force).
  .delete('/houses/:id', async (c) => {
    const force = FORCE_VALUES.includes((await readCommand(c))?.force) || c.req.query('force') === '1';
    await deleteHouse(c.get('ctx'), c.req.param('id'), { force });
    return c.body(null, 204);
  })
  .post('/houses/:id/assign_user', async (c) => houseAnswer(c, await assignHouse(c.get('ctx'), c.req.param('id'))))

  // Photos: uploads are in uploads.ts (rights before the body is read).
  // Body {photo_ids: [...]}: every photo of the house, in the new order.
  .put('/houses/:id/photos', async (c) =>
    houseAnswer(c, await reorderHousePhotos(c.get('ctx'), c.req.param('id'), (await readCommand(c))?.photoIds)),
  )
  .post('/houses/:id/photos/:photoId/main', async (c) =>
    houseAnswer(c, await setMainHousePhoto(c.get('ctx'), c.req.param('id'), photoId(c))),
  )
  .delete('/houses/:id/photos/:photoId', async (c) =>
    houseAnswer(c, await removeHousePhoto(c.get('ctx'), c.req.param('id'), photoId(c))),
  )

  // Likes: {likes, canLike, canUnlike}; a visitor reads both flags false and gets 401 on a change.
  .get('/houses/:id/likes', async (c) => c.json(await likeState(c.get('ctx'), c.req.param('id'))))
  .post('/houses/:id/like', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await likeState(ctx, await likeHouse(ctx, c.req.param('id'))));
  })
  .post('/houses/:id/unlike', async (c) => {
    const ctx = c.get('ctx');
    return c.json(await likeState(ctx, await unlikeHouse(ctx, c.req.param('id'))));
  })
  .get('/houses/:id/liked_by', async (c) => {
    const ctx = c.get('ctx');
    const page = pageParam(c);
    const { likes, total } = await houseLikers(ctx, c.req.param('id'), {
      offset: (page - 1) * LIKERS_PER_PAGE,
      limit: LIKERS_PER_PAGE,
    });
    const data = likes.map(({ user: u, createdAt }) => ({
      id: u.id,
      slug: u.slug,
      first_name: u.firstName,
      route: userRoute(u),
      asset: u.avatar
        ? {
            small_square_url: assetUrl(ctx.storage, u.avatar, 'small_square'),
            small_square2x_url: assetUrl(ctx.storage, u.avatar, 'small_square2x'),
          }
        : null,
      liked_at: createdAt,
    }));
    return c.json(paginator(c, data, page, LIKERS_PER_PAGE, total));
  })
  .get('/user/liked_houses', async (c) => {
    const ctx = c.get('ctx');
    const page = pageParam(c);
    const { ids, total } = await likedHouseIds(ctx, { offset: (page - 1) * LIKED_PER_PAGE, limit: LIKED_PER_PAGE });
    const rows = ids.length
      ? await ctx.prisma.house.findMany({ where: { id: { in: ids } }, include: houseInclude })
      : [];
    const data = await Promise.all(inListingOrder(ids, rows).map((h) => houseJson(h, ctx.viewer, ctx.storage)));
    return c.json(paginator(c, data, page, LIKED_PER_PAGE, total));
  });
