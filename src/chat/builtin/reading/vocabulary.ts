// The words a business question is made of besides column names and cell values: operations,
// comparisons, time, grouping, and the filler words that carry no condition. A word in none of
// these lists and in no column or cell is a reason to decline.

/** Header abbreviations and the words people write for them. */
export const ABBREVIATIONS: Record<string, string[]> = {
  qty: ['quantity'], amt: ['amount'], dept: ['department'], num: ['number'], no: ['number'], nr: ['number'],
  avg: ['average'], pct: ['percent', 'percentage'], yr: ['year'], mgr: ['manager'], emp: ['employee'], cust: ['customer'],
  desc: ['description'], cat: ['category'], addr: ['address'], tel: ['phone'], qtr: ['quarter'], rev: ['revenue'],
  usd: ['dollars'], eur: ['euros'], gbp: ['pounds'], sec: ['seconds'], secs: ['seconds'], min: ['minutes'], mins: ['minutes'],
  temp: ['temperature'], hum: ['humidity'], dob: ['birth', 'born'], birth: ['born'], ts: ['timestamp', 'time'], csat: ['satisfaction'],
  perf: ['performance'], repo: ['repository'], repos: ['repositories'],
};

/**
 * Abbreviations managers type for a header word written in full ("avg claim by dept" beside a
 * department column): in a question they name that word. Only those that are no other word a
 * question uses ("no", "min", "cat" are).
 */
export const TYPED_ABBREVIATIONS = ['qty', 'amt', 'dept', 'mgr', 'emp', 'cust', 'addr', 'tel', 'rev', 'temp', 'perf', 'repo', 'repos'];

/** Words people use for a measure column's header: "earn" -> salary. Keys and values are stems. */
export const MEASURE_SYNONYMS: Record<string, string[]> = {
  earn: ['salari', 'pay', 'wage', 'incom', 'compens'],
  earner: ['salari', 'pay', 'wage', 'incom', 'compens'],
  compens: ['salari', 'pay', 'wage'],
  wage: ['salari', 'pay', 'compens'],
  // "orders worth more than $60": what a row is worth is its value or amount.
  worth: ['valu', 'amount'],
  paid: ['salari', 'pay', 'wage', 'compens', 'amount', 'payout'],
  make: ['salari', 'pay', 'wage', 'incom'],
  expens: ['price', 'cost'],
  cheap: ['price', 'cost'],
  cost: ['price', 'cost', 'amount'],
  spend: ['amount', 'spend', 'cost', 'total'],
  spent: ['amount', 'spend', 'cost', 'total'],
  sold: ['quantiti', 'unit', 'qty'],
  unit: ['quantiti', 'unit', 'qty'],
  sell: ['quantiti', 'unit', 'qty'],
  old: ['age'],
  // "how much did we lend", "total borrowed by customer": the money lent is the loan.
  lend: ['loan'],
  lent: ['loan'],
  borrow: ['loan'],
  // "Total acreage by field": the area of a column in acres ("Area (acres)").
  acreag: ['acr', 'area'],
  pai: ['salari', 'pay', 'wage', 'compens', 'payout'],
  cheapest: ['price', 'cost'],
  priciest: ['price', 'cost'],
  heavi: ['weight'],
  heaviest: ['weight'],
  lightest: ['weight'],
  light: ['weight'],
  coldest: ['temperatur', 'temp'],
  hottest: ['temperatur', 'temp'],
  warmest: ['temperatur', 'temp'],
  cold: ['temperatur', 'temp'],
  hot: ['temperatur', 'temp'],
  // Only a figure of time (speed-words.ts): "respons" names response_time, never "Response Size (KB)".
  slowest: ['time', 'durat', 'respons', 'minut', 'second', 'latenc'],
  fastest: ['time', 'durat', 'respons', 'minut', 'second', 'latenc'],
  quickest: ['time', 'durat', 'respons', 'minut', 'second', 'latenc'],
  longest: ['durat', 'length', 'time'],
  long: ['durat', 'length', 'time'],
  // A fee or fare column is what a table without a revenue column takes in.
  revenu: ['sale', 'amount', 'revenu', 'fee', 'fare', 'invoic'],
  turnov: ['revenu', 'sale', 'amount'],
  payrol: ['salari', 'pay', 'wage', 'compens'],
  resolv: ['resolut'],
  sale: ['revenu', 'amount', 'sale'],
  monei: ['amount', 'cost', 'price', 'revenu', 'spend', 'total', 'valu'],
  claim: ['amount', 'cost', 'expens'],
  charg: ['amount', 'fee', 'price', 'cost'],
  // "no-show fees" beside a Cover Charge (£): a fee is what a charge column takes.
  fee: ['charg'],
  bill: ['amount', 'total'],
  // "How many guests came", "spend per head": the people of a booking are its party size.
  guest: ['parti', 'pax'],
  head: ['parti', 'pax'],
  weigh: ['weight'],
  length: ['durat'],
  // "the highest mileage" beside Odometer (miles): the miles a vehicle has done are its odometer reading.
  mileag: ['odomet', 'mile'],
};

/** Stems of words for a total of money ("revenue", "turnover", "payroll"): alone over many rows, their sum. */
export const TOTAL_MONEY_WORDS = new Set(['revenu', 'turnov', 'payrol', 'spend', 'spent', 'sale', 'taking', 'incom', 'collect', 'receiv']);

export const COUNT_CUES = ['how many', 'number of', 'count of', 'count', 'how often'];
export const SUM_WORDS = new Set(['total', 'sum', 'combined', 'overall', 'altogether']);
export const AVG_WORDS = new Set(['average', 'mean', 'avg']);
export const MEDIAN_WORDS = new Set(['median']);
export const MAX_WORDS = new Set(['highest', 'largest', 'greatest', 'biggest', 'maximum', 'max', 'most', 'top', 'best', 'leading', 'longest', 'oldest', 'latest', 'newest', 'expensive', 'priciest', 'heaviest', 'hottest', 'warmest', 'slowest', 'last', 'recent', 'busiest']);
export const MIN_WORDS = new Set(['lowest', 'smallest', 'least', 'fewest', 'minimum', 'min', 'bottom', 'worst', 'shortest', 'youngest', 'earliest', 'cheapest', 'lightest', 'coldest', 'fastest', 'quickest', 'first', 'quietest']);
export const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };
/** Cells meaning yes/no in columns that are flags ("remote": Yes/No). */
export const TRUE_CELLS = new Set(['yes', 'y', 'true', 't', '1']);
export const FALSE_CELLS = new Set(['no', 'n', 'false', 'f', '0']);
/** Money going out ("how much did we spend", "total paid to suppliers"), and coming in. */
export const OUTFLOW_WORDS = new Set(['spend', 'spent', 'spending', 'paid', 'pay', 'payment', 'payments', 'cost', 'costs', 'debit', 'debits', 'debited', 'withdrawn', 'withdrawal', 'withdrawals', 'redeemed', 'redeem', 'redeems', 'redeeming', 'outgoing', 'outgoings', 'outflow', 'outflows', 'expense', 'expenses', 'expenditure']);
export const INFLOW_WORDS = new Set(['received', 'receive', 'receipts', 'income', 'earned', 'earn', 'revenue', 'incoming', 'inflow', 'inflows', 'deposit', 'deposits', 'deposited', 'credited', 'credits', 'refund', 'refunds', 'refunded', 'net', 'balance']);
/** Words naming one row of money by its direction ("the largest single debit"): its amount is meant. */
export const FLOW_NOUNS = new Set(['debit', 'debits', 'credit', 'credits', 'withdrawal', 'withdrawals', 'deposit', 'deposits', 'payment', 'payments']);
/** Words that say the sign itself: a debit is a negative amount, a credit a positive one, by convention, not a guess. */
export const SIGN_NAMING_WORDS = new Set(['debit', 'debits', 'credit', 'credits']);
/** Money coming in, taken as the positive amounts of a signed column ("the biggest single credit"). */
export const INCOMING_WORDS = new Set([...[...INFLOW_WORDS].filter((w) => w !== 'net' && w !== 'balance'), 'credit']);
export const SHARE_WORDS = new Set(['percentage', 'percent', 'pct', 'share', 'proportion', 'fraction', 'ratio', 'portion']);
export const DISTINCT_WORDS = new Set(['distinct', 'different', 'unique']);
/** Words saying a superlative ranks single rows: "the highest single bill", "the largest individual payment". */
export const SINGLE_WORDS = new Set(['single', 'individual']);
export const GROUP_WORDS = new Set(['by', 'per', 'each', 'every', 'across', 'breakdown', 'broken', 'split', 'grouped']);
export const COMPARE_WORDS = new Set(['compare', 'compared', 'versus', 'vs', 'against', 'between', 'difference']);
export const WHY_WORDS = new Set(['why', 'predict', 'forecast', 'will', 'should', 'recommend', 'trend', 'correlation', 'correlate', 'cause', 'explain']);

/** Comparisons before a number, longest first. */
/** Comparatives that rank two things against each other: "spent more", "fewer orders". */
export const COMPARATIVE_WORDS = new Set(['more', 'less', 'fewer', 'higher', 'lower', 'larger', 'smaller', 'bigger', 'greater']);
export const COMPARATIVES: Array<{ words: string[]; op: '>' | '>=' | '<' | '<=' | '=' }> = [
  { words: ['greater', 'than', 'or', 'equal', 'to'], op: '>=' },
  { words: ['less', 'than', 'or', 'equal', 'to'], op: '<=' },
  { words: ['more', 'than'], op: '>' },
  { words: ['greater', 'than'], op: '>' },
  { words: ['higher', 'than'], op: '>' },
  { words: ['larger', 'than'], op: '>' },
  { words: ['bigger', 'than'], op: '>' },
  { words: ['older', 'than'], op: '>' },
  { words: ['longer', 'than'], op: '>' },
  { words: ['less', 'than'], op: '<' },
  { words: ['fewer', 'than'], op: '<' },
  { words: ['lower', 'than'], op: '<' },
  { words: ['smaller', 'than'], op: '<' },
  { words: ['younger', 'than'], op: '<' },
  { words: ['shorter', 'than'], op: '<' },
  { words: ['at', 'least'], op: '>=' },
  { words: ['no', 'less', 'than'], op: '>=' },
  { words: ['at', 'most'], op: '<=' },
  { words: ['no', 'more', 'than'], op: '<=' },
  { words: ['up', 'to'], op: '<=' },
  { words: ['exactly'], op: '=' },
  { words: ['equal', 'to'], op: '=' },
  { words: ['in', 'excess', 'of'], op: '>' },
  { words: ['over'], op: '>' },
  { words: ['above'], op: '>' },
  { words: ['exceeding'], op: '>' },
  { words: ['exceeds'], op: '>' },
  { words: ['exceeded'], op: '>' },
  { words: ['exceed'], op: '>' },
  { words: ['within'], op: '<=' },
  { words: ['under'], op: '<' },
  { words: ['below'], op: '<' },
];
/** Comparisons after a number: "50 or more". */
export const TRAILING_COMPARATIVES: Array<{ words: string[]; op: '>=' | '<=' | '>' | '<' }> = [
  { words: ['or', 'more'], op: '>=' },
  { words: ['or', 'higher'], op: '>=' },
  { words: ['or', 'above'], op: '>=' },
  { words: ['or', 'greater'], op: '>=' },
  { words: ['or', 'less'], op: '<=' },
  { words: ['or', 'fewer'], op: '<=' },
  { words: ['or', 'lower'], op: '<=' },
  { words: ['or', 'below'], op: '<=' },
  { words: ['plus'], op: '>=' },
];

export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export const MONTH_ABBREVIATIONS: Record<string, number> = Object.fromEntries([
  ...MONTHS.map((m, i) => [m, i + 1] as const),
  ...MONTHS.map((m, i) => [m.slice(0, 3), i + 1] as const),
  ['sept', 9] as const,
]);

/**
 * Verbs of a row's event that are filler as the question's own verb ("which aircraft operated the
 * most flights") but pick out some of the rows in a relative clause ("the flights that operated",
 * the ones not cancelled): there they must be read as a condition, or the question is declined.
 */
export const EVENT_VERBS = new Set(['operated', 'operate', 'operates', 'scheduled', 'marked', 'ended', 'booked', 'billed']);

/** Words that carry no condition in a table question. */
export const FILLER = new Set(
  (
    'a an the of in on at to for from with and is are was were be been being do does did has have had there ' +
    'what which who whom whose how me please show list give tell find get display i we our my all that those these this ' +
    'its their they them can you would like know want see rows row records record entries entry data dataset table file ' +
    'value values numbers many much work works working worked located based live lives living belong belongs placed made ' +
    'happened recorded listed exist exists currently ever any whole entire within among just also so far new ' +
    'been it s us both overall number count amount total kind type one ones when where was ' +
    'currently now today respectively come comes came registered assigned employed sitting having ' +
    'out up get got gets let lets calculate compute figure give what\'s whats across including include includes ' +
    'generate generated generates generating bring brings brought produce produced produces ran run runs running ' +
    'receive received receives handle handled handles handling report reported reports record recording supply supplies ' +
    'supplied place placed places put sent send sends go went goes going gone through via still single individual time times ' +
    'pay pays paying cost costs spent spend spends earn earns earned bought buy buys sold sell sells use used uses ' +
    'currently available altogether ever separate separately reading readings entries instance instances ' +
    'opened created submitted raised logged filed issued registered recorded found took take takes taken carried carries carry moved hauled ' +
    // The table named as a whole ("in the schedule", "in the catalogue"); verbs of its rows' event below.
    'schedule timetable catalogue catalog register roster sheet spreadsheet ' +
    // "total sales value of everything delivered": every row, as "all" says.
    'everything ' +
    // "Which brand has the most yarns in the range": a shop's range is its list of products as a whole.
    'range ' +
    // What an organisation does with the rows it keeps ("how many patients do we treat", "how many
    // drivers do we employ"): never a restriction on them.
    'treat treats employ employs hold holds serve serves served manage manages own owns ' +
    // What a row is worth or was given: "transactions worth more than 5,000 points", "grades awarded".
    'worth awarded ' +
    // "How much revenue did we make": making money is what the rows record, never a condition.
    'make makes making ' +
    // "How many cupcakes did we bake": baking the things is what the order lines record, like making them.
    'bake bakes baked baking ' +
    // "How many delivery miles did we drive": driving the miles is what a row of miles records.
    'drive drives drove driven ' +
    // "How much VAT was charged", "what was billed in March": charging is what the rows record.
    'charged billed ' +
    // "How many fillings were done", "repairs performed in May": doing the rows is what they
    // record, never a condition on them. ("Saw" is read only before the rows' own noun.)
    'done performed perform performs ' +
    // "How many tickets did the Over shop write", "invoices written in March": writing a ticket, an
    // invoice or a receipt is making the row, like raising or issuing it.
    'write writes wrote written writing ' +
    // "How many matches were played", "which map was played the most": playing games, matches or
    // rounds is what their rows record, like doing them.
    'played held ' +
    // "Takings from trees grown in Church Field": where a thing was grown is the place it names,
    // never a condition of its own.
    'grown grew ' +
    // "How many kg of strawberries were picked?": picking the crop is what a pick-your-own farm's
    // weighings record, as growing it is, never a condition on them.
    'pick picks picked picking ' +
    // "How many dives were actually completed?": adverbs of emphasis add no condition.
    'actually really truly'
  )
    .split(' ')
    .concat([...EVENT_VERBS]),
);


/** Stop words that carry no condition. Others ("not", "after", "same", "only") must be read. */
export const EMPTY_WORDS = new Set(
  ('a an the of in on at to for from by with and or is are was were be been being do does did has have had what which who whom ' +
    'whose when where how that this these those it its as there their they them me my we our you your i into onto about up ' +
    'down out also so such can could would should will shall may might must s listed list table name named tell give show ' +
    'find number total many much according based information chart').split(' '),
);

/**
 * Nouns people use for the rows of a table named by another: a bookings table's rows are also
 * "reservations" and "stays", an expenses table's "claims". Singular forms; plurals are derived.
 * Only whole words name rows this way ("claimed" is a verb, not the rows of expenses.csv).
 */
export const ROW_NOUN_SYNONYMS: string[][] = [
  ['booking', 'reservation', 'stay'],
  ['expense', 'claim'],
  ['subscription', 'sub'],
  ['shipment', 'consignment', 'delivery'],
  ['order', 'purchase'],
  ['ticket', 'case'],
  ['session', 'visit'],
  ['appointment', 'visit', 'consultation'],
  // A mobile trade's jobs are its visits (sharpening_jobs.csv: "visits cancelled"). Not "callouts":
  // a kind of visit (visit_type Callout) as often as the visits themselves.
  ['job', 'visit'],
  ['invoice', 'bill'],
  ['rental', 'hire'],
  ['trip', 'journey'],
  ['customer', 'client', 'subscriber'],
];

/** A noun and its plural: "stay"/"stays", "delivery"/"deliveries", "case"/"cases". */
export function nounForms(singular: string): string[] {
  if (/[^aeiou]y$/.test(singular)) return [singular, `${singular.slice(0, -1)}ies`];
  if (/(s|x|ch|sh)$/.test(singular)) return [singular, `${singular}es`];
  return [singular, `${singular}s`];
}

/** Words that name people generally: accepted when the table's rows are people (it has a name column). */
export const PEOPLE_WORDS = new Set(['people', 'persons', 'person', 'staff', 'employees', 'employee', 'workers', 'worker', 'members', 'member', 'individuals', 'someone', 'anyone', 'everyone', 'somebody', 'folks', 'headcount', 'workforce']);

/** Verbs of selling, every form: "sold", "sell", "sells", "selling". */
export const SELLING_VERBS = new Set(['sold', 'sell', 'sells', 'selling']);
/** Currency codes and names a money header may carry ("Fee (GBP)", "amount_pounds"). */
export const CURRENCY_NAME_WORDS = new Set(['gbp', 'usd', 'eur', 'aud', 'cad', 'nzd', 'chf', 'pounds', 'pound', 'dollars', 'dollar', 'euros', 'euro']);
/** Header words of what one item costs or is priced at ("Case cost", "Unit price", "RRP (£)"): a figure per item. */
/**
 * Adjectives of how dear a thing is, in every degree: "the most expensive part", "cheapest product",
 * "least costly repair". A question saying one asks about a price, never about what was taken in.
 */
export const DEARNESS_WORDS = new Set(['expensive', 'inexpensive', 'cheap', 'cheaper', 'cheapest', 'dearer', 'dearest', 'pricey', 'pricy', 'pricier', 'priciest', 'costly', 'costlier', 'costliest']);
/**
 * Past participles not ending in -ed ("sold", "paid", "done", "held"): the verb forms that close a
 * header ("units sold"), say who did a thing ("paid by customers") or when ("held in May").
 */
export const IRREGULAR_PARTICIPLES = new Set(['begun', 'bought', 'broken', 'brought', 'built', 'caught', 'chosen', 'cut', 'done', 'drawn', 'driven', 'flown', 'fought', 'found', 'given', 'grown', 'heard', 'held', 'hit', 'kept', 'known', 'left', 'lost', 'made', 'met', 'paid', 'put', 'read', 'ridden', 'run', 'seen', 'sent', 'set', 'shorn', 'shot', 'shown', 'sold', 'spent', 'stolen', 'taken', 'taught', 'thrown', 'told', 'torn', 'won', 'worn', 'written']);
/**
 * Present forms of irregular verbs and the participle a header writes them by: "did staff teach"
 * names "Taught By Staff". Only verbs no other rule reads (not sell, make, pay, win).
 */
export const PARTICIPLE_OF_VERB: Record<string, string> = {
  teach: 'taught', teaches: 'taught', teaching: 'taught',
  drive: 'driven', drives: 'driven', ride: 'ridden', rides: 'ridden', write: 'written', writes: 'written', build: 'built', builds: 'built',
};
/** Words that count a period back (or on) from today: "last weekend", "this month", "the past year". */
export const RELATIVE_PERIOD_WORDS = new Set(['last', 'this', 'next', 'previous', 'past', 'coming', 'current']);
/** Words before a thing that leave it out: "excluding weekends", "except Sundays", "not on Saturdays". */
export const EXCLUDING_WORDS = new Set(['excluding', 'except', 'not', 'outside', 'without']);
/** Pronouns that stand as the subject of a verb: "we sold", "they booked". */
export const SUBJECT_PRONOUNS = new Set(['we', 'they', 'you', 'i', 'he', 'she']);
/** Header words of money given beyond the charge, to the staff: never what the business took in. */
export const TIP_WORDS = new Set(['tip', 'tips', 'gratuity', 'gratuities']);
/** Cells of a status saying the service took place (Completed, Attended): the rows done, and money is taken for. */
export const DONE_CELLS = new Set(['completed', 'complete', 'done', 'finished', 'attended']);
/** Words before a noun that group by it: "by item type", "per branch", "each coach". */
export const PER_GROUP_WORDS = new Set(['by', 'per', 'each', 'every']);
/** Words that make the participle after them passive or a state: "were admitted", "have been borrowed", "got discharged". */
export const PASSIVE_AUXILIARIES = new Set(['were', 'was', 'are', 'is', 'been', 'be', 'being', 'get', 'got', 'gets', 'getting', 'gotten']);
/** Prepositions between a verb of paying and the way paid: "paid in cash", "paid by card", "via bank transfer". */
export const PAID_WITH_WORDS = new Set(['by', 'in', 'via', 'using', 'with']);
/** Header words of how many people a row brought (Players, Guests, Pax, Covers): each row is one group of them. */
export const HEAD_COUNT_WORDS = new Set(['players', 'guests', 'people', 'persons', 'pax', 'covers', 'diners', 'visitors', 'participants', 'attendees', 'headcount']);
/** Nouns standing for the rows between a cell and the word ruling it in or out: "cancelled ones excluded", "refunded ones included". */
export const ROW_STAND_INS = new Set(['ones', 'one', 'rows', 'items', 'records']);
export const ITEM_PRICE_WORDS = new Set(['cost', 'price', 'fee', 'rrp', 'msrp']);
/**
 * Header words of money taken off a sale's price ("Discount (£)" beside "Line Total (£)" that
 * already allows for it): what was let go, never what the row took in.
 */
export const TAKEN_OFF = new Set(['discount', 'discounts', 'markdown', 'markdowns', 'rebate', 'rebates', 'writeoff', 'writeoffs']);
/** Header words of a price set before any sale (a list or retail price): never what a sale took. */
export const LIST_PRICE_WORDS = new Set(['list', 'retail', 'rrp', 'msrp', 'catalogue', 'catalog', 'standard', 'base', 'original']);
/**
 * Nouns of the events or documents a line belongs to, of the lines themselves, or of counting them:
 * each counted as rows, never as the units a line's quantity holds ("how many orders", "times").
 */
export const LINE_EVENT_NOUNS = new Set(['order', 'orders', 'sale', 'sales', 'transaction', 'transactions', 'booking', 'bookings', 'invoice', 'invoices', 'receipt', 'receipts', 'line', 'lines', 'time', 'times', 'shipment', 'shipments', 'delivery', 'deliveries', 'customer', 'customers', 'different', 'distinct', 'kinds', 'types']);
/** Cells of a status saying the row did not take place because nobody came ("No-show", "DNA"). */
export const MISSED_CELLS = new Set(['no show', 'noshow', 'no shows', 'did not attend', 'dna', 'not attended', 'failed to attend']);
/** Cells of a status saying the thing never took place (called off or voided). */
export const NEVER_HAPPENED_CELLS = new Set(['cancelled', 'canceled', 'void', 'voided', 'aborted', 'scrapped']);
/**
 * Words that, in a status cell of two or three words, say the thing never took place whatever the
 * other words give as the reason: "Weather cancelled", "Cancelled - client", "Postponed (rain)",
 * "Weather scrubbed".
 */
export const NEVER_HAPPENED_WORDS = new Set([...NEVER_HAPPENED_CELLS, 'postponed', 'scrubbed']);
/**
 * Verbs that say, with the particle after them, that the thing took place: "went up", "went ahead",
 * "took off", "took place" (and their other tenses).
 */
export const HAPPENED_PHRASAL_VERBS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['go', new Set(['up', 'ahead'])],
  ['goes', new Set(['up', 'ahead'])],
  ['went', new Set(['up', 'ahead'])],
  ['gone', new Set(['up', 'ahead'])],
  ['take', new Set(['off', 'place'])],
  ['takes', new Set(['off', 'place'])],
  ['took', new Set(['off', 'place'])],
  ['taken', new Set(['off', 'place'])],
]);
/** Cells of a status saying the people booked never came: they missed it, it was called off, or their money went back. */
export const NEVER_CAME_CELLS = new Set([...MISSED_CELLS, ...NEVER_HAPPENED_CELLS, 'refunded']);
/** Status cells of a sale that went ahead ("Sold" beside Cancelled and Refunded): its price was taken. */
export const SOLD_CELLS = new Set(['sold']);

/** Forms of "be" linking a thing asked for to what is said of it: "which service is most popular". */
export const COPULAS = new Set(['is', 'are', 'was', 'were']);
