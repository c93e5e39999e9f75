import { defineConfig } from 'prisma/config';

// Prisma 7 reads connection details from here (the CLI) or from the driver adapter (runtime).
// Only `generate` is run through the CLI; migrations go through server/db/migrate.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
