// The dev3 split: a schema of its own (not a dev or dev2 name), a table of 1,000+ rows, and
// questions for each kind of confident mistake with answers computed from the generated rows.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev2Schemas } from './dev2/index.ts';
import { dev3Schemas } from './dev3/index.ts';
import { devSchemas } from './schemas/index.ts';
import type { BuiltSchema } from './types.ts';

const root = mkdtempSync(join(tmpdir(), 'eval-business-dev3-'));
const built = new Map<string, BuiltSchema>();

beforeAll(async () => {
  for (const schema of dev3Schemas) {
    const dir = join(root, schema.name);
    mkdirSync(dir, { recursive: true });
    built.set(schema.name, await schema.build(dir));
  }
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const questions = () => [...built.values()].flatMap((b) => b.questions);

describe('the dev3 split', () => {
  it('has schemas of its own with tables of 1,000+ rows', () => {
    const others = [...devSchemas, ...dev2Schemas].map((s) => s.name);
    expect(dev3Schemas.every((s) => !others.includes(s.name))).toBe(true);
    // Lookup tables (a catalog, a store list) may be small; each schema's facts have 1,000+ rows.
    const largest = [...built.values()].map((b) => Math.max(...b.files.map((f) => f.rows)));
    expect(Math.min(...largest)).toBeGreaterThanOrEqual(1_000);
  });

  it('asks answerable questions and questions the data cannot answer, with unique ids', () => {
    expect(questions().filter((q) => q.expected.kind !== 'decline').length).toBeGreaterThanOrEqual(12);
    expect(questions().filter((q) => q.expected.kind === 'decline').length).toBeGreaterThanOrEqual(4);
    expect(new Set(questions().map((q) => q.id)).size).toBe(questions().length);
  });

  it('expects distinct sensors, totals of energy by site, and sales from the sales lines', () => {
    const sensors = questions().find((q) => q.text === 'How many sensors are there?');
    expect(sensors?.expected).toMatchObject({ kind: 'number', value: 90 });
    const bySite = questions().find((q) => q.text === 'energy by site');
    const perReading = questions().find((q) => q.text === 'What is the average energy per reading?');
    const total = bySite?.expected.kind === 'breakdown' ? bySite.expected.rows.reduce((s, r) => s + r.value, 0) : 0;
    const mean = perReading?.expected.kind === 'number' ? perReading.expected.value : 0;
    expect(total / 6_000).toBeCloseTo(mean, 6);
    const units = questions().find((q) => q.text === 'How many units were sold?');
    expect(units?.expected.kind).toBe('number');
  });

  it('expects a rate over the known cells only, and yearly counts by the rental date', () => {
    const rate = questions().find((q) => q.text === 'What is the late return rate?');
    const share = questions().find((q) => q.text === 'What share of Truck rentals were returned Late?');
    expect(rate?.expected.kind).toBe('percent');
    expect(share?.expected.kind).toBe('percent');
    const yearly = questions().find((q) => q.text === 'Rentals per year');
    expect(yearly?.expected.kind === 'breakdown' && yearly.expected.rows.map((r) => r.key)).toEqual(['2022', '2023', '2024']);
  });
});
