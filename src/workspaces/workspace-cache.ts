// Users' workspace lists and roles, held in this process so the hot path (the list, and the role
// check of every workspace route) answers without a database round trip. Entries are grouped by
// organization and dropped:
//  - at once, by the service that changed something in this process (after its commit);
//  - in every process, when PostgreSQL announces a change to the organization (a trigger on
//    workspaces, members, files and tables notifies `workspace_changes`), a few milliseconds after
//    the commit;
//  - after TTL_MS whatever happens, as a safety net.
// Without a working notification connection nothing is cached. A read that was under way while
// its organization changed is not kept: it may have seen the rows from before the change.
import type { ChangeFeed } from '../db/change-listener.ts';

export const WORKSPACE_CHANGES_CHANNEL = 'workspace_changes';
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  orgId: string;
  value: unknown;
  until: number;
}

export function createWorkspaceCache(changes: ChangeFeed) {
  const entries = new Map<string, Entry>();
  // Bumped for an organization on each of its changes, and for all (epoch) on a reset.
  const versions = new Map<string, number>();
  let epoch = 0;
  const versionOf = (orgId: string) => `${epoch}:${versions.get(orgId) ?? 0}`;

  function invalidate(orgId: string) {
    versions.set(orgId, (versions.get(orgId) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.orgId === orgId) entries.delete(key);
  }
  function reset() {
    epoch++;
    versions.clear();
    entries.clear();
  }
  changes.subscribe({ changed: invalidate, reset });

  /** The cached value of `key` in the organization, else what `load` reads (kept if nothing changed meanwhile). */
  async function through<T>(orgId: string, key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!changes.listening) return load();
    const id = `${orgId}\u0000${key}`;
    const hit = entries.get(id);
    if (hit && hit.until > Date.now()) return hit.value as T;
    const before = versionOf(orgId);
    const value = await load();
    if (changes.listening && versionOf(orgId) === before && keep(value)) {
      entries.delete(id);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(id, { orgId, value, until: Date.now() + TTL_MS });
    }
    return value;
  }

  return { through, invalidate };
}

export type WorkspaceCache = ReturnType<typeof createWorkspaceCache>;
