import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForToken, TEST_SECRET } from '../../server/auth/auth-test-kit';
import { applyImport, type ImportRow } from '../../server/flows/imports';
import { seedTrainingData } from '../../server/seed/seed-store';
import { createServices } from '../../server/services';
import { createMemoryStore } from '../../server/store/memory-store';
import { pgClient } from '../../server/store/sql-client';
import { createSqlStore } from '../../server/store/sql-store';
import type { Store } from '../../server/store/store';
import { entityByName } from '../../src/entities/registry';
import { createTestSchema, inSchema, testSchemaName } from '../support/pg-test-schema';

// CSV imports apply all rows or none: batches under an import id, then one commit.
const TODAY = new Date('2026-11-20T00:00:00+11:00');
const PRODUCTS = entityByName('products').section;
let store: Store;
let app: Hono;
let token: string;

beforeAll(async () => {
  store = createMemoryStore();
  await seedTrainingData(store, { today: TODAY, passwordIterations: 1000 });
  app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
  token = await signInForToken(app, 'training@bulktrade.app', 'Training!2026');
}, 30_000);

async function post(path: string, body: unknown) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function productsNamed(prefix: string, on: Store = store): Promise<number> {
  const { rows } = await on.list(PRODUCTS, {
    visibleTo: null,
    conditions: [],
    includeInactive: true,
    includeCount: false,
  });
  return rows.filter((row) => String(row.data.productName ?? '').startsWith(prefix)).length;
}

function productRows(prefix: string, count: number): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    fields: {
      productName: `${prefix} ${index + 1}`,
      sortNumber: index,
      taxType: 'GST',
      isSold: true,
      weight: 1.5,
    },
  }));
}

describe('product import over the services', () => {
  it('imports every batch in one commit, and a repeated commit makes nothing twice', async () => {
    const rows = productRows('Batch Import', 2500);
    const importID = 'imp-products-0001';
    for (const [batch, start] of [0, 1000, 2000].entries()) {
      const sent = await post('/api/v1/Products/import/batch', {
        importID,
        batch,
        rows: rows.slice(start, start + 1000),
      });
      expect(sent.status).toBe(200);
    }
    const committed = await post('/api/v1/Products/import/commit', { importID, batches: 3 });
    expect(committed).toEqual({ status: 200, body: { importID, rows: 2500, created: 2500, existing: 0 } });
    expect(await productsNamed('Batch Import')).toBe(2500);
    const again = await post('/api/v1/Products/import/commit', { importID, batches: 3 });
    expect(again.body).toMatchObject({ created: 0, existing: 2500 });
    expect(await productsNamed('Batch Import')).toBe(2500);
  });

  it('refuses the whole import when a row in the middle is bad, naming the row and field', async () => {
    const rows = productRows('Bad Middle', 9);
    rows[4] = { row: 6, fields: { productName: 'Bad Middle 5', weight: 'heavy' } };
    const importID = 'imp-products-0002';
    await post('/api/v1/Products/import/batch', { importID, batch: 0, rows });
    const committed = await post('/api/v1/Products/import/commit', { importID, batches: 1 });
    expect(committed.status).toBe(422);
    expect(committed.body.message).toBe('1 row cannot be imported: nothing was imported');
    expect(committed.body.errors).toEqual([expect.objectContaining({ row: 6, field: 'weight' })]);
    expect(await productsNamed('Bad Middle')).toBe(0);
  });

  it('asks again for a batch that never arrived', async () => {
    const importID = 'imp-products-0003';
    await post('/api/v1/Products/import/batch', { importID, batch: 1, rows: productRows('Gap', 2) });
    const committed = await post('/api/v1/Products/import/commit', { importID, batches: 2 });
    expect(committed.status).toBe(409);
    expect(committed.body.missingBatch).toBe(0);
    expect(await productsNamed('Gap')).toBe(0);
  });

  it('imports customers with their locations, and customer orders grouped and priced by the domain', async () => {
    const customers = await post('/api/v1/Customers/import/batch', {
      importID: 'imp-customers-0001',
      batch: 0,
      rows: [
        {
          row: 2,
          fields: {
            companyName: 'Harbour Street Cafe',
            suburb: 'Sydney',
            lat: -33.87,
            lng: 151.21,
            email: 'orders@harbour.example',
          },
        },
      ],
    });
    expect(customers.status).toBe(200);
    expect(
      (await post('/api/v1/Customers/import/commit', { importID: 'imp-customers-0001', batches: 1 })).body,
    ).toMatchObject({ created: 2 });

    const lines = [
      {
        row: 2,
        fields: {
          customer: 'harbour street cafe',
          product: 'Full Cream Milk 2L',
          quantity: 24,
          dueDate: '2026-12-01',
          purchaseOrderNumber: 'PO-1',
        },
      },
      {
        row: 3,
        fields: {
          customer: 'Harbour Street Cafe',
          product: 'SD800',
          quantity: 8,
          dueDate: '2026-12-01',
          purchaseOrderNumber: 'PO-1',
        },
      },
      {
        row: 4,
        fields: {
          customer: 'Harbour Street Cafe',
          product: 'SD800',
          quantity: 4,
          dueDate: '2026-12-02',
          purchaseOrderNumber: '',
        },
      },
    ];
    await post('/api/v1/CustomerOrders/import/batch', { importID: 'imp-orders-0001', batch: 0, rows: lines });
    const committed = await post('/api/v1/CustomerOrders/import/commit', {
      importID: 'imp-orders-0001',
      batches: 1,
    });
    expect(committed.body).toMatchObject({ created: 2 });
    const { rows } = await store.list(entityByName('customer-orders').section, {
      visibleTo: null,
      conditions: [{ field: 'purchaseOrderNumber', op: 'eq', value: 'PO-1' }],
      includeInactive: false,
      includeCount: false,
    });
    expect(rows).toHaveLength(1);
    const order = rows[0]!.data;
    expect((order.orderItems as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(Number(order.amountTotal)).toBeGreaterThan(0);
    expect(order.customerOrderNumber).toEqual(expect.anything());

    const unknown = await post('/api/v1/CustomerOrders/import/batch', {
      importID: 'imp-orders-0002',
      batch: 0,
      rows: [
        { row: 2, fields: { customer: 'Nobody', product: 'SD800', quantity: 1, dueDate: '2026-12-01' } },
      ],
    });
    expect(unknown.status).toBe(200);
    const refused = await post('/api/v1/CustomerOrders/import/commit', {
      importID: 'imp-orders-0002',
      batches: 1,
    });
    expect(refused.body.errors).toEqual([
      { row: 2, field: 'customer', message: "No customer is called 'Nobody'" },
    ]);
  });
});

/** The store of a process that fails on its `failAt`th write of many records (a lost connection, a full disk). */
function failingOnInsert(inner: Store, failAt: number): Store {
  let writes = 0;
  const wrap = (store: Store): Store => ({
    ...store,
    async insertMany(many) {
      writes += 1;
      if (writes === failAt) throw new Error('the connection was lost');
      return store.insertMany(many);
    },
    transaction: (work) => store.transaction((tx) => work(wrap(tx))),
  });
  return wrap(inner);
}

describe('an import that stops half-way', () => {
  it('is completed by its retry, every record once', async () => {
    const memory = createMemoryStore();
    const context = { owner: 'comp1', importID: 'imp-fail-0001', now: TODAY };
    // 250 rows are three steps at least (the first of 100); the second one fails.
    await expect(
      applyImport('products', productRows('Half Way', 250), {
        ...context,
        store: failingOnInsert(memory, 2),
      }),
    ).rejects.toThrow('the connection was lost');
    const landed = await productsNamed('Half Way', memory);
    expect(landed).toBe(100);
    expect(
      await applyImport('products', productRows('Half Way', 250), { ...context, store: memory }),
    ).toEqual({ ok: true, created: 150, existing: 100 });
    expect(await productsNamed('Half Way', memory)).toBe(250);
  });
});

const url = process.env.TEST_DATABASE_URL || undefined;
const schema = testSchemaName('import_test');

describe.skipIf(url === undefined)('an import on PostgreSQL', () => {
  const admin = pgClient(url ?? '');
  const client = pgClient(url === undefined ? '' : inSchema(url, schema));

  beforeAll(async () => {
    await createTestSchema(admin, schema);
  });
  afterAll(async () => {
    await client.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, []);
    await admin.close();
  });

  it('completes on retry when a step in the middle fails, every record once', async () => {
    const pg = await createSqlStore(client);
    const context = { owner: 'comp1', importID: 'imp-pg-0001', now: TODAY };
    await expect(
      applyImport('products', productRows('PG Import', 250), { ...context, store: failingOnInsert(pg, 2) }),
    ).rejects.toThrow('the connection was lost');
    expect(await productsNamed('PG Import', pg)).toBe(100);
    expect(await applyImport('products', productRows('PG Import', 250), { ...context, store: pg })).toEqual({
      ok: true,
      created: 150,
      existing: 100,
    });
    expect(await productsNamed('PG Import', pg)).toBe(250);
  }, 60_000);
});
