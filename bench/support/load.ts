// Load generation and memory readings shared by the HTTP benchmarks.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';

function get(agent: http.Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** GETs `path` from `connections` keep-alive connections for `seconds`, after a warm-up. */
export async function load(
  port: number,
  headers: Record<string, string>,
  options: { seconds: number; connections: number; path?: string },
): Promise<{ rps: number; p50: number; p99: number }> {
  const path = options.path ?? '/v1/workspaces';
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let end = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const status = await get(agent, port, path, headers);
      if (status !== 200) throw new Error(`status ${status}`);
      latencies.push(performance.now() - t0);
    }
  };
  for (let i = 0; i < 200; i++) await get(agent, port, path, headers);
  const t0 = performance.now();
  end = t0 + options.seconds * 1000;
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  agent.destroy();
  return { rps: latencies.length / elapsed, p50: latencies[Math.floor(latencies.length * 0.5)], p99: latencies[Math.floor(latencies.length * 0.99)] };
}

/** The pid and every process below it (the embedded database server and its backends). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of stat is the parent pid; the command name (field 2) may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while the table was read.
    }
  }
  const all: number[] = [];
  const visit = (pid: number) => {
    all.push(pid);
    for (const c of children.get(pid) ?? []) visit(c);
  };
  visit(root);
  return all;
}

/**
 * Memory of a process tree in MB: RSS summed (counts pages shared between processes, such as a
 * database's shared buffers, once per process) and PSS (shares them out: the fair total).
 */
export function treeMemoryMb(root: number): { rss: number; pss: number; processes: number } {
  let rss = 0;
  let pss = 0;
  const pids = processTree(root);
  for (const pid of pids) {
    const one = processMemoryMb(pid);
    rss += one.rss;
    pss += one.pss;
  }
  return { rss, pss, processes: pids.length };
}

/** RSS and PSS of one process in MB (zero once it has ended). */
export function processMemoryMb(pid: number): { rss: number; pss: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return { rss: Number(/^Rss:\s+(\d+)/m.exec(rollup)![1]) / 1024, pss: Number(/^Pss:\s+(\d+)/m.exec(rollup)![1]) / 1024 };
  } catch {
    return { rss: 0, pss: 0 };
  }
}
