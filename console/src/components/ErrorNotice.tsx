import { readableError } from '../api/errors.ts';

/** An API error as a person reads it: what happened, the server's explanation, and the request id to quote. */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  const e = readableError(error);
  return (
    <div class="notice error" role="alert">
      <strong>{e.title}</strong>
      {e.message && <p>{e.message}</p>}
      {e.problems.length > 0 && (
        <ul>
          {e.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {(e.code || e.requestId) && (
        <p class="muted small">
          {e.code && <code>{e.code}</code>}
          {e.requestId && (
            <>
              {' '}
              · request id <code data-testid="request-id">{e.requestId}</code>
            </>
          )}
        </p>
      )}
    </div>
  );
}
