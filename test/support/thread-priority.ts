// The nice value of each thread of a process, as the kernel reports it (/proc/<pid>/task/<tid>/stat).
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
