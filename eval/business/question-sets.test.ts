// The tuning splits keep the sizes the issue asks for, and the generators stay deterministic: the
// same seed writes the same files, so the expected answers hold between runs and machines. The
// holdouts are built in holdout-question-sets.test.ts and blind-question-sets.test.ts, side by side.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
import { devSchemas } from './schemas/index.ts';
import { buildSplits, itBuildsEachSplitTheSameWay, namesElsewhere } from '../../test/support/question-set-builds.ts';
import type { BusinessSchema } from './types.ts';

const splits = buildSplits(['dev', 'dev4', 'dev5', 'dev6', 'dev7', 'dev8', 'dev9', 'dev10', 'dev11', 'dev12', 'dev13', 'dev14', 'dev18', 'dev15', 'dev17', 'dev16']);
const { built, questionsOf, unanswerable } = splits;

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

describe('every split built here', () => {
  itBuildsEachSplitTheSameWay(splits);

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
