import { Hono } from 'hono';
import { certificateJson, expertiseJson, languageJson } from './advisor-json.js';
import type { RestEnv } from './env.js';

const byPosition = [{ position: 'asc' as const }, { id: 'asc' as const }];

export const referenceDataRoutes = new Hono<RestEnv>()
  .get('/house_types', async (c) => {
    const rows = await c.get('ctx').prisma.houseType.findMany({ orderBy: byPosition });
    return c.json(rows.map((t) => ({ id: t.id, key: t.key, name: t.name })));
  })
  .get('/tag_categories', async (c) => {
    const rows = await c.get('ctx').prisma.tagCategory.findMany({
      orderBy: { id: 'asc' },
      include: { tags: { orderBy: byPosition } },
    });
    return c.json(
      rows.map((cat) => ({
        id: cat.id,
        key: cat.key,
        name: cat.name,
        tags: cat.tags.map((t) => ({ id: t.id, tag_category_id: t.tagCategoryId, key: t.key, name: t.name })),
      })),
    );
  })
  .get('/house_facilities', async (c) => {
    const rows = await c.get('ctx').prisma.facility.findMany({ orderBy: byPosition });
    return c.json(rows.map((f) => ({ id: f.id, key: f.key, name: f.name })));
  })
  .get('/expertises', async (c) => {
    const rows = await c.get('ctx').prisma.expertise.findMany({ orderBy: { id: 'asc' } });
    return c.json(rows.map(expertiseJson));
  })
  .get('/certificates', async (c) => {
    const rows = await c.get('ctx').prisma.certificate.findMany({
      orderBy: { id: 'asc' },
      include: { expertises: { include: { expertise: true }, orderBy: { expertiseId: 'asc' } } },
    });
    return c.json(rows.map(certificateJson));
  })
  .get('/advisors/languages', async (c) => {
    const rows = await c.get('ctx').prisma.language.findMany({ orderBy: { id: 'asc' } });
    return c.json(rows.map(languageJson));
  });
