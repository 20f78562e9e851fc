// A port for a service a test starts as its own process, on a fixed port it restarts on. Drawn below
// Linux's ephemeral range (32768-60999), which the OS hands to outgoing connections and to listen(0)
// of the other services running at the same time (an eval, another test file): a port drawn inside
// it can be taken between the draw and the child's listen (EADDRINUSE). Checked free before use.
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

const LOW = 10_000;
const HIGH = 32_000;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port no process listens on, outside the ephemeral range. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = randomInt(LOW, HIGH);
    if (await canListen(port)) return port;
  }
}
