/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './scripts/build-sw.mjs';

const port = Number(process.env.PORT ?? 8080);

export default defineConfig({
  // The service worker is built from dist/ once the bundle is written (scripts/build-sw.mjs).
  plugins: [react(), serviceWorkerPlugin()],
  server: { port },
  preview: { port, strictPort: true, host: true },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    // Reports feed the one summary line that `npm test` prints at the end.
    reporters: process.env.BT_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.BT_REPORT_DIR}/vitest.json` }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Building the training data or a PGlite store takes seconds on a slow or busy machine
          // (5 s timed out at load average 29): time out on a hang, not on a slow machine.
          testTimeout: 30_000,
          include: ['src/**/*.test.ts', 'sync/**/*.test.ts', 'server/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/sync/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Rendering a screen in jsdom takes seconds on a slow or busy machine: time out on a
          // hang, not on a slow machine.
          testTimeout: 30_000,
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
    benchmark: {
      include: ['**/*.bench.ts'],
      exclude: ['node_modules/**', 'dist/**'],
    },
  },
});
