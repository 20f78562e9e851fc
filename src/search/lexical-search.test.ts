import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexChunks } from './index-chunks.ts';
import { searchChunks } from './search-chunks.ts';
import { openSearchDatabase, squadParagraphs, type SearchDatabase } from '../../test/fixtures/search/search-database.ts';

// Each SQuAD article is a file; each paragraph a chunk on its own page.
describe('lexical search (BM25)', () => {
  let s: SearchDatabase;
  const fileIds = new Map<string, string>();

  beforeAll(async () => {
    s = await openSearchDatabase();
    for (const file of squadParagraphs()) {
      const fileId = await s.addFile(file.filename);
      fileIds.set(file.filename, fileId);
      const chunks = file.paragraphs.map((text, i) => ({ text, page: i + 1 }));
      await s.db.transaction((tx) => indexChunks(tx, { workspaceId: s.workspaceId, fileId, chunks }));
    }
  });
  afterAll(() => s?.close());

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

  it('finds nothing for stop words alone and reads operators in the query as text', async () => {
    expect(await search('What is it and who was there?')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    const hits = await search(`Goldbach') | !prime & 'x:* <-> (\\`);
    expect(hits[0].text).toContain('Goldbach');
  });
});
