import { useEffect, useState } from 'preact/hooks';
import { createApi, type Api } from './api/client.ts';
import type { Me } from './api/types.ts';
import { session } from './lib/session.ts';
import { hrefOf, parseRoute, type Route } from './lib/route.ts';
import { SignIn } from './pages/SignIn.tsx';
import { WorkspacesPage } from './pages/WorkspacesPage.tsx';
import { WorkspacePage } from './pages/WorkspacePage.tsx';
import { ParsePage } from './pages/ParsePage.tsx';
import { KeysPage } from './pages/KeysPage.tsx';

export interface Signed {
  api: Api;
  me: Me;
}

function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

export function App() {
  const route = useRoute();
  const [signed, setSigned] = useState<Signed | null>(null);
  const [restoring, setRestoring] = useState(() => session.load() !== null);
  // Why the console signed out by itself (the key was revoked or expired meanwhile).
  const [signedOutBecause, setSignedOutBecause] = useState<unknown>(null);

  const signOut = (because: unknown = null) => {
    session.clear();
    setSigned(null);
    setSignedOutBecause(because);
  };
  const apiFor = (key: string) => createApi(key, { onUnauthorized: signOut });

  // A key kept from earlier in this tab is checked again: it may have been revoked since.
  useEffect(() => {
    const key = session.load();
    if (!key) return;
    const api = apiFor(key);
    api
      .get<Me>('/v1/me')
      .then((me) => setSigned({ api, me }))
      .catch(() => session.clear())
      .finally(() => setRestoring(false));
  }, []);

  if (restoring) return <p class="muted center">Signing in…</p>;
  if (!signed)
    return (
      <SignIn
        notice={signedOutBecause}
        onSignedIn={(key, me) => {
          session.save(key);
          setSignedOutBecause(null);
          setSigned({ api: apiFor(key), me });
        }}
      />
    );

  const nav: Array<[string, Route['page'], string]> = [
    ['Workspaces', 'workspaces', hrefOf({ page: 'workspaces' })],
    ['Parse playground', 'parse', hrefOf({ page: 'parse' })],
    ['API keys', 'keys', hrefOf({ page: 'keys' })],
  ];
  const current = route.page === 'workspace' ? 'workspaces' : route.page;
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <a class="brand" href="#/">
          Quarry
        </a>
        <nav aria-label="Main">
          {nav.map(([label, page, href]) => (
            <a key={page} href={href} aria-current={current === page ? 'page' : undefined}>
              {label}
            </a>
          ))}
          <a href="/docs" target="_blank" rel="noopener">
            API reference
          </a>
        </nav>
        <div class="who">
          <span class="small">
            {signed.me.name} <span class="badge">{signed.me.role}</span>
          </span>
          <button type="button" onClick={() => signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {route.page === 'workspaces' && <WorkspacesPage api={signed.api} />}
        {route.page === 'workspace' && <WorkspacePage signed={signed} route={route} />}
        {route.page === 'parse' && <ParsePage api={signed.api} />}
        {route.page === 'keys' && <KeysPage signed={signed} />}
      </main>
    </>
  );
}
