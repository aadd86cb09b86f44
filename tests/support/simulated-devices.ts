import { createHash, randomBytes } from 'node:crypto';

/**
 * Devices that push and pull products through the services' REST routes, as the sync engine
 * does (client-made ids, rowVersion-checked patches, incremental pulls by cursor), each keeping
 * what it pulled. Used by the multi-process test and its bench.
 */
export type SimulatedDevice = {
  name: string;
  company: string;
  token: string;
  /** The address the device's requests come from (X-Forwarded-For, read behind the trusted proxy). */
  address: string;
  cursor: string;
  /** What the device pulled: id → rowVersion. */
  held: Map<string, number>;
};

/** A write the services acknowledged: its record must be there once, at this rowVersion or later. */
export type Acknowledged = { id: string; company: string; rowVersion: number };

export type DeviceRun = {
  acknowledged: Map<string, Acknowledged>;
  /** Writes answered 2xx. */
  written: number;
  /** Patches refused because the record had changed meanwhile (409): the device's to merge. */
  conflicts: number;
  /** Any other answer to a write or pull (none expected). */
  failures: string[];
  pulls: number;
  seconds: number;
};

const CLIENT_ID = 'bulktrade-web';

function base64url(bytes: Buffer): string {
  return bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The whole sign-in code flow through `origin` (the form, then the token); throws unless it works.
 * @example const token = await signInThrough(origin, 'sam@acme.test', 'Pass-word1!', '10.0.0.1');
 */
export async function signInThrough(
  origin: string,
  userName: string,
  password: string,
  address: string,
): Promise<string> {
  const answer = await postSignIn(origin, userName, password, address);
  if (answer.status !== 302) throw new Error(`sign-in of ${userName} answered ${answer.status}`);
  const code = new URL(answer.headers.get('Location') ?? '').searchParams.get('code') ?? '';
  const token = await fetch(`${origin}/auth/v1/token`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': address },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/callback`,
      client_id: CLIENT_ID,
      code_verifier: answer.verifier,
    }),
  });
  const body = (await token.json()) as { access_token?: string };
  if (typeof body.access_token !== 'string') throw new Error(`token exchange answered ${token.status}`);
  return body.access_token;
}

/**
 * Posts the sign-in form once; answers the response (302 signed in, 401 wrong, 429 throttled).
 * @example (await postSignIn(origin, 'sam@acme.test', 'wrong', '10.0.0.1')).status // 401
 */
export async function postSignIn(
  origin: string,
  userName: string,
  password: string,
  address: string,
): Promise<{ status: number; headers: Headers; verifier: string }> {
  const verifier = base64url(randomBytes(48));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const response = await fetch(`${origin}/auth/v1/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'X-Forwarded-For': address },
    body: new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${origin}/callback`,
      state: 'cluster',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      userName,
      password,
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers, verifier };
}

function headersOf(device: SimulatedDevice): Record<string, string> {
  return {
    Authorization: `Bearer ${device.token}`,
    'Content-Type': 'application/json',
    'X-Forwarded-For': device.address,
  };
}

/** Pulls every product change since the device's cursor, page by page, into what it holds. */
export async function pullAll(
  origin: string,
  device: SimulatedDevice,
  failures: string[] = [],
): Promise<number> {
  let pages = 0;
  for (;;) {
    const response = await fetch(
      `${origin}/api/v1/Products/changes?after=${encodeURIComponent(device.cursor)}&take=500`,
      { headers: headersOf(device) },
    );
    pages += 1;
    if (response.status !== 200) {
      failures.push(`${device.name} pull answered ${response.status}: ${await response.text()}`);
      return pages;
    }
    const page = (await response.json()) as {
      data: { id: string; rowVersion: number; isRemoved?: boolean }[];
      cursor: string;
      hasMore: boolean;
    };
    for (const row of page.data) {
      if (row.isRemoved === true) device.held.delete(row.id);
      else device.held.set(row.id, row.rowVersion);
    }
    device.cursor = page.cursor;
    if (!page.hasMore) return pages;
  }
}

/**
 * Runs every device for `seconds`: each in turn pushes (a new product, or a patch of one it
 * holds, as its person edits) and pulls, pausing `thinkMs` between rounds.
 * @example const run = await runDevices(origin, devices, { seconds: 20, thinkMs: 50 });
 */
export async function runDevices(
  origin: string,
  devices: readonly SimulatedDevice[],
  options: { seconds: number; thinkMs: number },
): Promise<DeviceRun> {
  const run: DeviceRun = {
    acknowledged: new Map(),
    written: 0,
    conflicts: 0,
    failures: [],
    pulls: 0,
    seconds: 0,
  };
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    devices.map(async (device, index) => {
      let made = 0;
      for (let round = 0; performance.now() < until; round += 1) {
        const held = [...device.held];
        const patching = held.length > 0 && (round + index) % 3 === 2;
        const target = held[(round * 7 + index) % Math.max(1, held.length)];
        const response =
          patching && target !== undefined
            ? await fetch(`${origin}/api/v1/Products/patch/partial`, {
                method: 'PATCH',
                headers: headersOf(device),
                body: JSON.stringify({
                  id: target[0],
                  rowVersion: target[1],
                  productName: `${device.name} edit ${round}`,
                }),
              })
            : await fetch(`${origin}/api/v1/Products/post`, {
                method: 'POST',
                headers: headersOf(device),
                body: JSON.stringify({
                  id: `${device.name}-${(made += 1)}`,
                  productName: `${device.name} product ${made}`,
                }),
              });
        if (response.status === 200 || response.status === 201) {
          const body = (await response.json()) as { id: string; rowVersion: number };
          run.written += 1;
          const before = run.acknowledged.get(body.id)?.rowVersion ?? 0;
          run.acknowledged.set(body.id, {
            id: body.id,
            company: device.company,
            rowVersion: Math.max(before, body.rowVersion),
          });
        } else if (response.status === 409 && patching) {
          await response.arrayBuffer();
          run.conflicts += 1;
        } else {
          run.failures.push(`${device.name} write answered ${response.status}: ${await response.text()}`);
        }
        const pages = await pullAll(origin, device, run.failures);
        run.pulls += pages;
        if (options.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, options.thinkMs));
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  return run;
}
