// Entry point for table questions: understand, run the SQL, phrase the answer, or decline honestly.
import type { BuiltinContext, BuiltinTable, SqlRunner, TableAnswer } from './types.ts';
import type { Plan } from './plan.ts';
import { describeTables } from './schema.ts';
import { interpret } from './interpret.ts';
import { execute } from './execute.ts';
import { describeCapabilities } from './capabilities.ts';
import { fromContext, toContext } from './context.ts';
import { followUpFilters, isFollowUp } from './follow-up.ts';
import { joinedTables } from './join.ts';
import { withDictionary } from './dictionary.ts';

const DECLINE_BELOW = 0.5;
const CAVEAT_BELOW = 0.75;

export async function answerTableQuestion(input: {
  question: string;
  tables: BuiltinTable[];
  runSql: SqlRunner;
  previous?: BuiltinContext | null;
  /** The WordNet dictionary this reader uses is let go after this long without questions. */
  dictionaryIdleMs: number;
}): Promise<TableAnswer> {
  return withDictionary(input.dictionaryIdleMs, () => answerWithDictionary(input));
}

async function answerWithDictionary(input: Parameters<typeof answerTableQuestion>[0]): Promise<TableAnswer> {
  const { question, tables, runSql, previous } = input;
  const infos = await describeTables(tables, runSql, question);
  const joins = joinedTables(infos);
  let plan: Plan | null = null;
  if (previous && isFollowUp(question)) {
    const prev = fromContext(previous, [...infos, ...joins]);
    const filters = prev ? followUpFilters(question, prev.table, prev.filters) : null;
    if (prev && filters) plan = { table: prev.table, intent: prev.intent, filters, confidence: 0.8, unexplained: [] };
  }
  plan ??= interpret(question, infos, joins);
  if (!plan || plan.confidence < DECLINE_BELOW) return decline(tables, previous ?? null);
  let ex;
  try {
    ex = await execute(plan, runSql);
  } catch (err) {
    // A query the engine built failed on this data: say so rather than answer from a guess.
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return { ...decline(tables, previous ?? null), interpretation: `The query for this question failed: ${reason}` };
  }
  const confident = plan.confidence >= CAVEAT_BELOW && !ex.empty;
  const caveat = confident ? '' : `\n\nI am not sure I understood the question; I read it as: ${ex.interpretation}`;
  return {
    answer: ex.answer + caveat,
    confident,
    sql: ex.sql,
    interpretation: ex.interpretation,
    tablesUsed: plan.table.joinOf ?? [plan.table.table.name],
    columnsUsed: ex.columnsUsed.map((c) => c.column.name),
    context: toContext(plan.table, plan.intent, plan.filters),
  };
}

function decline(tables: BuiltinTable[], previous: BuiltinContext | null): TableAnswer {
  return {
    answer: `I could not match this question to the data with confidence, so I will not guess.\n\n${describeCapabilities(tables)}`,
    confident: false,
    sql: [],
    interpretation: 'The question could not be mapped to the tables.',
    tablesUsed: [],
    columnsUsed: [],
    context: previous,
  };
}
