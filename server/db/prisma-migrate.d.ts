// @prisma/migrate ships no type declarations; server/db/migrate.ts types the part it uses.
declare module '@prisma/migrate' {
  const migrate: { SchemaEngineWasm: { setup(options: { adapter: unknown }): Promise<unknown> } };
  export default migrate;
}
