// Relay compiler: reads the committed schema printed from the Pothos schema (npm run schema:print).
export default {
  src: './client',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  artifactDirectory: './client/__generated__',
  exclude: ['**/node_modules/**', '**/__generated__/**'],
};
