import { describe, expect, it } from 'vitest';
import { can, type WorkspaceAction } from './permissions.ts';

// The spec's role table, row by row.
const TABLE: Array<[WorkspaceAction, boolean, boolean, boolean]> = [
  //            owner  editor viewer
  ['chat', true, true, true],
  ['upload', true, true, false],
  ['deleteFile', true, true, false],
  ['manage', true, false, false],
];

describe('workspace permissions', () => {
  for (const [action, owner, editor, viewer] of TABLE) {
    it(`${action}: owner ${owner}, editor ${editor}, viewer ${viewer}`, () => {
      expect([can('owner', action), can('editor', action), can('viewer', action)]).toEqual([owner, editor, viewer]);
    });
  }
});
