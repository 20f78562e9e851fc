import { enableCompileCache } from 'node:module';

// Modules compiled once (TypeScript stripped, then V8's code cache) are kept on disk, in the
// system's temporary directory or NODE_COMPILE_CACHE: a restart skips most of a second of compiling.
// The imports below are dynamic so that they come after this. This module itself is compiled from
// the cache only when NODE_COMPILE_CACHE is set before Node starts (`npm start` sets it to
// node_modules/.cache/node-compile under the package, the Dockerfile to a directory in the image).
enableCompileCache();
const { ConfigError, loadConfig } = await import('./config.ts');
const { startServer } = await import('./server.ts');

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(78);
  }
  throw err;
}

const server = await startServer(config);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.ctx.log.info({ signal }, 'shutting down');
    server.shutdown().then(
      () => process.exit(0),
      (err) => {
        server.ctx.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
