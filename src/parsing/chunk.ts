// Splits text into chunks of at most `chunkSize` tokens at sentence boundaries, repeating about
// `chunkOverlap` tokens of the previous chunk's tail at the start of the next one.
//
// Each sentence is tokenised once; a chunk's size is the sum of its sentences' counts, and the
// joined text is counted once more at emission, because BPE merges across the joints can change
// the total. That keeps the work linear in the text length.
import { countTokens } from './tokens.ts';

export interface ChunkOptions {
  chunkSize: number;
  chunkOverlap: number;
}

interface Unit {
  text: string;
  tokens: number;
}

// A fixed locale: the default one depends on the machine, and chunks must not. Made with the first
// chunking: loading ICU's sentence rules took 26-46 ms here, which a service's start need not wait for.
let sentenceSegmenter: Intl.Segmenter | undefined;

export function chunkText(text: string, options: ChunkOptions): string[] {
  return chunkUnits(textUnits(text, options.chunkSize), options);
}

function checkOptions({ chunkSize, chunkOverlap }: ChunkOptions): void {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError('chunkSize must be a positive integer');
  if (!Number.isInteger(chunkOverlap) || chunkOverlap < 0 || chunkOverlap >= chunkSize) {
    throw new RangeError('chunkOverlap must be an integer from 0 to chunkSize - 1');
  }
}

/** Sentences of the text, each cut down to pieces of at most `maxTokens`. */
function textUnits(text: string, maxTokens: number): Unit[] {
  const units: Unit[] = [];
  for (const { segment } of (sentenceSegmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' })).segment(text)) {
    if (segment.trim() === '') {
      if (units.length > 0) units[units.length - 1].text += segment;
      continue;
    }
    const tokens = countTokens(segment);
    if (tokens <= maxTokens) units.push({ text: segment, tokens });
    else for (const piece of splitLongSentence(segment, maxTokens)) units.push(piece);
  }
  return units;
}

/** Words with their trailing whitespace, so joining them gives back the sentence. */
function words(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

function splitLongSentence(sentence: string, maxTokens: number): Array<{ text: string; tokens: number }> {
  const pieces: Array<{ text: string; tokens: number }> = [];
  let current = '';
  let currentTokens = 0;
  const flush = () => {
    if (current !== '') pieces.push({ text: current, tokens: currentTokens });
    current = '';
    currentTokens = 0;
  };
  for (const word of words(sentence)) {
    const tokens = countTokens(word);
    if (tokens > maxTokens) {
      flush();
      for (const piece of splitLongWord(word, maxTokens)) pieces.push(piece);
      continue;
    }
    if (currentTokens + tokens > maxTokens) flush();
    current += word;
    currentTokens += tokens;
  }
  flush();
  return pieces;
}

/**
 * Last resort for a "word" longer than a chunk (a base64 blob, a long URL): the longest prefix
 * within the budget, found by binary search on its length, repeatedly. Cuts fall between
 * characters, never inside one. Only a single character worth more tokens than the whole chunk
 * (chunkSize 1 or 2) can exceed the budget.
 */
function splitLongWord(word: string, maxTokens: number): Array<{ text: string; tokens: number }> {
  const pieces: Array<{ text: string; tokens: number }> = [];
  let rest = word;
  while (rest.length > 0) {
    // No o200k token is anywhere near 64 characters long, so this bound always holds the answer.
    let low = characterEnd(rest, 1);
    let high = Math.min(rest.length, maxTokens * 64);
    while (low < high) {
      const mid = characterEnd(rest, Math.ceil((low + high) / 2));
      if (mid <= low) break;
      if (countTokens(rest.slice(0, mid)) <= maxTokens) low = mid;
      else high = mid - 1;
    }
    const text = rest.slice(0, low);
    pieces.push({ text, tokens: countTokens(text) });
    rest = rest.slice(low);
  }
  return pieces;
}

/** `index` moved forward off the middle of a surrogate pair. */
function characterEnd(text: string, index: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xd800 && code <= 0xdbff && index < text.length ? index + 1 : index;
}

function chunkUnits(units: Unit[], options: ChunkOptions): string[] {
  checkOptions(options);
  const { chunkSize, chunkOverlap } = options;
  const chunks: string[] = [];
  // Units still to place, next one last.
  const queue = units.slice().reverse();
  let current: Unit[] = [];
  let currentTokens = 0;
  let newUnits = 0;

  /** Emits the current chunk; units that did not fit after all go back to the queue. */
  const emit = () => {
    let kept = current;
    let text = joinUnits(kept);
    while (countTokens(text) > chunkSize) {
      // Drop new units from the end while more than one is left, then overlap from the front.
      if (newUnits > 1) {
        queue.push(kept[kept.length - 1]);
        kept = kept.slice(0, -1);
        newUnits--;
      } else if (kept.length > 1) {
        kept = kept.slice(1);
      } else {
        break;
      }
      text = joinUnits(kept);
    }
    chunks.push(text);
    current = kept;
  };

  for (;;) {
    const unit = queue.at(-1);
    if (newUnits > 0 && (unit === undefined || currentTokens + unit.tokens > chunkSize)) {
      emit();
      const next = queue.at(-1);
      if (next === undefined) break;
      current = overlapTail(current, chunkOverlap, chunkSize - next.tokens);
      currentTokens = sumTokens(current);
      newUnits = 0;
      continue;
    }
    if (unit === undefined) break;
    queue.pop();
    current.push(unit);
    currentTokens += unit.tokens;
    newUnits++;
  }
  return chunks;
}

function joinUnits(units: Unit[]): string {
  return units.map((unit) => unit.text).join('').trim();
}

function sumTokens(units: Unit[]): number {
  let total = 0;
  for (const unit of units) total += unit.tokens;
  return total;
}

/**
 * The end of the previous chunk to repeat: whole trailing sentences worth at most `overlap`
 * tokens, or trailing words of the last sentence when even that one is longer. Never more
 * than `room`, so the next unit still fits beside it.
 */
function overlapTail(previous: Unit[], overlap: number, room: number): Unit[] {
  const budget = Math.min(overlap, room);
  if (budget <= 0 || previous.length === 0) return [];
  const tail: Unit[] = [];
  let total = 0;
  for (let i = previous.length - 1; i >= 0; i--) {
    if (total + previous[i].tokens > budget) break;
    tail.unshift(previous[i]);
    total += previous[i].tokens;
  }
  if (tail.length > 0) return tail;
  const last = previous[previous.length - 1];
  const lastWords = words(last.text);
  let text = '';
  let tokens = 0;
  for (let i = lastWords.length - 1; i >= 0; i--) {
    const wordTokens = countTokens(lastWords[i]);
    if (tokens + wordTokens > budget) break;
    text = lastWords[i] + text;
    tokens += wordTokens;
  }
  return text === '' ? [] : [{ text, tokens }];
}
