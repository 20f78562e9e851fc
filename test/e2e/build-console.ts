// The e2e tests drive the console the server serves: build it from the current sources first,
// so a run never tests a stale bundle left by an earlier install.
import { build } from 'vite';

export default async function setup() {
  await build({ configFile: new URL('../../console/vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
