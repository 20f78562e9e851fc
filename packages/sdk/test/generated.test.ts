import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSchemaTypes, SCHEMA_TYPES_FILE } from '../scripts/schema-types.ts';

describe('generated types', () => {
  it('match the routes\' schemas (run `npm run sdk:generate` after changing a route)', async () => {
    const committed = readFileSync(SCHEMA_TYPES_FILE, 'utf8');
    expect(committed === (await renderSchemaTypes()), 'packages/sdk/src/generated/openapi.ts is stale: run `npm run sdk:generate`').toBe(true);
  });
});
