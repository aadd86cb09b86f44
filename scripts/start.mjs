// `npm start`: build the PWA, then serve it and the reference services on PORT (default 8080).
import { spawn } from 'node:child_process';
import { build } from 'vite';

await build({ logLevel: 'warn' });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
