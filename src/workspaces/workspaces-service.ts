import { randomUUID } from 'node:crypto';
import type { Database, PreparedSql } from '../db/database.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { ERRORS } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { hasRole, type WorkspaceRole } from './roles.ts';
import type { WorkspaceCache } from './workspace-cache.ts';

export interface WorkspaceRecord {
  workspace_id: string;
  name: string;
  description: string;
  visibility: 'private' | 'organization';
  role: WorkspaceRole;
  file_count: number;
  table_count: number;
  created_at: string;
  updated_at: string;
}

export interface WorkspaceAccess {
  workspaceId: string;
  orgId: string;
  role: WorkspaceRole;
}

// The caller's role: membership first, else implicit viewer on organization-visible workspaces.
const ROLE_EXPR = `COALESCE(m.role, CASE WHEN w.visibility = 'organization' THEN 'viewer' END)`;
const WORKSPACE_SELECT = `
  SELECT w.id AS workspace_id, w.name, w.description, w.visibility, ${ROLE_EXPR} AS role,
         (SELECT count(*)::int FROM files f WHERE f.workspace_id = w.id) AS file_count,
         (SELECT count(*)::int FROM tabular_tables t WHERE t.workspace_id = w.id) AS table_count,
         w.created_at, w.updated_at
  FROM workspaces w
  LEFT JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = $2
  WHERE w.org_id = $1 AND (m.role IS NOT NULL OR w.visibility = 'organization')`;

// Every workspace route checks the caller's role, and the list is the console's first request.
const LIST_WORKSPACES: PreparedSql = {
  name: 'workspaces-list',
  text: `SELECT *, count(*) OVER ()::int AS total FROM (${WORKSPACE_SELECT}) w ORDER BY created_at DESC, workspace_id LIMIT $3 OFFSET $4`,
};
const WORKSPACE_ROLE: PreparedSql = {
  name: 'workspace-role',
  text: `SELECT ${ROLE_EXPR} AS role FROM workspaces w
    LEFT JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = $3
    WHERE w.id = $1 AND w.org_id = $2`,
};

export function workspaceBlobPrefix(orgId: string, workspaceId: string): string {
  return `orgs/${orgId}/workspaces/${workspaceId}/`;
}

export function createWorkspacesService(
  db: Database,
  blobs: BlobStore,
  cache: WorkspaceCache,
  hooks: {
    /** After the rows are gone: wait for the jobs of the files that were being processed to stop. */
    whenJobsStopped?: (fileIds: string[]) => Promise<unknown>;
    /** After the blobs are gone: local copies of the tables. */
    onDeleted?: (workspaceId: string, tableIds: string[]) => Promise<void>;
  } = {},
) {
  async function access(caller: Principal, workspaceId: string, required: WorkspaceRole = 'viewer'): Promise<WorkspaceAccess> {
    const role = await cache.through(
      caller.orgId,
      `role:${caller.userId}:${workspaceId}`,
      async () => (await db.query<{ role: WorkspaceRole | null }>(WORKSPACE_ROLE, [workspaceId, caller.orgId, caller.userId]))[0]?.role ?? null,
      // Only roles are kept: ids the caller cannot see are not worth memory.
      (found) => found !== null,
    );
    // A workspace the caller cannot see does not exist for them.
    if (!role) throw ERRORS.workspaceNotFound(workspaceId);
    if (!hasRole(role, required)) throw ERRORS.forbidden(required, role);
    return { workspaceId, orgId: caller.orgId, role };
  }

  async function countVisible(caller: Principal): Promise<number> {
    const [{ total }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM workspaces w
       LEFT JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = $2
       WHERE w.org_id = $1 AND (m.role IS NOT NULL OR w.visibility = 'organization')`,
      [caller.orgId, caller.userId],
    );
    return total;
  }

  async function get(caller: Principal, workspaceId: string): Promise<WorkspaceRecord> {
    const rows = await db.query<WorkspaceRecord>(`${WORKSPACE_SELECT} AND w.id = $3`, [caller.orgId, caller.userId, workspaceId]);
    if (rows.length === 0) throw ERRORS.workspaceNotFound(workspaceId);
    return rows[0];
  }

  return {
    access,
    get,

    async create(caller: Principal, input: { name: string; description?: string; visibility?: 'private' | 'organization' }) {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO workspaces (id, org_id, name, description, visibility, created_by) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, caller.orgId, input.name, input.description ?? '', input.visibility ?? 'private', caller.userId],
        );
        await tx.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner')`, [id, caller.userId]);
      });
      cache.invalidate(caller.orgId);
      return get(caller, id);
    },

    list(caller: Principal, page: { limit: number; offset: number }): Promise<{ items: WorkspaceRecord[]; total: number }> {
      return cache.through(caller.orgId, `list:${caller.userId}:${page.limit}:${page.offset}`, async () => {
        // One round trip: the page and the total together.
        const rows = await db.query<WorkspaceRecord & { total: number }>(LIST_WORKSPACES, [caller.orgId, caller.userId, page.limit, page.offset]);
        const total = rows[0]?.total ?? (page.offset > 0 ? await countVisible(caller) : 0);
        return { items: rows.map(({ total: _total, ...w }) => w), total };
      });
    },

    /** Something a workspace list shows changed in the organization (in this process, committed). */
    changed: (orgId: string) => cache.invalidate(orgId),

    async update(caller: Principal, workspaceId: string, patch: { name?: string; description?: string; visibility?: 'private' | 'organization' }) {
      await access(caller, workspaceId, 'owner');
      await db.query(
        `UPDATE workspaces SET name = COALESCE($2, name), description = COALESCE($3, description),
           visibility = COALESCE($4, visibility), updated_at = now() WHERE id = $1`,
        [workspaceId, patch.name ?? null, patch.description ?? null, patch.visibility ?? null],
      );
      cache.invalidate(caller.orgId);
      return get(caller, workspaceId);
    },

    async remove(caller: Principal, workspaceId: string) {
      await access(caller, workspaceId, 'owner');
      const tables = await db.query<{ id: string }>('SELECT id FROM tabular_tables WHERE workspace_id = $1', [workspaceId]);
      const inFlight = await db.query<{ id: string }>(`SELECT id FROM files WHERE workspace_id = $1 AND status IN ('queued', 'processing')`, [
        workspaceId,
      ]);
      // Rows cascade from the workspace (files, tables, chunks, conversations). Queued jobs find
      // their file gone and end; running ones notice within a second, stop, and remove what they
      // wrote, and the answer waits for them. Blobs and caches go after the rows so nothing sees
      // half a workspace.
      await db.query('DELETE FROM workspaces WHERE id = $1', [workspaceId]);
      cache.invalidate(caller.orgId);
      await hooks.whenJobsStopped?.(inFlight.map((f) => f.id));
      await blobs.deletePrefix(workspaceBlobPrefix(caller.orgId, workspaceId));
      await hooks.onDeleted?.(workspaceId, tables.map((t) => t.id));
    },

    async listMembers(caller: Principal, workspaceId: string, page: { limit: number; offset: number }) {
      await access(caller, workspaceId, 'viewer');
      const items = await db.query<{ user_id: string; name: string; email: string; role: WorkspaceRole; created_at: string }>(
        `SELECT u.id AS user_id, u.name, u.email, m.role, m.created_at FROM workspace_members m JOIN users u ON u.id = m.user_id
         WHERE m.workspace_id = $1 ORDER BY m.created_at, u.id LIMIT ${page.limit} OFFSET ${page.offset}`,
        [workspaceId],
      );
      const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM workspace_members WHERE workspace_id = $1', [
        workspaceId,
      ]);
      return { items, total };
    },

    async setMember(caller: Principal, workspaceId: string, userId: string, role: WorkspaceRole) {
      await access(caller, workspaceId, 'owner');
      const users = await db.query<{ name: string; email: string }>('SELECT name, email FROM users WHERE id = $1 AND org_id = $2', [
        userId,
        caller.orgId,
      ]);
      if (users.length === 0) throw ERRORS.userNotFound(userId);
      await db.transaction(async (tx) => {
        if (role !== 'owner') await assertAnotherOwner(tx, workspaceId, userId);
        await tx.query(
          `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)
           ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
          [workspaceId, userId, role],
        );
      });
      cache.invalidate(caller.orgId);
      return { user_id: userId, name: users[0].name, email: users[0].email, role };
    },

    async removeMember(caller: Principal, workspaceId: string, userId: string) {
      await access(caller, workspaceId, 'owner');
      await db.transaction(async (tx) => {
        await assertAnotherOwner(tx, workspaceId, userId);
        const rows = await tx.query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2 RETURNING user_id', [
          workspaceId,
          userId,
        ]);
        if (rows.length === 0) throw ERRORS.userNotFound(userId);
      });
      cache.invalidate(caller.orgId);
    },
  };
}

/** The last owner can neither leave nor be demoted: a workspace always has someone to manage it. */
async function assertAnotherOwner(tx: { query: Database['query'] }, workspaceId: string, userId: string) {
  const owners = await tx.query<{ user_id: string }>(`SELECT user_id FROM workspace_members WHERE workspace_id = $1 AND role = 'owner'`, [
    workspaceId,
  ]);
  if (owners.length === 1 && owners[0].user_id === userId) {
    throw ERRORS.conflict('The last owner of a workspace cannot be removed or demoted.', { user_id: userId });
  }
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
