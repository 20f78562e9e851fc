// The business evaluation's splits as the shape tests build them: every split by name, and a
// vitest hook pair that writes the chosen splits' files once per test file (generating the tables
// is most of those files' time, so the splits are built in two files that run side by side).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSplit, splitNames } from '../../eval/business/splits.ts';
import type { BuiltSchema, BusinessSchema, Question } from '../../eval/business/types.ts';

/** Every split's schemas, by name (the list: eval/business/splits.ts); a schema's name (and so its question ids) belongs to one split only. */
export const SPLIT_SCHEMAS: Record<string, BusinessSchema[]> = Object.fromEntries(await Promise.all(splitNames().map(async (name) => [name, await loadSplit(name)])));
/** dev3 and holdout3 were written apart, each with a 'meters' schema of its own (different tables and questions). */
const KNOWN_TWINS = new Set(['dev3:holdout3', 'holdout3:dev3']);

/** The names of `split`'s schemas that another split uses too. */
export function namesElsewhere(split: string): string[] {
  const others = Object.entries(SPLIT_SCHEMAS).filter(([name]) => name !== split && !KNOWN_TWINS.has(`${split}:${name}`)).flatMap(([, schemas]) => schemas.map((s) => s.name));
  return SPLIT_SCHEMAS[split].map((s) => s.name).filter((name) => others.includes(name));
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
      for (const schema of SPLIT_SCHEMAS[split]) {
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
  const schemas = () => b.splits.flatMap((split) => SPLIT_SCHEMAS[split]);
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
      const schema = smallest(SPLIT_SCHEMAS[split]);
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
