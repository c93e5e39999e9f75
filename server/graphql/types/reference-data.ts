import { builder } from '../builder.js';

export const HouseType = builder.prismaNode('HouseType', {
  id: { field: 'id' },
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name') }),
});

export const Tag = builder.prismaNode('Tag', {
  id: { field: 'id' },
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    tagCategoryId: t.exposeInt('tagCategoryId'),
  }),
});

builder.prismaNode('TagCategory', {
  id: { field: 'id' },
  description: 'Tag categories: 1 building style (bouwstijl), 3 location (ligging).',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    tags: t.relation('tags', { query: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } }),
  }),
});

export const Facility = builder.prismaNode('Facility', {
  id: { field: 'id' },
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name') }),
});

builder.queryFields((t) => ({
  houseTypes: t.prismaField({
    type: ['HouseType'],
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.houseType.findMany({ ...query, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
  }),
  tagCategories: t.prismaField({
    type: ['TagCategory'],
    resolve: (query, _root, _args, ctx) => ctx.prisma.tagCategory.findMany({ ...query, orderBy: { id: 'asc' } }),
  }),
  houseFacilities: t.prismaField({
    type: ['Facility'],
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.facility.findMany({ ...query, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
  }),
}));
