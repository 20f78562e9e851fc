// "How many players did we have last month?", "which day of the week gets the most players?" over
// bookings holding Players beside a status of Played, No-show and Refunded: a head count added up
// over rows some of which say the people never came (No-show, Cancelled, DNA, Refunded) may mean
// every row booked or only those who came. Where the question names no status, the total over every
// row is kept and marked uncertain, saying which rows it counted; a question naming the status
// ("players who played", "no-show players") is read as said.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn, sameRef } from './catalog.ts';
import type { Reading } from './types.ts';
import { HEAD_COUNT_WORDS, NEVER_CAME_CELLS } from './vocabulary.ts';

/** The cells of a category column saying the people never came, as stored, when it holds others too. */
function neverCame(c: CatalogColumn): string[] {
  if (c.role !== 'category' || c.valueIndex.size < 2) return [];
  const cells = [...c.valueIndex].flatMap(([key, v]) => (NEVER_CAME_CELLS.has(key) ? v : []));
  return cells.length > 0 && cells.length < [...c.valueIndex.values()].flat().length ? cells : [];
}

/** The reading marked uncertain when its head count is added up over rows of people who never came; unchanged otherwise. */
export function headCountOfCalledOff(catalog: Catalog, reading: Reading): Reading {
  const m = reading.measure;
  if (m.fn !== 'sum') return reading;
  const figure = findColumn(catalog, m.column);
  if (!figure || !figure.words.some((w) => HEAD_COUNT_WORDS.has(w))) return reading;
  const table = catalog.tables.find((t) => t.name === m.column.table);
  if (!table) return reading;
  const statuses = table.columns.map((c) => ({ column: c, cells: neverCame(c) })).filter((s) => s.cells.length > 0);
  if (statuses.length !== 1) return reading;
  const [{ column, cells }] = statuses;
  const shape = reading.shape;
  const byStatus = 'by' in shape && sameRef(shape.by, column.ref);
  if (byStatus || reading.conditions.some((c) => sameRef(c.column, column.ref))) return reading;
  const doubt = `I added up ${figure.label} over every row, including those whose ${column.label} is ${cells.join(' or ')}, whose people may never have come; counting only the others would give less.`;
  if (reading.caveat?.includes(doubt)) return reading;
  return { ...reading, caveat: reading.caveat ? `${reading.caveat} ${doubt}` : doubt };
}
