// The older holdouts (holdout to holdout13) keep the sizes their briefs ask for, and their generators
// stay deterministic. Built apart from the tuning splits so the files' table generation runs side by side.
import { describe, expect, it } from 'vitest';
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
import { devSchemas } from './schemas/index.ts';
import { buildSplits, itBuildsEachSplitTheSameWay, namesElsewhere } from '../../test/support/question-set-builds.ts';
import type { BusinessSchema } from './types.ts';

const splits = buildSplits(['holdout', 'holdout3', 'holdout4', 'holdout5', 'holdout6', 'holdout7', 'holdout8', 'holdout9', 'holdout10', 'holdout11', 'holdout12', 'holdout13']);
const { built, questionsOf, unanswerable } = splits;

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

describe('every split built here', () => {
  itBuildsEachSplitTheSameWay(splits);
});
