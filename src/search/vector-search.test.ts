import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddingsClient, type EmbeddingsClient } from './embeddings-client.ts';
import { embedChunks, indexChunks } from './index-chunks.ts';
import { fuseRankings, searchChunks, type SearchHit } from './search-chunks.ts';
import { hasPgvector, vectorIndexName } from './vector-index.ts';
import { openSearchDatabase, squadParagraphs, type SearchDatabase } from '../../test/fixtures/search/search-database.ts';
import { DIMENSIONS, startFakeEmbeddingsServer, type FakeEmbeddingsServer } from '../../test/fixtures/search/fake-embeddings-server.ts';

const hit = (id: string): SearchHit => ({ file_id: 'f', filename: 'f.md', chunk_id: id, page: null, text: id, score: 0 });

describe('fuseRankings', () => {
  it('orders by summed reciprocal ranks (k = 60)', () => {
    const lexical = ['a', 'b', 'c', 'd'].map(hit);
    const vector = ['c', 'e', 'a'].map(hit);
    const fused = fuseRankings([lexical, vector], 10);
    // a and c: 1/61 + 1/63 (a tie, kept in first-seen order); b and e: 1/62; d: 1/64.
    expect(fused.map((h) => h.chunk_id)).toEqual(['a', 'c', 'b', 'e', 'd']);
    expect(fused[0].score).toBeCloseTo(1 / 61 + 1 / 63, 12);
    expect(fused[2].score).toBeCloseTo(1 / 62, 12);
    expect(fuseRankings([lexical, vector], 2)).toHaveLength(2);
  });
});

describe('search with embeddings', () => {
  let s: SearchDatabase;
  let server: FakeEmbeddingsServer;
  let embeddings: EmbeddingsClient;
  let vehiclesId: string;

  beforeAll(async () => {
    s = await openSearchDatabase();
    server = await startFakeEmbeddingsServer();
    embeddings = createEmbeddingsClient({ baseUrl: server.baseUrl, model: 'fake-embed', retryBaseMs: 5 });
    for (const file of squadParagraphs().filter((f) => f.filename === 'Prime_number.md' || f.filename === 'Normans.md')) {
      const fileId = await s.addFile(file.filename);
      const chunks = file.paragraphs.map((text, i) => ({ text, page: i + 1 }));
      await s.db.transaction((tx) => indexChunks(tx, { workspaceId: s.workspaceId, fileId, chunks }, embeddings));
    }
    vehiclesId = await s.addFile('vehicles.md');
    await indexChunks(
      s.db,
      {
        workspaceId: s.workspaceId,
        fileId: vehiclesId,
        chunks: [
          { text: 'Every car in the parking garage was red.', page: 1 },
          { text: 'The tram line closed in 1939.', page: 2 },
        ],
      },
      embeddings,
    );
  });
  afterAll(async () => {
    await server?.close();
    await s?.close();
  });

  it('stores unit-length vectors, and an HNSW index where pgvector exists', async () => {
    const rows = await s.db.query<{ embedding: number[] }>('SELECT embedding FROM chunks WHERE file_id = $1', [vehiclesId]);
    for (const { embedding } of rows) {
      expect(embedding).toHaveLength(DIMENSIONS);
      expect(Math.hypot(...embedding)).toBeCloseTo(1, 5);
    }
    const [{ exists }] = await s.db.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [vectorIndexName(DIMENSIONS)]);
    expect(exists).toBe(await hasPgvector(s.db));
  });

  it('stores vectors computed before the transaction', async () => {
    const fileId = await s.addFile('precomputed.md');
    const chunks = [{ text: 'A motorcar in Basel.', page: 1 }];
    const vectors = await embedChunks(embeddings, chunks);
    const requests = server.requests.length;
    await s.db.transaction((tx) => indexChunks(tx, { workspaceId: s.workspaceId, fileId, chunks, vectors }, embeddings));
    expect(server.requests).toHaveLength(requests);
    const [row] = await s.db.query<{ embedding: number[] }>('SELECT embedding FROM chunks WHERE file_id = $1', [fileId]);
    const norm = Math.hypot(...vectors[0]);
    row.embedding.forEach((x, i) => expect(x).toBeCloseTo(vectors[0][i] / norm, 6));
    await s.db.query('DELETE FROM files WHERE id = $1', [fileId]);
  });

  it('fetches every embedding before writing, so a failing endpoint stores nothing', async () => {
    const fileId = await s.addFile('unlucky.md');
    server.failNext({ status: 400, body: '{"error":"input too long"}' });
    const chunks = [{ text: 'Nothing of this is stored.', page: 1 }];
    await expect(indexChunks(s.db, { workspaceId: s.workspaceId, fileId, chunks }, embeddings)).rejects.toThrow(/400/);
    expect(await s.db.query('SELECT 1 FROM chunks WHERE file_id = $1', [fileId])).toEqual([]);
  });

  // Neither the embedded server nor PostgreSQL 15 here has pgvector: 'auto' is the exact scan there; a server with it runs both paths.
  for (const backend of ['auto', 'portable'] as const) {
    describe(`vector backend ${backend}`, () => {
      const search = (query: string, limit = 5) =>
        searchChunks(s.db, { workspaceId: s.workspaceId, query, limit }, embeddings, { vectorBackend: backend });

      it('finds a passage by meaning where no word matches', async () => {
        // The fake model maps "motorcar" to "car"; BM25 knows no such thing.
        expect(await searchChunks(s.db, { workspaceId: s.workspaceId, query: 'motorcar' })).toEqual([]);
        const [top] = await search('motorcar');
        expect(top).toMatchObject({ file_id: vehiclesId, filename: 'vehicles.md', page: 1, text: 'Every car in the parking garage was red.' });
      });

      it('ranks the passage both rankings agree on first, with its fused score', async () => {
        const hits = await search('Who included 1 as the first prime number in the mid 18th century?');
        expect(hits[0].text).toContain('Goldbach');
        expect(hits[0].score).toBeGreaterThan(1 / 61);
        expect(hits[0].score).toBeLessThanOrEqual(2 / 61);
        expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
      });

      it('answers as many hits as asked for, past HNSW\'s default candidate list of 40', async () => {
        const filler = await s.addFile('filler.md');
        const chunks = Array.from({ length: 60 }, (_, i) => ({ text: `Filler line ${i} about nothing much.`, page: null }));
        await indexChunks(s.db, { workspaceId: s.workspaceId, fileId: filler, chunks }, embeddings);
        // 74 chunks in scope; HNSW is approximate and may miss a few of them, but not 30.
        const hits = await search('motorcar', 50);
        expect(hits).toHaveLength(50);
        expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
        await s.db.query('DELETE FROM files WHERE id = $1', [filler]);
      });

      it('keeps to the scope: completed files, the given ones', async () => {
        const pending = await s.addFile('pending.md', { status: 'processing' });
        await indexChunks(s.db, { workspaceId: s.workspaceId, fileId: pending, chunks: [{ text: 'A red car.', page: null }] }, embeddings);
        const hits = await search('motorcar', 50);
        expect(hits.some((h) => h.file_id === pending)).toBe(false);
        const normans = await s.db.query<{ id: string }>(`SELECT id FROM files WHERE filename = 'Normans.md'`);
        const only = await searchChunks(s.db, { workspaceId: s.workspaceId, query: 'motorcar', fileIds: [normans[0].id] }, embeddings, {
          vectorBackend: backend,
        });
        expect(only.length).toBeGreaterThan(0);
        expect(only.every((h) => h.filename === 'Normans.md')).toBe(true);
        await s.db.query('DELETE FROM files WHERE id = $1', [pending]);
      });
    });
  }

  it('retries a rate-limited query embedding', async () => {
    server.failNext({ status: 429, headers: { 'retry-after': '0' } });
    const [top] = await searchChunks(s.db, { workspaceId: s.workspaceId, query: 'motorcar' }, embeddings);
    expect(top.file_id).toBe(vehiclesId);
  });
});
