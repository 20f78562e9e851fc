import { useEffect, useRef, useState } from 'preact/hooks';
import type { Api } from '../../api/client.ts';
import type { Conversation, Workspace } from '../../api/types.ts';
import { readSse } from '../../api/sse.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { applyChatEvent, draftOf, emptyDraft, type AnswerDraft } from '../../lib/chat-stream.ts';
import { hrefOf } from '../../lib/route.ts';
import { ConversationList } from './ConversationList.tsx';
import { AnswerView } from './AnswerView.tsx';

type Turn = { role: 'user'; content: string; key: string } | { role: 'assistant'; draft: AnswerDraft; key: string };

let turnKeys = 0;
const nextKey = () => String(++turnKeys);

export function ChatTab({ api, workspace, conversationId }: { api: Api; workspace: Workspace; conversationId: string | null }) {
  const base = `/v1/workspaces/${workspace.workspace_id}`;
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [streaming, setStreaming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [listVersion, setListVersion] = useState(0);
  const [archived, setArchived] = useState(false);
  // The conversation this tab just started: its turns are already on screen, so it is not fetched.
  const startedHere = useRef<string | null>(null);

  useEffect(() => {
    if (conversationId && conversationId === startedHere.current) return;
    startedHere.current = null;
    setError(null);
    setArchived(false);
    if (!conversationId) {
      setTurns([]);
      return;
    }
    let stale = false;
    api
      .get<Conversation>(`${base}/conversations/${conversationId}?include_tool_details=true&message_limit=200`)
      .then((c) => {
        if (stale) return;
        setArchived(c.status === 'archived');
        setTurns(c.messages.map((m) => (m.role === 'user' ? { role: 'user', content: m.content, key: m.message_id } : { role: 'assistant', draft: draftOf(m), key: m.message_id })));
      })
      .catch((err) => !stale && setError(err));
    return () => {
      stale = true;
    };
  }, [api, base, conversationId]);

  const ask = async (e: Event) => {
    e.preventDefault();
    const message = question.trim();
    if (!message || streaming) return;
    setQuestion('');
    setError(null);
    setStreaming(true);
    const answerKey = nextKey();
    let draft = emptyDraft();
    setTurns((all) => [...all, { role: 'user', content: message, key: nextKey() }, { role: 'assistant', draft, key: answerKey }]);
    const show = (next: AnswerDraft) => {
      draft = next;
      setTurns((all) => all.map((t) => (t.key === answerKey ? { ...t, draft: next } : t)));
    };
    try {
      const res = await api.stream(`${base}/chat`, {
        message,
        ...(conversationId ? { conversation_id: conversationId } : {}),
        stream: true,
        event_detail_level: 'detailed',
        include_execution_details: true,
      });
      await readSse(res, (event) => {
        show(applyChatEvent(draft, event));
        if (event.event === 'start' && !conversationId && draft.conversation_id) {
          startedHere.current = draft.conversation_id;
          location.hash = hrefOf({ page: 'workspace', workspaceId: workspace.workspace_id, tab: 'chat', item: draft.conversation_id });
        }
      });
      if (draft.state === 'streaming') show({ ...draft, state: 'failed', error: { error_code: 'STREAM_ENDED', message: 'The answer stopped before it was complete.' } });
    } catch (err) {
      setTurns((all) => all.filter((t) => t.key !== answerKey));
      setError(err);
    } finally {
      setStreaming(false);
      setListVersion((v) => v + 1);
    }
  };

  return (
    <div class="split chat">
      <ConversationList
        api={api}
        workspace={workspace}
        current={conversationId}
        version={listVersion}
        onStatusChange={(id, status) => id === conversationId && setArchived(status === 'archived')}
      />
      <div class="grow thread">
        <ErrorNotice error={error} />
        {turns.length === 0 && !error && <p class="muted">Ask a question about this workspace's tables and documents.</p>}
        <ol class="turns" aria-live="polite">
          {turns.map((t) =>
            t.role === 'user' ? (
              <li key={t.key} class="turn user">
                <span class="sr-only">You asked: </span>
                {t.content}
              </li>
            ) : (
              <li key={t.key} class="turn assistant">
                <AnswerView draft={t.draft} />
              </li>
            ),
          )}
        </ol>
        {archived && <p class="notice">This conversation is archived: restore it in the list to continue it.</p>}
        <form class="composer" onSubmit={ask}>
          <label class="grow">
            <span class="sr-only">Question</span>
            <textarea
              name="question"
              rows={2}
              maxLength={10000}
              placeholder="e.g. What is the total revenue by region?"
              value={question}
              onInput={(e) => setQuestion(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter sends, Shift+Enter makes a new line, as in most chat tools.
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
          </label>
          <button type="submit" class="primary" disabled={streaming || archived || question.trim() === ''}>
            {streaming ? 'Answering…' : 'Ask'}
          </button>
        </form>
      </div>
    </div>
  );
}
