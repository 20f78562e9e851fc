// Builds the console into console/dist, which the Quarry server serves at / (see src/http/routes/console.ts).
import { defineConfig } from 'vite';

export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  oxc: preactJsx,
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets' },
  // `npm run dev:console` serves the console with hot reload against a Quarry on :8080.
  server: { proxy: { '/v1': 'http://127.0.0.1:8080' } },
});
