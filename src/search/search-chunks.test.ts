import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexChunks } from './index-chunks.ts';
import { searchChunks } from './search-chunks.ts';
import { openSearchDatabase, squadParagraphs, type SearchDatabase } from '../../test/fixtures/search/search-database.ts';

// One database for both suites: migrating a new one takes a while.
let s: SearchDatabase;
beforeAll(async () => {
  s = await openSearchDatabase();
});
afterAll(() => s?.close());

// Each SQuAD article is a file; each paragraph a chunk on its own page.
describe('lexical search (BM25)', () => {
  const fileIds = new Map<string, string>();

  beforeAll(async () => {
    for (const file of squadParagraphs()) {
      const fileId = await s.addFile(file.filename);
      fileIds.set(file.filename, fileId);
      const chunks = file.paragraphs.map((text, i) => ({ text, page: i + 1 }));
      await s.db.transaction((tx) => indexChunks(tx, { workspaceId: s.workspaceId, fileId, chunks }));
    }
  });

  const search = (query: string, extra: { fileIds?: string[]; limit?: number } = {}) =>
    searchChunks(s.db, { workspaceId: s.workspaceId, query, ...extra });

  it.each([
    // Question, file and page (paragraph) of the gold passage, and a phrase of it.
    ['How many streetcars did the Fresno Traction Company operate in 1931?', 'Fresno_California.md', 2, '47 streetcars'],
    ['Which one of Fresno\'s hotels burned down?', 'Fresno_California.md', 7, 'Hughes Hotel'],
    ['Who included 1 as the first prime number in the mid 18th century?', 'Prime_number.md', 6, 'Goldbach'],
    ['What is the name of the Egyptian papyrus that suggests that they may have had knowledge of prime numbers?', 'Prime_number.md', 8, 'Rhind papyrus'],
    ['Who invented the notion of a steam engine\'s duty?', 'Steam_engine.md', 5, 'duty'],
    ['How far is Fresno City College from the Tower District?', 'Fresno_California.md', 10, 'one-half mile'],
  ])('ranks the passage answering "%s" first', async (question, filename, page, phrase) => {
    const [top] = await search(question);
    expect(top.filename).toBe(filename);
    expect(top.file_id).toBe(fileIds.get(filename));
    expect(top.page).toBe(page);
    expect(top.text).toContain(phrase);
  });

  it('matches passages holding only some of the question\'s terms', async () => {
    // "cinema", "nickname" and "quirky" appear nowhere; the passage has the rest.
    const hits = await search('What quirky nickname did the Hughes Hotel cinema get after it burned down?');
    expect(hits[0].text).toContain('Hughes Hotel');
  });

  it('answers hits in score order with their chunk ids, BM25 scores and the limit', async () => {
    const hits = await search('steam engine cylinder pressure', { limit: 3 });
    expect(hits).toHaveLength(3);
    for (const hit of hits) {
      expect(hit.chunk_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(hit.score).toBeGreaterThan(0);
      expect(Object.keys(hit).sort()).toEqual(['chunk_id', 'file_id', 'filename', 'page', 'score', 'text']);
    }
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
  });

  it('searches only the given files', async () => {
    const normans = fileIds.get('Normans.md')!;
    const hits = await search('prime numbers', { fileIds: [normans] });
    expect(hits.every((h) => h.file_id === normans)).toBe(true);
    expect(await search('Goldbach', { fileIds: [normans] })).toEqual([]);
    expect((await search('Goldbach', { fileIds: [] }))[0].filename).toBe('Prime_number.md');
  });

  it('searches only completed files of the workspace', async () => {
    const text = 'The zeppelin hangar at Moffett Field held the airship Macon.';
    for (const status of ['queued', 'processing', 'failed'] as const) {
      const fileId = await s.addFile(`${status}.md`, { status });
      await indexChunks(s.db, { workspaceId: s.workspaceId, fileId, chunks: [{ text, page: null }] });
    }
    const elsewhere = await s.addWorkspace();
    const foreign = await s.addFile('other.md', { workspaceId: elsewhere });
    await indexChunks(s.db, { workspaceId: elsewhere, fileId: foreign, chunks: [{ text, page: null }] });
    expect(await search('zeppelin hangar')).toEqual([]);

    const done = await s.addFile('done.md');
    await indexChunks(s.db, { workspaceId: s.workspaceId, fileId: done, chunks: [{ text, page: null }] });
    const hits = await search('Where was the zeppelin hangar?');
    expect(hits.map((h) => [h.filename, h.page])).toEqual([['done.md', null]]);
  });

  it("ranks a passage holding the question's words together above one holding them apart", async () => {
    const fileId = await s.addFile('kilns.md');
    const apart = 'The kiln yard stored wet clay, coal and the spare moulds of the works.';
    // Longer, so plain BM25 alone would rank it second.
    const together = 'The long yard by the old works stored the clay kiln, coal and the spare moulds.';
    await indexChunks(s.db, { workspaceId: s.workspaceId, fileId, chunks: [{ text: apart, page: 1 }, { text: together, page: 2 }] });
    const hits = await search('Where was the clay kiln?', { fileIds: [fileId] });
    expect(hits.map((h) => h.text)).toEqual([together, apart]);
    // The bonus only re-orders BM25's best `limit`: it never brings in a passage BM25 left out.
    expect((await search('Where was the clay kiln?', { fileIds: [fileId], limit: 1 })).map((h) => h.text)).toEqual([apart]);
  });

  it('finds nothing for stop words alone and reads operators in the query as text', async () => {
    expect(await search('What is it and who was there?')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    const hits = await search(`Goldbach') | !prime & 'x:* <-> (\\`);
    expect(hits[0].text).toContain('Goldbach');
  });
});

describe('indexChunks', () => {
  // A workspace of its own, so these rows stay out of the ranking tests' statistics.
  let workspaceId: string;
  const addFile = (filename: string) => s.addFile(filename, { workspaceId });
  beforeAll(async () => {
    workspaceId = await s.addWorkspace();
  });

  const rowsOf = (fileId: string) =>
    s.db.query<{ ordinal: number; page: number | null; text: string; token_count: number; tsv: string; embedding: number[] | null }>(
      'SELECT ordinal, page, text, token_count, tsv::text AS tsv, embedding FROM chunks WHERE file_id = $1 ORDER BY ordinal',
      [fileId],
    );

  it('stores each chunk with its ordinal, page, lexemes and token count', async () => {
    const fileId = await addFile('rhine.md');
    const stored = await indexChunks(s.db, {
      workspaceId,
      fileId,
      chunks: [
        { text: 'The Rhine flows through Basel, where the river turns north.', page: 3 },
        { text: 'Rivers carry\u0000 sediment.', page: null },
      ],
    });
    expect(stored).toBe(2);
    const rows = await rowsOf(fileId);
    expect(rows.map((r) => [r.ordinal, r.page, r.embedding])).toEqual([
      [0, 3, null],
      [1, null, null],
    ]);
    // Positions count stop words; the token count does not.
    expect(rows[0].tsv).toBe("'basel':5 'flow':3 'north':10 'rhine':2 'river':8 'turn':9");
    expect(rows[0].token_count).toBe(6);
    expect(rows[1].text).toBe('Rivers carry sediment.');
  });

  it('inserts large documents in several statements', async () => {
    const fileId = await addFile('long.md');
    const chunks = Array.from({ length: 1203 }, (_, i) => ({ text: `Paragraph ${i} about lock ${i % 7}.`, page: Math.floor(i / 10) + 1 }));
    expect(await indexChunks(s.db, { workspaceId, fileId, chunks })).toBe(1203);
    const [{ n, last }] = await s.db.query<{ n: number; last: number }>(
      'SELECT count(*)::int AS n, max(ordinal) AS last FROM chunks WHERE file_id = $1',
      [fileId],
    );
    expect([n, last]).toEqual([1203, 1202]);
  });

  it("writes inside the caller's transaction", async () => {
    const fileId = await addFile('rolled-back.md');
    await expect(
      s.db.transaction(async (tx) => {
        await indexChunks(tx, { workspaceId, fileId, chunks: [{ text: 'Kept only on commit.', page: 1 }] });
        expect(await tx.query('SELECT 1 FROM chunks WHERE file_id = $1', [fileId])).toHaveLength(1);
        throw new Error('ingestion failed later');
      }),
    ).rejects.toThrow('ingestion failed later');
    expect(await rowsOf(fileId)).toEqual([]);
  });

  it('stores nothing for a document without text', async () => {
    const fileId = await addFile('empty.md');
    expect(await indexChunks(s.db, { workspaceId, fileId, chunks: [] })).toBe(0);
  });
});
