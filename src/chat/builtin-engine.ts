// The offline engine behind the same contract as the LLM agent: it plans its own tool calls
// (describe tables, run SQL, search documents), reads their results and writes the answer.
import { answerFromPassages, answerTableQuestion, describeCapabilities, type BuiltinContext, type BuiltinTable, type TableAnswer } from './builtin/index.ts';
import type { AgentRequest, AgentResult, ChatEngine, SearchHit } from './engine.ts';

export const BUILTIN_MODEL = 'builtin';

interface Memory {
  table: BuiltinContext | null;
}

function citation(hit: SearchHit): string {
  return hit.page ? `${hit.filename}, page ${hit.page}` : hit.filename;
}

async function loadTables(request: AgentRequest): Promise<BuiltinTable[]> {
  const summaries = await request.toolbox.listTables();
  return Promise.all(
    summaries.map(async (s) => {
      const d = await request.toolbox.describeTable(s.name);
      return {
        name: d.name,
        label: d.label,
        rowCount: d.rowCount,
        columns: d.columns.map((c) => ({ name: c.name, label: c.label, type: c.type as BuiltinTable['columns'][number]['type'], sampleValues: c.sampleValues })),
      };
    }),
  );
}

export function createBuiltinEngine(): ChatEngine {
  return {
    model: BUILTIN_MODEL,
    async answer(request): Promise<AgentResult> {
      const memory = (request.memory as Memory | null) ?? { table: null };
      let iteration = 0;
      const step = (type: 'tool_call' | 'tool_result' | 'status', tool: string | null, input: unknown, summary: string, durationMs = 0) =>
        request.onStep({ iteration, type, tool, input, summary, duration_ms: durationMs });

      let tableAnswer: TableAnswer | null = null;
      let tables: BuiltinTable[] = [];
      if (request.scope.tables > 0) {
        iteration += 1;
        const t0 = performance.now();
        tables = await loadTables(request);
        step('tool_result', 'describe_table', { tables: tables.map((t) => t.name) }, `Read the schema of ${tables.length} table(s)`, performance.now() - t0);
        request.signal.throwIfAborted();
        iteration += 1;
        const t1 = performance.now();
        tableAnswer = await answerTableQuestion({
          question: request.question,
          tables,
          previous: memory.table,
          runSql: async (sql) => {
            step('tool_call', 'run_sql', { sql }, 'Running SQL');
            const result = await request.toolbox.runSql(sql);
            if (result.error !== null) throw new Error(result.error);
            step('tool_result', 'run_sql', { sql }, `${result.rowCount} row(s)`);
            return { columns: result.columns ?? [], rows: result.rows };
          },
        });
        step('status', null, null, tableAnswer.interpretation, performance.now() - t1);
      }

      const finish = (content: string, approach: AgentResult['approach'], interpretation: string | null, tableMemory: BuiltinContext | null): AgentResult => {
        for (const part of content.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [content]) request.onDelta(part);
        return { content, model: BUILTIN_MODEL, tokensInput: 0, tokensOutput: 0, iterations: iteration, approach, interpretation, memory: { table: tableMemory } };
      };

      if (tableAnswer?.confident) {
        return finish(tableAnswer.answer, 'tabular', tableAnswer.interpretation, tableAnswer.context);
      }

      if (request.scope.documents > 0) {
        iteration += 1;
        const t0 = performance.now();
        step('tool_call', 'search_documents', { query: request.question }, 'Searching the documents');
        const hits = await request.toolbox.searchDocuments(request.question, 5);
        step('tool_result', 'search_documents', { query: request.question }, `${hits.length} passage(s)`, performance.now() - t0);
        if (hits.length > 0) {
          const passageAnswer = answerFromPassages(
            request.question,
            hits.map((h) => ({ text: h.text, fileId: h.file_id, filename: h.filename, chunkId: h.chunk_id, page: h.page, score: h.score })),
          );
          const used = passageAnswer.used.map((i) => hits[i]).filter(Boolean);
          const sources = [...new Set((used.length > 0 ? used : hits.slice(0, 1)).map(citation))];
          if (passageAnswer.confident || !tableAnswer) {
            const hedge = passageAnswer.confident ? '' : 'The closest passage I found says: ';
            const cited = sources.every((s) => passageAnswer.answer.includes(s.split(',')[0])) ? '' : `\n\nSource: ${sources.join('; ')}`;
            const content = `${hedge}${passageAnswer.answer}${cited}`;
            return finish(content, request.scope.tables > 0 ? 'mixed' : 'documents', `Answered from ${hits.length} passage(s) found by search`, memory.table);
          }
        }
      }

      if (tableAnswer) {
        // Not confident: say so, and say what can be answered, rather than guess.
        const content = `${tableAnswer.answer}`.trim() || describeCapabilities(tables);
        return finish(content, request.scope.documents > 0 ? 'mixed' : 'tabular', tableAnswer.interpretation, memory.table);
      }
      if (request.scope.documents > 0) {
        return finish('I could not find a passage in the documents that answers this question.', 'documents', 'No matching passages', memory.table);
      }
      return finish(
        'This workspace has no completed files to answer from yet. Upload CSV, Excel or Parquet files to ask about tables, or documents (PDF, DOCX, PPTX, text) to search them.',
        'tabular',
        'No data in scope',
        memory.table,
      );
    },
  };
}
