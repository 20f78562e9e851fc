import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute } from './route.ts';

describe('hash routes', () => {
  it('round-trips every page', () => {
    for (const route of [
      { page: 'workspaces' },
      { page: 'parse' },
      { page: 'keys' },
      { page: 'workspace', workspaceId: 'w1', tab: 'chat', item: 'c1' },
      { page: 'workspace', workspaceId: 'w1', tab: 'tables', item: null },
    ] as const) {
      expect(parseRoute(hrefOf(route))).toEqual(route);
    }
  });

  it('sends unknown paths to the workspace list and unknown tabs to files', () => {
    expect(parseRoute('#/nowhere')).toEqual({ page: 'workspaces' });
    expect(parseRoute('#/w/w1/bogus')).toEqual({ page: 'workspace', workspaceId: 'w1', tab: 'files', item: null });
  });
});
