import { queryFromInfo } from '@pothos/plugin-prisma';
import type { RequestContext } from '../../context.js';
import {
  LIKED_HOUSES_ORDER,
  LIKERS_ORDER,
  likedHousesPage,
  likeFlags,
  likeHouse,
  likersPage,
  unlikeHouse,
} from '../../domain/houses/likes.js';
import { isHouseOwner } from '../../domain/houses/ownership.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { houseIdInput, houseKey, houseMutation } from '../house-mutation.js';
import { House } from './houses.js';
import { User } from './users.js';

// Likes (spec §4): whether the viewer may like a house, who liked it (its owner only), the
// viewer's liked houses, and liking / unliking.

// Whether the viewer liked the house: loaded with the house (a filtered relation), not per row.
const viewerLikeSelect = (_args: object, ctx: RequestContext) => ({
  ownerUserId: true,
  likes: { where: { userId: ctx.viewer.user?.id ?? 0 }, select: { userId: true } },
});

builder.prismaObjectFields(House, (t) => ({
  viewerCanLike: t.boolean({
    description: 'False for visitors (the client then offers the quick login).',
    select: viewerLikeSelect,
    // The viewer's blocks: one statement per response (loader), whatever the number of houses.
    resolve: async (h, _a, ctx) => {
      const relations =
        ctx.viewer.user && h.ownerUserId !== null ? await ctx.loaders.blockRelations.load(ctx.viewer.user.id) : null;
      const blocked =
        relations !== null &&
        (relations.blocked.has(h.ownerUserId ?? 0) || relations.blockedBy.has(h.ownerUserId ?? 0));
      return likeFlags(ctx.viewer, h.likes.length > 0, blocked).canLike;
    },
  }),
  viewerCanUnlike: t.boolean({
    select: viewerLikeSelect,
    resolve: (h, _a, ctx) => likeFlags(ctx.viewer, h.likes.length > 0).canUnlike,
  }),
  likedBy: t.connection(
    {
      type: User,
      nullable: true,
      description: 'Who liked the house, newest first; owner only (null for everybody else).',
      resolve: async (h, args, ctx, info) => {
        if (!isHouseOwner(ctx.viewer, h)) return null;
        const request = parsePageArgs(LIKERS_ORDER, args, { defaultSize: 20, maxSize: 100 });
        const userQuery = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'User' });
        const { page, totalCount } = await likersPage(ctx.prisma, h.id, request, userQuery);
        return toConnection(page, { node: (like) => like.user, totalCount });
      },
    },
    countedConnection('HouseLikerConnection'),
    { name: 'HouseLikerEdge' },
  ),
}));

builder.prismaObjectFields(User, (t) => ({
  likedHouses: t.connection(
    {
      type: House,
      nullable: true,
      description: 'Houses the viewer liked, newest like first (GET /api/user/liked_houses); null for other users.',
      resolve: async (u, args, ctx, info) => {
        if (ctx.viewer.user?.id !== u.id) return null;
        const request = parsePageArgs(LIKED_HOUSES_ORDER, args, { defaultSize: 24, maxSize: 100 });
        const houseQuery = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'House' });
        const { page, totalCount } = await likedHousesPage(ctx, request, houseQuery);
        return toConnection(page, { node: (like) => like.house, totalCount });
      },
    },
    countedConnection('LikedHouseConnection'),
    { name: 'LikedHouseEdge' },
  ),
}));

const LikeHouseInput = houseIdInput('LikeHouseInput', 'The house to like or unlike.');

houseMutation(
  'likeHouse',
  'Likes a house (again is a no-op); the owner gets a HouseLiked notification.',
  LikeHouseInput,
  (ctx, input) => likeHouse(ctx, houseKey(ctx, input)),
);
houseMutation('unlikeHouse', 'Takes a like back.', LikeHouseInput, (ctx, input) =>
  unlikeHouse(ctx, houseKey(ctx, input)),
);
