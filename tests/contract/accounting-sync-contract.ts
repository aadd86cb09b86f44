import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entityByName } from '../../src/entities/registry';
import { httpConnectorOption, HTTP_ACCOUNTING_PARTY } from '../../server/accounting/http-connector';
import type { Store } from '../../server/store/store';
import { startFakeAccountingService, type FakeAccountingService } from '../support/fake-accounting-service';
import { contractApp, contractCaller, type Json } from './contract-app';

const API_KEY = 'fake-key-7c1e';
const INVOICES = '/api/v1/Customer/Invoices';
const INTEGRATIONS = '/api/v1/Account/ExternalPartyIntegrations';
const PARTY = HTTP_ACCOUNTING_PARTY;

const CALLERS = { supp: contractCaller('supp'), other: contractCaller('other') };

/**
 * Invoices synced with an accounting service through the REST calls, on one store: the company
 * connects the service (an in-process fake), uploads (one document per invoice however often it
 * is tried; why a refusal failed kept on the row) and detaches; no other company can.
 */
export function describeAccountingSyncContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`invoices synced with an accounting service on ${name}`, () => {
    let fake: FakeAccountingService;
    beforeAll(async () => {
      fake = await startFakeAccountingService({ apiKey: API_KEY });
    });
    afterAll(async () => {
      await fake.close();
    });

    const kit = contractApp(makeStore, {
      callers: CALLERS,
      connectors: [httpConnectorOption({ allowedOrigins: 'http://127.0.0.1' })],
      seed: async ({ seed }) => {
        for (const [id, number] of [
          ['inv-1', 'INV-1000'],
          ['inv-2', 'INV-1001'],
          ['inv-3', 'INV-1002'],
        ] as const) {
          await seed(
            entityByName('customer-invoices').section,
            id,
            'supp',
            {
              invoiceNumber: number,
              sellerID: 'supp',
              buyerID: 'cafe',
              amountTotal: 110,
              subTotal: 100,
              taxTotal: 10,
            },
            ['cafe'],
          );
        }
      },
    });
    const call = kit.call;
    beforeEach(() => {
      fake.reset();
    });

    const connect = (baseUrl = fake.baseUrl, apiKey: string | null = API_KEY) =>
      call('supp', 'POST', `${INTEGRATIONS}/connect`, {
        externalPartyOptionID: PARTY,
        integrationName: 'Books',
        baseUrl,
        ...(apiKey === null ? {} : { apiKey }),
      });
    const upload = (id: string, who = 'supp') =>
      call(who, 'POST', `${INVOICES}/post?partyID=${PARTY}&sync=true`, { id, isPull: false });
    const referencesOf = async (id: string) =>
      ((await call('supp', 'GET', `${INVOICES}/get/${id}`)).body.externalReferences ?? []) as Json[];

    it('refuses an upload before the company connects the service', async () => {
      const answer = await upload('inv-1');
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Connect Accounting Service (HTTP) first (Integrations)');
      expect(fake.requests).toHaveLength(0);
    });

    it('refuses a connection to an origin the host does not allow, or without a key', async () => {
      const far = await connect('https://books.example.com/api');
      expect(far.status).toBe(422);
      expect(far.body.errors).toEqual([
        { field: 'baseUrl', message: expect.stringMatching(/may not call https:\/\/books.example.com/) },
      ]);
      const keyless = await connect(fake.baseUrl, null);
      expect(keyless.status).toBe(422);
      expect(keyless.body.errors).toEqual([{ field: 'apiKey', message: 'Field is required' }]);
    });

    it('uploads invoices: each Uploaded with the service’s id, a refused one keeps why on its row (in the services’ words, never the service’s text)', async () => {
      expect((await connect()).status).toBe(201);
      fake.refuse('inv-2', 'Contact Pier Cafe has no account code');
      const first = await upload('inv-1');
      expect(first.status).toBe(200);
      expect((first.body.data as Json).externalReferences).toEqual([
        expect.objectContaining({
          externalPartyID: PARTY,
          localID: 'inv-1',
          externalItemID: 'ACC-0001',
          externalParty: 'Accounting Service (HTTP)',
        }),
      ]);
      const [integration] = (await call('supp', 'GET', `${INTEGRATIONS}/getAll`)).body.data as Json[];
      expect(integration?.lastSyncedOn).toEqual(expect.any(String));
      const refused = await upload('inv-2');
      expect(refused.status).toBe(502);
      const why =
        'The accounting service refused the document (422) while uploading; see the document at the service';
      expect(refused.body.message).toBe(why);
      expect(await referencesOf('inv-2')).toEqual([
        expect.objectContaining({ externalPartyID: PARTY, message: why }),
      ]);
      expect((await upload('inv-3')).status).toBe(200);
      expect([...fake.documents.values()].map((d) => d.localID)).toEqual(['inv-1', 'inv-3']);
      expect(fake.documents.get('ACC-0001')?.document).toMatchObject({
        invoiceNumber: 'INV-1000',
        amountTotal: 110,
      });

      // Once the service accepts it, the message goes and the reference takes its place.
      fake.refuse('inv-2', '');
      fake.documents.clear();
      const again = await call('supp', 'POST', `${INVOICES}/post?partyID=${PARTY}&sync=true`, {
        id: 'inv-2',
      });
      expect(again.status).toBe(200);
      expect(await referencesOf('inv-2')).toEqual([
        expect.objectContaining({ externalItemID: expect.stringMatching(/^ACC-/) }),
      ]);
      expect((await referencesOf('inv-2'))[0]?.message).toBeUndefined();
    });

    it('uploads an invoice exactly once: a retry after a failed call and a second upload make no second document', async () => {
      await connect();
      fake.failNextUploads(1);
      expect((await upload('inv-1')).status).toBe(200);
      expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
      expect((await upload('inv-1')).status).toBe(200);
      const [one, two] = await Promise.all([upload('inv-3'), upload('inv-3')]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect([...fake.documents.values()].map((d) => d.localID).sort()).toEqual(['inv-1', 'inv-3']);
      expect(await referencesOf('inv-3')).toHaveLength(1);
    });

    it('detaches: the service is told, the reference goes, and the invoice can be uploaded again', async () => {
      await connect();
      await upload('inv-1');
      const detach = await call('supp', 'PATCH', `${INVOICES}/patch/unsync?partyID=${PARTY}`, ['ACC-0001']);
      expect(detach.body.data).toEqual(['inv-1']);
      expect(fake.documents.get('ACC-0001')?.detached).toBe(true);
      expect(await referencesOf('inv-1')).toEqual([]);
      expect((await upload('inv-1')).status).toBe(200);
      expect(await referencesOf('inv-1')).toEqual([expect.objectContaining({ externalItemID: 'ACC-0002' })]);
    });

    it('lets no other company upload or detach the company’s invoices', async () => {
      await connect();
      expect((await upload('inv-1', 'other')).status).toBe(404);
      await upload('inv-1');
      await call('other', 'PATCH', `${INVOICES}/patch/unsync?partyID=${PARTY}`, ['ACC-0001']);
      expect(await referencesOf('inv-1')).toHaveLength(1);
      expect(fake.documents.get('ACC-0001')?.detached).toBe(false);
    });

    it('refuses uploads while the integration is switched off; connecting again turns the same one back on', async () => {
      const connected = await connect();
      const id = String(connected.body.id);
      const off = await call('supp', 'PATCH', `${INTEGRATIONS}/patch/partial`, {
        id,
        rowVersion: connected.body.rowVersion,
        isOn: false,
      });
      expect(off.status).toBe(200);
      expect((await upload('inv-1')).status).toBe(409);
      const again = await connect(fake.baseUrl, null);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(id);
      expect((await upload('inv-1')).status).toBe(200);
    });

    it('lists the service as connectable, and connected once connected', async () => {
      const before = await call('supp', 'GET', `${INTEGRATIONS}/getAll`);
      expect(before.body.data).toEqual([]);
      await connect();
      const integrations = (await call('supp', 'GET', `${INTEGRATIONS}/getAll`)).body.data as Json[];
      expect(integrations).toEqual([
        expect.objectContaining({
          externalPartyOptionID: PARTY,
          integrationName: 'Books',
          isOn: true,
          baseUrl: fake.baseUrl,
          hasCredentials: true,
        }),
      ]);
    });
  });
}
