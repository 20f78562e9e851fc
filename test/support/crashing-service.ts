// The whole service as src/main.ts starts it, for the tests that kill it at chosen moments. With
// QUARRY_TEST_KILL_ON_PUT set to a pattern, it SIGKILLs itself halfway through writing the first
// blob whose key matches (part of the bytes written, as a crash while storing would leave); the
// tests kill it at other moments from outside. Prints `ready` once it listens.
import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { startServer } from '../../src/server.ts';
import type { BlobStore } from '../../src/blobs/blob-store.ts';

const pattern = process.env.QUARRY_TEST_KILL_ON_PUT;

/** Passes the first chunk on, then holds the rest and kills the process. */
function dieAfterFirstChunk(): Transform {
  let passed = false;
  const die = () => setTimeout(() => process.kill(process.pid, 'SIGKILL'), 100);
  return new Transform({
    transform(chunk, _encoding, done) {
      if (passed) return die();
      passed = true;
      done(null, chunk);
    },
    flush() {
      die();
    },
  });
}

function killOnPut(store: BlobStore, keys: RegExp): BlobStore {
  const put = store.put.bind(store);
  const putFile = store.putFile.bind(store);
  store.put = (key: string, body: Readable, options?: { contentType?: string }) => (keys.test(key) ? put(key, body.pipe(dieAfterFirstChunk()), options) : put(key, body, options));
  // A file is written as a stream here, so that the process dies with part of it written.
  store.putFile = (key: string, localPath: string, options?: { contentType?: string }) =>
    keys.test(key) ? put(key, createReadStream(localPath).pipe(dieAfterFirstChunk()), options) : putFile(key, localPath, options);
  return store;
}

const config = loadConfig();
const server = await startServer(config, createLogger(config.logLevel), pattern ? { wrapBlobs: (store) => killOnPut(store, new RegExp(pattern)) } : {});
console.log('ready');
process.once('SIGTERM', () => {
  void server.shutdown().then(() => process.exit(0));
});
