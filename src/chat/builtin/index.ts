// The builtin engine: answers table and document questions without a language model.
export type { BuiltinColumn, BuiltinContext, BuiltinTable, Passage, PassageAnswer, SqlRunner, TableAnswer } from './types.ts';
export { answerTableQuestion } from './answer-table.ts';
export { describeCapabilities } from './capabilities.ts';
