import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { hashKeySecret } from './key-secrets.ts';
import { insertApiKey } from './api-keys-service.ts';

/**
 * On a database with no organization, creates `default`, an admin user and an admin key.
 * Returns the secret when one was generated (it must be printed once), else null.
 * With QUARRY_ADMIN_KEY set, that key is made to exist (idempotent across restarts).
 */
export async function bootstrapTenancy(db: Database, adminKey: string | undefined): Promise<{ generatedKey: string | null }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(72311905)');
    const orgs = await tx.query<{ id: string }>('SELECT id FROM organizations ORDER BY created_at LIMIT 1');
    let orgId = orgs[0]?.id;
    let adminId: string | undefined;
    if (!orgId) {
      orgId = randomUUID();
      adminId = randomUUID();
      await tx.query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [orgId, 'default']);
      await tx.query('INSERT INTO users (id, org_id, name, email, role) VALUES ($1, $2, $3, $4, $5)', [
        adminId,
        orgId,
        'Administrator',
        'admin@localhost',
        'admin',
      ]);
    } else {
      const admins = await tx.query<{ id: string }>(
        `SELECT id FROM users WHERE org_id = $1 AND role = 'admin' ORDER BY created_at LIMIT 1`,
        [orgId],
      );
      adminId = admins[0]?.id;
    }
    if (adminKey) {
      const existing = await tx.query('SELECT 1 FROM api_keys WHERE key_hash = $1', [hashKeySecret(adminKey)]);
      if (existing.length === 0 && adminId) {
        await insertApiKey(tx, { orgId, userId: adminId, name: 'bootstrap admin key', expiresAt: null, secret: adminKey });
      }
      return { generatedKey: null };
    }
    if (orgs.length === 0 && adminId) {
      const { secret } = await insertApiKey(tx, { orgId, userId: adminId, name: 'bootstrap admin key', expiresAt: null });
      return { generatedKey: secret };
    }
    return { generatedKey: null };
  });
}
