// Hash routes (#/w/<id>/chat/<conversation>): the server only serves `/`, so links survive reloads.

export type WorkspaceTab = 'files' | 'tables' | 'chat' | 'settings';

export type Route =
  | { page: 'workspaces' }
  | { page: 'workspace'; workspaceId: string; tab: WorkspaceTab; item: string | null }
  | { page: 'parse' }
  | { page: 'keys' };

const TABS: WorkspaceTab[] = ['files', 'tables', 'chat', 'settings'];

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'parse') return { page: 'parse' };
  if (parts[0] === 'keys') return { page: 'keys' };
  if (parts[0] === 'w' && parts[1]) {
    const tab = TABS.includes(parts[2] as WorkspaceTab) ? (parts[2] as WorkspaceTab) : 'files';
    return { page: 'workspace', workspaceId: parts[1], tab, item: parts[3] ?? null };
  }
  return { page: 'workspaces' };
}

export function hrefOf(route: Route): string {
  switch (route.page) {
    case 'workspaces':
      return '#/';
    case 'parse':
      return '#/parse';
    case 'keys':
      return '#/keys';
    case 'workspace':
      return `#/w/${encodeURIComponent(route.workspaceId)}/${route.tab}${route.item ? `/${encodeURIComponent(route.item)}` : ''}`;
  }
}
