// The offline engine behind the same contract as the LLM agent: it plans its own tool calls
// (describe tables, run SQL, search documents), reads their results and writes the answer.
import { answerTableQuestion, describeCapabilities, type BuiltinContext, type BuiltinTable, type TableAnswer } from './builtin/index.ts';
import { answerByReading } from './builtin/reading/answer.ts';
import { asksForDatePeriod } from './builtin/reading/period-asked-of-a-guess.ts';
import type { KeyColumns } from './builtin/capabilities.ts';
import type { Decline, Reading } from './builtin/reading/types.ts';
import type { TableProfile } from '../tabular/table-profile.ts';
import type { AgentRequest, AgentResult, ChatEngine } from './engine.ts';

export const BUILTIN_MODEL = 'builtin';

/** Rows the engine's own queries may read (value look-ups, breakdowns), past the chat's display cap. */
const ENGINE_ROWS = 10_000;
/** Passages a document answer is read from: the best few; the rest are returned as sources to read. */
const ANSWER_PASSAGES = 5;

interface Memory {
  /** The precise pipeline's last reading, for follow-ups. */
  reading?: Reading | null;
  /** The interpretive fallback's last context. */
  table: BuiltinContext | null;
}

async function loadTables(request: AgentRequest): Promise<Array<{ table: BuiltinTable; profile: TableProfile }>> {
  const summaries = await request.toolbox.listTables();
  return Promise.all(
    summaries.map(async (s) => {
      const d = await request.toolbox.describeTable(s.name);
      const table: BuiltinTable = {
        name: d.name,
        label: d.label,
        rowCount: d.rowCount,
        columns: d.columns.map((c) => ({ name: c.name, label: c.label, type: c.type as BuiltinTable['columns'][number]['type'], sampleValues: c.sampleValues })),
      };
      return { table, profile: await request.toolbox.tableProfile(s.name) };
    }),
  );
}

/** Whether SQL aggregates or orders by a column that identifies rows. */
function aggregatesKey(sqls: string[], keys: KeyColumns): boolean {
  const names = [...keys.values()].flatMap((set) => [...set]);
  return sqls.some((sql) =>
    names.some((k) => {
      const ident = `"${k.replace(/"/g, '""')}"`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // A ranking may order by an alias of the key ("CAST("customer_id" AS DOUBLE) AS m ... ORDER BY m").
      // The key may sit anywhere inside the aggregate's argument, through the casts and the
      // extraction of a number from text wrapped round it ("sum(TRY_CAST(NULLIF(regexp_extract(
      // replace(CAST("booking_ref" ...": the digits of BLN-004101, read as -4101).
      return new RegExp(`\\b(sum|avg|min|max|median|stddev|stddev_samp|stddev_pop)\\((?:[^()]|\\w+\\()*?${ident}|ORDER BY[^;]*${ident}|CAST\\(${ident} AS DOUBLE\\) AS m\\b[^;]*ORDER BY m\\b`, 'i').test(sql);
    }),
  );
}

/**
 * The columns of dates, by table: typed as dates, or text the profile reads as dates ("03-Jan-2025"
 * with its strptime format), which the interpretive reader would otherwise read as numbers.
 */
function dateColumns(loaded: Array<{ table: BuiltinTable; profile: TableProfile }>): KeyColumns {
  return new Map(
    loaded.map(({ table, profile }) => {
      const textDates = profile.columns.filter((c) => c.dateFormat || c.dateFormats?.length).map((c) => c.name);
      const typed = table.columns.filter((c) => c.type === 'date' || c.type === 'timestamp').map((c) => c.name);
      return [table.name, new Set([...typed, ...textDates])];
    }),
  );
}

/** Whether SQL adds up or averages a column of dates ("the average Booked In is 15.71"): a date is no quantity. */
function aggregatesDate(sqls: string[], dates: KeyColumns): boolean {
  const names = [...dates.values()].flatMap((set) => [...set]);
  return sqls.some((sql) =>
    names.some((k) => {
      const ident = `"${k.replace(/"/g, '""')}"`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // The date anywhere inside the aggregate's argument, through the casts and extractions wrapped round it.
      return new RegExp(`\\b(sum|avg|median|stddev|stddev_samp|stddev_pop)\\((?:[^()]|\\w+\\()*?${ident}`, 'i').test(sql);
    }),
  );
}

function declineText(decline: Decline, tables: BuiltinTable[], keys: KeyColumns): string {
  return `I can't answer this reliably, so I won't guess. ${decline.reason}\n\n${describeCapabilities(tables, keys)}`;
}

/** The system clock's UTC date, YYYY-MM-DD: today when QUARRY_TODAY does not pin it. */
export const systemToday = (): string => new Date().toISOString().slice(0, 10);

/** `today` gives the date periods such as "last quarter" are counted from, asked at each question. */
export function createBuiltinEngine(options: { idleRetireMs: number; today?: () => string }): ChatEngine {
  const today = options.today ?? systemToday;
  return {
    model: BUILTIN_MODEL,
    async answer(request): Promise<AgentResult> {
      const memory: Memory = (request.memory as Memory | null) ?? { reading: null, table: null };
      let iteration = 0;
      const step = (type: 'tool_call' | 'tool_result' | 'status', tool: string | null, input: unknown, summary: string, durationMs = 0) =>
        request.onStep({ iteration, type, tool, input, summary, duration_ms: durationMs });

      let tableAnswer: TableAnswer | null = null;
      let declined: Decline | null = null;
      let tables: BuiltinTable[] = [];
      let keys: KeyColumns = new Map();
      let dates: KeyColumns = new Map();
      const engineSql = async (sql: string, maxRows: number) => {
        step('tool_call', 'run_sql', { sql }, 'Running SQL');
        const result = await request.toolbox.runSql(sql, { maxRows });
        if (result.error !== null) throw new Error(result.error);
        step('tool_result', 'run_sql', { sql }, `${result.rowCount} row(s)`);
        return result;
      };

      const finish = (
        content: string,
        approach: AgentResult['approach'],
        interpretation: string | null,
        outcome: AgentResult['outcome'],
        next: Memory,
      ): AgentResult => {
        for (const part of content.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [content]) request.onDelta(part);
        return { content, model: BUILTIN_MODEL, tokensInput: 0, tokensOutput: 0, iterations: iteration, approach, interpretation, outcome, memory: next };
      };

      if (request.scope.tables > 0) {
        iteration += 1;
        const t0 = performance.now();
        const loaded = await loadTables(request);
        tables = loaded.map((x) => x.table);
        keys = new Map(loaded.map((x) => [x.table.name, new Set(x.profile.columns.filter((c) => c.key).map((c) => c.name))]));
        dates = dateColumns(loaded);
        step('tool_result', 'describe_table', { tables: tables.map((t) => t.name) }, `Read the schema of ${tables.length} table(s)`, performance.now() - t0);
        request.signal.throwIfAborted();
        iteration += 1;
        const t1 = performance.now();
        let precise;
        try {
          precise = await answerByReading({
            question: request.question,
            tables: loaded,
            previous: memory.reading ?? null,
            previousUnread: memory.reading == null && memory.table != null,
            inConversation: request.history.length > 0,
            today: today(),
            runSql: async (sql, maxRows) => (await engineSql(sql, maxRows)).rows,
          });
        } catch (err) {
          request.signal.throwIfAborted();
          const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
          precise = { declined: true as const, reason: `The query for this question failed: ${reason}`, unknownWords: [], definite: false };
        }
        if (!('declined' in precise)) {
          step('status', null, null, precise.interpretation, performance.now() - t1);
          const outcome = precise.empty ? 'declined' : precise.caveat ? 'uncertain' : 'answered';
          return finish(precise.answer, 'tabular', `Computed: ${precise.interpretation}`, outcome, { reading: precise.reading, table: null });
        }
        declined = precise;
        step('status', null, null, precise.reason, performance.now() - t1);
        if (!precise.definite) {
          // A question the precise reading could not place may still be one the interpretive
          // reader understands (free-form reference tables): its answer is given as a best
          // reading, marked uncertain, never as a confident one.
          iteration += 1;
          const t2 = performance.now();
          tableAnswer = await answerTableQuestion({
            question: request.question,
            tables,
            previous: memory.table,
            dictionaryIdleMs: options.idleRetireMs,
            runSql: async (sql) => {
              const result = await engineSql(sql, ENGINE_ROWS);
              return { columns: result.columns ?? [], rows: result.rows };
            },
          });
          step('status', null, null, tableAnswer.interpretation, performance.now() - t2);
        }
      }

      // The interpretive reader never gets to add up, average or rank identifiers either.
      if (tableAnswer && aggregatesKey(tableAnswer.sql, keys)) tableAnswer = null;
      // Nor dates: a day is no number to add up or average.
      if (tableAnswer && aggregatesDate(tableAnswer.sql, dates)) tableAnswer = null;
      // Nor does it group rows by month or quarter: its guess at "which month was busiest" answers something else.
      if (tableAnswer && declined && asksForDatePeriod(request.question)) tableAnswer = null;
      // The interpretive reader answered with confidence: still a best reading, marked so.
      if (tableAnswer?.confident && declined) {
        const content = `${tableAnswer.answer}\n\nI am not certain of this: ${declined.reason} My best reading of the question: ${tableAnswer.interpretation}`;
        return finish(content, 'tabular', tableAnswer.interpretation, 'uncertain', { reading: null, table: tableAnswer.context });
      }

      if (request.scope.documents > 0) {
        iteration += 1;
        const t0 = performance.now();
        step('tool_call', 'search_documents', { query: request.question }, 'Searching the documents');
        const hits = await request.toolbox.searchDocuments(request.question, request.searchLimit);
        step('tool_result', 'search_documents', { query: request.question }, `${hits.length} passage(s)`, performance.now() - t0);
        if (hits.length > 0) {
          // Loaded with the first document answer: its part-of-speech tagger (compromise) is a third of a
          // second of start-up that a service answering from tables alone never needs.
          const { answerFromPassages } = await import('./builtin/passages.ts');
          const passageAnswer = answerFromPassages(
            request.question,
            hits.slice(0, ANSWER_PASSAGES).map((h) => ({ text: h.text, fileId: h.file_id, filename: h.filename, chunkId: h.chunk_id, page: h.page, score: h.score })),
          );
          if (passageAnswer.confident || !tableAnswer) {
            const content = passageAnswer.answer;
            const outcome = passageAnswer.confident ? 'answered' : passageAnswer.used.length > 0 ? 'uncertain' : 'declined';
            return finish(content, request.scope.tables > 0 ? 'mixed' : 'documents', `Answered from ${hits.length} passage(s) found by search`, outcome, memory);
          }
        }
      }

      if (tableAnswer && tableAnswer.sql.length > 0) {
        // An answer with the interpretive reader's own caveat ("I am not sure I understood ..."),
        // and why the precise reading failed: the words it could not account for are named.
        const content = declined ? `${tableAnswer.answer}\n\nWhat I could not account for: ${declined.reason}` : tableAnswer.answer;
        return finish(content, request.scope.documents > 0 ? 'mixed' : 'tabular', tableAnswer.interpretation, 'uncertain', { reading: null, table: tableAnswer.context });
      }
      if (declined) {
        // Not confident: say why, and say what can be answered, rather than guess.
        return finish(declineText(declined, tables, keys), request.scope.documents > 0 ? 'mixed' : 'tabular', declined.reason, 'declined', memory);
      }
      if (request.scope.documents > 0) {
        return finish('I could not find a passage in the documents that answers this question.', 'documents', 'No matching passages', 'declined', memory);
      }
      return finish(
        'This workspace has no completed files to answer from yet. Upload CSV, Excel or Parquet files to ask about tables, or documents (PDF, DOCX, PPTX, text) to search them.',
        'tabular',
        'No data in scope',
        'declined',
        memory,
      );
    },
  };
}
