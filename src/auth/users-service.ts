import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ERRORS } from '../errors.ts';
import type { Principal } from './principal.ts';

export interface UserRecord {
  user_id: string;
  name: string;
  email: string;
  role: 'admin' | 'member';
  created_at: string;
}

const USER_COLUMNS = 'id AS user_id, name, email, role, created_at';

function requireAdmin(caller: Principal) {
  if (caller.orgRole !== 'admin') throw ERRORS.forbidden('admin', caller.orgRole);
}

export function createUsersService(db: Database) {
  return {
    async create(caller: Principal, input: { name: string; email: string; role: 'admin' | 'member' }) {
      requireAdmin(caller);
      const taken = await db.query('SELECT 1 FROM users WHERE org_id = $1 AND lower(email) = lower($2)', [caller.orgId, input.email]);
      if (taken.length > 0) throw ERRORS.conflict(`A user with email ${input.email} already exists.`, { email: input.email });
      const rows = await db.query<UserRecord>(
        `INSERT INTO users (id, org_id, name, email, role) VALUES ($1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
        [randomUUID(), caller.orgId, input.name, input.email, input.role],
      );
      return rows[0];
    },
    async list(caller: Principal, page: { limit: number; offset: number }) {
      requireAdmin(caller);
      const items = await db.query<UserRecord>(
        `SELECT ${USER_COLUMNS} FROM users WHERE org_id = $1 ORDER BY created_at, id LIMIT ${page.limit} OFFSET ${page.offset}`,
        [caller.orgId],
      );
      const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM users WHERE org_id = $1', [caller.orgId]);
      return { items, total };
    },
    async get(caller: Principal, userId: string) {
      if (caller.orgRole !== 'admin' && caller.userId !== userId) throw ERRORS.userNotFound(userId);
      const rows = await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND org_id = $2`, [userId, caller.orgId]);
      if (rows.length === 0) throw ERRORS.userNotFound(userId);
      return rows[0];
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
