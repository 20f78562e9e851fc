// How an answer was reached, in the terms of execution_details: the approach (from the tools
// the model actually used) and a sentence on what it did.

import type { AgentResult } from '../engine.ts';
import { DOCUMENT_TOOLS, TABLE_TOOLS, type ToolLedger } from './workspace-tools.ts';

const MAX_SQL_IN_INTERPRETATION = 300;

function usedAny(ledger: ToolLedger, names: readonly string[]): boolean {
  return [...ledger.calls.values()].some((call) => names.includes(call.tool));
}

export function approachOf(ledger: ToolLedger, scope: { tables: number; documents: number }): AgentResult['approach'] {
  const tabular = usedAny(ledger, TABLE_TOOLS);
  const documents = usedAny(ledger, DOCUMENT_TOOLS);
  if (tabular || documents) return tabular && documents ? 'mixed' : tabular ? 'tabular' : 'documents';
  if (scope.tables > 0 && scope.documents === 0) return 'tabular';
  if (scope.documents > 0 && scope.tables === 0) return 'documents';
  return 'mixed';
}

export function interpretationOf(ledger: ToolLedger): string {
  const parts: string[] = [];
  const queries = ledger.successfulSql.length;
  if (queries > 0) {
    const sql = ledger.successfulSql[queries - 1].replace(/\s+/g, ' ').trim().replace(/;$/, '');
    const shown = sql.length <= MAX_SQL_IN_INTERPRETATION ? sql : `${sql.slice(0, MAX_SQL_IN_INTERPRETATION - 1)}…`;
    parts.push(queries === 1 ? `Answered with one SQL query: ${shown}` : `Answered with ${queries} SQL queries, the last: ${shown}`);
  } else if (usedAny(ledger, TABLE_TOOLS)) {
    parts.push('Looked at the tables but ran no successful query');
  }
  if (usedAny(ledger, DOCUMENT_TOOLS)) {
    const documents = ledger.documentsRead.size;
    parts.push(`Answered from ${ledger.passagesRead} passage${ledger.passagesRead === 1 ? '' : 's'} in ${documents} document${documents === 1 ? '' : 's'}`);
  }
  return parts.length ? `${parts.join('; ')}.` : 'Answered without looking anything up.';
}
