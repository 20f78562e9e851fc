import { useState } from 'preact/hooks';
import type { Api } from '../../api/client.ts';
import type { Workspace, WorkspaceFile } from '../../api/types.ts';
import { uploadWithProgress } from '../../api/upload.ts';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { DropZone } from '../../components/DropZone.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { Progress } from '../../components/Progress.tsx';
import { formatBytes } from '../../lib/format.ts';
import { useInterval, useLoad } from '../../lib/hooks.ts';
import { can } from '../../lib/permissions.ts';

interface Upload {
  id: number;
  name: string;
  fraction: number;
  error: unknown;
}

const STATUS_POLL_MS = 1500;
let uploadIds = 0;

export function FilesTab({ api, workspace, onChanged }: { api: Api; workspace: Workspace; onChanged: () => void }) {
  const base = `/v1/workspaces/${workspace.workspace_id}`;
  const files = useLoad(() => api.get<{ files: WorkspaceFile[] }>(`${base}/files?limit=100`), [api, base]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = files.data?.files.some((f) => f.status === 'queued' || f.status === 'processing') ?? false;
  // Processing status updates live until every file is completed or failed.
  useInterval(files.reload, STATUS_POLL_MS, busy);

  const update = (id: number, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));
  const upload = (chosen: File[]) => {
    for (const file of chosen) {
      const id = ++uploadIds;
      setUploads((all) => [...all, { id, name: file.name, fraction: 0, error: null }]);
      uploadWithProgress<WorkspaceFile>({ url: `${base}/files`, key: api.key, file, onProgress: (fraction) => update(id, { fraction }) })
        .then(() => {
          setUploads((all) => all.filter((u) => u.id !== id));
          void files.reload();
          onChanged();
        })
        .catch((error) => update(id, { error }));
    }
  };

  return (
    <div>
      {can(workspace.role, 'upload') ? (
        <DropZone
          label="Drop files here or choose them"
          hint="CSV, Excel and Parquet become tables; PDF, Word, PowerPoint and text documents are indexed for search."
          multiple
          onFiles={upload}
        />
      ) : (
        <p class="notice">You are a viewer in this workspace: you can read files and chat, but not upload or delete.</p>
      )}
      {uploads.length > 0 && (
        <ul class="uploads" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.id}>
              <span>{u.name}</span>
              {u.error ? <ErrorNotice error={u.error} /> : <Progress value={u.fraction} label={`Uploading ${u.name}`} />}
              {u.error && (
                <button type="button" onClick={() => setUploads((all) => all.filter((x) => x.id !== u.id))}>
                  Dismiss
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ErrorNotice error={files.error} />
      {files.data && files.data.files.length === 0 && <p class="muted">No files yet.</p>}
      {files.data && files.data.files.length > 0 && (
        <div class="table-scroll">
          <table>
            <caption>Files</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Size</th>
                <th scope="col">Status</th>
                {can(workspace.role, 'deleteFile') && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {files.data.files.map((f) => (
                <tr key={f.file_id} data-file={f.filename}>
                  <td>{f.filename}</td>
                  <td>{f.category}</td>
                  <td class="num">{formatBytes(f.size_bytes)}</td>
                  <td>
                    <FileStatus file={f} />
                  </td>
                  {can(workspace.role, 'deleteFile') && (
                    <td>
                      <ConfirmButton
                        label="Delete"
                        ariaLabel={`Delete ${f.filename}`}
                        question={`Delete ${f.filename}? Its tables and search passages go with it.`}
                        confirmLabel="Delete file"
                        onConfirm={async () => {
                          await api.del(`${base}/files/${f.file_id}`);
                          await files.reload();
                          onChanged();
                        }}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function FileStatus({ file }: { file: WorkspaceFile }) {
  if (file.status === 'failed')
    return (
      <span class="status failed" data-status="failed">
        failed: {file.error_message ?? file.error_code}
      </span>
    );
  if (file.status === 'completed') {
    const what = file.category === 'tabular' ? `${file.tables?.length ?? 0} table(s)` : `${file.page_count ?? '?'} page(s), ${file.chunk_count ?? 0} passage(s)`;
    return (
      <span class="status completed" data-status="completed">
        completed · {what}
      </span>
    );
  }
  return (
    <span class="status" data-status={file.status}>
      {file.status}
      {file.status_message ? `: ${file.status_message}` : ''} <Progress value={file.progress / 100} label={`Processing ${file.filename}`} />
    </span>
  );
}
