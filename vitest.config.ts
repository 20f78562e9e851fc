import { defineConfig } from 'vitest/config';
import { preactJsx } from './console/vite.config.ts';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One more file than the 2 cores CI has: the job-pipeline and fault files mostly wait (pg-boss
    // heartbeats, crash restarts, idle periods), and a third file computes meanwhile.
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'eval/**/*.test.ts', 'packages/*/test/**/*.test.ts'], exclude: ['test/e2e/**'], environment: 'node', globalSetup: ['test/support/global-setup.ts'] } },
      // The console's own logic and components, in a simulated DOM.
      { extends: true, oxc: preactJsx, test: { name: 'console', include: ['console/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      // The console in Debian's Chromium against a real Quarry; builds the console first.
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], environment: 'node', globalSetup: ['test/e2e/build-console.ts', 'test/support/global-setup.ts'] } },
    ],
  },
});
