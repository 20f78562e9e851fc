// The splits keep the sizes the issue asks for, and the generators stay deterministic: the same
// seed writes the same files, so the expected answers hold between runs and machines.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev2Schemas } from './dev2/index.ts';
import { dev3Schemas } from './dev3/index.ts';
import { dev4Schemas } from './dev4/index.ts';
import { dev5Schemas } from './dev5/index.ts';
import { dev6Schemas } from './dev6/index.ts';
import { dev7Schemas } from './dev7/index.ts';
import { dev8Schemas } from './dev8/index.ts';
import { dev9Schemas } from './dev9/index.ts';
import { dev10Schemas } from './dev10/index.ts';
import { dev11Schemas } from './dev11/index.ts';
import { dev12Schemas } from './dev12/index.ts';
import { dev14Schemas } from './dev14/index.ts';
import { dev18Schemas } from './dev18/index.ts';
import { dev13Schemas } from './dev13/index.ts';
import { dev15Schemas } from './dev15/index.ts';
import { dev17Schemas } from './dev17/index.ts';
import { dev16Schemas } from './dev16/index.ts';
import { holdoutSchemas } from './holdout/index.ts';
import { holdout3Schemas } from './holdout3/index.ts';
import { holdout4Schemas } from './holdout4/index.ts';
import { holdout5Schemas } from './holdout5/index.ts';
import { holdout6Schemas } from './holdout6/index.ts';
import { holdout7Schemas } from './holdout7/index.ts';
import { holdout8Schemas } from './holdout8/index.ts';
import { holdout9Schemas } from './holdout9/index.ts';
import { holdout10Schemas } from './holdout10/index.ts';
import { holdout11Schemas } from './holdout11/index.ts';
import { holdout12Schemas } from './holdout12/index.ts';
import { holdout13Schemas } from './holdout13/index.ts';
import { holdout14Schemas } from './holdout14/index.ts';
import { holdout15Schemas } from './holdout15/index.ts';
import { holdout16Schemas } from './holdout16/index.ts';
import { holdout17Schemas } from './holdout17/index.ts';
import { holdout18Schemas } from './holdout18/index.ts';
import { holdout19Schemas } from './holdout19/index.ts';
import { holdout20Schemas } from './holdout20/index.ts';
import { holdout21Schemas } from './holdout21/index.ts';
import { holdout22Schemas } from './holdout22/index.ts';
import { holdout23Schemas } from './holdout23/index.ts';
import { holdout24Schemas } from './holdout24/index.ts';
import { holdout25Schemas } from './holdout25/index.ts';
import { holdout26Schemas } from './holdout26/index.ts';
import { holdout27Schemas } from './holdout27/index.ts';
import { devSchemas } from './schemas/index.ts';
import type { BuiltSchema, BusinessSchema } from './types.ts';

const root = mkdtempSync(join(tmpdir(), 'eval-business-test-'));
const built = new Map<string, BuiltSchema>();
/** The splits built here (dev2 and dev3 have test files of their own). */
const builtSplits = new Set<string>();

async function buildAll(schemas: BusinessSchema[], split: string) {
  builtSplits.add(split);
  for (const schema of schemas) {
    const dir = join(root, split, schema.name);
    mkdirSync(dir, { recursive: true });
    built.set(schema.name, await schema.build(dir));
  }
}

beforeAll(async () => {
  await buildAll(devSchemas, 'dev');
  await buildAll(dev4Schemas, 'dev4');
  await buildAll(holdoutSchemas, 'holdout');
  await buildAll(holdout3Schemas, 'holdout3');
  await buildAll(dev5Schemas, 'dev5');
  await buildAll(dev6Schemas, 'dev6');
  await buildAll(dev8Schemas, 'dev8');
  await buildAll(dev7Schemas, 'dev7');
  await buildAll(dev9Schemas, 'dev9');
  await buildAll(dev10Schemas, 'dev10');
  await buildAll(dev11Schemas, 'dev11');
  await buildAll(dev12Schemas, 'dev12');
  await buildAll(dev14Schemas, 'dev14');
  await buildAll(dev18Schemas, 'dev18');
  await buildAll(dev13Schemas, 'dev13');
  await buildAll(dev15Schemas, 'dev15');
  await buildAll(dev17Schemas, 'dev17');
  await buildAll(dev16Schemas, 'dev16');
  await buildAll(holdout4Schemas, 'holdout4');
  await buildAll(holdout5Schemas, 'holdout5');
  await buildAll(holdout6Schemas, 'holdout6');
  await buildAll(holdout7Schemas, 'holdout7');
  await buildAll(holdout8Schemas, 'holdout8');
  await buildAll(holdout9Schemas, 'holdout9');
  await buildAll(holdout10Schemas, 'holdout10');
  await buildAll(holdout11Schemas, 'holdout11');
  await buildAll(holdout12Schemas, 'holdout12');
  await buildAll(holdout13Schemas, 'holdout13');
  await buildAll(holdout14Schemas, 'holdout14');
  await buildAll(holdout15Schemas, 'holdout15');
  await buildAll(holdout16Schemas, 'holdout16');
  await buildAll(holdout17Schemas, 'holdout17');
  await buildAll(holdout18Schemas, 'holdout18');
  await buildAll(holdout19Schemas, 'holdout19');
  await buildAll(holdout20Schemas, 'holdout20');
  await buildAll(holdout21Schemas, 'holdout21');
  await buildAll(holdout22Schemas, 'holdout22');
  await buildAll(holdout23Schemas, 'holdout23');
  await buildAll(holdout24Schemas, 'holdout24');
  await buildAll(holdout25Schemas, 'holdout25');
  await buildAll(holdout26Schemas, 'holdout26');
  await buildAll(holdout27Schemas, 'holdout27');
}, 1_500_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every split, by name: a schema's name (and so its question ids) belongs to one split only. */
const SPLITS: Record<string, BusinessSchema[]> = {
  dev: devSchemas, dev2: dev2Schemas, dev3: dev3Schemas, dev4: dev4Schemas, dev5: dev5Schemas, dev6: dev6Schemas, dev7: dev7Schemas,
  dev8: dev8Schemas, dev9: dev9Schemas, dev10: dev10Schemas, dev11: dev11Schemas, dev12: dev12Schemas, dev13: dev13Schemas, dev14: dev14Schemas, dev18: dev18Schemas,
  dev15: dev15Schemas,
  dev17: dev17Schemas,
  dev16: dev16Schemas,
  holdout: holdoutSchemas, holdout3: holdout3Schemas, holdout4: holdout4Schemas, holdout5: holdout5Schemas, holdout6: holdout6Schemas, holdout7: holdout7Schemas, holdout8: holdout8Schemas, holdout9: holdout9Schemas,
  holdout10: holdout10Schemas,
  holdout11: holdout11Schemas,
  holdout12: holdout12Schemas,
  holdout13: holdout13Schemas,
  holdout14: holdout14Schemas,
  holdout15: holdout15Schemas,
  holdout16: holdout16Schemas,
  holdout17: holdout17Schemas,
  holdout18: holdout18Schemas,
  holdout19: holdout19Schemas,
  holdout20: holdout20Schemas,
  holdout21: holdout21Schemas,
  holdout22: holdout22Schemas,
  holdout23: holdout23Schemas,
  holdout24: holdout24Schemas,
  holdout25: holdout25Schemas,
  holdout26: holdout26Schemas,
  holdout27: holdout27Schemas,
};
/** dev3 and holdout3 were written apart, each with a 'meters' schema of its own (different tables and questions). */
const KNOWN_TWINS = new Set(['dev3:holdout3', 'holdout3:dev3']);

/** The names of `split`'s schemas that another split uses too. */
function namesElsewhere(split: string): string[] {
  const others = Object.entries(SPLITS).filter(([name]) => name !== split && !KNOWN_TWINS.has(`${split}:${name}`)).flatMap(([, schemas]) => schemas.map((s) => s.name));
  return SPLITS[split].map((s) => s.name).filter((name) => others.includes(name));
}

const questionsOf = (schemas: BusinessSchema[]) => schemas.flatMap((s) => built.get(s.name)!.questions);
const unanswerable = (schemas: BusinessSchema[]) => questionsOf(schemas).filter((q) => q.expected.kind === 'decline');

describe('the dev split', () => {
  it('has at least 8 schemas, 200 questions and 30 the data cannot answer', () => {
    expect(devSchemas.length).toBeGreaterThanOrEqual(8);
    expect(questionsOf(devSchemas).length).toBeGreaterThanOrEqual(200);
    expect(unanswerable(devSchemas).length).toBeGreaterThanOrEqual(30);
  });

  it('has tables from 300 up to 1,000,000 rows, as CSV, XLSX and Parquet', () => {
    const files = devSchemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(300);
    expect(Math.max(...rows)).toBe(1_000_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the holdout split', () => {
  it('has 5 schemas of its own with at least 160 questions, 30 of them unanswerable', () => {
    expect(holdoutSchemas.length).toBe(5);
    expect(holdoutSchemas.every((h) => !devSchemas.some((d) => d.name === h.name))).toBe(true);
    expect(questionsOf(holdoutSchemas).length).toBeGreaterThanOrEqual(160);
    expect(unanswerable(holdoutSchemas).length).toBeGreaterThanOrEqual(30);
  });

  it('has tables of at least 300 rows, as CSV, XLSX and Parquet, and a schema of two tables', () => {
    const files = holdoutSchemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(300);
    expect([...new Set(files.map((f) => f.path.split('.').pop()))]).toEqual(expect.arrayContaining(['csv', 'xlsx', 'parquet']));
    expect(holdoutSchemas.some((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout3 split', () => {
  it('has 3 schemas of its own with at least 135 questions, 25 of them unanswerable', () => {
    expect(holdout3Schemas.length).toBe(3);
    expect(namesElsewhere('holdout3')).toEqual([]);
    expect(questionsOf(holdout3Schemas).length).toBeGreaterThanOrEqual(135);
    expect(unanswerable(holdout3Schemas).length).toBeGreaterThanOrEqual(25);
  });

  it('has tables of 1,000 to 200,000 rows, as CSV, XLSX and Parquet, and schemas of two tables', () => {
    const files = holdout3Schemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...rows)).toBe(200_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout3Schemas.filter((s) => built.get(s.name)!.files.length > 1).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the dev4 split', () => {
  it('has schemas of its own, each with a table of 1,000+ rows, and at least 5 unanswerable questions', () => {
    expect(namesElsewhere('dev4')).toEqual([]);
    for (const schema of dev4Schemas) expect(Math.max(...built.get(schema.name)!.files.map((f) => f.rows)), schema.name).toBeGreaterThanOrEqual(1_000);
    expect(unanswerable(dev4Schemas).length).toBeGreaterThanOrEqual(5);
  });

  it('asks follow-ups that give only a new period, and questions over two tables sharing a key', () => {
    const followUps = questionsOf(dev4Schemas).filter((q) => q.followUpOf);
    expect(followUps.some((q) => /^and in [A-Z][a-z]+\?$/.test(q.text))).toBe(true);
    expect(followUps.some((q) => /^what about \d{4}\?$/.test(q.text))).toBe(true);
    expect(dev4Schemas.filter((s) => built.get(s.name)!.files.length === 2).length).toBeGreaterThanOrEqual(3);
  });
});

describe('the dev5 split', () => {
  it('has 3-4 schemas of its own with at least 120 questions, 15 of them unanswerable', () => {
    expect(dev5Schemas.length).toBeGreaterThanOrEqual(3);
    expect(dev5Schemas.length).toBeLessThanOrEqual(4);
    expect(namesElsewhere('dev5')).toEqual([]);
    expect(questionsOf(dev5Schemas).length).toBeGreaterThanOrEqual(120);
    expect(unanswerable(dev5Schemas).length).toBeGreaterThanOrEqual(15);
  });

  it('has tables of at least 1,000 rows, as CSV, XLSX and Parquet', () => {
    const files = dev5Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the dev6 split', () => {
  it('has 4 schemas of its own with at least 40 questions, 8 of them unanswerable', () => {
    expect(dev6Schemas.length).toBe(4);
    expect(namesElsewhere('dev6')).toEqual([]);
    expect(questionsOf(dev6Schemas).length).toBeGreaterThanOrEqual(40);
    expect(unanswerable(dev6Schemas).length).toBeGreaterThanOrEqual(8);
  });

  it('has tables of at least 1,000 rows, as CSV, XLSX and Parquet', () => {
    const files = dev6Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the dev8 split', () => {
  it('has 5 schemas of its own with at least 45 questions, 10 of them unanswerable', () => {
    expect(dev8Schemas.length).toBe(4);
    expect(namesElsewhere('dev8')).toEqual([]);
    expect(questionsOf(dev8Schemas).length).toBeGreaterThanOrEqual(45);
    expect(unanswerable(dev8Schemas).length).toBeGreaterThanOrEqual(10);
  });

  it('has tables of 1,000 to 200,000 rows, as CSV, XLSX and Parquet', () => {
    const files = dev8Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(200_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the dev10 split', () => {
  it('has 5 schemas of its own with at least 45 questions, 10 of them unanswerable', () => {
    expect(dev10Schemas.length).toBe(5);
    expect(namesElsewhere('dev10')).toEqual([]);
    expect(questionsOf(dev10Schemas).length).toBeGreaterThanOrEqual(45);
    expect(unanswerable(dev10Schemas).length).toBeGreaterThanOrEqual(10);
  });

  it('has 2 or 3 joinable tables per schema, of 1,000 to 200,000 rows, as CSV, XLSX and Parquet', () => {
    const files = dev10Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(200_000);
    expect(dev10Schemas.every((s) => [2, 3].includes(built.get(s.name)!.files.length))).toBe(true);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the dev11 split', () => {
  it('has 4 schemas of its own with at least 150 questions, 30 of them unanswerable', () => {
    expect(dev11Schemas.length).toBe(4);
    expect(namesElsewhere('dev11')).toEqual([]);
    expect(questionsOf(dev11Schemas).length).toBeGreaterThanOrEqual(150);
    expect(unanswerable(dev11Schemas).length).toBeGreaterThanOrEqual(30);
  });

  it('has 300 to 500,000 rows per table, one of 100,000 or more, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = dev11Schemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(300);
    expect(Math.max(...rows)).toBeLessThanOrEqual(500_000);
    expect(Math.max(...rows)).toBeGreaterThanOrEqual(100_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(dev11Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the dev12 split', () => {
  it('has 4 schemas of its own with at least 150 questions, 30 of them unanswerable', () => {
    expect(dev12Schemas.length).toBe(4);
    expect(namesElsewhere('dev12')).toEqual([]);
    expect(questionsOf(dev12Schemas).length).toBeGreaterThanOrEqual(150);
    expect(unanswerable(dev12Schemas).length).toBeGreaterThanOrEqual(30);
  });

  it('has tables of 300 to 1,000,000 rows, one of 1,000,000, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = dev12Schemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(300);
    expect(Math.max(...rows)).toBe(1_000_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(dev12Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the dev13 split', () => {
  it('has 4 schemas of its own (paraphrases over earlier generators) with at least 160 questions, 30 of them unanswerable', () => {
    expect(dev13Schemas.length).toBe(4);
    expect(namesElsewhere('dev13')).toEqual([]);
    expect(questionsOf(dev13Schemas).length).toBeGreaterThanOrEqual(160);
    expect(unanswerable(dev13Schemas).length).toBeGreaterThanOrEqual(30);
  });
});

describe('the dev7 split', () => {
  it('has 4 schemas of its own, each of two tables sharing a key, with at least 45 questions, 10 of them unanswerable', () => {
    expect(dev7Schemas.length).toBe(4);
    expect(namesElsewhere('dev7')).toEqual([]);
    expect(dev7Schemas.every((s) => built.get(s.name)!.files.length === 2)).toBe(true);
    expect(questionsOf(dev7Schemas).length).toBeGreaterThanOrEqual(45);
    expect(unanswerable(dev7Schemas).length).toBeGreaterThanOrEqual(10);
  });

  it('has tables of 1,000 to 200,000 rows, as CSV, XLSX and Parquet', () => {
    const files = dev7Schemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...rows)).toBeLessThanOrEqual(200_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the dev9 split', () => {
  it('has 3-4 schemas of its own with at least 45 questions, 10 of them unanswerable', () => {
    expect(dev9Schemas.length).toBeGreaterThanOrEqual(3);
    expect(dev9Schemas.length).toBeLessThanOrEqual(4);
    expect(namesElsewhere('dev9')).toEqual([]);
    expect(questionsOf(dev9Schemas).length).toBeGreaterThanOrEqual(45);
    expect(unanswerable(dev9Schemas).length).toBeGreaterThanOrEqual(10);
  });

  it('has tables of 1,000 to 200,000 rows sharing a key in every schema, as CSV, XLSX and Parquet', () => {
    const files = dev9Schemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...rows)).toBeLessThanOrEqual(200_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(dev9Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout4 split', () => {
  it('has 4 schemas of its own with at least 150 questions, a fifth or more of them unanswerable', () => {
    expect(holdout4Schemas.length).toBe(4);
    expect(namesElsewhere('holdout4')).toEqual([]);
    const questions = questionsOf(holdout4Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(unanswerable(holdout4Schemas).length).toBeGreaterThanOrEqual(0.2 * questions.length);
  });

  it('has tables of 1,000 to 300,000 rows, one of 100,000 or more, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = holdout4Schemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...rows)).toBeLessThanOrEqual(300_000);
    expect(Math.max(...rows)).toBeGreaterThanOrEqual(100_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout4Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout5 split', () => {
  it('has 4 schemas of its own with at least 160 questions, a fifth or more of them unanswerable', () => {
    expect(holdout5Schemas.length).toBe(4);
    expect(namesElsewhere('holdout5')).toEqual([]);
    const questions = questionsOf(holdout5Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(160);
    expect(unanswerable(holdout5Schemas).length).toBeGreaterThanOrEqual(0.2 * questions.length);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has tables of 1,000 to 300,000 rows, one of 100,000 or more, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = holdout5Schemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...rows)).toBeLessThanOrEqual(300_000);
    expect(Math.max(...rows)).toBeGreaterThanOrEqual(100_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout5Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout6 split', () => {
  it('has 4 schemas of its own with 140 to 160 questions, a fifth or more of them unanswerable', () => {
    expect(holdout6Schemas.length).toBe(4);
    expect(namesElsewhere('holdout6')).toEqual([]);
    const questions = questionsOf(holdout6Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(140);
    expect(questions.length).toBeLessThanOrEqual(160);
    expect(unanswerable(holdout6Schemas).length).toBeGreaterThanOrEqual(0.2 * questions.length);
  });

  it('has tables of 1,000 to 300,000 rows, one of 100,000 or more, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = holdout6Schemas.flatMap((s) => built.get(s.name)!.files);
    const rows = files.map((f) => f.rows);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...rows)).toBeLessThanOrEqual(300_000);
    expect(Math.max(...rows)).toBeGreaterThanOrEqual(100_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout6Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the dev14 split', () => {
  it('has 4 schemas of its own with at least 120 questions, 30 of them unanswerable', () => {
    expect(dev14Schemas.length).toBe(4);
    expect(namesElsewhere('dev14')).toEqual([]);
    expect(questionsOf(dev14Schemas).length).toBeGreaterThanOrEqual(120);
    expect(unanswerable(dev14Schemas).length).toBeGreaterThanOrEqual(30);
  });

  it('has two joinable tables per schema, of 300 to 300,000 rows, as CSV, XLSX and Parquet', () => {
    const files = dev14Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(300);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(300_000);
    expect(dev14Schemas.every((s) => built.get(s.name)!.files.length === 2)).toBe(true);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the dev18 split', () => {
  it('has 4 schemas of its own with at least 130 questions, 32 of them unanswerable, and follow-ups', () => {
    expect(dev18Schemas.length).toBe(4);
    expect(namesElsewhere('dev18')).toEqual([]);
    const questions = questionsOf(dev18Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(130);
    expect(unanswerable(dev18Schemas).length).toBeGreaterThanOrEqual(32);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has two joinable tables per schema, one over 50,000 rows, as CSV and XLSX', () => {
    const files = dev18Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(35);
    expect(Math.max(...files.map((f) => f.rows))).toBeGreaterThan(50_000);
    expect(dev18Schemas.every((s) => built.get(s.name)!.files.length === 2)).toBe(true);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx']));
  });
});

describe('the dev15 split', () => {
  it('has 4 schemas of its own with at least 140 questions, 32 of them unanswerable, and follow-ups', () => {
    expect(dev15Schemas.length).toBe(4);
    expect(namesElsewhere('dev15')).toEqual([]);
    const questions = questionsOf(dev15Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(140);
    expect(unanswerable(dev15Schemas).length).toBeGreaterThanOrEqual(32);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has two joinable tables per schema, of 300 to 300,000 rows and 1,000 or more per schema, as CSV, XLSX and Parquet', () => {
    const files = dev15Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(300);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(300_000);
    for (const schema of dev15Schemas) expect(built.get(schema.name)!.files.reduce((n, f) => n + f.rows, 0)).toBeGreaterThanOrEqual(1_000);
    expect(dev15Schemas.every((s) => built.get(s.name)!.files.length === 2)).toBe(true);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the dev17 split', () => {
  it('has 4 schemas of its own with about 150 questions, at least half of them to decline', () => {
    expect(dev17Schemas.length).toBe(4);
    expect(namesElsewhere('dev17')).toEqual([]);
    const questions = questionsOf(dev17Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(140);
    expect(unanswerable(dev17Schemas).length * 2).toBeGreaterThanOrEqual(questions.length);
  });

  it('has two joinable tables per schema, 1,000 to 50,000 rows each schema, as CSV, XLSX and Parquet', () => {
    const rowsOf = (s: BusinessSchema) => built.get(s.name)!.files.reduce((n, f) => n + f.rows, 0);
    for (const schema of dev17Schemas) {
      expect(rowsOf(schema), schema.name).toBeGreaterThanOrEqual(1_000);
      expect(rowsOf(schema), schema.name).toBeLessThanOrEqual(50_000);
    }
    const files = dev17Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(dev17Schemas.every((s) => built.get(s.name)!.files.length === 2)).toBe(true);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
  });
});

describe('the dev16 split', () => {
  it('has 4 schemas of its own with at least 120 questions, 32 of them unanswerable, and follow-ups', () => {
    expect(dev16Schemas.length).toBe(4);
    expect(namesElsewhere('dev16')).toEqual([]);
    const questions = questionsOf(dev16Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(120);
    expect(unanswerable(dev16Schemas).length).toBeGreaterThanOrEqual(32);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has 1,000 to 200,000 rows per file, as CSV and XLSX exports', () => {
    const files = dev16Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(200_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx']));
  });
});

describe('the holdout7 split', () => {
  it('has 4 schemas of its own with at least 160 questions, 36 or more of them unanswerable, and follow-ups', () => {
    expect(holdout7Schemas.length).toBe(4);
    expect(namesElsewhere('holdout7')).toEqual([]);
    const questions = questionsOf(holdout7Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(160);
    expect(unanswerable(holdout7Schemas).length).toBeGreaterThanOrEqual(36);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has 300 to 1,000,000 rows per schema, one schema over 100,000, as CSV, XLSX and Parquet, each schema joinable', () => {
    const rowsOf = (s: BusinessSchema) => built.get(s.name)!.files.reduce((n, f) => n + f.rows, 0);
    for (const schema of holdout7Schemas) {
      expect(rowsOf(schema), schema.name).toBeGreaterThanOrEqual(300);
      expect(rowsOf(schema), schema.name).toBeLessThanOrEqual(1_000_000);
    }
    expect(Math.max(...holdout7Schemas.map(rowsOf))).toBeGreaterThan(100_000);
    const files = holdout7Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout7Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout8 split', () => {
  it('has 4 schemas of its own with at least 170 questions, 40 or more of them unanswerable, and follow-ups', () => {
    expect(holdout8Schemas.length).toBe(4);
    expect(namesElsewhere('holdout8')).toEqual([]);
    const questions = questionsOf(holdout8Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(170);
    expect(unanswerable(holdout8Schemas).length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has 300 to 1,000,000 rows per schema, one schema over 100,000, as CSV, XLSX and Parquet, each schema joinable', () => {
    const rowsOf = (s: BusinessSchema) => built.get(s.name)!.files.reduce((n, f) => n + f.rows, 0);
    for (const schema of holdout8Schemas) {
      expect(rowsOf(schema), schema.name).toBeGreaterThanOrEqual(300);
      expect(rowsOf(schema), schema.name).toBeLessThanOrEqual(1_000_000);
    }
    expect(Math.max(...holdout8Schemas.map(rowsOf))).toBeGreaterThan(100_000);
    const files = holdout8Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout8Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout9 split', () => {
  it('has 4 schemas of its own with at least 170 questions, 40 or more of them unanswerable, and follow-ups', () => {
    expect(holdout9Schemas.length).toBe(4);
    expect(namesElsewhere('holdout9')).toEqual([]);
    const questions = questionsOf(holdout9Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(170);
    expect(unanswerable(holdout9Schemas).length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has 1,000 to 300,000 rows per fact table, one over 100,000, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = holdout9Schemas.flatMap((s) => built.get(s.name)!.files);
    const facts = files.filter((f) => !/(herd_register|pipelines)\./.test(f.path));
    expect(Math.min(...facts.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(300_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeGreaterThan(100_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout9Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout10 split', () => {
  it('has 4 schemas of its own with at least 170 questions, 40 or more of them unanswerable, and follow-ups', () => {
    expect(holdout10Schemas.length).toBe(4);
    expect(namesElsewhere('holdout10')).toEqual([]);
    const questions = questionsOf(holdout10Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(170);
    expect(unanswerable(holdout10Schemas).length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has 1,000 to 300,000 rows per fact table, one over 100,000, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = holdout10Schemas.flatMap((s) => built.get(s.name)!.files);
    const facts = files.filter((f) => !/(ward_register|vessels|rounds|players)\./.test(f.path));
    expect(Math.min(...facts.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(300_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeGreaterThan(100_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout10Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout11 split', () => {
  it('has 4 schemas of its own with at least 170 questions, 40 or more of them unanswerable, and follow-ups', () => {
    expect(holdout11Schemas.length).toBe(4);
    expect(namesElsewhere('holdout11')).toEqual([]);
    const questions = questionsOf(holdout11Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(170);
    expect(unanswerable(holdout11Schemas).length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has 1,000 to 300,000 rows per fact table, one over 100,000, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = holdout11Schemas.flatMap((s) => built.get(s.name)!.files);
    const facts = files.filter((f) => !/(events_2025|machines)\./.test(f.path));
    expect(Math.min(...facts.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(300_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeGreaterThan(100_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout11Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

describe('the holdout12 split', () => {
  it('has 4 schemas of its own with at least 170 questions, 40 or more of them unanswerable, and follow-ups', () => {
    expect(holdout12Schemas.length).toBe(4);
    expect(namesElsewhere('holdout12')).toEqual([]);
    const questions = questionsOf(holdout12Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(170);
    expect(unanswerable(holdout12Schemas).length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has 300 to 250,000 rows per table, as CSV and XLSX in every schema, each schema joinable', () => {
    const files = holdout12Schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(300);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(250_000);
    for (const schema of holdout12Schemas) {
      const kinds = new Set(built.get(schema.name)!.files.map((f) => f.path.split('.').pop()));
      expect(kinds, schema.name).toEqual(new Set(['csv', 'xlsx']));
    }
    expect(holdout12Schemas.every((s) => [2, 3].includes(built.get(s.name)!.files.length))).toBe(true);
  });
});

describe('the holdout13 split', () => {
  it('has 4 schemas of its own with at least 170 questions, 40 or more of them unanswerable, and follow-ups', () => {
    expect(holdout13Schemas.length).toBe(4);
    expect(namesElsewhere('holdout13')).toEqual([]);
    const questions = questionsOf(holdout13Schemas);
    expect(questions.length).toBeGreaterThanOrEqual(170);
    expect(unanswerable(holdout13Schemas).length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it('has 1,000 to 250,000 rows per fact table, one over 100,000, as CSV, XLSX and Parquet, each schema joinable', () => {
    const files = holdout13Schemas.flatMap((s) => built.get(s.name)!.files);
    const facts = files.filter((f) => !/(branches|sites|children)\./.test(f.path));
    expect(Math.min(...facts.map((f) => f.rows))).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(250_000);
    expect(Math.max(...files.map((f) => f.rows))).toBeGreaterThan(100_000);
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx', 'parquet']));
    expect(holdout13Schemas.every((s) => built.get(s.name)!.files.length > 1)).toBe(true);
  });
});

// The blind splits written since holdout14 share one shape: four schemas of two or three joinable
// CSV/XLSX tables, one of 5,000+ rows in each, 170+ questions with 40+ to decline and follow-ups.
const BLIND_SHAPED: Array<[string, BusinessSchema[], number]> = [
  ['holdout14', holdout14Schemas, 250_000],
  ['holdout15', holdout15Schemas, 250_000],
  ['holdout16', holdout16Schemas, 50_000],
  ['holdout17', holdout17Schemas, 250_000],
  ['holdout18', holdout18Schemas, 250_000],
  ['holdout19', holdout19Schemas, 250_000],
  ['holdout20', holdout20Schemas, 250_000],
  ['holdout21', holdout21Schemas, 250_000],
  ['holdout22', holdout22Schemas, 250_000],
  ['holdout23', holdout23Schemas, 250_000],
  ['holdout24', holdout24Schemas, 250_000],
  ['holdout25', holdout25Schemas, 250_000],
  ['holdout26', holdout26Schemas, 250_000],
  ['holdout27', holdout27Schemas, 250_000],
];
describe.each(BLIND_SHAPED)('the %s split', (split, schemas, maxRows) => {
  it('has 4 schemas of its own with at least 170 questions, 40 or more of them unanswerable, and follow-ups', () => {
    expect(schemas.length).toBe(4);
    expect(namesElsewhere(split)).toEqual([]);
    const questions = questionsOf(schemas);
    expect(questions.length).toBeGreaterThanOrEqual(170);
    expect(unanswerable(schemas).length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((q) => q.followUpOf).length).toBeGreaterThanOrEqual(4);
  });

  it(`has 300 to ${maxRows.toLocaleString('en-US')} rows per table, one of 5,000 or more in every schema, as CSV and XLSX, each schema joinable`, () => {
    const files = schemas.flatMap((s) => built.get(s.name)!.files);
    expect(Math.min(...files.map((f) => f.rows))).toBeGreaterThanOrEqual(300);
    expect(Math.max(...files.map((f) => f.rows))).toBeLessThanOrEqual(maxRows);
    for (const schema of schemas) {
      expect(Math.max(...built.get(schema.name)!.files.map((f) => f.rows)), schema.name).toBeGreaterThanOrEqual(5_000);
    }
    expect(new Set(files.map((f) => f.path.split('.').pop()))).toEqual(new Set(['csv', 'xlsx']));
    expect(schemas.every((s) => [2, 3].includes(built.get(s.name)!.files.length))).toBe(true);
  });
});

describe('every split', () => {
  const all = [...devSchemas, ...dev4Schemas, ...dev5Schemas, ...dev6Schemas, ...dev7Schemas, ...dev8Schemas, ...dev9Schemas, ...dev10Schemas, ...dev11Schemas, ...dev12Schemas, ...dev13Schemas, ...dev14Schemas, ...dev18Schemas, ...dev15Schemas, ...dev17Schemas, ...dev16Schemas, ...holdoutSchemas, ...holdout3Schemas, ...holdout4Schemas, ...holdout5Schemas, ...holdout6Schemas, ...holdout7Schemas, ...holdout8Schemas, ...holdout9Schemas, ...holdout10Schemas, ...holdout11Schemas, ...holdout12Schemas, ...holdout13Schemas, ...holdout14Schemas, ...holdout15Schemas, ...holdout16Schemas, ...holdout17Schemas, ...holdout18Schemas, ...holdout19Schemas, ...holdout20Schemas, ...holdout21Schemas, ...holdout22Schemas, ...holdout23Schemas, ...holdout24Schemas, ...holdout25Schemas, ...holdout26Schemas, ...holdout27Schemas];

  it('has unique ids, and follow-ups continue an earlier question of the same schema', () => {
    const questions = questionsOf(all);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const schema of all) {
      const ids = built.get(schema.name)!.questions.map((q) => q.id);
      for (const [i, q] of built.get(schema.name)!.questions.entries()) {
        if (q.followUpOf) expect(ids.slice(0, i)).toContain(q.followUpOf);
      }
    }
  });

  // Rebuilding every schema twice took most of this file's time; one schema per split rebuilt in
  // full (its smallest, by rows) checks the shared writers and helpers, and every generator's
  // source is checked for the clock and unseeded randomness, the only ways a generator could
  // differ between runs.
  it('writes the same files again from the same seed', async () => {
    const rowsOf = (schema: BusinessSchema) => built.get(schema.name)!.files.reduce((sum, f) => sum + f.rows, 0);
    const smallest = (schemas: BusinessSchema[]) => schemas.reduce((a, b) => (rowsOf(b) < rowsOf(a) ? b : a));
    const firsts = Object.entries(SPLITS).flatMap(([split, schemas]) => (builtSplits.has(split) ? [smallest(schemas)] : []));
    expect(firsts.length).toBeGreaterThan(20);
    for (const schema of firsts) {
      const again = await schema.build(mkdtempSync(join(root, `${schema.name}-again-`)));
      const first = built.get(schema.name)!;
      expect(again.questions).toEqual(first.questions);
      again.files.forEach((file, i) => expect(digest(file.path), file.path).toBe(digest(first.files[i].path)));
    }
  }, 400_000);

  it('has generators that read neither the clock nor unseeded randomness', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const generators = readdirSync(here, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.includes(sep) && file.endsWith('.ts'))
      .map((file) => join(here, file));
    expect(generators.length).toBeGreaterThan(90);
    for (const file of generators) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(\s*\)|randomUUID|randomInt|performance\.now/);
    }
  });
});

function digest(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}
