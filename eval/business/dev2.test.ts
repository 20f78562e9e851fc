// The dev2 split keeps the sizes its brief asks for: four more schemas, 140+ questions with 30+ the
// data cannot answer, tables of 300 to 200,000 rows, and stable question ids and follow-ups.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev2Schemas } from './dev2/index.ts';
import { devSchemas } from './schemas/index.ts';
import type { BuiltSchema } from './types.ts';

const root = mkdtempSync(join(tmpdir(), 'eval-business-dev2-'));
const built = new Map<string, BuiltSchema>();

beforeAll(async () => {
  for (const schema of dev2Schemas) {
    const dir = join(root, schema.name);
    mkdirSync(dir, { recursive: true });
    built.set(schema.name, await schema.build(dir));
  }
}, 180_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const questions = () => [...built.values()].flatMap((b) => b.questions);

describe('the dev2 split', () => {
  it('has 4 schemas of its own, 140 questions and 30 the data cannot answer', () => {
    expect(dev2Schemas.length).toBeGreaterThanOrEqual(4);
    expect(dev2Schemas.every((s) => !devSchemas.some((d) => d.name === s.name))).toBe(true);
    expect(questions().length).toBeGreaterThanOrEqual(140);
    expect(questions().filter((q) => q.expected.kind === 'decline').length).toBeGreaterThanOrEqual(30);
  });

  it('has tables from 300 to 200,000 rows', () => {
    const rows = [...built.values()].flatMap((b) => b.files.map((f) => f.rows));
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(300);
    expect(Math.max(...rows)).toBeLessThanOrEqual(200_000);
  });

  it('has unique ids, and follow-ups continue an earlier question of the same schema', () => {
    expect(new Set(questions().map((q) => q.id)).size).toBe(questions().length);
    for (const b of built.values()) {
      const ids = b.questions.map((q) => q.id);
      b.questions.forEach((q, i) => q.followUpOf && expect(ids.slice(0, i)).toContain(q.followUpOf));
    }
  });
});
