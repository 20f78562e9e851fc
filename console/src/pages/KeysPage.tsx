import { useState } from 'preact/hooks';
import type { Signed } from '../app.tsx';
import type { ApiKey, User } from '../api/types.ts';
import { ConfirmButton } from '../components/ConfirmButton.tsx';
import { CopyButton } from '../components/CopyButton.tsx';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { formatDate } from '../lib/format.ts';
import { useLoad } from '../lib/hooks.ts';

type CreatedKey = ApiKey & { key: string };

export function KeysPage({ signed }: { signed: Signed }) {
  const { api, me } = signed;
  const keys = useLoad(() => api.get<{ api_keys: ApiKey[] }>('/v1/api-keys?limit=100'), [api]);
  const users = useLoad(() => (me.role === 'admin' ? api.get<{ users: User[] }>('/v1/users?limit=100') : Promise.resolve(null)), [api, me.role]);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const names = new Map(users.data?.users.map((u) => [u.user_id, u.name]) ?? [[me.user_id, me.name]]);

  const createKey = async (name: string, userId?: string) => {
    const key = await api.post<CreatedKey>('/v1/api-keys', { name, ...(userId ? { user_id: userId } : {}) });
    setCreated(key);
    await keys.reload();
  };

  return (
    <section class="stack">
      <h1>API keys</h1>
      {created && <NewSecret created={created} owner={names.get(created.user_id) ?? created.user_id} onDone={() => setCreated(null)} />}
      <CreateKeyForm onCreate={(name) => createKey(name)} />
      <ErrorNotice error={keys.error} />
      <div class="table-scroll">
        <table>
          <caption>{me.role === 'admin' ? 'Active keys of the organization' : 'Your active keys'}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Prefix</th>
              <th scope="col">User</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Expires</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {keys.data?.api_keys.map((k) => (
              <tr key={k.api_key_id} data-key={k.name}>
                <td>{k.name}</td>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>{names.get(k.user_id) ?? k.user_id}</td>
                <td>{formatDate(k.created_at)}</td>
                <td>{formatDate(k.last_used_at)}</td>
                <td>{formatDate(k.expires_at)}</td>
                <td>
                  {k.api_key_id === me.api_key_id ? (
                    <span class="muted small">this session</span>
                  ) : (
                    <ConfirmButton
                      label="Revoke"
                      ariaLabel={`Revoke ${k.name}`}
                      question={`Revoke the key "${k.name}"? Anything using it stops working at once.`}
                      confirmLabel="Revoke key"
                      onConfirm={async () => {
                        await api.del(`/v1/api-keys/${k.api_key_id}`);
                        await keys.reload();
                      }}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {me.role === 'admin' && <Users signed={signed} users={users.data?.users ?? []} onChanged={users.reload} onCreateKey={createKey} />}
    </section>
  );
}

function NewSecret({ created, owner, onDone }: { created: CreatedKey; owner: string; onDone: () => void }) {
  return (
    <div class="notice success" role="status">
      <strong>
        Key "{created.name}" for {owner} created. Copy it now: it is not shown again.
      </strong>
      <p>
        <code class="secret" data-testid="new-key">
          {created.key}
        </code>
      </p>
      <div class="row">
        <CopyButton text={created.key} label="Copy key" />
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

function CreateKeyForm({ onCreate }: { onCreate: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(null);
  return (
    <form
      class="row wrap"
      aria-label="Create an API key"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        try {
          await onCreate(name.trim());
          setName('');
        } catch (err) {
          setError(err);
        }
      }}
    >
      <label>
        Key name
        <input name="key-name" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <button type="submit" class="primary">
        Create key
      </button>
      <ErrorNotice error={error} />
    </form>
  );
}

interface UsersProps {
  signed: Signed;
  users: User[];
  onChanged: () => Promise<void>;
  onCreateKey: (name: string, userId: string) => Promise<void>;
}

function Users({ signed, users, onChanged, onCreateKey }: UsersProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<User['role']>('member');
  const [error, setError] = useState<unknown>(null);
  const attempt = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <section class="stack">
      <h2>Users</h2>
      <ErrorNotice error={error} />
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">User id</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.user_id}>
                <td>{u.name}</td>
                <td>{u.email}</td>
                <td>{u.role}</td>
                <td>
                  <code class="small">{u.user_id}</code>
                </td>
                <td>
                  <button type="button" onClick={() => attempt(() => onCreateKey(`${u.name}'s key`, u.user_id))} aria-label={`Create a key for ${u.name}`}>
                    Create key
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        class="row wrap"
        aria-label="Add a user"
        onSubmit={(e) => {
          e.preventDefault();
          void attempt(async () => {
            await signed.api.post('/v1/users', { name, email, role });
            setName('');
            setEmail('');
            await onChanged();
          });
        }}
      >
        <label>
          Name
          <input name="user-name" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          Email
          <input name="user-email" type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <label>
          Role
          <select name="user-role" value={role} onChange={(e) => setRole(e.currentTarget.value as User['role'])}>
            <option value="member">member</option>
            <option value="admin">admin</option>
          </select>
        </label>
        <button type="submit">Add user</button>
      </form>
    </section>
  );
}
