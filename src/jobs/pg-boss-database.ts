// The database as pg-boss reaches it: a pool of its own for the queue's statements, and the
// process's change listener for its wake-ups (NOTIFY), so the queue holds no LISTEN connection of
// its own. On the embedded server every connection is a server process of 11-25 MB resident.
import pg from 'pg';
import type { Db } from 'pg-boss';
import type { ChangeListener } from '../db/change-listener.ts';
import { ListenedClient } from '../db/listened-client.ts';

export interface PgBossDatabase extends Db {
  close(): Promise<void>;
}

export function pgBossDatabase(connectionString: string, options: { poolSize: number; changes: ChangeListener; onError: (err: Error) => void }): PgBossDatabase {
  // As pg-boss's own pool: its application name, and a connection attempt given up after 10 s.
  // ListenedClient: pg-boss checks clients out, and a connection dropped meanwhile must not end the process.
  const pool = new pg.Pool({ connectionString, max: options.poolSize, Client: ListenedClient, application_name: 'pgboss', connectionTimeoutMillis: 10_000 });
  pool.on('error', options.onError);
  return {
    // Without values a statement may be several (pg-boss's migrations): the simple protocol takes them.
    executeSql: (text, values) => pool.query(text, values),
    async listen(channel, onNotification, onReconnect) {
      const joined = await options.changes.join(channel, { changed: onNotification, reset: onReconnect });
      return { close: joined.leave };
    },
    close: () => pool.end(),
  };
}
