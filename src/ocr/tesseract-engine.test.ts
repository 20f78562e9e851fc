import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { JobError } from '../errors.ts';
import { TesseractEngine } from './tesseract-engine.ts';
import { proseImage } from '../../test/support/ocr-pages.ts';

const SENTENCES = ['The quick brown fox jumps over the lazy dog.', 'Invoices are due within thirty days of receipt.'];

describe('TesseractEngine', () => {
  const engine = new TesseractEngine();
  afterAll(() => engine.terminate());

  it('recognises lines of text with word boxes, and recovers from an aborted recognition', async () => {
    const image = proseImage(SENTENCES);
    // Two jobs at once on a one-worker pool: the second waits for the worker.
    const [result, queued] = await Promise.all([engine.recognize(image), engine.recognize(proseImage([SENTENCES[1]]))]);
    expect(queued.text).toBe(SENTENCES[1]);
    expect(result.text).toBe(SENTENCES.join('\n'));
    expect(result.width).toBe(1400);
    expect(result.height).toBe(256);
    expect(result.confidence).toBeGreaterThan(85);
    expect(result.words.map((word) => word.text)).toEqual(SENTENCES.join(' ').split(' '));
    expect(result.words.filter((word) => word.line === 1).map((word) => word.text)).toEqual(SENTENCES[1].split(' '));
    const fox = result.words.find((word) => word.text === 'fox');
    expect(fox?.bbox.x0).toBeGreaterThan(80);
    expect(fox?.bbox.y1).toBeLessThan(140);

    // A full page takes about a second: abort it midway, which kills the worker.
    const controller = new AbortController();
    const aborted = engine.recognize(proseImage(Array(40).fill(SENTENCES[0])), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job timed out')), 300);
    await expect(aborted).rejects.toThrow('job timed out');
    expect((await engine.recognize(image)).text).toBe(SENTENCES.join('\n'));
  });

  it('rejects an image that is not a PNG as a corrupted file', async () => {
    const error = await engine.recognize(Buffer.from('%PDF-1.7 not an image')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).code).toBe('CORRUPTED_FILE');
  });

  it('runs inside a worker_thread, as in the extraction pool', async () => {
    const thread = new Worker(new URL('../../test/fixtures/ocr/recognize-in-thread.ts', import.meta.url), {
      workerData: proseImage([SENTENCES[0]]),
    });
    const [text] = await once(thread, 'message');
    expect(text).toBe(SENTENCES[0]);
  });

  it('terminates a worker left idle past idleRetireMs, and starts a new one for the next image', async () => {
    const retiring = new TesseractEngine({ idleRetireMs: 200 });
    try {
      expect((await retiring.recognize(proseImage([SENTENCES[0]]))).text).toBe(SENTENCES[0]);
      expect(retiring.liveWorkers).toBe(1);
      const deadline = Date.now() + 10_000;
      while (retiring.liveWorkers > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(retiring.liveWorkers).toBe(0);
      expect((await retiring.recognize(proseImage([SENTENCES[1]]))).text).toBe(SENTENCES[1]);
    } finally {
      await retiring.terminate();
    }
  });
});
