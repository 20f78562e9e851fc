// Entry point of the sandbox host process (forked by sql-sandbox.ts). Queries arrive as IPC
// messages and run here, so a query DuckDB cannot interrupt (one huge repeat() or range())
// can be ended by killing this process without taking the service down with it.

import { runQueryInProcess, type SandboxQuery } from './sandbox-query.ts';
import type { HostReply, HostRequest } from './sandbox-protocol.ts';

const running = new Map<number, AbortController>();

function reply(message: HostReply): void {
  process.send?.(message);
}

async function runQuery(id: number, query: SandboxQuery): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    reply({ id, result: await runQueryInProcess({ ...query, signal: controller.signal }) });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    reply({ id, error: { name, message } });
  } finally {
    running.delete(id);
  }
}

process.on('message', (message: HostRequest) => {
  if (message.type === 'query') void runQuery(message.id, message.query);
  else running.get(message.id)?.abort();
});

// The parent going away (crash, kill) ends the host too.
process.on('disconnect', () => process.exit(0));
