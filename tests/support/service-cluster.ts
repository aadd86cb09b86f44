import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Service processes of the Node host (server/node/main.ts) on one PostgreSQL, behind a small
 * round-robin proxy: what `docs/scaling.md` calls stateless replicas, run for real. Each request
 * goes to the next process in turn, so a device's session, pushes and pulls meet all of them.
 */
export type ServiceCluster = {
  /** The proxy's origin: http://127.0.0.1:port. */
  origin: string;
  /** What each process printed, in order (one string per process). */
  output(): string[];
  /** How many requests each process was sent. */
  served(): number[];
  stop(): Promise<void>;
};

export type ClusterOptions = {
  processes: number;
  /** The database every process uses (DATABASE_URL). */
  databaseUrl: string;
  /** Connections each process may hold (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
};

const SECRET = 'cluster-test-secret-0123456789abcdef0123456789abcdef';
const STARTED = /Bulktrade is running at http:\/\/localhost:(\d+)/;

function startProcess(
  index: number,
  options: ClusterOptions,
  dataDir: string,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize ?? 6),
      AUTH_SECRET: SECRET,
      DATA_DIR: join(dataDir, `process-${index}`),
      DIST_DIR: join(dataDir, 'dist'),
      DEMO_DATA: 'false',
      // The proxy is trusted: the client's address is the last of X-Forwarded-For.
      TRUST_PROXY: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  return new Promise((resolve, reject) => {
    const failed = (why: string) => reject(new Error(`service process ${index} ${why}:\n${text}`));
    const timer = setTimeout(() => failed('did not start in 120 s'), 120_000);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const port = STARTED.exec(text)?.[1];
      if (port !== undefined) {
        clearTimeout(timer);
        resolve({ child, port: Number(port), output: () => text });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      failed(`exited with ${String(code)}`);
    });
  });
}

function roundRobin(ports: readonly number[]): { server: Server; counts: number[] } {
  const counts = ports.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = next;
    next = (next + 1) % ports.length;
    counts[target] = (counts[target] ?? 0) + 1;
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: ports[target],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
      outgoing.end(`proxy: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  server.keepAliveTimeout = 65_000;
  return { server, counts };
}

/**
 * Starts the processes (all at once) and the proxy in front of them.
 * @example const cluster = await startServiceCluster({ processes: 3, databaseUrl }); … await cluster.stop();
 */
export async function startServiceCluster(options: ClusterOptions): Promise<ServiceCluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bulktrade-cluster-'));
  const started = await Promise.all(
    Array.from({ length: options.processes }, (_, index) => startProcess(index, options, dataDir)),
  );
  const { server, counts } = roundRobin(started.map((process) => process.port));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => started.map((process) => process.output()),
    served: () => [...counts],
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(
        started.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.removeAllListeners('exit');
              child.on('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
