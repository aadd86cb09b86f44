// `npm start`: build the PWA, then serve it and the reference services on PORT (default 8080).
import { spawn } from 'node:child_process';
import { build } from 'vite';

// DIST_DIR lets parallel hosts (one per Playwright port) build without clobbering each other.
await build({
  logLevel: 'warn',
  ...(process.env.DIST_DIR ? { build: { outDir: process.env.DIST_DIR, emptyOutDir: true } } : {}),
});
const server = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
