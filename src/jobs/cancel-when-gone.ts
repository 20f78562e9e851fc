// A job whose entity is deleted while it runs (its file, or the file's workspace) stops instead of
// finishing work nobody can see: its row is checked every half second, from whichever process
// runs the job, and the job's signal is aborted once the row is gone.

/** The reason a cancelled job's signal carries. */
export class EntityGoneError extends Error {
  constructor(what: string) {
    super(`The ${what} was deleted while it was processed.`);
    this.name = 'EntityGoneError';
  }
}

const CHECK_INTERVAL_MS = 500;

export interface Cancellation {
  /** Aborted when the entity is gone or `parent` aborts. */
  signal: AbortSignal;
  /** Whether the entity was found gone (rather than the parent signal firing). */
  gone(): boolean;
  stop(): void;
}

export function cancelWhenGone(what: string, exists: () => Promise<boolean>, parent: AbortSignal): Cancellation {
  const controller = new AbortController();
  const onParent = () => controller.abort(parent.reason);
  if (parent.aborted) onParent();
  else parent.addEventListener('abort', onParent, { once: true });
  let checking = false;
  const timer = setInterval(() => {
    if (checking || controller.signal.aborted) return;
    checking = true;
    exists()
      .then((present) => {
        if (!present) controller.abort(new EntityGoneError(what));
      })
      // A failed check (a dropped connection) decides nothing: the next one will.
      .catch(() => undefined)
      .finally(() => (checking = false));
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    signal: controller.signal,
    gone: () => controller.signal.reason instanceof EntityGoneError,
    stop() {
      clearInterval(timer);
      parent.removeEventListener('abort', onParent);
    },
  };
}
