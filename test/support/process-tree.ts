// Resident memory of a process and all its descendants (the service, its embedded PostgreSQL
// server and backends), read from /proc on Linux.
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | null {
  try {
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function rssKb(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The summed RSS of `root` and every process below it, in MB. */
export function treeRssMb(root: number): number {
  return treeSumKb(root, rssKb) / 1024;
}

/**
 * The summed PSS of `root` and every process below it, in MB: pages the processes share (the Node
 * binary and DuckDB's library in the service and its import processes) are counted once.
 */
export function treePssMb(root: number): number {
  return treeSumKb(root, pssKb) / 1024;
}

function treeSumKb(root: number, kbOf: (pid: number) => number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let kb = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    kb += kbOf(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return kb;
}

/** Samples the tree's RSS every `intervalMs` until stopped; returns the peak (MB). */
export function watchTreeRss(root: number, intervalMs = 50): { stop(): number } {
  let peak = treeRssMb(root);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(root))), intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(root));
    },
  };
}
