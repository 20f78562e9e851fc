// One Quarry for the whole test run, started as `npm start` starts it (its own process, real HTTP;
// the business evaluation's `startService`), on a scratch database of the run's PostgreSQL server,
// for the many test files that only need a workspace of their own on a default service: the
// business-table reading tests. Booting a service per file (database, migrations, job queue,
// ingestion and SQL processes) cost more than their questions; each file still makes its own
// workspace, so files stay independent. Started by test/support/global-setup.ts.
import { startService } from '../../eval/business/service.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { TEST_TODAY } from './today.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared Quarry, for files that only need a workspace of their own. */
    sharedService: { url: string; adminKey: string };
  }
}

export interface SharedService {
  url: string;
  adminKey: string;
  stop(): Promise<void>;
}

/** Starts the service on a scratch database of the PostgreSQL server `databaseServer` names. */
export async function startSharedService(databaseServer: string): Promise<SharedService> {
  const scratch = await createScratchDatabase(databaseServer);
  try {
    const service = await startService({ env: { DATABASE_URL: scratch.url, QUARRY_SHUTDOWN_TIMEOUT_MS: '5000', QUARRY_TODAY: TEST_TODAY } });
    return {
      url: service.baseUrl,
      adminKey: service.apiKey,
      async stop() {
        await service.stop();
        await scratch.drop();
      },
    };
  } catch (err) {
    await scratch.drop();
    throw err;
  }
}
