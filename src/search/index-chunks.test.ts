import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexChunks } from './index-chunks.ts';
import { openSearchDatabase, type SearchDatabase } from '../../test/fixtures/search/search-database.ts';

describe('indexChunks', () => {
  let s: SearchDatabase;
  beforeAll(async () => {
    s = await openSearchDatabase();
  });
  afterAll(() => s?.close());

  const rowsOf = (fileId: string) =>
    s.db.query<{ ordinal: number; page: number | null; text: string; token_count: number; tsv: string; embedding: number[] | null }>(
      'SELECT ordinal, page, text, token_count, tsv::text AS tsv, embedding FROM chunks WHERE file_id = $1 ORDER BY ordinal',
      [fileId],
    );

  it('stores each chunk with its ordinal, page, lexemes and token count', async () => {
    const fileId = await s.addFile('rhine.md');
    const stored = await indexChunks(s.db, {
      workspaceId: s.workspaceId,
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
    const fileId = await s.addFile('long.md');
    const chunks = Array.from({ length: 1203 }, (_, i) => ({ text: `Paragraph ${i} about lock ${i % 7}.`, page: Math.floor(i / 10) + 1 }));
    expect(await indexChunks(s.db, { workspaceId: s.workspaceId, fileId, chunks })).toBe(1203);
    const [{ n, last }] = await s.db.query<{ n: number; last: number }>(
      'SELECT count(*)::int AS n, max(ordinal) AS last FROM chunks WHERE file_id = $1',
      [fileId],
    );
    expect([n, last]).toEqual([1203, 1202]);
  });

  it("writes inside the caller's transaction", async () => {
    const fileId = await s.addFile('rolled-back.md');
    await expect(
      s.db.transaction(async (tx) => {
        await indexChunks(tx, { workspaceId: s.workspaceId, fileId, chunks: [{ text: 'Kept only on commit.', page: 1 }] });
        expect(await tx.query('SELECT 1 FROM chunks WHERE file_id = $1', [fileId])).toHaveLength(1);
        throw new Error('ingestion failed later');
      }),
    ).rejects.toThrow('ingestion failed later');
    expect(await rowsOf(fileId)).toEqual([]);
  });

  it('stores nothing for a document without text', async () => {
    const fileId = await s.addFile('empty.md');
    expect(await indexChunks(s.db, { workspaceId: s.workspaceId, fileId, chunks: [] })).toBe(0);
  });
});
