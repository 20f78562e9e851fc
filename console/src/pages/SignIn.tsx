import { useState } from 'preact/hooks';
import { createApi } from '../api/client.ts';
import type { Me } from '../api/types.ts';
import { ErrorNotice } from '../components/ErrorNotice.tsx';

interface Props {
  onSignedIn: (key: string, me: Me) => void;
  /** Why the last session ended, when the server ended it. */
  notice?: unknown;
}

export function SignIn({ onSignedIn, notice }: Props) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<unknown>(notice ?? null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const trimmed = key.trim();
    try {
      onSignedIn(trimmed, await createApi(trimmed).get<Me>('/v1/me'));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="signin" id="main">
      <h1>Quarry console</h1>
      <p class="muted">Sign in with an API key. It is kept in this browser tab only, until you sign out or close the tab.</p>
      <form onSubmit={submit}>
        <label>
          API key
          <input type="password" name="api-key" autoComplete="off" required value={key} onInput={(e) => setKey(e.currentTarget.value)} placeholder="qk_…" />
        </label>
        <button type="submit" class="primary" disabled={busy || key.trim() === ''}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <ErrorNotice error={error} />
      <p class="muted small">
        The first start of Quarry prints an admin key. API reference: <a href="/docs">/docs</a>.
      </p>
    </main>
  );
}
