// PostgreSQL notifications (LISTEN) on one connection of their own, for caches that must hear of
// changes any process makes. A notification sent while the connection is down is lost, so the
// subscribers are told to forget everything when it drops and again when it is back, and
// `listening` is false in between: a cache then answers from the database.
import type { Logger } from '../logger.ts';
import { ListenedClient } from './listened-client.ts';

const RECONNECT_MS = 1_000;

export interface ChangeSubscriber {
  changed(payload: string): void;
  /** Notifications may have been missed: nothing cached can be trusted. */
  reset(): void;
}

export interface ChangeListener {
  /** Whether notifications are being received now. */
  readonly listening: boolean;
  subscribe(subscriber: ChangeSubscriber): void;
  close(): Promise<void>;
}

export function listenForChanges(url: string, channel: string, log: Logger): ChangeListener {
  const subscribers: ChangeSubscriber[] = [];
  let client: ListenedClient | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reset = () => {
    for (const s of subscribers) s.reset();
  };

  function lost(from: ListenedClient, error?: Error) {
    if (client !== from) return;
    client = undefined;
    if (listening) log.warn({ err: error, channel }, 'change notifications lost; caches bypassed until reconnected');
    listening = false;
    reset();
    void from.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  }

  async function connect() {
    const attempt = new ListenedClient(url);
    client = attempt;
    attempt.on('error', (error) => lost(attempt, error));
    attempt.on('end', () => lost(attempt));
    attempt.on('notification', (message) => {
      if (message.channel === channel) for (const s of subscribers) s.changed(message.payload ?? '');
    });
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${channel}`);
      if (client !== attempt || closed) return;
      // Whatever was cached before now was cached without notifications.
      reset();
      listening = true;
    } catch (error) {
      lost(attempt, error as Error);
    }
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    subscribe: (subscriber) => void subscribers.push(subscriber),
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
