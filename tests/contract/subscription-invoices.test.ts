import { beforeEach, describe, expect, it } from 'vitest';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES, entityByName } from '../../src/entities/registry';
import { createApp } from '../../server/app';
import type { Caller } from '../../server/http/caller';
import { createMemoryStore } from '../../server/store/memory-store';
import type { Store } from '../../server/store/store';

type Json = Record<string, unknown>;

const BASE = `/api/v1/${entityByName('subscription-invoices').section}`;

function callerOf(company: string): Caller {
  return {
    userID: `user-${company}`,
    userName: `${company}@example.com`,
    companyAccountID: company,
    permissions: 'everything.edit',
    isGlobalAdmin: false,
    subscriptionCode: 'SUPP',
    subscriptionsInUse: 'SUPP',
    expiresOn: '2099-01-01T00:00:00.000Z',
    company: { id: company, companyName: company, subscriptionCode: 'SUPP', defaultTimeZone: 'Australia/Melbourne', isSuspended: false },
  };
}

/** Bulktrade's subscription invoices: the company reads its own, and no client write changes them. */
describe('subscription invoices', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;

  async function call(who: string, method: string, path: string, body?: unknown) {
    const response = await app.request(path, {
      method,
      headers: { Authorization: `Bearer ${who}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  }

  beforeEach(async () => {
    store = createMemoryStore();
    app = createApp({
      store,
      entities: servedEntities(ENTITIES),
      pricing: { automaticLineItems: entityByName('automatic-line-items').section, locations: entityByName('locations').section },
      newId: () => 'new-1',
      authenticate: async (header) => {
        const company = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        return ['comp1', 'other'].includes(company) ? { ok: true, caller: callerOf(company) } : { ok: false, status: 401, message: 'Sign in to continue' };
      },
    });
    await store.insert({
      section: entityByName('subscription-invoices').section,
      id: 'subinv-1',
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: { id: 'subinv-1', invoiceNumber: 'BT-20400', buyerID: 'comp1', amountTotal: 203.5, isPaid: false, issuedOn: '2026-11-24T19:00:00.000Z' },
    });
  });

  it('are read by the company billed, and by no other', async () => {
    expect((await call('comp1', 'GET', `${BASE}/get/subinv-1`)).body).toMatchObject({ invoiceNumber: 'BT-20400', amountTotal: 203.5 });
    expect((await call('other', 'GET', `${BASE}/get/subinv-1`)).status).toBe(404);
  });

  it('refuse every write by a client: marking paid, changing, deleting and making one', async () => {
    const refused = [
      await call('comp1', 'PATCH', `${BASE}/patch/partial`, { id: 'subinv-1', rowVersion: 1, isPaid: true, amountPaid: 203.5 }),
      await call('comp1', 'PATCH', `${BASE}/patch`, { id: 'subinv-1', rowVersion: 1, invoiceNumber: 'BT-1', amountTotal: 1 }),
      await call('comp1', 'DELETE', `${BASE}/delete`, { id: 'subinv-1', rowVersion: 1 }),
      await call('comp1', 'POST', `${BASE}/post`, { invoiceNumber: 'BT-99999', amountTotal: 0 }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([405, 405, 405, 405]);
    expect(String(refused[0]?.body.title ?? refused[0]?.body.message ?? JSON.stringify(refused[0]?.body))).toContain('Subscription invoices are issued by Bulktrade');
    const stored = await call('comp1', 'GET', `${BASE}/get/subinv-1`);
    expect(stored.body).toMatchObject({ rowVersion: 1, isPaid: false, amountTotal: 203.5, isInactive: false });
    expect((await call('comp1', 'GET', `${BASE}/getAll`)).body.data as Json[]).toHaveLength(1);
  });
});
