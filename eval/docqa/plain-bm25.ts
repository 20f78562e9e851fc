// The reference Quarry's document search must not rank below: Okapi BM25 (k1 1.2, b 0.75) over the
// corpus's paragraphs exactly as the articles split them, with lowercase words, English stop words
// dropped and Porter stems, nothing else (no titles, no field weights, no chunking).
import { stemmer } from 'stemmer';

const STOP_WORDS = new Set(
  ('a about above after again against all am an and any are as at be because been before being below between both but by can did do does ' +
    'doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its ' +
    'itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so ' +
    'some such than that the their theirs them themselves then there these they this those through to too under until up very was we ' +
    'were what when where which while who whom why will with you your yours yourself yourselves').split(' '),
);

export function plainTerms(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/\p{Mn}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => !STOP_WORDS.has(w)).map((w) => stemmer(w));
}

export interface PlainBm25 {
  /** Indexes of the best `limit` paragraphs, best first. */
  search(query: string, limit: number): number[];
}

export function plainBm25(paragraphs: string[], k1 = 1.2, b = 0.75): PlainBm25 {
  const docs = paragraphs.map((p) => {
    const tf = new Map<string, number>();
    const terms = plainTerms(p);
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { tf, length: terms.length };
  });
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(docs.length, 1);
  const idf = (t: string) => {
    const n = df.get(t) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };
  return {
    search(query, limit) {
      const terms = [...new Set(plainTerms(query))];
      const scored = docs.map((d, index) => {
        let score = 0;
        for (const t of terms) {
          const f = d.tf.get(t);
          if (f) score += (idf(t) * f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avgLength));
        }
        return { index, score };
      });
      return scored
        .filter((s) => s.score > 0)
        .sort((x, y) => y.score - x.score || x.index - y.index)
        .slice(0, limit)
        .map((s) => s.index);
    },
  };
}
