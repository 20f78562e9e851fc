// PostgreSQL notifications (LISTEN) on one connection of their own, for caches that must hear of
// changes any process makes and for the job queue's wake-ups. Every channel the process listens to
// shares that one connection (one server backend, not one per cache or per queue). A notification
// sent while the connection is down is lost, so the subscribers are told to forget everything when
// it drops and again when it is back, and `listening` is false in between: a cache then answers
// from the database.
import { ListenedClient } from './listened-client.ts';

const RECONNECT_MS = 1_000;
/** How the connection shows in pg_stat_activity (application_name). */
export const CHANGE_LISTENER_APPLICATION = 'quarry change listener';

export interface ChangeSubscriber {
  changed(payload: string): void;
  /** Notifications may have been missed: nothing cached can be trusted. */
  reset(): void;
}

/** The notifications of one channel. */
export interface ChangeFeed {
  /** Whether notifications are being received now. */
  readonly listening: boolean;
  subscribe(subscriber: ChangeSubscriber): void;
}

export interface ChangeListener {
  /** One of the channels the listener was made for. */
  feed(channel: string): ChangeFeed;
  /**
   * Listens to one more channel, named only once the process runs (the job queue's). Resolves when
   * LISTEN holds on the connection, or at once while it is down (the next connection listens to
   * it); the subscriber is reset then, as on every reconnection. leave() stops its notifications.
   */
  join(channel: string, subscriber: ChangeSubscriber): Promise<{ leave(): Promise<void> }>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
}

export function listenForChanges(url: string, channels: readonly string[], log: { warn(obj: object, msg: string): void }): ChangeListener {
  channels.forEach(checkChannel);
  const subscribers = new Map<string, ChangeSubscriber[]>(channels.map((c) => [c, []]));
  let client: ListenedClient | undefined;
  let connecting: Promise<void> | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reset = () => {
    for (const list of subscribers.values()) for (const s of list) s.reset();
  };

  function lost(from: ListenedClient, error?: Error) {
    if (client !== from) return;
    client = undefined;
    if (listening) log.warn({ err: error, channels }, 'change notifications lost; caches bypassed until reconnected');
    listening = false;
    reset();
    void from.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => (connecting = connect()), RECONNECT_MS).unref();
  }

  async function connect() {
    const attempt = new ListenedClient({ connectionString: url, application_name: CHANGE_LISTENER_APPLICATION });
    client = attempt;
    attempt.on('error', (error) => lost(attempt, error));
    attempt.on('end', () => lost(attempt));
    attempt.on('notification', (message) => {
      for (const s of subscribers.get(message.channel) ?? []) s.changed(message.payload ?? '');
    });
    try {
      await attempt.connect();
      // One round trip for every channel (the simple query protocol takes several statements).
      await attempt.query([...subscribers.keys()].map((c) => `LISTEN ${c};`).join(' '));
      if (client !== attempt || closed) return;
      // Whatever was cached before now was cached without notifications.
      reset();
      listening = true;
    } catch (error) {
      lost(attempt, error as Error);
    }
  }

  connecting = connect();
  return {
    feed(channel) {
      const list = subscribers.get(channel);
      if (!list) throw new Error(`The change listener does not listen to ${channel}`);
      return {
        get listening() {
          return listening;
        },
        subscribe: (subscriber) => void list.push(subscriber),
      };
    },
    async join(channel, subscriber) {
      checkChannel(channel);
      if (!subscribers.has(channel)) subscribers.set(channel, []);
      subscribers.get(channel)!.push(subscriber);
      // A connection being made may have listed its channels before this one: LISTEN again once it
      // is up (LISTEN on a channel already listened to changes nothing). One made later lists it.
      await connecting;
      const live = client;
      if (listening && live) {
        try {
          await live.query(`LISTEN ${channel}`);
          subscriber.reset();
        } catch (error) {
          lost(live, error as Error);
        }
      }
      return {
        async leave() {
          // In place: a feed holds its channel's list.
          const list = subscribers.get(channel) ?? [];
          if (list.includes(subscriber)) list.splice(list.indexOf(subscriber), 1);
          if (list.length > 0 || channels.includes(channel)) return;
          subscribers.delete(channel);
          await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
        },
      };
    },
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
