import { useState } from 'preact/hooks';
import type { Signed } from '../../app.tsx';
import type { Member, User, Workspace, WorkspaceRole } from '../../api/types.ts';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { useLoad } from '../../lib/hooks.ts';
import { can } from '../../lib/permissions.ts';

const ROLES: WorkspaceRole[] = ['owner', 'editor', 'viewer'];

export function SettingsTab({ signed, workspace, onChanged }: { signed: Signed; workspace: Workspace; onChanged: () => void }) {
  const { api } = signed;
  const base = `/v1/workspaces/${workspace.workspace_id}`;
  const manage = can(workspace.role, 'manage');
  const [name, setName] = useState(workspace.name);
  const [description, setDescription] = useState(workspace.description);
  const [visibility, setVisibility] = useState(workspace.visibility);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const save = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await api.patch(base, { name, description, visibility });
      setSaved(true);
      onChanged();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <div class="stack">
      <form class="stack narrow" onSubmit={save} aria-label="Workspace settings">
        <fieldset disabled={!manage}>
          <legend>Workspace {manage ? '' : '(only owners can change it)'}</legend>
          <label>
            Name
            <input name="name" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <label>
            Description
            <textarea name="description" maxLength={2000} rows={2} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
          </label>
          <label>
            Visibility
            <select name="visibility" value={visibility} onChange={(e) => setVisibility(e.currentTarget.value as Workspace['visibility'])}>
              <option value="private">Private: members only</option>
              <option value="organization">Organization: every member may view</option>
            </select>
          </label>
          {manage && (
            <button type="submit" class="primary">
              Save
            </button>
          )}
        </fieldset>
        {saved && <p role="status">Saved.</p>}
        <ErrorNotice error={error} />
      </form>
      <Members signed={signed} base={base} manage={manage} />
      {manage && (
        <section>
          <h2>Delete workspace</h2>
          <p class="muted">Removes its files, tables, search index and conversations for good.</p>
          <ConfirmButton
            label="Delete workspace"
            question={`Delete the workspace "${workspace.name}" and everything in it? This cannot be undone.`}
            confirmLabel="Delete for good"
            onConfirm={async () => {
              await api.del(base);
              location.hash = '#/';
            }}
          />
        </section>
      )}
    </div>
  );
}

function Members({ signed, base, manage }: { signed: Signed; base: string; manage: boolean }) {
  const { api, me } = signed;
  const members = useLoad(() => api.get<{ members: Member[] }>(`${base}/members?limit=100`), [api, base]);
  // Only admins can list the organization's users; owners who are not admins add members by user id.
  const users = useLoad(() => (manage && me.role === 'admin' ? api.get<{ users: User[] }>('/v1/users?limit=100') : Promise.resolve(null)), [api, manage, me.role]);
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('viewer');
  const [error, setError] = useState<unknown>(null);
  const act = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
      await members.reload();
    } catch (err) {
      setError(err);
    }
  };
  const memberIds = new Set(members.data?.members.map((m) => m.user_id));
  return (
    <section>
      <h2>Members</h2>
      <ErrorNotice error={members.error ?? error} />
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              {manage && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {members.data?.members.map((m) => (
              <tr key={m.user_id}>
                <td>{m.name}</td>
                <td>{m.email}</td>
                <td>
                  {manage ? (
                    <select aria-label={`Role of ${m.name}`} value={m.role} onChange={(e) => act(() => api.put(`${base}/members/${m.user_id}`, { role: e.currentTarget.value }))}>
                      {ROLES.map((r) => (
                        <option key={r}>{r}</option>
                      ))}
                    </select>
                  ) : (
                    m.role
                  )}
                </td>
                {manage && (
                  <td>
                    <ConfirmButton label="Remove" ariaLabel={`Remove ${m.name}`} question={`Remove ${m.name} from this workspace?`} confirmLabel="Remove member" onConfirm={() => act(() => api.del(`${base}/members/${m.user_id}`))} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {manage && (
        <form
          class="row wrap"
          aria-label="Add a member"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => api.put(`${base}/members/${userId.trim()}`, { role })).then(() => setUserId(''));
          }}
        >
          <label>
            User
            {users.data ? (
              <select name="member-user" required value={userId} onChange={(e) => setUserId(e.currentTarget.value)}>
                <option value="">Choose a user…</option>
                {users.data.users
                  .filter((u) => !memberIds.has(u.user_id))
                  .map((u) => (
                    <option key={u.user_id} value={u.user_id}>
                      {u.name} ({u.email})
                    </option>
                  ))}
              </select>
            ) : (
              <input name="member-user" required placeholder="User id" value={userId} onInput={(e) => setUserId(e.currentTarget.value)} />
            )}
          </label>
          <label>
            Role
            <select name="member-role" value={role} onChange={(e) => setRole(e.currentTarget.value as WorkspaceRole)}>
              {ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </label>
          <button type="submit">Add member</button>
        </form>
      )}
    </section>
  );
}
