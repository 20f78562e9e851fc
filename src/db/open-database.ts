import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrate } from './migrate.ts';

const EMBEDDED_POOL_IDLE_MS = 1_000;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The server named by DATABASE_URL, else the embedded server in the data directory. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: Log): Promise<Database> {
  const db = config.databaseUrl ? await openPostgresDatabase(config.databaseUrl) : await openEmbeddedDatabase(config.dataDir, log);
  await migrate(db);
  return db;
}

async function openEmbeddedDatabase(dataDir: string, log: Log): Promise<Database> {
  if (existsSync(join(dataDir, 'db', 'PG_VERSION'))) {
    // Versions before the embedded server kept a PGlite cluster there; its data is not carried over.
    log.warn({ dir: join(dataDir, 'db') }, 'an older embedded database (PGlite) is in the data directory and is not used');
  }
  const server = await startEmbeddedPostgres({ dir: join(dataDir, 'postgres'), log });
  try {
    // Each connection is a server process of 11-25 MB resident, and a new one costs a few
    // milliseconds on the unix socket: connections a burst of requests opened close after a second
    // of quiet rather than pg's ten.
    const db = await openPostgresDatabase(server.urlFor(EMBEDDED_DATABASE), { kind: 'embedded', idleMs: EMBEDDED_POOL_IDLE_MS });
    return {
      ...db,
      close: async () => {
        await db.close();
        await server.stop();
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
