// Job metrics for any queue adapter: a JobQueue that counts what passes through the real one.
import type { JobHandler, JobQueue, WorkOptions } from '../jobs/job-queue.ts';
import type { Metrics } from './metrics.ts';

export function instrumentJobQueue(queue: JobQueue, metrics: Metrics): JobQueue {
  return {
    async send(name, data, options) {
      const id = await queue.send(name, data, options);
      metrics.jobEnqueued(name);
      return id;
    },
    work<T>(name: string, handler: JobHandler<T>, options?: WorkOptions<T>) {
      queue.work<T>(
        name,
        async (job) => {
          const finish = metrics.jobStarted(name);
          try {
            await handler(job);
            finish('completed');
          } catch (err) {
            finish('failed');
            throw err;
          }
        },
        options,
      );
    },
    start: (options) => queue.start(options),
    running: (name, matches) => queue.running(name, matches),
    stop: (timeoutMs) => queue.stop(timeoutMs),
  };
}
