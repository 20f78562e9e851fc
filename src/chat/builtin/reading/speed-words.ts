// Words of speed ("slowest", "fastest", "quickest") name a figure of time: a duration, a wait, a
// latency, a response time. A header that only shares a word with them ("Response Size (KB)"
// beside "Latency (ms)") is no time, and "the slowest endpoint" is never ranked by it.
import type { CatalogColumn } from './catalog.ts';
import { headerTimeUnit } from './unit-asked.ts';

const SPEED_STEMS = new Set(['slowest', 'fastest', 'quickest', 'slow', 'fast', 'quick', 'slower', 'faster', 'quicker']);
/** Header words of a figure of time that names no unit of its own. */
const TIME_STEMS = new Set(['time', 'durat', 'latenc', 'wait', 'turnaround', 'elaps']);
/** Milliseconds, which headers of latencies are written in ("Latency (ms)", latency_ms). */
const MILLISECOND_WORDS = new Set(['ms', 'msec', 'msecs', 'millisecond', 'milliseconds']);

export function isSpeedWord(stem: string): boolean {
  return SPEED_STEMS.has(stem);
}

/** Whether a measure's header says it holds a time: a unit of time, or a word for a time. */
export function holdsTime(c: CatalogColumn): boolean {
  return headerTimeUnit(c) !== null || c.words.some((w) => MILLISECOND_WORDS.has(w)) || c.stems.some((s) => TIME_STEMS.has(s));
}
