// quarry upload WS FILE...: each file uploaded and waited for, one progress bar per file.
import { basename } from 'node:path';
import { QuarryJobError, type WorkspaceFile } from '@quarry/sdk';
import { parseCommandArgs, contextFrom, needPositionals } from '../context.ts';
import { printJson, printTable } from '../output.ts';
import { createProgress } from '../progress.ts';
import { openFile } from './parse.ts';

export const UPLOAD_USAGE = 'quarry upload WORKSPACE_ID FILE...';

export async function uploadCommand(args: string[], signal: AbortSignal) {
  const { values, positionals } = parseCommandArgs(args, {});
  const [workspaceId, ...paths] = needPositionals(positionals, 2, UPLOAD_USAGE);
  const { client, json } = contextFrom(values, signal);
  const blobs = await Promise.all(paths.map(openFile));
  const results: WorkspaceFile[] = [];
  let firstFailure: QuarryJobError | null = null;
  for (const [i, path] of paths.entries()) {
    const sending = createProgress(basename(path));
    const progress = createProgress(basename(path));
    try {
      results.push(
        await client.upload(workspaceId, blobs[i], {
          filename: basename(path),
          signal,
          // The bytes sent on one line, the processing on the next.
          onUploadProgress: sending.visible ? (sent, total) => sending.sending(sent, total) : undefined,
          onProgress: (f) => {
            sending.done();
            progress.update(f.progress, f.status_message ?? f.status);
          },
        }),
      );
    } catch (err) {
      // A file the service cannot process does not stop the others; the exit code still says so.
      if (!(err instanceof QuarryJobError)) throw err;
      firstFailure ??= err;
      const failed = await client.api.GET('/v1/workspaces/{workspace_id}/files/{file_id}/status', { params: { path: { workspace_id: workspaceId, file_id: err.id } } });
      if (failed.data) results.push(failed.data);
    } finally {
      sending.done();
      progress.done();
    }
  }
  if (json) printJson(results);
  else
    printTable(
      ['FILE_ID', 'STATUS', 'CATEGORY', 'FILENAME', 'DETAIL'],
      results.map((f) => [
        f.file_id,
        f.status,
        f.category,
        f.filename,
        f.status === 'failed' ? `${f.error_code}: ${f.error_message}` : f.category === 'tabular' ? (f.tables ?? []).map((t) => t.table_name).join(', ') : `${f.chunk_count ?? 0} passages`,
      ]),
    );
  if (firstFailure) throw firstFailure;
}
