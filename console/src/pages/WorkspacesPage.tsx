import { useState } from 'preact/hooks';
import type { Api } from '../api/client.ts';
import type { Workspace } from '../api/types.ts';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { useLoad } from '../lib/hooks.ts';
import { hrefOf } from '../lib/route.ts';

export function WorkspacesPage({ api }: { api: Api }) {
  const list = useLoad(() => api.get<{ workspaces: Workspace[]; total: number }>('/v1/workspaces?limit=100'), [api]);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<unknown>(null);
  const create = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const ws = await api.post<Workspace>('/v1/workspaces', { name, description });
      location.hash = hrefOf({ page: 'workspace', workspaceId: ws.workspace_id, tab: 'files', item: null });
    } catch (err) {
      setError(err);
    }
  };
  return (
    <section>
      <h1>Workspaces</h1>
      <ErrorNotice error={list.error} />
      {list.data && list.data.workspaces.length === 0 && <p class="muted">No workspaces yet: create one below.</p>}
      {list.data && list.data.workspaces.length > 0 && (
        <ul class="cards">
          {list.data.workspaces.map((w) => (
            <li key={w.workspace_id} class="card">
              <a href={hrefOf({ page: 'workspace', workspaceId: w.workspace_id, tab: 'files', item: null })}>
                <strong>{w.name}</strong>
              </a>
              {w.description && <p class="muted">{w.description}</p>}
              <p class="small">
                <span class="badge">{w.role}</span> <span class="badge">{w.visibility}</span> {w.file_count} file(s) · {w.table_count} table(s)
              </p>
            </li>
          ))}
        </ul>
      )}
      <h2>New workspace</h2>
      <form class="stack narrow" onSubmit={create}>
        <label>
          Name
          <input name="workspace-name" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          Description
          <textarea name="workspace-description" maxLength={2000} rows={2} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
        </label>
        <button type="submit" class="primary">
          Create workspace
        </button>
        <ErrorNotice error={error} />
      </form>
    </section>
  );
}
