// Names a model can write in SQL without quoting: snake_case, unique, not a reserved word.
// The original header text survives as the column label.

const MAX_NAME_LENGTH = 63;

/**
 * DuckDB's reserved keywords (`duckdb_keywords()` where keyword_category = 'reserved'); an
 * unquoted column or table named like one of these is a syntax error.
 */
const RESERVED_WORDS = new Set(
  (
    'all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create ' +
    'default deferrable desc describe distinct do else end except false fetch for foreign from group having in ' +
    'initially intersect into lambda lateral leading limit not null offset on only or order pivot pivot_longer ' +
    'pivot_wider placing primary qualify references returning select show some summarize symmetric table then to ' +
    'trailing true union unique unpivot using variadic when where window with'
  ).split(' '),
);

const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/** snake_case with Latin accents folded; letters of other scripts are kept (DuckDB accepts them unquoted). */
export function toSnakeCase(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1_$2')
    .toLowerCase()
    .replace(/[ßæœøđłþð]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(/%/g, ' pct ')
    .replace(/#/g, ' num ')
    .replace(/&/g, ' and ');
  const snake = folded.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '');
  return truncateAtUnderscore(snake, MAX_NAME_LENGTH);
}

function truncateAtUnderscore(name: string, max: number): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max);
  const lastBreak = cut.lastIndexOf('_');
  return (lastBreak > max / 2 ? cut.slice(0, lastBreak) : cut).replace(/_+$/, '');
}

/** A usable identifier from arbitrary text, or `fallback` when the text has no letters or digits. */
function identifierFrom(text: string, fallback: string, digitPrefix: string): string {
  let name = toSnakeCase(text);
  if (name === '') return fallback;
  if (/^\p{N}/u.test(name)) name = `${digitPrefix}_${name}`;
  if (RESERVED_WORDS.has(name)) name = `${name}_${digitPrefix}`;
  return truncateAtUnderscore(name, MAX_NAME_LENGTH);
}

/** Appends `_2`, `_3`, ... until the name is not taken (case-insensitive, as DuckDB resolves names). */
function claimUnique(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = `_${n}`;
    candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Column names for header labels, in order: blank headers become column_<position>. */
export function columnNamesFor(labels: readonly string[]): string[] {
  const taken = new Set<string>();
  return labels.map((label, index) => claimUnique(identifierFrom(label, `column_${index + 1}`, 'col'), taken));
}

/**
 * A workspace-unique table name from the file name, plus the sheet name when a workbook yields
 * several tables. `taken` holds the names already in the workspace and is extended.
 */
export function claimTableName(filename: string, sheet: string | null, taken: Set<string>): string {
  const stem = filename.replace(/\.[^.]*$/, '');
  const base = identifierFrom(sheet === null ? stem : `${stem} ${sheet}`, 'table', 't');
  return claimUnique(base, taken);
}
