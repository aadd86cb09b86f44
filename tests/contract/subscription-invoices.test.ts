import { describe, expect, it } from 'vitest';
import { entityByName } from '../../src/entities/registry';
import { createMemoryStore } from '../../server/store/memory-store';
import { contractApp, contractCaller, type Json } from './contract-app';

const BASE = `/api/v1/${entityByName('subscription-invoices').section}`;

/** Bulktrade's subscription invoices: the company reads its own, and no client write changes them. */
describe('subscription invoices', () => {
  const { call } = contractApp(async () => createMemoryStore(), {
    callers: { comp1: contractCaller('comp1'), other: contractCaller('other') },
    seed: async ({ seed }) => {
      await seed(entityByName('subscription-invoices').section, 'subinv-1', 'comp1', {
        invoiceNumber: 'BT-20400',
        buyerID: 'comp1',
        amountTotal: 203.5,
        isPaid: false,
        issuedOn: '2026-11-24T19:00:00.000Z',
      });
    },
  });

  it('are read by the company billed, and by no other', async () => {
    expect((await call('comp1', 'GET', `${BASE}/get/subinv-1`)).body).toMatchObject({
      invoiceNumber: 'BT-20400',
      amountTotal: 203.5,
    });
    expect((await call('other', 'GET', `${BASE}/get/subinv-1`)).status).toBe(404);
  });

  it('refuse every write by a client: marking paid, changing, deleting and making one', async () => {
    const refused = [
      await call('comp1', 'PATCH', `${BASE}/patch/partial`, {
        id: 'subinv-1',
        rowVersion: 1,
        isPaid: true,
        amountPaid: 203.5,
      }),
      await call('comp1', 'PATCH', `${BASE}/patch`, {
        id: 'subinv-1',
        rowVersion: 1,
        invoiceNumber: 'BT-1',
        amountTotal: 1,
      }),
      await call('comp1', 'DELETE', `${BASE}/delete`, { id: 'subinv-1', rowVersion: 1 }),
      await call('comp1', 'POST', `${BASE}/post`, { invoiceNumber: 'BT-99999', amountTotal: 0 }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([405, 405, 405, 405]);
    expect(
      String(refused[0]?.body.title ?? refused[0]?.body.message ?? JSON.stringify(refused[0]?.body)),
    ).toContain('Subscription invoices are issued by Bulktrade');
    const stored = await call('comp1', 'GET', `${BASE}/get/subinv-1`);
    expect(stored.body).toMatchObject({
      rowVersion: 1,
      isPaid: false,
      amountTotal: 203.5,
      isInactive: false,
    });
    expect((await call('comp1', 'GET', `${BASE}/getAll`)).body.data as Json[]).toHaveLength(1);
  });
});
