import { userRoute } from '../../domain/accounts/viewer.js';
import { assetUrl } from '../../domain/assets/images.js';
import { builder } from '../builder.js';

const AvatarSize = builder.enumType('AvatarSize', {
  values: { SMALL_SQUARE: { value: 'small_square' }, SMALL_SQUARE_2X: { value: 'small_square2x' } } as const,
});

builder.prismaNode('User', {
  id: { field: 'id' },
  description: 'A person on Huiskans; public card fields only.',
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
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The logged-in user, or null for a visitor.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer.user ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null,
  }),
);
