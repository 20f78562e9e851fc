// quarry workspaces list | create NAME | delete ID, and quarry tables WS.
import { unwrap } from '@quarry/sdk';
import { parseCommandArgs, contextFrom, needPositionals } from '../context.ts';
import { UsageError } from '../exit-codes.ts';
import { printJson, printTable } from '../output.ts';
import { listAll } from '../paging.ts';

export const WORKSPACES_USAGE = 'quarry workspaces list | create NAME [--description TEXT] | delete WORKSPACE_ID';
export const TABLES_USAGE = 'quarry tables WORKSPACE_ID';

export async function workspacesCommand(args: string[], signal: AbortSignal) {
  const { values, positionals } = parseCommandArgs(args, { description: { type: 'string' } });
  const [action, arg] = needPositionals(positionals, 1, WORKSPACES_USAGE);
  const { client, json } = contextFrom(values, signal);
  switch (action) {
    case 'list': {
      const all = await listAll('workspaces', (query) => unwrap(client.api.GET('/v1/workspaces', { params: { query }, signal })));
      if (json) return printJson(all);
      return printTable(
        ['WORKSPACE_ID', 'ROLE', 'FILES', 'TABLES', 'NAME'],
        all.map((w) => [w.workspace_id, w.role, w.file_count, w.table_count, w.name]),
      );
    }
    case 'create': {
      if (!arg) throw new UsageError(`Usage: ${WORKSPACES_USAGE}`);
      const created = await unwrap(client.api.POST('/v1/workspaces', { body: { name: arg, description: values.description }, signal }));
      if (json) return printJson(created);
      return process.stdout.write(`${created.workspace_id}\n`);
    }
    case 'delete': {
      if (!arg) throw new UsageError(`Usage: ${WORKSPACES_USAGE}`);
      await unwrap(client.api.DELETE('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: arg } }, signal }));
      if (json) return printJson({ deleted: arg });
      return process.stderr.write(`deleted workspace ${arg}\n`);
    }
    default:
      throw new UsageError(`Usage: ${WORKSPACES_USAGE}`);
  }
}

export async function tablesCommand(args: string[], signal: AbortSignal) {
  const { values, positionals } = parseCommandArgs(args, {});
  const [workspaceId] = needPositionals(positionals, 1, TABLES_USAGE);
  const { client, json } = contextFrom(values, signal);
  const files = await listAll('files', (query) =>
    unwrap(client.api.GET('/v1/workspaces/{workspace_id}/files', { params: { path: { workspace_id: workspaceId }, query }, signal })),
  );
  const tables = files.flatMap((f) => (f.tables ?? []).map((t) => ({ ...t, file_id: f.file_id, filename: f.filename })));
  if (json) return printJson(tables);
  printTable(
    ['TABLE', 'ROWS', 'FILE', 'COLUMNS'],
    tables.map((t) => [t.table_name, t.row_count, t.sheet ? `${t.filename} / ${t.sheet}` : t.filename, t.columns.map((c) => `${c.name} ${c.type}`).join(', ')]),
  );
}
