// The blind-shaped holdouts (holdout14 on) keep the sizes their briefs ask for, and their generators
// stay deterministic. Built apart from question-sets.test.ts so the two files' table generation
// runs side by side.
import { describe, expect, it } from 'vitest';
import { buildSplits, itBuildsEachSplitTheSameWay, namesElsewhere, SPLIT_SCHEMAS } from '../../test/support/question-set-builds.ts';
import { SPLITS } from './splits.ts';
import type { BusinessSchema } from './types.ts';

// The blind splits written since holdout14 share one shape: four schemas of two or three joinable
// CSV/XLSX tables, one of 5,000+ rows in each, 170+ questions with 40+ to decline and follow-ups.
// They are the splits that splits.ts gives a largest-table limit.
const BLIND_SHAPED: Array<[string, BusinessSchema[], number]> = SPLITS.flatMap((s) => (s.maxRowsPerTable ? [[s.name, SPLIT_SCHEMAS[s.name], s.maxRowsPerTable]] : []));
const splits = buildSplits(BLIND_SHAPED.map(([name]) => name));
const { built, questionsOf, unanswerable } = splits;

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

describe('every split built here', () => {
  itBuildsEachSplitTheSameWay(splits);
});
