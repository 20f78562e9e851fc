import pg from 'pg';

/**
 * A `pg` client that always listens for 'error'. The pool listens only while a client is idle, so
 * a connection dropped while a client is checked out (between a transaction's statements, the
 * server restarted or the backend terminated) would emit an unheard 'error' and end the process;
 * with this listener the loss is reported by the next statement instead, as a failed query.
 */
export class ListenedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}
