#!/usr/bin/env node
// The quarry command. Plain JavaScript, so that any Node can say what is wrong: the CLI itself is
// TypeScript, which Node runs as is from 22.18 on. From the repository, `npx quarry` (or an npm
// script) runs it on the repository's own Node 24.
if (!process.features.typescript) {
  process.stderr.write(`quarry needs Node 22.18 or newer (this is ${process.version}); from the repository, run it as \`npx quarry\`.\n`);
  process.exit(2);
}
await import('../src/main.ts');
