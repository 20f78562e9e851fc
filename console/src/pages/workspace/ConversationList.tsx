import { useState } from 'preact/hooks';
import type { Api } from '../../api/client.ts';
import type { ConversationSummary, Workspace } from '../../api/types.ts';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { useLoad } from '../../lib/hooks.ts';
import { hrefOf } from '../../lib/route.ts';

interface Props {
  api: Api;
  workspace: Workspace;
  current: string | null;
  /** Bumped by the chat when a conversation changed, to list it again. */
  version: number;
  /** Told when a conversation is archived or restored here. */
  onStatusChange: (conversationId: string, status: ConversationSummary['status']) => void;
}

export function ConversationList({ api, workspace, current, version, onStatusChange }: Props) {
  const base = `/v1/workspaces/${workspace.workspace_id}/conversations`;
  const [status, setStatus] = useState<'active' | 'archived'>('active');
  const list = useLoad(() => api.get<{ conversations: ConversationSummary[] }>(`${base}?status=${status}&limit=100`), [api, base, status, version]);
  const [error, setError] = useState<unknown>(null);
  const href = (id: string | null) => hrefOf({ page: 'workspace', workspaceId: workspace.workspace_id, tab: 'chat', item: id });
  const act = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
      await list.reload();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <nav class="side conversations" aria-label="Conversations">
      <a class="button primary" href={href(null)}>
        New conversation
      </a>
      <label class="check small">
        <input type="checkbox" checked={status === 'archived'} onChange={(e) => setStatus(e.currentTarget.checked ? 'archived' : 'active')} /> Show archived
      </label>
      <ErrorNotice error={list.error ?? error} />
      <ul>
        {list.data?.conversations.map((c) => (
          <ConversationItem
            key={c.conversation_id}
            conversation={c}
            href={href(c.conversation_id)}
            current={c.conversation_id === current}
            onRename={(title) => act(() => api.patch(`${base}/${c.conversation_id}`, { title }))}
            onArchive={() =>
              act(async () => {
                const status = c.status === 'active' ? 'archived' : 'active';
                await api.patch(`${base}/${c.conversation_id}`, { status });
                onStatusChange(c.conversation_id, status);
              })
            }
            onDelete={async () => {
              await api.del(`${base}/${c.conversation_id}`);
              if (c.conversation_id === current) location.hash = href(null);
              await list.reload();
            }}
          />
        ))}
      </ul>
      {list.data?.conversations.length === 0 && <p class="muted small">No {status} conversations.</p>}
    </nav>
  );
}

interface ItemProps {
  conversation: ConversationSummary;
  href: string;
  current: boolean;
  onRename: (title: string) => Promise<void>;
  onArchive: () => Promise<void>;
  onDelete: () => Promise<void>;
}

function ConversationItem({ conversation: c, href, current, onRename, onArchive, onDelete }: ItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(c.title);
  return (
    <li class={current ? 'current' : undefined}>
      {renaming ? (
        <form
          class="row"
          onSubmit={async (e) => {
            e.preventDefault();
            await onRename(title.trim());
            setRenaming(false);
          }}
        >
          <label class="grow">
            <span class="sr-only">New title</span>
            <input value={title} required maxLength={200} onInput={(e) => setTitle(e.currentTarget.value)} autoFocus />
          </label>
          <button type="submit">Save</button>
          <button type="button" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <a href={href} aria-current={current ? 'page' : undefined}>
          {c.title}
        </a>
      )}
      <div class="row small actions">
        <button type="button" class="link" onClick={() => setRenaming(true)} aria-label={`Rename ${c.title}`}>
          Rename
        </button>
        <button type="button" class="link" onClick={onArchive} aria-label={`${c.status === 'active' ? 'Archive' : 'Restore'} ${c.title}`}>
          {c.status === 'active' ? 'Archive' : 'Restore'}
        </button>
        <ConfirmButton class="link danger" label="Delete" ariaLabel={`Delete ${c.title}`} question={`Delete the conversation "${c.title}"?`} confirmLabel="Delete conversation" onConfirm={onDelete} />
      </div>
    </li>
  );
}
