import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Runs the Node sync suites alone: `npx vitest run --config tests/sync/vitest.config.ts`.
// (The root config's unit project should include tests/sync/**/*.test.ts as well.)
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { environment: 'node', include: ['tests/sync/**/*.test.ts'] },
});
