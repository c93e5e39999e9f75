import { it } from 'vitest';
import { createTestApp } from './tests/helpers/app.js';
import { createHouse } from './tests/helpers/fixtures.js';
it('dbg', async () => {
  const h = await createTestApp({ env: { GRAPHQL_TIME_BUDGET_MS: '1' } });
  console.log(h.services.config.GRAPHQL_TIME_BUDGET_MS);
  for (let i = 0; i < 3; i++) await createHouse(h.db.prisma);
  const t0 = performance.now();
  const r = await h.graphql('{ houses(first: 100) { edges { node { id photos { id } tags { key } sellerUser { firstName } } } } }');
  console.log(performance.now() - t0, JSON.stringify(r).slice(0, 300));
  await h.close();
});
