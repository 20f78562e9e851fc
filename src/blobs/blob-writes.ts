// Blob writes that cannot leak: each key is registered in `pending_blobs` before its bytes are
// written, and the transaction that makes a row refer to it removes the registration. A write
// whose transaction fails is removed by its caller (discard); one cut short by a crash is still
// registered, so the reconciler finds it without listing the whole store.
import type { Database, Queryable } from '../db/database.ts';
import type { BlobStore } from './blob-store.ts';

export function createBlobWrites(db: Database, blobs: BlobStore) {
  /**
   * Removes the blobs of registered keys, then their registrations, in one transaction: a key no
   * longer registered (its row committed, even if the caller never heard so) is left alone; a
   * removal that fails keeps every registration for the reconciler; and a job registering the
   * same key again waits for the lock, then writes it anew.
   */
  async function removeRegistered(condition: string, params: unknown[]): Promise<number> {
    return db.transaction(async (tx) => {
      const keys = (await tx.query<{ key: string }>(`SELECT key FROM pending_blobs WHERE ${condition} FOR UPDATE SKIP LOCKED`, params)).map((r) => r.key);
      for (const key of keys) await blobs.delete(key);
      if (keys.length > 0) await tx.query('DELETE FROM pending_blobs WHERE key = ANY($1::text[])', [keys]);
      return keys.length;
    });
  }

  async function discard(keys: string[]): Promise<void> {
    if (keys.length > 0) await removeRegistered('key = ANY($1::text[])', [keys]);
  }

  return {
    /** Registers the key (committed at once), then writes the local file to it. A failed write is discarded. */
    async putFile(key: string, localPath: string, options?: { contentType?: string }): Promise<{ sizeBytes: number }> {
      // A retried job registers its key again: the fresh time keeps the reconciler off it.
      await db.query('INSERT INTO pending_blobs (key) VALUES ($1) ON CONFLICT (key) DO UPDATE SET registered_at = now()', [key]);
      try {
        return await blobs.putFile(key, localPath, options);
      } catch (err) {
        await discard([key]).catch(() => undefined);
        throw err;
      }
    },

    /** In the transaction that refers to the keys: they are owned from its commit on. */
    async commit(tx: Queryable, keys: string[]): Promise<void> {
      if (keys.length > 0) await tx.query('DELETE FROM pending_blobs WHERE key = ANY($1::text[])', [keys]);
    },

    /** Removes writes whose transaction failed or will never run. */
    discard,

    /** Removes writes registered before `cutoff` and never committed (left by crashes); returns how many. */
    async discardRegisteredBefore(cutoff: Date): Promise<number> {
      let removed = 0;
      for (;;) {
        const batch = await removeRegistered('registered_at < $1 ORDER BY registered_at LIMIT 500', [cutoff.toISOString()]);
        if (batch === 0) return removed;
        removed += batch;
      }
    },
  };
}

export type BlobWrites = ReturnType<typeof createBlobWrites>;
