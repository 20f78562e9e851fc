import type { Database } from '../db/database.ts';
import { ERRORS } from '../errors.ts';
import type { Principal } from './principal.ts';
import { hashKeySecret, KEY_PREFIX } from './key-secrets.ts';

// last_used_at is written at most this often per key, so reads stay reads under load.
const LAST_USED_RESOLUTION_MS = 60_000;

export function createAuthenticator(db: Database) {
  const lastUsedWrites = new Map<string, number>();
  return async function authenticate(authorization: string | undefined): Promise<Principal> {
    const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match) throw ERRORS.authenticationRequired();
    const secret = match[1];
    if (!secret.startsWith(KEY_PREFIX)) throw ERRORS.invalidApiKey();
    const rows = await db.query<{ id: string; org_id: string; user_id: string; role: 'admin' | 'member' }>(
      `SELECT k.id, k.org_id, k.user_id, u.role FROM api_keys k JOIN users u ON u.id = k.user_id
       WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`,
      [hashKeySecret(secret)],
    );
    if (rows.length === 0) throw ERRORS.invalidApiKey();
    const key = rows[0];
    const now = Date.now();
    if ((lastUsedWrites.get(key.id) ?? 0) < now - LAST_USED_RESOLUTION_MS) {
      lastUsedWrites.set(key.id, now);
      await db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [key.id]);
    }
    return { orgId: key.org_id, userId: key.user_id, orgRole: key.role, apiKeyId: key.id };
  };
}
