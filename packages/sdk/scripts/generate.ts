// Regenerates src/generated/openapi.ts from the routes' schemas; no server needs to run.
import { writeFile } from 'node:fs/promises';
import { renderSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types.ts';

await writeFile(SCHEMA_TYPES_FILE, await renderSchemaTypes());
process.stdout.write(`wrote ${SCHEMA_TYPES_FILE}\n`);
