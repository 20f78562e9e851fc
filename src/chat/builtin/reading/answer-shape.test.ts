// The answer-shape check on its own: readings written by hand against a small catalog, so each rule
// is seen deciding (the HTTP tests in answer-shape.http.test.ts show the engine using it).
import { describe, expect, it } from 'vitest';
import type { ColumnStats, TableProfile } from '../../../tabular/table-profile.ts';
import type { BuiltinColumnType, BuiltinTable } from '../types.ts';
import { checkAnswerShape } from './answer-shape.ts';
import { columnKind } from './figure-kinds.ts';
import { buildCatalog, findColumn } from './catalog.ts';
import { columnMentions, valueMentions } from './mentions.ts';
import { readQuestion } from './question.ts';
import type { Condition, Reading, Shape } from './types.ts';

const ROWS = 2_000;

function column(name: string, type: BuiltinColumnType, stats: Partial<ColumnStats>): { column: BuiltinTable['columns'][number]; stats: ColumnStats } {
  return {
    column: { name, label: name, type, sampleValues: [] },
    stats: { name, distinctCount: 10, nullCount: 0, min: null, max: null, values: [], complete: true, key: false, dateFormat: null, ...stats },
  };
}

const runs = [
  column('run_id', 'integer', { distinctCount: ROWS, key: true }),
  column('run_date', 'date', { min: '2023-01-01', max: '2024-12-28', distinctCount: 700 }),
  column('van_plate', 'text', { distinctCount: 45, values: [['YK10-VAN', 50]], key: true }),
  column('van_city', 'text', { distinctCount: 4, values: [['York', 500], ['Hull', 500], ['Selby', 500], ['Ripon', 500]] }),
  column('service_level', 'text', { distinctCount: 3, values: [['Express', 900], ['Standard', 800], ['Flat Rate', 300]] }),
  column('qty', 'integer', { min: 1, max: 12, distinctCount: 12 }),
  column('unit_cost', 'decimal', { min: 3, max: 92, distinctCount: 1_500 }),
  column('sold_price', 'decimal', { min: 1, max: 900, distinctCount: 1_500, nullCount: 700 }),
];
const table: BuiltinTable = { name: 'runs', label: 'runs.csv', rowCount: ROWS, columns: runs.map((c) => c.column) };
const profile: TableProfile = { version: 1, rowCount: ROWS, columns: runs.map((c) => c.stats), summaryRows: [] };
const catalog = buildCatalog([{ table, profile }]);
const ref = (c: string) => ({ table: 'runs', column: c });
const york: Condition = { kind: 'in', column: ref('van_city'), values: ['York'], negate: false };
const express: Condition = { kind: 'in', column: ref('service_level'), values: ['Express'], negate: false };

function reading(measure: Reading['measure'], shape: Shape, conditions: Condition[] = []): Reading {
  return { tables: ['runs'], join: null, measure, conditions, shape };
}

function check(text: string, r: Reading, previous: Reading | null = null, followed = false) {
  const question = readQuestion(text);
  return checkAnswerShape({ question, catalog, reading: r, columns: columnMentions(question, catalog), values: valueMentions(question, catalog), previous, followed });
}

const count = { fn: 'count' } as const;
const scalar = { kind: 'scalar' } as const;
const perVan: Shape = { kind: 'breakdown', by: ref('van_plate'), period: null };

describe('checkAnswerShape', () => {
  it('"how many" is one count: a breakdown only when the question groups', () => {
    expect(check('How many runs from York?', reading(count, scalar, [york]))).toBeNull();
    expect(check('How many runs from York?', reading(count, perVan, [york]))?.action).toBe('decline');
    expect(check('How many runs per van plate?', reading(count, perVan))).toBeNull();
    expect(check('How many runs by van plate?', reading(count, perVan))).toBeNull();
    // Two readings of the same words: the count per van is given, marked uncertain.
    expect(check('How many runs by vans from York?', reading(count, perVan, [york]))?.action).toBe('uncertain');
    expect(check('Number of runs by York vans', reading(count, perVan, [york]))?.action).toBe('uncertain');
    expect(check('Total qty by vans from York', reading({ fn: 'sum', column: ref('qty') }, perVan, [york]))?.action).toBe('uncertain');
    expect(check('How many runs by van cities in 2024?', reading(count, { kind: 'breakdown', by: ref('van_city'), period: null }))).toBeNull();
    expect(check('How many runs in 2023 and 2024?', reading(count, { kind: 'breakdown', by: ref('run_date'), period: 'year' }))).toBeNull();
  });

  it('"how many" never adds up money; it may add up a quantity', () => {
    expect(check('How many runs were sold?', reading({ fn: 'sum', column: ref('sold_price') }, scalar))?.action).toBe('decline');
    expect(check('How many dollars were sold in York?', reading({ fn: 'sum', column: ref('sold_price') }, scalar, [york]))).toBeNull();
    expect(check('How many qty were sold?', reading({ fn: 'sum', column: ref('qty') }, scalar))).toBeNull();
    const byCity: Shape = { kind: 'top_groups', by: ref('van_city'), desc: true, n: 1 };
    expect(check('Which van city had the most runs?', reading({ fn: 'sum', column: ref('sold_price') }, byCity))?.action).toBe('decline');
    expect(check('Which van city had the most runs?', reading(count, byCity))).toBeNull();
    expect(check('How many van cities are there?', reading({ fn: 'count_distinct', column: ref('van_city') }, scalar))).toBeNull();
    expect(check('How many runs are Express?', reading(count, { kind: 'list', column: ref('run_id') }, [express]))?.action).toBe('decline');
  });

  it('"did A or B ... more" with A and B cells of one column compares the two groups, never a ranking of rows', () => {
    const yorkOrHull: Condition = { kind: 'in', column: ref('van_city'), values: ['York', 'Hull'], negate: false };
    const question = 'Did vans in York or vans in Hull carry more qty?';
    const topVan: Shape = { kind: 'top_rows', label: ref('van_plate'), rankBy: ref('qty'), desc: true, n: 1 };
    expect(check(question, reading(count, topVan, [yorkOrHull]))?.action).toBe('decline');
    const topCities: Shape = { kind: 'top_groups', by: ref('van_city'), desc: true, n: 1 };
    expect(check(question, reading({ fn: 'sum', column: ref('qty') }, topCities, [yorkOrHull]))).toBeNull();
    expect(check(question, reading({ fn: 'sum', column: ref('qty') }, { kind: 'compare', by: ref('van_city'), values: ['York', 'Hull'] }))).toBeNull();
  });

  it('a verb of money ranked ("earned the most") is ranked by a money column, never by rows counted', () => {
    const byCity: Shape = { kind: 'top_groups', by: ref('van_city'), desc: true, n: 1 };
    expect(check('Which van city earned the most?', reading(count, byCity))?.action).toBe('decline');
    expect(check('Which van city brought in the most?', reading({ fn: 'sum', column: ref('qty') }, byCity))?.action).toBe('decline');
    expect(check('Which van city earned the most?', reading({ fn: 'sum', column: ref('sold_price') }, byCity))).toBeNull();
    expect(check('Which van city gave the most runs?', reading(count, byCity))).toBeNull();
    expect(check('How many runs earned more than 500?', reading(count, scalar, [{ kind: 'compare', column: ref('sold_price'), op: '>', value: 500 }]))).toBeNull();
  });

  it('a single-row superlative is one row\'s value, never a count or a total per group', () => {
    const byMonth: Shape = { kind: 'top_groups', by: ref('run_date'), period: 'month', desc: true, n: 1 };
    expect(check('What was the highest single monthly unit cost?', reading(count, byMonth))?.action).toBe('decline');
    expect(check('What was the highest single monthly unit cost?', reading({ fn: 'sum', column: ref('unit_cost') }, byMonth))?.action).toBe('decline');
    expect(check('What was the highest single unit cost?', reading({ fn: 'max', column: ref('unit_cost') }, scalar))).toBeNull();
    expect(check('Which van had the largest individual unit cost?', reading(count, { kind: 'top_rows', label: ref('van_plate'), rankBy: ref('unit_cost'), desc: true, n: 1 }))).toBeNull();
  });

  it('a percentage is a share, whatever the word for it', () => {
    const share = reading(count, { kind: 'share', part: [express] }, [york]);
    const ids = reading(count, { kind: 'list', column: ref('run_id') }, [york, express]);
    expect(check('What % of runs from York went Express?', share)).toBeNull();
    expect(check('What % of runs from York went Express?', ids)?.action).toBe('decline');
    expect(check('What proportion of York runs were Express?', ids)?.action).toBe('decline');
    const standard: Condition = { kind: 'in', column: ref('service_level'), values: ['Standard'], negate: false };
    expect(check('and in Standard?', reading(count, { kind: 'share', part: [express] }, [standard]), reading(count, { kind: 'share', part: [express] }), true)?.action).toBe('decline');
    expect(check('What is the Express rate?', reading(count, { kind: 'share', part: [express] }))).toBeNull();
    // A cell with a share word in it is a value: "Flat Rate" is a service level.
    const flat: Condition = { kind: 'in', column: ref('service_level'), values: ['Flat Rate'], negate: false };
    expect(check('How many runs were Flat Rate?', reading(count, scalar, [flat]))).toBeNull();
    expect(check('How many runs over 50% of the qty were Express?', reading(count, scalar, [express]))).toBeNull();
  });

  it('the measure a question names is the kind of figure ranked or added up', () => {
    const byCost: Shape = { kind: 'top_rows', label: ref('van_plate'), rankBy: ref('unit_cost'), desc: true, n: 5 };
    expect(check('Top 5 vans by units sold', reading(count, byCost))?.action).toBe('decline');
    expect(check('Top 5 vans by unit cost', reading(count, byCost))).toBeNull();
    const byQty: Shape = { kind: 'top_groups', by: ref('van_plate'), desc: true, n: 5 };
    expect(check('Top 5 vans by units sold', reading({ fn: 'sum', column: ref('qty') }, byQty))).toBeNull();
    expect(check('Total revenue from York', reading({ fn: 'sum', column: ref('qty') }, scalar, [york]))?.action).toBe('decline');
    // "the most qty per run" over a table of runs is an average per run, not a total per city.
    const cityQty: Shape = { kind: 'top_groups', by: ref('van_city'), desc: true, n: 1 };
    expect(check('Which van city has the most qty per run?', reading({ fn: 'sum', column: ref('qty') }, cityQty))?.action).toBe('decline');
    expect(check('Which van city has the most qty per run?', reading({ fn: 'avg', column: ref('qty') }, cityQty))).toBeNull();
    expect(columnKind(findColumn(catalog, ref('unit_cost'))!)).toBe('money');
    expect(columnKind(findColumn(catalog, ref('qty'))!)).toBe('quantity');
  });

  it('"top N" is a ranking of N; "when" a date; "average" an average', () => {
    const top3: Shape = { kind: 'top_groups', by: ref('van_city'), desc: true, n: 3 };
    expect(check('Top 3 van cities by qty', reading({ fn: 'sum', column: ref('qty') }, top3))).toBeNull();
    expect(check('Top 3 van cities by qty', reading({ fn: 'sum', column: ref('qty') }, { ...top3, n: 1 }))?.action).toBe('decline');
    expect(check('When was the last run from York?', reading({ fn: 'max', column: ref('run_date') }, scalar, [york]))).toBeNull();
    expect(check('When was the last run from York?', reading(count, scalar, [york]))?.action).toBe('decline');
    expect(check('When was the run with the most qty?', reading(count, { kind: 'top_rows', label: ref('run_date'), rankBy: ref('qty'), desc: true, n: 1 }))).toBeNull();
    expect(check('Average qty in York', reading({ fn: 'avg', column: ref('qty') }, scalar, [york]))).toBeNull();
    expect(check('Average qty in York', reading({ fn: 'sum', column: ref('qty') }, scalar, [york]))?.action).toBe('decline');
  });

  it('a follow-up read as a question of its own does not become a list', () => {
    const total = reading({ fn: 'sum', column: ref('qty') }, scalar);
    const plates = reading(count, { kind: 'list', column: ref('van_plate') }, [york]);
    expect(check('What about in York?', plates, total, false)?.action).toBe('decline');
    expect(check('What about in York?', plates, null, false)?.action).toBe('decline');
    expect(check('What about in York?', { ...total, conditions: [york] }, total, true)).toBeNull();
    expect(check('Which van plates are in York?', plates)).toBeNull();
  });

  it('"which" asks for names, not one number', () => {
    expect(check('Which runs are Express in York?', reading(count, scalar, [express, york]))?.action).toBe('decline');
    expect(check('Which runs are Express in York?', reading(count, { kind: 'list', column: ref('run_id') }, [express, york]))).toBeNull();
    expect(check('Which date was the last run in York?', reading({ fn: 'max', column: ref('run_date') }, scalar, [york]))).toBeNull();
    expect(check('Which van plate ran last in York?', reading({ fn: 'max', column: ref('run_date') }, scalar, [york]))?.action).toBe('decline');
  });

  it('"no runs", "without any runs" ask for rows with none of them: never a count over those rows themselves', () => {
    const emptyCost = reading(count, scalar, [{ kind: 'missing', column: ref('unit_cost'), negate: false }]);
    expect(check('How many vans had no runs in York?', emptyCost)?.action).toBe('decline');
    expect(check('How many vans are without any runs?', emptyCost)?.action).toBe('decline');
    expect(check('How many runs had no unit cost?', emptyCost)).toBeNull();
    // A country code written NO is a cell, not a negation.
    expect(check('How much qty did vans from NO run?', reading({ fn: 'sum', column: ref('qty') }, scalar))).toBeNull();
  });
});
