import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { ERRORS } from '../errors.ts';
import type { Principal } from './principal.ts';
import { displayPrefix, generateKeySecret, hashKeySecret } from './key-secrets.ts';

export interface ApiKeyRecord {
  api_key_id: string;
  name: string;
  prefix: string;
  user_id: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

const KEY_COLUMNS = `id AS api_key_id, name, prefix, user_id, created_at, last_used_at, expires_at, revoked_at`;

export async function insertApiKey(
  db: Queryable,
  input: { orgId: string; userId: string; name: string; expiresAt: Date | null; secret?: string },
): Promise<{ record: ApiKeyRecord; secret: string }> {
  const secret = input.secret ?? generateKeySecret();
  const rows = await db.query<ApiKeyRecord>(
    `INSERT INTO api_keys (id, org_id, user_id, name, prefix, key_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${KEY_COLUMNS}`,
    [randomUUID(), input.orgId, input.userId, input.name, displayPrefix(secret), hashKeySecret(secret), input.expiresAt],
  );
  return { record: rows[0], secret };
}

export function createApiKeysService(db: Database, hooks: { onRevoked?: (apiKeyId: string) => void } = {}) {
  return {
    async create(caller: Principal, input: { name: string; userId?: string; expiresAt?: string }) {
      const userId = input.userId ?? caller.userId;
      if (userId !== caller.userId && caller.orgRole !== 'admin') throw ERRORS.forbidden('admin', caller.orgRole);
      const owner = await db.query('SELECT 1 FROM users WHERE id = $1 AND org_id = $2', [userId, caller.orgId]);
      if (owner.length === 0) throw ERRORS.userNotFound(userId);
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw ERRORS.validation([{ path: 'expires_at', message: 'must be in the future' }]);
      }
      return insertApiKey(db, { orgId: caller.orgId, userId, name: input.name, expiresAt });
    },

    /** Members see their own keys; admins every key of the organization. Revoked keys are not listed. */
    async list(caller: Principal, page: { limit: number; offset: number }) {
      const scope = caller.orgRole === 'admin' ? '' : 'AND user_id = $2';
      const params: unknown[] = caller.orgRole === 'admin' ? [caller.orgId] : [caller.orgId, caller.userId];
      const items = await db.query<ApiKeyRecord>(
        `SELECT ${KEY_COLUMNS} FROM api_keys WHERE org_id = $1 ${scope} AND revoked_at IS NULL
         ORDER BY created_at DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`,
        params,
      );
      const [{ total }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM api_keys WHERE org_id = $1 ${scope} AND revoked_at IS NULL`,
        params,
      );
      return { items, total };
    },

    async revoke(caller: Principal, apiKeyId: string) {
      const scope = caller.orgRole === 'admin' ? '' : 'AND user_id = $3';
      const params: unknown[] = caller.orgRole === 'admin' ? [apiKeyId, caller.orgId] : [apiKeyId, caller.orgId, caller.userId];
      const rows = await db.query(
        `UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND org_id = $2 ${scope} AND revoked_at IS NULL RETURNING id`,
        params,
      );
      if (rows.length === 0) throw ERRORS.apiKeyNotFound(apiKeyId);
      hooks.onRevoked?.(apiKeyId);
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
