// The business evaluation's splits as the shape tests build them: every split by name, and a
// vitest hook pair that writes the chosen splits' files once per test file (generating the tables
// is most of those files' time, so the splits are built in two files that run side by side).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dev2Schemas } from '../../eval/business/dev2/index.ts';
import { dev3Schemas } from '../../eval/business/dev3/index.ts';
import { dev4Schemas } from '../../eval/business/dev4/index.ts';
import { dev5Schemas } from '../../eval/business/dev5/index.ts';
import { dev6Schemas } from '../../eval/business/dev6/index.ts';
import { dev7Schemas } from '../../eval/business/dev7/index.ts';
import { dev8Schemas } from '../../eval/business/dev8/index.ts';
import { dev9Schemas } from '../../eval/business/dev9/index.ts';
import { dev10Schemas } from '../../eval/business/dev10/index.ts';
import { dev11Schemas } from '../../eval/business/dev11/index.ts';
import { dev12Schemas } from '../../eval/business/dev12/index.ts';
import { dev14Schemas } from '../../eval/business/dev14/index.ts';
import { dev18Schemas } from '../../eval/business/dev18/index.ts';
import { dev13Schemas } from '../../eval/business/dev13/index.ts';
import { dev15Schemas } from '../../eval/business/dev15/index.ts';
import { dev17Schemas } from '../../eval/business/dev17/index.ts';
import { dev16Schemas } from '../../eval/business/dev16/index.ts';
import { holdoutSchemas } from '../../eval/business/holdout/index.ts';
import { holdout3Schemas } from '../../eval/business/holdout3/index.ts';
import { holdout4Schemas } from '../../eval/business/holdout4/index.ts';
import { holdout5Schemas } from '../../eval/business/holdout5/index.ts';
import { holdout6Schemas } from '../../eval/business/holdout6/index.ts';
import { holdout7Schemas } from '../../eval/business/holdout7/index.ts';
import { holdout8Schemas } from '../../eval/business/holdout8/index.ts';
import { holdout9Schemas } from '../../eval/business/holdout9/index.ts';
import { holdout10Schemas } from '../../eval/business/holdout10/index.ts';
import { holdout11Schemas } from '../../eval/business/holdout11/index.ts';
import { holdout12Schemas } from '../../eval/business/holdout12/index.ts';
import { holdout13Schemas } from '../../eval/business/holdout13/index.ts';
import { holdout14Schemas } from '../../eval/business/holdout14/index.ts';
import { holdout15Schemas } from '../../eval/business/holdout15/index.ts';
import { holdout16Schemas } from '../../eval/business/holdout16/index.ts';
import { holdout17Schemas } from '../../eval/business/holdout17/index.ts';
import { holdout18Schemas } from '../../eval/business/holdout18/index.ts';
import { holdout19Schemas } from '../../eval/business/holdout19/index.ts';
import { holdout20Schemas } from '../../eval/business/holdout20/index.ts';
import { holdout21Schemas } from '../../eval/business/holdout21/index.ts';
import { holdout22Schemas } from '../../eval/business/holdout22/index.ts';
import { holdout23Schemas } from '../../eval/business/holdout23/index.ts';
import { holdout24Schemas } from '../../eval/business/holdout24/index.ts';
import { holdout25Schemas } from '../../eval/business/holdout25/index.ts';
import { holdout26Schemas } from '../../eval/business/holdout26/index.ts';
import { holdout27Schemas } from '../../eval/business/holdout27/index.ts';
import { holdout28Schemas } from '../../eval/business/holdout28/index.ts';
import { holdout29Schemas } from '../../eval/business/holdout29/index.ts';
import { holdout30Schemas } from '../../eval/business/holdout30/index.ts';
import { holdout31Schemas } from '../../eval/business/holdout31/index.ts';
import { holdout32Schemas } from '../../eval/business/holdout32/index.ts';
import { holdout33Schemas } from '../../eval/business/holdout33/index.ts';
import { holdout34Schemas } from '../../eval/business/holdout34/index.ts';
import { holdout35Schemas } from '../../eval/business/holdout35/index.ts';
import { holdout36Schemas } from '../../eval/business/holdout36/index.ts';
import { holdout37Schemas } from '../../eval/business/holdout37/index.ts';
import { holdout38Schemas } from '../../eval/business/holdout38/index.ts';
import { holdout39Schemas } from '../../eval/business/holdout39/index.ts';
import { holdout40Schemas } from '../../eval/business/holdout40/index.ts';
import { holdout41Schemas } from '../../eval/business/holdout41/index.ts';
import { holdout42Schemas } from '../../eval/business/holdout42/index.ts';
import { devSchemas } from '../../eval/business/schemas/index.ts';
import type { BuiltSchema, BusinessSchema, Question } from '../../eval/business/types.ts';

/** Every split, by name: a schema's name (and so its question ids) belongs to one split only. */
export const SPLITS: Record<string, BusinessSchema[]> = {
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
  holdout28: holdout28Schemas,
  holdout29: holdout29Schemas,
  holdout30: holdout30Schemas,
  holdout31: holdout31Schemas,
  holdout32: holdout32Schemas,
  holdout33: holdout33Schemas,
  holdout34: holdout34Schemas,
  holdout35: holdout35Schemas,
  holdout36: holdout36Schemas,
  holdout37: holdout37Schemas,
  holdout38: holdout38Schemas,
  holdout39: holdout39Schemas,
  holdout40: holdout40Schemas,
  holdout41: holdout41Schemas,
  holdout42: holdout42Schemas,
};
/** dev3 and holdout3 were written apart, each with a 'meters' schema of its own (different tables and questions). */
const KNOWN_TWINS = new Set(['dev3:holdout3', 'holdout3:dev3']);

/** The names of `split`'s schemas that another split uses too. */
export function namesElsewhere(split: string): string[] {
  const others = Object.entries(SPLITS).filter(([name]) => name !== split && !KNOWN_TWINS.has(`${split}:${name}`)).flatMap(([, schemas]) => schemas.map((s) => s.name));
  return SPLITS[split].map((s) => s.name).filter((name) => others.includes(name));
}

export interface BuiltSplits {
  splits: string[];
  built: Map<string, BuiltSchema>;
  questionsOf(schemas: BusinessSchema[]): Question[];
  unanswerable(schemas: BusinessSchema[]): Question[];
}

/** Builds `splits` into a scratch folder before the file's tests and removes it after. */
export function buildSplits(splits: string[]): BuiltSplits {
  const root = mkdtempSync(join(tmpdir(), 'eval-business-test-'));
  const built = new Map<string, BuiltSchema>();
  beforeAll(async () => {
    for (const split of splits) {
      for (const schema of SPLITS[split]) {
        const dir = join(root, split, schema.name);
        mkdirSync(dir, { recursive: true });
        built.set(schema.name, await schema.build(dir));
      }
    }
  }, 1_500_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const questionsOf = (schemas: BusinessSchema[]) => schemas.flatMap((s) => built.get(s.name)!.questions);
  return { splits, built, questionsOf, unanswerable: (schemas) => questionsOf(schemas).filter((q) => q.expected.kind === 'decline') };
}

/**
 * The checks every built split passes: question ids carry their schema's name (schema names are
 * unique across splits, so ids are too) and are unique, follow-ups continue an earlier question of
 * the same schema, and one schema per split (its smallest, by rows) rebuilt from the same seed
 * writes the same files. Rebuilding every schema twice took most of the time; the generators'
 * sources are checked for the clock and unseeded randomness, the only other ways to differ.
 */
export function itBuildsEachSplitTheSameWay(b: BuiltSplits): void {
  const schemas = () => b.splits.flatMap((split) => SPLITS[split]);
  it('has unique ids named for their schema, and follow-ups continue an earlier question of the same schema', () => {
    const questions = b.questionsOf(schemas());
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const schema of schemas()) {
      const ids = b.built.get(schema.name)!.questions.map((q) => q.id);
      for (const [i, q] of b.built.get(schema.name)!.questions.entries()) {
        expect(q.id.startsWith(`${schema.name}-`), q.id).toBe(true);
        if (q.followUpOf) expect(ids.slice(0, i)).toContain(q.followUpOf);
      }
    }
  });

  it('writes the same files again from the same seed', async () => {
    const rowsOf = (schema: BusinessSchema) => b.built.get(schema.name)!.files.reduce((sum, f) => sum + f.rows, 0);
    const smallest = (list: BusinessSchema[]) => list.reduce((x, y) => (rowsOf(y) < rowsOf(x) ? y : x));
    for (const split of b.splits) {
      const schema = smallest(SPLITS[split]);
      const again = await schema.build(mkdtempSync(join(tmpdir(), `${schema.name}-again-`)));
      const first = b.built.get(schema.name)!;
      expect(again.questions).toEqual(first.questions);
      again.files.forEach((file, i) => expect(digest(file.path), file.path).toBe(digest(first.files[i].path)));
    }
  }, 400_000);
}

function digest(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}
