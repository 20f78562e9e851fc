// A tool library: a catalogue of tools and the loans of them, sharing tool_id. Asked as "in the
// catalogue", "how many times has X been borrowed", "the most borrowed tools" (loans counted per
// tool through the key), "marked overdue" (a status cell), late fees as "fee revenue".
import { join } from 'node:path';
import { countWhere, groupBy, ranked, sumOf } from '../compute.ts';
import { amount, count, day, decline, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Tool { id: number; name: string; category: string }
interface Loan { id: number; tool: number; borrowed: string; member: string; status: string; fee: number }

const CATEGORIES = ['Power tools', 'Garden', 'Hand tools', 'Ladders', 'Cleaning'];
const KINDS = ['Drill', 'Saw', 'Sander', 'Hedge Trimmer', 'Lawn Mower', 'Wrench Set', 'Ladder', 'Pressure Washer', 'Chisel Set', 'Tile Cutter'];
const MEMBERS = Array.from({ length: 180 }, (_, i) => `M-${String(i + 1).padStart(4, '0')}`);

function generate(): { tools: Tool[]; loans: Loan[] } {
  const random = createRandom(6202);
  const tools = Array.from({ length: 1_200 }, (_, i): Tool => ({
    id: 1_001 + i,
    name: `${KINDS[i % KINDS.length]} #${Math.floor(i / KINDS.length) + 1}`,
    category: random.weighted(CATEGORIES, [34, 24, 20, 12, 10]),
  }));
  // A few tools are lent far more often, so the most borrowed ones are clear.
  const popular = tools.slice(0, 3).map((t) => t.id);
  const loans = Array.from({ length: 4_000 }, (_, i): Loan => {
    const status = random.weighted(['Returned', 'Overdue', 'Lost', 'On loan'], [78, 12, 2, 8]);
    return {
      id: 700_001 + i,
      tool: i % 40 === 0 ? popular[0] : i % 57 === 0 ? popular[1] : i % 83 === 0 ? popular[2] : random.pick(tools).id,
      borrowed: random.date('2024-03-01', '2025-08-31'),
      member: random.pick(MEMBERS),
      status,
      fee: status === 'Overdue' ? random.float(2, 25, 2) : status === 'Lost' ? random.float(30, 120, 2) : 0,
    };
  });
  return { tools, loans };
}

const TOOL_COLUMNS: Column<Tool>[] = [
  { header: 'tool_id', value: (r) => r.id },
  { header: 'tool_name', value: (r) => r.name },
  { header: 'category', value: (r) => r.category },
];
const LOAN_COLUMNS: Column<Loan>[] = [
  { header: 'loan_id', value: (r) => r.id },
  { header: 'tool_id', value: (r) => r.tool },
  { header: 'borrowed_on', value: (r) => r.borrowed },
  { header: 'member_no', value: (r) => r.member },
  { header: 'loan_status', value: (r) => r.status },
  { header: 'late_fee', value: (r) => r.fee },
];

export const toolshed: BusinessSchema = {
  name: 'toolshed',
  description: 'A tool library: 1,200 tools and 4,000 loans sharing tool_id, late fees the only money (CSV)',
  async build(dir) {
    const { tools, loans } = generate();
    const files = [
      await writeCsv(join(dir, 'tools.csv'), TOOL_COLUMNS, tools),
      await writeCsv(join(dir, 'loans.csv'), LOAN_COLUMNS, loans),
    ];
    const q = questionSet('toolshed');
    const nameOf = new Map(tools.map((t) => [t.id, t.name]));
    const perTool = groupBy(loans, (r) => nameOf.get(r.tool)!, 'count');
    const borrowed = (from: string, to: string) => (r: Loan) => between(r.borrowed, from, to);
    const drill = tools[0].name;

    q.ask('How many tools are in the catalogue?', count(tools.length));
    q.ask('How many tools are in the catalog under Garden?', count(countWhere(tools, (t) => t.category === 'Garden')));
    q.ask(`How many times has ${drill} been borrowed?`, count(perTool.get(drill)!));
    q.ask('What are the 3 most borrowed tools?', ranking(ranked(perTool, 3)));
    q.ask('Which tool was borrowed the most?', winner(perTool));
    q.ask('How many loans were marked overdue?', count(countWhere(loans, (r) => r.status === 'Overdue')));
    q.ask('What is the most common category?', winner(groupBy(tools, (t) => t.category, 'count')));
    q.ask('When was the most recent loan?', day(loans.map((r) => r.borrowed).sort().at(-1)!));
    q.ask('What is the total fee revenue?', amount(sumOf(loans, (r) => r.fee)));
    q.ask('Fee revenue in Q1 2025', amount(sumOf(loans, (r) => r.fee, borrowed('2025-01-01', '2025-03-31'))));
    q.ask('How many tools were borrowed in June 2025?', count(countWhere(loans, borrowed('2025-06-01', '2025-06-30'))));

    q.ask('What is the replacement value of the catalogue?', decline('no value or price column'));
    q.ask('Which member lives closest to the shed?', decline('no address or distance column'));
    q.ask('How many tools need servicing?', decline('no service column'));
    return { files, questions: q.questions };
  },
};
