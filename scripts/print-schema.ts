// `npm run schema:print`: writes schema.graphql from the Pothos schema (committed; a test checks drift).
import { writeFileSync } from 'node:fs';
import { printSchemaFile, SCHEMA_FILE } from '../server/graphql/print.js';

writeFileSync(SCHEMA_FILE, printSchemaFile());
console.log(`Schema geschreven naar ${SCHEMA_FILE}`);
