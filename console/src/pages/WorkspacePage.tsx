import type { Signed } from '../app.tsx';
import type { Workspace } from '../api/types.ts';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { useLoad } from '../lib/hooks.ts';
import { hrefOf, type Route, type WorkspaceTab } from '../lib/route.ts';
import { FilesTab } from './workspace/FilesTab.tsx';
import { TablesTab } from './workspace/TablesTab.tsx';
import { ChatTab } from './workspace/ChatTab.tsx';
import { SettingsTab } from './workspace/SettingsTab.tsx';

const TABS: Array<[WorkspaceTab, string]> = [
  ['files', 'Files'],
  ['tables', 'Tables'],
  ['chat', 'Chat'],
  ['settings', 'Settings'],
];

export function WorkspacePage({ signed, route }: { signed: Signed; route: Extract<Route, { page: 'workspace' }> }) {
  const { api } = signed;
  const ws = useLoad(() => api.get<Workspace>(`/v1/workspaces/${route.workspaceId}`), [api, route.workspaceId]);
  if (ws.error) return <ErrorNotice error={ws.error} />;
  if (!ws.data) return <p class="muted">Loading…</p>;
  const workspace = ws.data;
  return (
    <section>
      <p class="small">
        <a href="#/">Workspaces</a> /
      </p>
      <h1>
        {workspace.name} <span class="badge" title="Your role in this workspace">{workspace.role}</span>
      </h1>
      <nav class="tabs" aria-label="Workspace">
        {TABS.map(([tab, label]) => (
          <a key={tab} href={hrefOf({ ...route, tab, item: null })} aria-current={route.tab === tab ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </nav>
      {route.tab === 'files' && <FilesTab api={api} workspace={workspace} onChanged={ws.reload} />}
      {route.tab === 'tables' && <TablesTab api={api} workspace={workspace} selected={route.item} />}
      {route.tab === 'chat' && <ChatTab api={api} workspace={workspace} conversationId={route.item} />}
      {route.tab === 'settings' && <SettingsTab signed={signed} workspace={workspace} onChanged={ws.reload} />}
    </section>
  );
}
