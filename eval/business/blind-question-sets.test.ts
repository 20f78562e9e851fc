// The blind-shaped holdouts (holdout14 on) keep the sizes their briefs ask for, and their generators
// stay deterministic. Built apart from question-sets.test.ts so the two files' table generation
// runs side by side.
import { describe, expect, it } from 'vitest';
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
import { holdout28Schemas } from './holdout28/index.ts';
import { holdout29Schemas } from './holdout29/index.ts';
import { holdout30Schemas } from './holdout30/index.ts';
import { holdout31Schemas } from './holdout31/index.ts';
import { holdout32Schemas } from './holdout32/index.ts';
import { holdout33Schemas } from './holdout33/index.ts';
import { holdout34Schemas } from './holdout34/index.ts';
import { holdout35Schemas } from './holdout35/index.ts';
import { holdout36Schemas } from './holdout36/index.ts';
import { holdout37Schemas } from './holdout37/index.ts';
import { holdout38Schemas } from './holdout38/index.ts';
import { holdout39Schemas } from './holdout39/index.ts';
import { holdout40Schemas } from './holdout40/index.ts';
import { holdout41Schemas } from './holdout41/index.ts';
import { holdout42Schemas } from './holdout42/index.ts';
import { buildSplits, itBuildsEachSplitTheSameWay, namesElsewhere } from '../../test/support/question-set-builds.ts';
import type { BusinessSchema } from './types.ts';

const splits = buildSplits(['holdout14', 'holdout15', 'holdout16', 'holdout17', 'holdout18', 'holdout19', 'holdout20', 'holdout21', 'holdout22', 'holdout23', 'holdout24', 'holdout25', 'holdout26', 'holdout27', 'holdout28', 'holdout29', 'holdout30', 'holdout31', 'holdout32', 'holdout33', 'holdout34', 'holdout35', 'holdout36', 'holdout37', 'holdout38', 'holdout39', 'holdout40', 'holdout41', 'holdout42']);
const { built, questionsOf, unanswerable } = splits;

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
  ['holdout28', holdout28Schemas, 250_000],
  ['holdout29', holdout29Schemas, 130_000],
  ['holdout30', holdout30Schemas, 130_000],
  ['holdout31', holdout31Schemas, 130_000],
  ['holdout32', holdout32Schemas, 120_000],
  ['holdout33', holdout33Schemas, 130_000],
  ['holdout34', holdout34Schemas, 130_000],
  ['holdout35', holdout35Schemas, 130_000],
  ['holdout36', holdout36Schemas, 130_000],
  ['holdout37', holdout37Schemas, 130_000],
  ['holdout38', holdout38Schemas, 40_000],
  ['holdout39', holdout39Schemas, 40_000],
  ['holdout40', holdout40Schemas, 40_000],
  ['holdout41', holdout41Schemas, 40_000],
  ['holdout42', holdout42Schemas, 40_000],
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

describe('every split built here', () => {
  itBuildsEachSplitTheSameWay(splits);
});
