// "Top 4 teams by goals scored", "which player has the highest points won" over one row per match:
// a whole-number header naming things and what happened to them ("goals_scored", "tries_conceded",
// "bags_collected") counts events of each row, which add up per group like units sold; ranking the
// groups by their average per row answers another question. Read as additive, like qty or units.
import type { CatalogColumn } from './catalog.ts';

/** Participles that do not end in -ed. */
const IRREGULAR = new Set(['won', 'lost', 'made', 'taken', 'given', 'driven', 'ridden', 'run', 'thrown', 'caught', 'built', 'sent', 'sold', 'bought', 'hit', 'kept', 'read', 'seen', 'done', 'held', 'brought', 'grown', 'drawn', 'dealt', 'left']);
/** Header words ending in -ed that say what kind of figure it is, not what happened to the things. */
const NOT_EVENTS = new Set(['speed', 'need', 'seed', 'feed', 'red', 'bed', 'shed']);

const participle = (w: string): boolean => IRREGULAR.has(w) || (/^[a-z]{3,}ed$/.test(w) && !NOT_EVENTS.has(w));
/** Lengths of time a row has lasted ("years_employed"): a level of each row, not a tally. */
const SPANS = new Set(['years', 'months']);
const pluralNoun = (w: string): boolean => /^[a-z]{3,}s$/.test(w) && !/(ss|us|is)$/.test(w) && !participle(w) && !SPANS.has(w);

/** A whole-number header of plural things and a participle: a tally of each row's events. */
export function talliesEvents(c: CatalogColumn): boolean {
  if (c.type !== 'integer' || c.role !== 'measure' || c.span) return false;
  const words = c.words.filter((w) => /[a-z]/.test(w));
  if (words.length < 2 || words.length > 3) return false;
  const p = words.findIndex(participle);
  return p > 0 && words.slice(0, p).some(pluralNoun);
}
