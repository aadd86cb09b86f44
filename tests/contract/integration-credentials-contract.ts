import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sectionBasePath, DEFAULT_SERVICE_BASES } from '../../src/entities/derive/api-paths';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES, entityByName } from '../../src/entities/registry';
import { createApp } from '../../server/app';
import { INTEGRATIONS_SECTION, secretOf } from '../../server/accounting/integration-connections';
import { deleteCompanyAccount } from '../../server/auth/account-deletion';
import { accountSections } from '../../server/auth/account-routes';
import { httpConnectorOption, HTTP_ACCOUNTING_PARTY } from '../../server/accounting/http-connector';
import type { Caller } from '../../server/http/caller';
import type { Store } from '../../server/store/store';
import { startFakeAccountingService, type FakeAccountingService } from '../support/fake-accounting-service';

const SECRET = 'sk-live-4f9d2c7e-never-leaves';
const NEW_SECRET = 'sk-live-replaced-0b1a';
const INTEGRATIONS = '/api/v1/Account/ExternalPartyIntegrations';

const supp: Caller = {
  userID: 'user-supp',
  userName: 'supp@example.com',
  companyAccountID: 'supp',
  permissions: 'everything.edit',
  isGlobalAdmin: false,
  subscriptionCode: 'SUPP',
  subscriptionsInUse: 'SUPP',
  expiresOn: '2099-01-01T00:00:00.000Z',
  company: {
    id: 'supp',
    companyName: 'supp',
    subscriptionCode: 'SUPP',
    defaultTimeZone: 'Australia/Melbourne',
    isSuspended: false,
  },
};

/**
 * An integration's API key is kept by the services only: no read of any section (get, getAll in
 * every shape, count, changes as the sync engine pulls them, matches) answers it, and a write
 * that carries one through the generic calls does not store it.
 */
export function describeIntegrationCredentialsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`integration credentials never leave the services on ${name}`, () => {
    let fake: FakeAccountingService;
    const opened: Store[] = [];
    let store: Store;
    let app: ReturnType<typeof createApp>;
    const entities = servedEntities(ENTITIES);

    beforeAll(async () => {
      fake = await startFakeAccountingService({ apiKey: NEW_SECRET });
    });
    afterAll(async () => {
      await fake.close();
      await Promise.all(opened.map((s) => s.close()));
    });
    beforeEach(async () => {
      fake.reset();
      store = await makeStore();
      opened.push(store);
      app = createApp({
        store,
        entities,
        pricing: {
          automaticLineItems: entityByName('automatic-line-items').section,
          locations: entityByName('locations').section,
        },
        connectors: [httpConnectorOption({ allowedOrigins: 'http://127.0.0.1' })],
        authenticate: async (header) =>
          header === 'Bearer supp'
            ? { ok: true, caller: supp }
            : { ok: false, status: 401, message: 'Sign in to continue' },
      });
    });

    async function call(
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; text: string; json: Record<string, unknown> }> {
      const response = await app.request(path, {
        method,
        headers: { Authorization: 'Bearer supp', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        text,
        json: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      };
    }

    /** Every read the browser can make of every section, as text. */
    async function everyRead(): Promise<string[]> {
      const answers: string[] = [];
      for (const entity of entities) {
        if (entity.profilesOf !== undefined) continue;
        const base = sectionBasePath(entity, DEFAULT_SERVICE_BASES);
        answers.push((await call('GET', `${base}/changes?after=0`)).text);
        answers.push(
          (
            await call(
              'GET',
              `${base}/getAll?includeDetails=true&includeInactive=true&includeProperties=ExternalReferences`,
            )
          ).text,
        );
      }
      return answers;
    }

    it('answers no API key from any read, after connecting, replacing the key and writing through the generic calls', async () => {
      const connected = await call('POST', `${INTEGRATIONS}/connect`, {
        externalPartyOptionID: HTTP_ACCOUNTING_PARTY,
        baseUrl: fake.baseUrl,
        apiKey: SECRET,
      });
      expect(connected.status).toBe(201);
      expect(connected.text).not.toContain(SECRET);
      const id = String(connected.json.id);
      expect(connected.json.data).toMatchObject({ hasCredentials: true });

      const replaced = await call('POST', `${INTEGRATIONS}/connect`, {
        externalPartyOptionID: HTTP_ACCOUNTING_PARTY,
        apiKey: NEW_SECRET,
      });
      expect(replaced.status).toBe(200);
      expect(replaced.json.id).toBe(id);

      // A key sent through the generic calls is dropped, not stored.
      const current = (await call('GET', `${INTEGRATIONS}/get/${id}`)).json;
      const patched = await call('PATCH', `${INTEGRATIONS}/patch`, {
        ...current,
        apiKey: 'typed-into-a-form',
        integrationName: 'Books',
      });
      expect(patched.status).toBe(200);
      const posted = await call('POST', `${INTEGRATIONS}/post`, {
        id: 'int-2',
        externalPartyOptionID: 'other',
        apiKey: 'typed-into-a-form',
      });
      expect(posted.status).toBe(201);

      const reads = [
        (await call('GET', `${INTEGRATIONS}/get/${id}`)).text,
        (await call('GET', `${INTEGRATIONS}/get/int-2`)).text,
        (await call('GET', `${INTEGRATIONS}/getAll?properties=integrationName,hasCredentials`)).text,
        (await call('GET', `${INTEGRATIONS}/get/count`)).text,
        (await call('GET', `${INTEGRATIONS}/get/matches?partyIDs=${HTTP_ACCOUNTING_PARTY}&ids=${id}`)).text,
        ...(await everyRead()),
      ];
      expect(reads.length).toBeGreaterThan(100);
      for (const answer of reads) {
        expect(answer).not.toContain(SECRET);
        expect(answer).not.toContain(NEW_SECRET);
        expect(answer).not.toContain('typed-into-a-form');
        expect(answer).not.toContain('apiKey');
      }
      expect(JSON.parse(reads[0] ?? '{}')).toMatchObject({ integrationName: 'Books', hasCredentials: true });

      // The key the services kept is the replaced one, and still works after the generic patch.
      await store.insert({
        section: 'Products',
        id: 'p1',
        companyAccountID: 'supp',
        parties: [],
        isInactive: false,
        data: { id: 'p1', productName: 'Milk' },
      });
      const upload = await call(
        'POST',
        `${sectionBasePath(entityByName('products'), DEFAULT_SERVICE_BASES)}/post?partyID=${HTTP_ACCOUNTING_PARTY}&sync=true`,
        { id: 'p1' },
      );
      expect(upload.status).toBe(200);
      expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${NEW_SECRET}`);
    });

    it('erases the API key with the company account', async () => {
      const connected = await call('POST', `${INTEGRATIONS}/connect`, {
        externalPartyOptionID: HTTP_ACCOUNTING_PARTY,
        baseUrl: fake.baseUrl,
        apiKey: SECRET,
      });
      const integration = await store.get(INTEGRATIONS_SECTION, String(connected.json.id));
      if (integration === null) throw new Error('the integration was not stored');
      expect(await secretOf(store, integration)).toBe(SECRET);
      await deleteCompanyAccount(store, 'supp', accountSections(), new Date('2026-11-26T00:00:00.000Z'));
      expect(await secretOf(store, integration)).toBeNull();
    });

    it('answers a taken id with a 409 saying so, keeping nothing (never a 500)', async () => {
      // Another company's record holds the id the API key would be kept under, and another the integration's own.
      await store.insert({
        section: 'Products',
        id: 'int-9.secret',
        companyAccountID: 'rival',
        parties: [],
        isInactive: false,
        data: { id: 'int-9.secret', productName: 'Decoy' },
      });
      await store.insert({
        section: 'Products',
        id: 'int-8',
        companyAccountID: 'rival',
        parties: [],
        isInactive: false,
        data: { id: 'int-8', productName: 'Decoy' },
      });
      const secretTaken = await call('POST', `${INTEGRATIONS}/connect`, {
        id: 'int-9',
        externalPartyOptionID: HTTP_ACCOUNTING_PARTY,
        baseUrl: fake.baseUrl,
        apiKey: SECRET,
      });
      expect(secretTaken.status).toBe(409);
      expect(secretTaken.json.message).toBe(
        'The id int-9 cannot be used for an integration (another record holds int-9.secret); connect without an id, or with another',
      );
      expect(await store.get(INTEGRATIONS_SECTION, 'int-9')).toBeNull();
      const idTaken = await call('POST', `${INTEGRATIONS}/connect`, {
        id: 'int-8',
        externalPartyOptionID: HTTP_ACCOUNTING_PARTY,
        baseUrl: fake.baseUrl,
        apiKey: SECRET,
      });
      expect(idTaken.status).toBe(409);
      expect(idTaken.json.message).toBe(
        'The id int-8 is taken by another record; connect without an id, or with another',
      );
      expect(secretTaken.text + idTaken.text).not.toContain(SECRET);
      // Without an id it connects.
      expect(
        (
          await call('POST', `${INTEGRATIONS}/connect`, {
            externalPartyOptionID: HTTP_ACCOUNTING_PARTY,
            baseUrl: fake.baseUrl,
            apiKey: SECRET,
          })
        ).status,
      ).toBe(201);
    });

    it('does not let a write set hasCredentials', async () => {
      const posted = await call('POST', `${INTEGRATIONS}/post`, {
        id: 'int-3',
        externalPartyOptionID: HTTP_ACCOUNTING_PARTY,
        hasCredentials: true,
      });
      expect(posted.status).toBe(201);
      expect((await call('GET', `${INTEGRATIONS}/get/int-3`)).json.hasCredentials).not.toBe(true);
    });
  });
}
