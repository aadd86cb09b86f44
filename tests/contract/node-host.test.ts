import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// npm start's host, as a user runs it: signs in through the code flow and keeps data across a restart.
const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'bulktrade-host-'));
// A stand-in build, so the test does not depend on `vite build` having run.
const distDir = join(dataDir, 'dist');
mkdirSync(distDir);
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Bulktrade</title><div id="root"></div>');
const port = 18000 + (process.pid % 1000);
const base = `http://localhost:${port}`;
let running: ChildProcess | null = null;

async function startHost(extraEnv: Record<string, string> = {}, data = dataDir): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: data,
      DIST_DIR: distDir,
      DATABASE_URL: '',
      DEMO_DATA: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sign in with')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`The host stopped (exit ${code}): ${output}`)));
  });
  return output;
}

async function stopHost(): Promise<void> {
  const child = running;
  running = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

afterAll(async () => {
  await stopHost();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInStatus(userName: string, password: string): Promise<number> {
  const form = new URLSearchParams({
    userName,
    password,
    response_type: 'code',
    client_id: 'bulktrade-web',
    redirect_uri: `${base}/authentication`,
    state: 's1',
    code_challenge: 'c'.repeat(43),
    code_challenge_method: 'S256',
  });
  return (await fetch(`${base}/auth/v1/authorize`, { method: 'POST', body: form, redirect: 'manual' }))
    .status;
}

async function signIn(userName: string, password: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirect = `${base}/authentication`;
  const form = new URLSearchParams({
    userName,
    password,
    response_type: 'code',
    client_id: 'bulktrade-web',
    redirect_uri: redirect,
    state: 's1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const authorized = await fetch(`${base}/auth/v1/authorize?${form}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(authorized.status).toBe(302);
  const code = new URL(authorized.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await fetch(`${base}/auth/v1/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      client_id: 'bulktrade-web',
      code_verifier: verifier,
    }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

describe('the Node host', () => {
  it('seeds the demo once, signs in, and keeps data across a restart', async () => {
    const firstStart = await startHost();
    expect(firstStart).toContain('demo data added on this first start');
    const token = await signIn('training@bulktrade.app', 'Training!2026');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${base}/api/v1/Products/post`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 'restart-proof', productName: 'Survives Restarts' }),
    });
    expect(created.status).toBe(201);
    await stopHost();

    const secondStart = await startHost();
    expect(secondStart).not.toContain('demo data added');
    const again = await fetch(`${base}/api/v1/Products/get/restart-proof`, { headers });
    expect(await again.json()).toMatchObject({ productName: 'Survives Restarts', rowVersion: 1 });
    const shell = await fetch(`${base}/office-portal/products`);
    expect(shell.headers.get('content-type') ?? '').toMatch(/text\/html/);
    expect(await shell.text()).toContain('<div id="root">');
  }, 240_000);

  it('adds no demo logins when told not to, and creates the first admin from the environment', async () => {
    await stopHost();
    const productionData = join(dataDir, 'production');
    const output = await startHost(
      {
        DEMO_DATA: 'false',
        ADMIN_USER_NAME: 'ops@acme.com.au',
        ADMIN_PASSWORD: 'Own-strong-pass9!',
        ADMIN_COMPANY_NAME: 'Acme',
      },
      productionData,
    );
    expect(output).not.toContain('Training!2026');
    expect(output).toContain('First admin ops@acme.com.au created');
    expect(output).not.toContain('Own-strong-pass9!');
    expect(await signInStatus('training@bulktrade.app', 'Training!2026')).toBe(401);
    expect(await signInStatus('ops@acme.com.au', 'Own-strong-pass9!')).toBe(302);
    await stopHost();
  }, 240_000);
});
