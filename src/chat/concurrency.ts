import { ERRORS } from '../errors.ts';

/**
 * At most `max` chats with queries running per user at once, in this process. Held for the
 * whole chat; released in a finally, so a failing chat never leaks a slot.
 */
export function createUserConcurrencyLimiter(max: number) {
  const active = new Map<string, number>();
  return {
    acquire(userId: string): () => void {
      const n = active.get(userId) ?? 0;
      if (n >= max) throw ERRORS.concurrencyLimit(max);
      active.set(userId, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (active.get(userId) ?? 1) - 1;
        if (left <= 0) active.delete(userId);
        else active.set(userId, left);
      };
    },
  };
}
export type UserConcurrencyLimiter = ReturnType<typeof createUserConcurrencyLimiter>;
