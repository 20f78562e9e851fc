export type WorkspaceRole = 'owner' | 'editor' | 'viewer';

const RANK: Record<WorkspaceRole, number> = { viewer: 1, editor: 2, owner: 3 };

/** The spec's role table: viewers view and chat, editors also upload and delete files, owners manage. */
export function hasRole(actual: WorkspaceRole, required: WorkspaceRole): boolean {
  return RANK[actual] >= RANK[required];
}
