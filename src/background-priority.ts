// Background work (document extraction threads, table import processes) runs at a lower CPU
// priority than the thread that answers HTTP requests, so that on a busy machine the scheduler
// gives the event loop a core first and requests are not held up behind a parse or an import.
// On Linux the nice value belongs to each thread: lowering one thread's leaves the event loop's
// alone, and threads started later inherit it from the thread that starts them. So do libuv's
// pool threads (file system, DNS) if a lowered thread is the first to need them: the service's
// main thread uses them while it starts, so they run at normal priority (checked in /proc).
import { readdirSync } from 'node:fs';
import { constants, platform, setPriority } from 'node:os';

/** Nice value of background work: CFS then weighs it about a ninth of a normal thread. */
export const BACKGROUND_NICE = constants.priority.PRIORITY_BELOW_NORMAL;

/** Lowers the calling thread's priority (a worker thread's, on Linux; elsewhere it would be the process's, so nothing). */
export function lowerThisThreadPriority(): void {
  if (platform() !== 'linux') return;
  lower(0);
}

/** Lowers the priority of every thread of this process (its own process: the import hosts). */
export function lowerThisProcessPriority(): void {
  if (platform() !== 'linux') return lower(0);
  for (const tid of readdirSync('/proc/self/task')) lower(Number(tid));
}

function lower(id: number): void {
  try {
    setPriority(id, BACKGROUND_NICE);
  } catch {
    // A thread that ended meanwhile, or a system that refuses: the work runs at normal priority.
  }
}
