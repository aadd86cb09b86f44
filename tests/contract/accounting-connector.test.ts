import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpConnector, httpConnectorOption } from '../../server/accounting/http-connector';
import { createMemoryStore } from '../../server/store/memory-store';
import { startFakeAccountingService, type FakeAccountingService } from '../support/fake-accounting-service';
import { describeAccountingSyncContract } from './accounting-sync-contract';

const API_KEY = 'fake-key-7c1e';

// The generic HTTP connector against an accounting service started in this process.
let fake: FakeAccountingService;
beforeAll(async () => {
  fake = await startFakeAccountingService({ apiKey: API_KEY });
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.reset();
});

describe('the generic HTTP connector against an accounting service', () => {
  const document = {
    localID: 'inv-1',
    kind: 'customer-invoices',
    record: { invoiceNumber: 'INV-1000', amountTotal: 110 },
  };

  it('uploads a document and answers its id', async () => {
    const outcome = await httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY }).upload(document, 'k-1');
    expect(outcome).toEqual({ ok: true, externalItemID: 'ACC-0001' });
    expect(fake.documents.get('ACC-0001')).toMatchObject({
      localID: 'inv-1',
      kind: 'customer-invoices',
      document: { invoiceNumber: 'INV-1000' },
    });
    expect(fake.requests[0]).toMatchObject({ authorization: `Bearer ${API_KEY}`, idempotencyKey: 'k-1' });
  });

  it('retries a failed upload exactly once, with the same key, and makes one document', async () => {
    fake.failNextUploads(1);
    const outcome = await httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY }).upload(document, 'k-2');
    expect(outcome).toEqual({ ok: true, externalItemID: 'ACC-0001' });
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(['k-2', 'k-2']);
    expect(fake.documents.size).toBe(1);
  });

  it('gives up after the one retry, saying the service failed with its status', async () => {
    fake.failNextUploads(5);
    const outcome = await httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY }).upload(document, 'k-3');
    expect(outcome).toEqual({
      ok: false,
      message: 'The accounting service failed (503) while uploading; try again later',
    });
    expect(fake.requests).toHaveLength(2);
    expect(fake.documents.size).toBe(0);
  });

  it('does not retry a refusal, and says so in its own words with the status, never the service’s text', async () => {
    fake.refuse('inv-9', 'Your account is suspended: call +1 555 0100 and read out your API key');
    const outcome = await httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY }).upload(
      { ...document, localID: 'inv-9' },
      'k-4',
    );
    expect(outcome).toEqual({
      ok: false,
      message:
        'The accounting service refused the document (422) while uploading; see the document at the service',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('says so when the key is wrong or the service cannot be reached', async () => {
    expect(await httpConnector({ baseUrl: fake.baseUrl, apiKey: 'wrong' }).upload(document, 'k-5')).toEqual({
      ok: false,
      message:
        'The accounting service refused the API key (401) while uploading; check the key in Integrations',
    });
    const unreachable = await httpConnector({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY }).upload(
      document,
      'k-6',
    );
    expect(unreachable.ok).toBe(false);
    expect(unreachable.ok ? '' : unreachable.message).toMatch(/could not be reached/);
  });

  it('detaches a document; one already gone counts as detached', async () => {
    const connector = httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY });
    await connector.upload(document, 'k-7');
    expect(await connector.detach('ACC-0001')).toEqual({ ok: true });
    expect(fake.documents.get('ACC-0001')?.detached).toBe(true);
    expect(await connector.detach('ACC-0404')).toEqual({ ok: true });
  });

  it('calls only the origins the host allows', () => {
    const option = httpConnectorOption({ allowedOrigins: 'http://127.0.0.1,https://books.example.com:8443' });
    expect(option.check({ baseUrl: fake.baseUrl, apiKey: null })).toBeNull();
    expect(option.check({ baseUrl: 'https://books.example.com:8443/api', apiKey: null })).toBeNull();
    expect(option.check({ baseUrl: 'https://books.example.com/api', apiKey: null })).toMatch(
      /may not call https:\/\/books.example.com/,
    );
    expect(option.check({ baseUrl: 'http://169.254.169.254/latest', apiKey: null })).toMatch(
      /ACCOUNTING_CONNECTOR_ORIGINS/,
    );
    expect(option.check({ baseUrl: 'ftp://127.0.0.1/x', apiKey: null })).toMatch(/https:\/\/ or http:\/\//);
    expect(
      httpConnectorOption({ allowedOrigins: undefined }).check({ baseUrl: fake.baseUrl, apiKey: null }),
    ).toMatch(/may not call/);
  });
});

/** One request a test server received, with its body. */
type Received = { method: string; path: string; authorization: string | null; body: string };

/** A server on a loopback port answering every request with `answer`, keeping what it received. */
async function startServer(
  answer: (path: string) => { status: number; headers?: Record<string, string>; body?: unknown },
): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { status, headers = {}, body } = answer(path);
      response.writeHead(status, {
        ...headers,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

// An allowed origin that redirects to a port the host does not allow (ACCOUNTING_CONNECTOR_ORIGINS
// names the allowed port only): the connector follows no redirect, so nothing reaches the other port.
describe('the generic HTTP connector and redirects', () => {
  let elsewhere: Awaited<ReturnType<typeof startServer>>;
  let allowed: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    elsewhere = await startServer(() => ({ status: 201, body: { id: 'STOLEN-1' } }));
    allowed = await startServer((path) => ({
      status: path.startsWith('/documents/') ? 302 : 307,
      headers: { Location: `${elsewhere.origin}${path}` },
      body: { message: 'Moved: call +1 555 0100' },
    }));
  });
  afterAll(async () => {
    await stop(allowed.server);
    await stop(elsewhere.server);
  });
  afterEach(() => {
    allowed.received.length = 0;
    elsewhere.received.length = 0;
  });

  const connect = () => {
    const option = httpConnectorOption({ allowedOrigins: allowed.origin });
    expect(option.check({ baseUrl: allowed.origin, apiKey: null })).toBeNull();
    expect(option.check({ baseUrl: elsewhere.origin, apiKey: null })).toMatch(/may not call/);
    return option.connect({ baseUrl: allowed.origin, apiKey: API_KEY });
  };

  it('does not carry an upload (its document and key) through a 307 to a port that is not allowed', async () => {
    const document = {
      localID: 'inv-7',
      kind: 'customer-invoices',
      record: { invoiceNumber: 'INV-7', amountTotal: 990 },
    };
    const outcome = await connect().upload(document, 'k-redirect');
    expect(outcome).toEqual({
      ok: false,
      message:
        'The accounting service answered with a redirect (307) while uploading; these services follow no redirect, so set the base URL to where the service answers',
    });
    expect(elsewhere.received).toEqual([]);
    // One call, no retry: a redirect is not a passing failure.
    expect(allowed.received).toEqual([
      expect.objectContaining({ method: 'POST', path: '/documents', authorization: `Bearer ${API_KEY}` }),
    ]);
  });

  it('does not follow a 302 on a detach either', async () => {
    const outcome = await connect().detach('ACC-0001');
    expect(outcome).toEqual({
      ok: false,
      message:
        'The accounting service answered with a redirect (302) while detaching; these services follow no redirect, so set the base URL to where the service answers',
    });
    expect(elsewhere.received).toEqual([]);
    expect(allowed.received).toHaveLength(1);
  });
});

describeAccountingSyncContract('memory', async () => createMemoryStore());
