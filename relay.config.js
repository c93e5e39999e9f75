// The Relay compiler's configuration (`npx relay-compiler`). The compiler loads it with require(),
// hence the `module.exports` export of this ES module; vite.config.ts gives the Babel plugin the same
// artifactDirectory and eagerEsModules.
const config = {
  src: './client',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  artifactDirectory: './client/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**'],
};

export { config as 'module.exports' };
