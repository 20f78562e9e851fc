import type { Database } from '../db/database.ts';
import type { ChangeFeed } from '../db/change-listener.ts';
import { ERRORS } from '../errors.ts';
import type { Principal } from './principal.ts';
import { hashKeySecret, KEY_PREFIX } from './key-secrets.ts';

// last_used_at is written at most this often per key, so reads stay reads under load.
const LAST_USED_RESOLUTION_MS = 60_000;
// Changes to keys and their users, announced by triggers (migration 010) to every process.
export const API_KEY_CHANGES_CHANNEL = 'api_key_changes';
// A verified key is trusted this long without asking the database again, as a safety net: a
// revocation, deletion or role change drops it at once, in this process (forget) and in every
// other one (a notification). Nothing is cached while the notification connection is down.
const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

interface Cached {
  principal: Principal;
  until: number;
  expiresAt: number | null;
}

export function createAuthenticator(db: Database, changes: ChangeFeed) {
  const lastUsedWrites = new Map<string, number>();
  const cache = new Map<string, Cached>();
  // Bumped on every change heard: a lookup under way meanwhile may have read the rows from before it.
  let version = 0;
  changes.subscribe({
    changed(payload) {
      version++;
      const [kind, id] = payload.split(':', 2);
      forget(kind === 'user' ? (p) => p.userId === id : (p) => p.apiKeyId === id);
    },
    reset() {
      version++;
      cache.clear();
    },
  });

  async function lookup(hash: string): Promise<Cached | null> {
    const rows = await db.query<{ id: string; org_id: string; user_id: string; role: 'admin' | 'member'; expires_at: string | null }>(
      `SELECT k.id, k.org_id, k.user_id, u.role, k.expires_at FROM api_keys k JOIN users u ON u.id = k.user_id
       WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`,
      [hash],
    );
    if (rows.length === 0) return null;
    const key = rows[0];
    return {
      principal: { orgId: key.org_id, userId: key.user_id, orgRole: key.role, apiKeyId: key.id },
      until: Date.now() + CACHE_TTL_MS,
      expiresAt: key.expires_at ? Date.parse(key.expires_at) : null,
    };
  }

  const fresh = (entry: Cached | undefined, now: number): entry is Cached =>
    entry !== undefined && entry.until > now && (entry.expiresAt === null || entry.expiresAt > now);

  function keyHash(authorization: string | undefined): string {
    const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match) throw ERRORS.authenticationRequired();
    const secret = match[1];
    if (!secret.startsWith(KEY_PREFIX)) throw ERRORS.invalidApiKey();
    return hashKeySecret(secret);
  }

  const lastUsedDue = (keyId: string, now: number) => (lastUsedWrites.get(keyId) ?? 0) < now - LAST_USED_RESOLUTION_MS;

  /**
   * The principal of a key verified within the cache's lifetime, without a lookup and as a use of
   * the key; undefined when `authenticate` must run (unknown or stale key, or last_used_at due).
   */
  function verifiedRecently(authorization: string | undefined): Principal | undefined {
    try {
      if (!changes.listening) return undefined;
      const entry = cache.get(keyHash(authorization));
      const now = Date.now();
      return fresh(entry, now) && !lastUsedDue(entry.principal.apiKeyId, now) ? entry.principal : undefined;
    } catch {
      return undefined;
    }
  }

  async function authenticate(authorization: string | undefined): Promise<Principal> {
    const hash = keyHash(authorization);
    const now = Date.now();
    let entry = cache.get(hash);
    if (!fresh(entry, now) || !changes.listening) {
      cache.delete(hash);
      const before = version;
      const found = await lookup(hash);
      if (!found) throw ERRORS.invalidApiKey();
      entry = found;
      if (changes.listening && version === before) {
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(hash, entry);
      }
    }
    const keyId = entry.principal.apiKeyId;
    if (lastUsedDue(keyId, now)) {
      // Bounded like the cache: forgetting a key only means one extra write for it.
      if (lastUsedWrites.size >= CACHE_MAX) lastUsedWrites.clear();
      lastUsedWrites.set(keyId, now);
      await db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [keyId]);
    }
    return entry.principal;
  }

  /** Drops cached keys so a revocation (or a role change) is seen by the next request. */
  function forget(filter: (p: Principal) => boolean) {
    for (const [hash, entry] of cache) if (filter(entry.principal)) cache.delete(hash);
  }

  return { authenticate, verifiedRecently, forget };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
