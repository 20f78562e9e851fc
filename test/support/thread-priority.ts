// What the kernel's scheduler knows of a process: the nice value of each of its threads and its
// session (/proc/<pid>/task/<tid>/stat, /proc/<pid>/stat).
import { readdirSync, readFileSync } from 'node:fs';

export interface ThreadPriority {
  tid: number;
  /** The thread's name: Node calls its main thread MainThread and each worker thread WorkerThread. */
  name: string;
  nice: number;
}

export function threadPriorities(pid: number | 'self' = 'self'): ThreadPriority[] {
  const threads: ThreadPriority[] = [];
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // The name (field 2) may hold spaces; the fields after it start with the state (field 3), nice is field 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.push({ tid: Number(tid), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(fields[16]) });
    } catch {
      // The thread ended while the list was read.
    }
  }
  return threads;
}

/** The process's session id (field 6 of /proc/<pid>/stat): with autogroup scheduling, its share of the CPU. */
export function sessionOf(pid: number | 'self' = 'self'): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
}
