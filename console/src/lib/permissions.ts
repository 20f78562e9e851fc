// What each workspace role may do (the spec's role table); the console hides what the role cannot.
import type { WorkspaceRole } from '../api/types.ts';

export type WorkspaceAction = 'view' | 'chat' | 'upload' | 'deleteFile' | 'manage';

const NEEDS: Record<WorkspaceAction, WorkspaceRole> = {
  view: 'viewer',
  chat: 'viewer',
  upload: 'editor',
  deleteFile: 'editor',
  manage: 'owner',
};
const RANK: Record<WorkspaceRole, number> = { viewer: 1, editor: 2, owner: 3 };

export function can(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return RANK[role] >= RANK[NEEDS[action]];
}
