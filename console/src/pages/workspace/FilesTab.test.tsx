import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { createApi } from '../../api/client.ts';
import type { Workspace, WorkspaceFile } from '../../api/types.ts';
import { FilesTab } from './FilesTab.tsx';

afterEach(cleanup);

const file: WorkspaceFile = {
  file_id: 'f1',
  filename: 'broken.pdf',
  category: 'document',
  size_bytes: 2048,
  status: 'failed',
  progress: 100,
  status_message: null,
  error_code: 'CORRUPTED_FILE',
  error_message: 'The PDF is damaged.',
  created_at: '2026-01-01T00:00:00Z',
};

function workspaceAs(role: Workspace['role']): Workspace {
  return { workspace_id: 'w1', name: 'W', description: '', visibility: 'private', role, file_count: 1, table_count: 0, created_at: '', updated_at: '' };
}

const api = createApi('qk_test', { fetch: async () => new Response(JSON.stringify({ files: [file], total: 1, limit: 100, offset: 0 }), { status: 200 }) });

describe('files tab', () => {
  it('lets an editor upload and delete', async () => {
    render(<FilesTab api={api} workspace={workspaceAs('editor')} onChanged={() => undefined} />);
    expect(await screen.findByText(/failed: The PDF is damaged\./)).toBeTruthy();
    expect(screen.getByLabelText(/Drop files here/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete broken.pdf' })).toBeTruthy();
  });

  it('shows a viewer the files and the failure, with no upload or delete controls', async () => {
    render(<FilesTab api={api} workspace={workspaceAs('viewer')} onChanged={() => undefined} />);
    expect(await screen.findByText(/failed: The PDF is damaged\./)).toBeTruthy();
    expect(screen.queryByLabelText(/Drop files here/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText(/You are a viewer/)).toBeTruthy();
  });
});
