import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One document the fake service holds. */
export type FakeDocument = {
  id: string;
  localID: string;
  kind: string;
  document: Record<string, unknown>;
  detached: boolean;
};

/** One request the fake service received. */
export type FakeRequest = {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
};

export type FakeAccountingService = {
  /** Where the connector reaches it, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  documents: Map<string, FakeDocument>;
  requests: FakeRequest[];
  /** The next `count` uploads fail with `status` before the service looks at them. */
  failNextUploads(count: number, status?: number): void;
  /** Uploads of this local id are refused (422) with the message, as a service refuses a bad document. */
  refuse(localID: string, message: string): void;
  /** Forgets every document, request, key and scripted failure; numbers start again at ACC-0001. */
  reset(): void;
  close(): Promise<void>;
};

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/**
 * An accounting service in the test's own process, speaking the generic HTTP connector's
 * protocol: POST /documents (one document per Idempotency-Key, answered with its id) and
 * DELETE /documents/{id}, behind a bearer API key. Failures are scripted per test.
 * @example const fake = await startFakeAccountingService({ apiKey: 'key-1' }); ... await fake.close();
 */
export async function startFakeAccountingService(options: {
  apiKey: string;
  port?: number;
}): Promise<FakeAccountingService> {
  const documents = new Map<string, FakeDocument>();
  const byKey = new Map<string, string>();
  const requests: FakeRequest[] = [];
  const refusals = new Map<string, string>();
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let next = 0;

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : null;
    };
    requests.push({
      method: request.method ?? '',
      path,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
    });
    void (async () => {
      if (header('authorization') !== `Bearer ${options.apiKey}`)
        return send(response, 401, { message: 'The API key is not valid' });
      if (request.method === 'POST' && path === '/documents') {
        const body = (await bodyOf(request)) as {
          localID?: string;
          kind?: string;
          document?: Record<string, unknown>;
        } | null;
        if (failures.count > 0) {
          failures = { ...failures, count: failures.count - 1 };
          return send(response, failures.status, { message: 'The accounting service is busy' });
        }
        const localID = String(body?.localID ?? '');
        const refusal = refusals.get(localID);
        if (refusal !== undefined && refusal !== '') return send(response, 422, { message: refusal });
        const key = header('idempotency-key');
        const known = key === null ? undefined : byKey.get(key);
        if (known !== undefined) return send(response, 200, { id: known });
        next += 1;
        const id = `ACC-${String(next).padStart(4, '0')}`;
        documents.set(id, {
          id,
          localID,
          kind: String(body?.kind ?? ''),
          document: body?.document ?? {},
          detached: false,
        });
        if (key !== null) byKey.set(key, id);
        return send(response, 201, { id });
      }
      const match = /^\/documents\/([^/]+)$/.exec(path);
      if (request.method === 'DELETE' && match !== null) {
        const found = documents.get(decodeURIComponent(match[1] ?? ''));
        if (found === undefined) return send(response, 404, { message: 'No such document' });
        found.detached = true;
        return send(response, 204);
      }
      return send(response, 404, { message: `Nothing at ${request.method} ${path}` });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    documents,
    requests,
    failNextUploads: (count, status = 503) => {
      failures = { count, status };
    },
    refuse: (localID, message) => {
      refusals.set(localID, message);
    },
    reset: () => {
      documents.clear();
      byKey.clear();
      requests.length = 0;
      refusals.clear();
      failures = { count: 0, status: 503 };
      next = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
