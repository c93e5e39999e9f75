import { rowIdOrNone } from '../../domain/ids.js';
import { builder } from '../builder.js';

export const HouseType = builder.prismaNode('HouseType', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id) }),
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name') }),
});

export const Tag = builder.prismaNode('Tag', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id) }),
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    tagCategoryId: t.exposeInt('tagCategoryId'),
  }),
});

builder.prismaNode('TagCategory', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id) }),
  description: 'Tag categories: 1 building style (bouwstijl), 3 location (ligging).',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    tags: t.relation('tags', { query: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } }),
  }),
});

export const Facility = builder.prismaNode('Facility', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id) }),
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

// ── advisor reference data (spec §7 "Reference data": expertises, certificates, languages) ──

export const Expertise = builder.prismaNode('Expertise', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id) }),
  description: 'What an advisor does: aankoopmakelaar, hypotheekadvies, taxatie ...',
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name') }),
});

export const Certificate = builder.prismaNode('Certificate', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id) }),
  description: 'A professional registration (NVM, SEH, NRVT ...) and the expertises it vouches for.',
  fields: (t) => ({
    name: t.exposeString('name'),
    expertises: t.field({
      type: [Expertise],
      select: { expertises: { select: { expertise: true }, orderBy: { expertiseId: 'asc' } } },
      resolve: (c) => c.expertises.map((link) => link.expertise),
    }),
  }),
});

export const Language = builder.prismaNode('Language', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: rowIdOrNone(id) }),
  name: 'AdvisorLanguage',
  description: 'A language an advisor speaks (code: ISO 639-1).',
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

builder.queryFields((t) => ({
  expertises: t.prismaField({
    type: ['Expertise'],
    resolve: (query, _root, _args, ctx) => ctx.prisma.expertise.findMany({ ...query, orderBy: { id: 'asc' } }),
  }),
  certificates: t.prismaField({
    type: ['Certificate'],
    resolve: (query, _root, _args, ctx) => ctx.prisma.certificate.findMany({ ...query, orderBy: { id: 'asc' } }),
  }),
  advisorLanguages: t.prismaField({
    type: ['Language'],
    resolve: (query, _root, _args, ctx) => ctx.prisma.language.findMany({ ...query, orderBy: { id: 'asc' } }),
  }),
}));
