// Units of measure: the one table of the units headers are written in and questions say, by
// family (time, weight, volume, length, energy, power, area, currency, ...), with the spellings of
// each and its size in its family's base unit, and the one conversion between two units of a family.
// Readings that name a figure by its unit, convert a figure asked in another unit, or leave a
// header's unit unsaid all read this table.
import type { CatalogColumn } from './catalog.ts';

export type UnitFamily = 'time' | 'mass' | 'volume' | 'length' | 'energy' | 'power' | 'area' | 'currency' | 'percent' | 'temperature' | 'data' | 'scale';

export type Unit = {
  name: string;
  family: UnitFamily;
  /** Its size in the family's base unit (seconds, grams, litres); null when figures in it are never converted. */
  size: number | null;
  /** Spellings a header carries that a question need not repeat ("Revenue (EUR)" is named by "revenue"). */
  words: string[];
  /** Further spellings of the unit, which a header's name still needs said ("week", "tonnage", the "hr" of "£/hr"). */
  alias?: string[];
  /** Spellings read only in a header: too short or too often something else in a question ("h", "t"). */
  headerOnly?: string[];
  /** Spellings read only in a question ("tons"). */
  saidOnly?: string[];
  /** Spellings that only match the unit's other spellings, never mark a header's unit alone (the "d" of "R&D", the "m" of "£m"). */
  weak?: string[];
};

/** Families whose figures are converted when asked in another unit of the family. */
const CONVERTED: readonly UnitFamily[] = ['time', 'mass', 'volume'];

const UNITS: readonly Unit[] = [
  // Time, in seconds. A stay's nights are its days: "stays longer than a week" over a nights column is over 7.
  { name: 'ms', family: 'time', size: null, words: ['ms'] },
  { name: 'seconds', family: 'time', size: 1, words: ['s', 'sec', 'second', 'seconds'], alias: ['secs'], headerOnly: ['s'] },
  { name: 'minutes', family: 'time', size: 60, words: ['min', 'mins', 'minute', 'minutes'] },
  { name: 'hours', family: 'time', size: 3_600, words: ['h', 'hrs', 'hour', 'hours'], alias: ['hr'], headerOnly: ['h', 'hr'] },
  { name: 'days', family: 'time', size: 86_400, words: ['day', 'days'], alias: ['d'], weak: ['d'] },
  { name: 'nights', family: 'time', size: 86_400, words: [], alias: ['night', 'nights'] },
  { name: 'weeks', family: 'time', size: 604_800, words: [], alias: ['week', 'weeks', 'wk', 'wks'], headerOnly: ['wk'] },
  // Weight, in grams.
  { name: 'grams', family: 'mass', size: 1, words: ['g'], alias: ['gram', 'grams'], headerOnly: ['g'] },
  { name: 'kg', family: 'mass', size: 1_000, words: ['kg', 'kilogram', 'kilograms', 'kilos'], alias: ['kgs', 'kilo'] },
  { name: 'tonnes', family: 'mass', size: 1_000_000, words: ['tonne', 'tonnes'], alias: ['t', 'tonnage', 'ton', 'tons'], headerOnly: ['t'], saidOnly: ['ton', 'tons'] },
  { name: 'lb', family: 'mass', size: null, words: ['lb', 'lbs'] },
  // Volume, in litres.
  { name: 'litres', family: 'volume', size: 1, words: ['l', 'litre', 'litres', 'liter', 'liters'], alias: ['ltr'], headerOnly: ['l'] },
  { name: 'ml', family: 'volume', size: 0.001, words: [], alias: ['ml', 'millilitres', 'milliliters'] },
  // Length, energy, power, area: named and matched, not converted.
  { name: 'km', family: 'length', size: null, words: ['km', 'kilometre', 'kilometres'], alias: ['kms', 'kilometer', 'kilometers'] },
  { name: 'm', family: 'length', size: null, words: ['m', 'metre', 'metres'], weak: ['m'] },
  { name: 'cm', family: 'length', size: null, words: ['cm'] },
  { name: 'mm', family: 'length', size: null, words: ['mm'] },
  { name: 'miles', family: 'length', size: null, words: ['mi'], alias: ['mile', 'miles'] },
  { name: 'kwh', family: 'energy', size: null, words: ['kwh'] },
  { name: 'mwh', family: 'energy', size: null, words: ['mwh'] },
  { name: 'kw', family: 'power', size: null, words: ['kw'] },
  { name: 'mw', family: 'power', size: null, words: ['mw'] },
  { name: 'hectares', family: 'area', size: null, words: ['ha', 'hectare', 'hectares'] },
  // Money: never converted between currencies.
  { name: 'eur', family: 'currency', size: null, words: ['eur', 'euro', 'euros'] },
  { name: 'usd', family: 'currency', size: null, words: ['usd', 'dollar', 'dollars'] },
  { name: 'gbp', family: 'currency', size: null, words: ['gbp', 'pound', 'pounds'] },
  { name: 'chf', family: 'currency', size: null, words: ['chf'] },
  { name: 'jpy', family: 'currency', size: null, words: ['jpy'] },
  { name: 'sek', family: 'currency', size: null, words: [], alias: ['sek'] },
  { name: 'nok', family: 'currency', size: null, words: [], alias: ['nok'] },
  { name: 'dkk', family: 'currency', size: null, words: [], alias: ['dkk'] },
  // Others headers carry.
  { name: 'percent', family: 'percent', size: null, words: ['pct', 'percent'] },
  { name: 'celsius', family: 'temperature', size: null, words: ['c', 'celsius'] },
  { name: 'fahrenheit', family: 'temperature', size: null, words: ['f'] },
  { name: 'mb', family: 'data', size: null, words: ['mb'] },
  { name: 'gb', family: 'data', size: null, words: ['gb'] },
  { name: 'thousands', family: 'scale', size: null, words: ['k'] },
];

/** Every spelling of a unit. */
function spellings(u: Unit): string[] {
  return [...u.words, ...(u.alias ?? [])];
}

function writtenIn(u: Unit, word: string): boolean {
  return spellings(u).includes(word) && !u.saidOnly?.includes(word) && !u.weak?.includes(word);
}

function saidAs(u: Unit, word: string): boolean {
  return spellings(u).includes(word) && !u.headerOnly?.includes(word) && !u.weak?.includes(word);
}

/** Units written in headers ("Revenue (EUR)", "Weight kg"): a question need not repeat them. */
export const UNIT_WORDS: ReadonlySet<string> = new Set(UNITS.flatMap((u) => u.words));

/** Whether two words are the same unit, written in full in a question and abbreviated in a header. */
export function sameUnit(a: string, b: string): boolean {
  return a === b || UNITS.some((u) => spellings(u).includes(a) && spellings(u).includes(b));
}

/** Words of currencies, in headers ("Food (GBP)") and questions ("in thousands of dollars"). */
export const CURRENCY_WORDS: ReadonlySet<string> = new Set(UNITS.filter((u) => u.family === 'currency').flatMap(spellings));

/** Words of the units of an amount that adds up: time, weight, volume, length, energy, power, area ("Energy (kWh)"). */
export const AMOUNT_UNIT_WORDS: ReadonlySet<string> = new Set(
  UNITS.filter((u) => ['time', 'mass', 'volume', 'length', 'energy', 'power', 'area'].includes(u.family)).flatMap((u) => spellings(u).filter((w) => !u.weak?.includes(w))),
);

/** Words of the units of time a duration is counted in ("resolution_hrs", "Duration (mins)"). */
export const TIME_UNIT_WORDS: ReadonlySet<string> = new Set(UNITS.filter((u) => u.family === 'time').flatMap((u) => spellings(u).filter((w) => !u.weak?.includes(w))));

/** One of a unit of time, as in "longer than an hour": the converted units' singulars. */
export const SINGLE_TIME_UNITS: ReadonlySet<string> = new Set(UNITS.filter((u) => u.family === 'time' && u.size !== null).map((u) => u.name.replace(/s$/, '')));

/** The converted unit of one of the families a question word says ("hours", "tonnes"), or null. */
export function unitSaid(word: string, families: readonly UnitFamily[]): Unit | null {
  return UNITS.find((u) => u.size !== null && CONVERTED.includes(u.family) && families.includes(u.family) && saidAs(u, word)) ?? null;
}

/** The converted unit of one of the families a header word writes ("sec", "kg", "t"), or null. */
export function unitWritten(word: string, families: readonly UnitFamily[]): Unit | null {
  return UNITS.find((u) => u.size !== null && CONVERTED.includes(u.family) && families.includes(u.family) && writtenIn(u, word)) ?? null;
}

/** The one converted unit of the families a header is written in ("wait_time_sec", "Weight (kg)"), or null when none or several. */
export function headerUnit(c: CatalogColumn, families: readonly UnitFamily[]): Unit | null {
  const found = UNITS.filter((u) => u.size !== null && CONVERTED.includes(u.family) && families.includes(u.family) && c.words.some((w) => writtenIn(u, w)));
  return found.length === 1 ? found[0] : null;
}

/** The unit a rate's header is per, as written: "Tariff £/hr" hr, "rate_per_hour" hour, "Price (£/kg)" kg; null when none. */
export function unitPer(c: CatalogColumn): string | null {
  const per = c.label.replace(/_/g, ' ').toLowerCase().match(/(?:\/|\bper\s)\s*([a-z]+)/)?.[1];
  return per !== undefined && UNITS.some((u) => spellings(u).includes(per)) ? per : null;
}

/** Whether a header is written in some unit of a family, converted or not ("Distance (km)", "miles"). */
export function writesUnitOf(c: CatalogColumn, family: UnitFamily): boolean {
  return c.words.some((w) => UNITS.some((u) => u.family === family && writtenIn(u, w)));
}

/** Whether a header carries a spelling of the unit ("Price (£/kg)" carries kg). */
export function carriesUnit(c: CatalogColumn, u: Unit): boolean {
  return c.words.some((w) => writtenIn(u, w));
}

/**
 * A value in one unit expressed in another of the same family ("4 hours" is 240 minutes), or null
 * when the two cannot be converted. The one conversion every reading uses: its factor is `convert(1, from, to)`.
 */
export function convert(value: number, from: Unit, to: Unit): number | null {
  if (from.family !== to.family || from.size === null || to.size === null) return null;
  return (value * from.size) / to.size;
}
