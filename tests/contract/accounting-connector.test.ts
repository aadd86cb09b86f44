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
  const document = { localID: 'inv-1', kind: 'customer-invoices', record: { invoiceNumber: 'INV-1000', amountTotal: 110 } };

  it('uploads a document and answers its id', async () => {
    const outcome = await httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY }).upload(document, 'k-1');
    expect(outcome).toEqual({ ok: true, externalItemID: 'ACC-0001' });
    expect(fake.documents.get('ACC-0001')).toMatchObject({ localID: 'inv-1', kind: 'customer-invoices', document: { invoiceNumber: 'INV-1000' } });
    expect(fake.requests[0]).toMatchObject({ authorization: `Bearer ${API_KEY}`, idempotencyKey: 'k-1' });
  });

  it('retries a failed upload exactly once, with the same key, and makes one document', async () => {
    fake.failNextUploads(1);
    const outcome = await httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY }).upload(document, 'k-2');
    expect(outcome).toEqual({ ok: true, externalItemID: 'ACC-0001' });
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(['k-2', 'k-2']);
    expect(fake.documents.size).toBe(1);
  });

  it('gives up after the one retry with the service’s message', async () => {
    fake.failNextUploads(5);
    const outcome = await httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY }).upload(document, 'k-3');
    expect(outcome).toEqual({ ok: false, message: 'The accounting service is busy' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.documents.size).toBe(0);
  });

  it('does not retry a refusal, and says why', async () => {
    fake.refuse('inv-9', 'Contact has no account code');
    const outcome = await httpConnector({ baseUrl: fake.baseUrl, apiKey: API_KEY }).upload({ ...document, localID: 'inv-9' }, 'k-4');
    expect(outcome).toEqual({ ok: false, message: 'Contact has no account code' });
    expect(fake.requests).toHaveLength(1);
  });

  it('says so when the key is wrong or the service cannot be reached', async () => {
    expect(await httpConnector({ baseUrl: fake.baseUrl, apiKey: 'wrong' }).upload(document, 'k-5')).toEqual({ ok: false, message: 'The API key is not valid' });
    const unreachable = await httpConnector({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY }).upload(document, 'k-6');
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
    expect(option.check({ baseUrl: 'https://books.example.com/api', apiKey: null })).toMatch(/may not call https:\/\/books.example.com/);
    expect(option.check({ baseUrl: 'http://169.254.169.254/latest', apiKey: null })).toMatch(/ACCOUNTING_CONNECTOR_ORIGINS/);
    expect(option.check({ baseUrl: 'ftp://127.0.0.1/x', apiKey: null })).toMatch(/https:\/\/ or http:\/\//);
    expect(httpConnectorOption({ allowedOrigins: undefined }).check({ baseUrl: fake.baseUrl, apiKey: null })).toMatch(/may not call/);
  });
});

describeAccountingSyncContract('memory', async () => createMemoryStore());
