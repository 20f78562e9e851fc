// The PostgreSQL server tests make their scratch databases on: DATABASE_URL when set, else the
// embedded server that test/support/global-setup.ts starts once for the whole run.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the run's embedded server (its `postgres` database), when DATABASE_URL is unset. */
    embeddedPostgresUrl: string;
  }
}

export function testDatabaseServer(): string {
  return process.env.DATABASE_URL ?? inject('embeddedPostgresUrl');
}
