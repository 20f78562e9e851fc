// Runs module code in a fresh Node process and lists the npm packages it loaded, to check that
// heavy libraries are loaded only when the work that needs them is done.
import { execFileSync } from 'node:child_process';

/**
 * Runs `body` (the body of an async function: `await` and `return` allowed) in a new process;
 * what it returns comes back as `result`, with the names of the packages it resolved.
 */
export function runListingPackages<T = unknown>(body: string): { loaded: string[]; result: T } {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({ resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(resolved.url);
      if (m) loaded.add(m[1]);
      return resolved;
    } });
    const result = await (async () => { ${body} })();
    console.log(JSON.stringify({ loaded: [...loaded], result: result ?? null }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}
