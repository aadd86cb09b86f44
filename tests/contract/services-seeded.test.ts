import { beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { signInForToken, TEST_SECRET } from '../../server/auth/auth-test-kit';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import { seedTrainingData } from '../../server/seed/seed-store';
import { COMPANY } from '../../server/seed/training-ids';
import { createServices } from '../../server/services';
import { createMemoryStore } from '../../server/store/memory-store';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import { ENTITIES, entityByName } from '../../src/entities/registry';
import type { Store } from '../../server/store/store';

// The real services over the training data: sign-in, tenancy and permissions end to end.
type Json = Record<string, unknown>;
let store: Store;
let app: Hono;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  store = createMemoryStore();
  await seedTrainingData(store, { today: new Date('2026-11-20T00:00:00+11:00'), passwordIterations: 1000 });
  app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
  tokens.training = await signInForToken(app, 'training@bulktrade.app', 'Training!2026');
  tokens.mia = await signInForToken(app, 'mia@brunswickstespresso.com.au', 'Espresso!2026');
  tokens.sales = await signInForToken(app, 'sales@yarravalleywholesale.com.au', 'Sales!2026');
}, 30_000);

async function call(
  who: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.request(path, {
    method,
    headers: { Authorization: `Bearer ${tokens[who]}`, 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('services over the training data', () => {
  it('shows the wholesaler its orders and a customer only its own, as its purchase orders', async () => {
    const all = await call('training', 'GET', '/api/v1/CustomerOrders/getAll?includeCount=true');
    // One order record viewed by role: comp1's customer orders to the cafe are the cafe's purchase orders.
    const mine = await call('mia', 'GET', '/api/v1/PurchaseOrders/getAll?includeCount=true');
    expect(all.body.count).toBeGreaterThan(Number(mine.body.count));
    expect(Number(mine.body.count)).toBeGreaterThan(0);
    expect((mine.body.data as Json[]).every((order) => order.buyerID === COMPANY.fitzroy)).toBe(true);
    expect((await call('mia', 'GET', '/api/v1/CustomerOrders/getAll?includeCount=true')).body.count).toBe(0);
    const someoneElses = (all.body.data as Json[]).find((order) => order.buyerID !== COMPANY.fitzroy);
    expect((await call('mia', 'GET', `/api/v1/PurchaseOrders/get/${String(someoneElses?.id)}`)).status).toBe(
      404,
    );
    expect((await call('mia', 'GET', `/api/v1/CustomerOrders/get/${String(someoneElses?.id)}`)).status).toBe(
      404,
    );
  });

  it('numbers new orders and invoices after the ones the company already has', async () => {
    const agreement = ((await call('training', 'GET', '/api/v1/Customers/getAll')).body.data as Json[])[0];
    const held = (
      await call(
        'training',
        'GET',
        '/api/v1/CustomerOrders/getAll?includeInactive=true&properties=customerOrderNumber',
      )
    ).body.data as Json[];
    const highest = Math.max(...held.map((order) => Number(order.customerOrderNumber ?? 0)));
    expect(highest).toBeGreaterThanOrEqual(1107);
    const order = await call('training', 'POST', '/api/v1/CustomerOrders/post', {
      supplyAgreementID: agreement?.id,
      dueDate: '2026-11-25T09:00:00+11:00',
      orderItems: [],
    });
    expect(order.status).toBe(201);
    expect((order.body.data as Json).customerOrderNumber).toBe(highest + 1);
    const invoice = await call('training', 'POST', '/api/v1/Customer/Invoices/post', {
      issuedOn: '2026-11-21',
    });
    expect(invoice.status).toBe(201);
    expect((invoice.body.data as Json).invoiceNumber).toBe('INV-1002');
  });

  it('lets a view-only role read but not write', async () => {
    expect((await call('sales', 'GET', '/api/v1/Products/getAll')).status).toBe(200);
    const write = await call('sales', 'POST', '/api/v1/Products/post', { productName: 'Not allowed' });
    expect(write.status).toBe(403);
    expect((await call('sales', 'GET', '/api/v1/Courier/Journeys/getAll')).status).toBe(403);
  });

  it('acts for a managed customer, and for no other', async () => {
    const managed = await call('training', 'GET', '/api/v1/Locations/getAll', undefined, {
      ManagedCompanyAccountID: COMPANY.brunswick,
    });
    expect(managed.status).toBe(200);
    expect((managed.body.data as Json[]).length).toBeGreaterThan(0);
    const refused = await call('training', 'GET', '/api/v1/Locations/getAll', undefined, {
      ManagedCompanyAccountID: COMPANY.fitzroy,
    });
    expect(refused.status).toBe(403);
  });

  it("tells a suspended company's users why", async () => {
    const company = await store.get(COMPANIES_SECTION, COMPANY.fitzroy);
    if (!company) throw new Error('training customer missing');
    await store.update(
      { ...company, data: { ...company.data, isSuspended: true, reasonForSuspension: 'Overdue invoices' } },
      company.rowVersion,
    );
    const answer = await call('mia', 'GET', '/api/v1/CustomerOrders/getAll');
    expect(answer).toEqual({
      status: 403,
      body: { message: 'Your account has been suspended!', reason: 'Overdue invoices' },
    });
  });

  it('shows the training company finished work in every archive list', async () => {
    const archives = ENTITIES.flatMap((entity) =>
      entity.archive === undefined ? [] : [entityByName(entity.archive)],
    );
    const counts = await Promise.all(
      archives.map(async (archive) => {
        const answer = await call('training', 'GET', `${sectionBasePath(archive)}/getAll?includeCount=true`);
        return { name: archive.name, status: answer.status, some: Number(answer.body.count) > 0 };
      }),
    );
    expect(counts).toEqual(archives.map((archive) => ({ name: archive.name, status: 200, some: true })));
  });

  it("stores a staff user's role, naming one of the company's roles", async () => {
    const driver = await call('training', 'GET', '/api/v1/Account/Users/get/user-driver');
    expect(driver.body.roleID).toEqual(expect.any(String));
    const role = await call('training', 'GET', `/api/v1/Account/Roles/get/${String(driver.body.roleID)}`);
    expect(role.status).toBe(200);
  });

  it('recomputes totals of an order a customer edits', async () => {
    const mine = await call(
      'training',
      'GET',
      `/api/v1/CustomerOrders/getAll?includeDetails=true&query=${encodeURIComponent(`buyerID == "${COMPANY.brunswick}"`)}`,
    );
    const order = (mine.body.data as Json[])[0] as Json;
    const tampered = await call('training', 'PATCH', '/api/v1/CustomerOrders/patch', {
      ...order,
      amountTotal: 0.01,
      subTotal: 0.01,
    });
    expect(tampered.status).toBe(200);
    const saved = (await call('training', 'GET', `/api/v1/CustomerOrders/get/${String(order.id)}`)).body;
    expect(saved.amountTotal).toBe(order.amountTotal);
    expect(saved.rowVersion).toBe(Number(order.rowVersion) + 1);
  });
});

describe('public directories over the training data', () => {
  it('show published contact addresses, never sign-in emails, and mark the trading partners verified', async () => {
    const answer = await call('training', 'GET', '/api/v1/Public/Suppliers/getAll');
    expect({ status: answer.status, body: answer.status === 200 ? 'ok' : answer.body }).toEqual({
      status: 200,
      body: 'ok',
    });
    const suppliers = answer.body.data as Json[];
    expect(JSON.stringify(suppliers)).not.toContain('primaryEmail');
    // The wholesaler buys from the dairy.
    expect(suppliers.find((supplier) => supplier.id === COMPANY.dairy)).toMatchObject({
      publicContactEmail: 'trade@gippslanddairy.com.au',
      isVerified: true,
    });
    expect(suppliers.find((supplier) => supplier.id === COMPANY.wholesaler)).toMatchObject({
      isVerified: false,
    });
    // The cider maker is the wholesaler's 3PL client: a relationship too.
    expect(suppliers.find((supplier) => supplier.id === COMPANY.cider)).toMatchObject({
      publicContactEmail: null,
      isVerified: true,
    });
  });
});
