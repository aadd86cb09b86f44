import { beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { signInForToken, TEST_SECRET } from '../../server/auth/auth-test-kit';
import { DELIVERY_REFUSED } from '../../server/sections/delivery-rules';
import { seedTrainingData } from '../../server/seed/seed-store';
import { createServices } from '../../server/services';
import { createMemoryStore } from '../../server/store/memory-store';
import { requestJson, type Json } from './contract-app';

// The services' delivery rule over the training data: only the journey's driver or a dispatcher
// of the delivering company records a delivery.
let app: Hono;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const store = createMemoryStore();
  await seedTrainingData(store, { today: new Date('2026-11-20T00:00:00+11:00'), passwordIterations: 1000 });
  app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
  tokens.driver = await signInForToken(app, 'driver@yarravalleywholesale.com.au', 'Driver!2026');
  tokens.dispatcher = await signInForToken(app, 'dispatch@yarravalleywholesale.com.au', 'Dispatch!2026');
  tokens.customer = await signInForToken(app, 'mia@brunswickstespresso.com.au', 'Espresso!2026');
  tokens.courier = await signInForToken(app, 'nikos@metrolinkcouriers.com.au', 'Courier!2026');
}, 30_000);

const call = (who: string, method: string, path: string, body?: unknown) =>
  requestJson(app, `Bearer ${tokens[who]}`, method, path, body);

const DELIVERIES = '/api/v1/Courier/Deliveries';
const PROOF = [
  {
    points: [
      { x: 1, y: 2 },
      { x: 8, y: 5 },
    ],
  },
];

async function deliver(who: string, id: string) {
  const row = await call('dispatcher', 'GET', `${DELIVERIES}/get/${id}`);
  expect(row.status).toBe(200);
  return call(who, 'PATCH', `${DELIVERIES}/patch/partial`, {
    id,
    rowVersion: row.body.rowVersion,
    deliveredOn: '2026-11-20T09:00:00.000Z',
    deliveredByUserID: 'user-driver',
    receiverName: 'Mia Chen',
    proofOfDelivery: PROOF,
  });
}

describe('recording a delivery', () => {
  it("lets the journey's driver record a stop of their own journey", async () => {
    // del-1001 rides on today's Metro Morning Run, which Dan (user-driver) drives.
    const answer = await deliver('driver', 'del-1001');
    expect(answer.status).toBe(200);
    expect((answer.body.data as Json).proofOfDelivery).toEqual(PROOF);
  });

  it("refuses a driver on someone else's journey, with 403", async () => {
    // The Inner Melbourne Loop is the demo user's journey, not Dan's.
    const answer = await deliver('driver', 'del-loop-01');
    expect(answer).toEqual({ status: 403, body: { message: DELIVERY_REFUSED } });
  });

  it('lets a dispatcher of the delivering company record any of its deliveries', async () => {
    expect((await deliver('dispatcher', 'del-loop-02')).status).toBe(200);
  });

  it('refuses the customer, a party to the delivery but not the one delivering it', async () => {
    const answer = await deliver('customer', 'del-loop-08');
    expect(answer.status).toBe(403);
  });

  it('still lets the driver change other fields of a stop they do not drive', async () => {
    const row = await call('dispatcher', 'GET', `${DELIVERIES}/get/del-loop-03`);
    const answer = await call('driver', 'PATCH', `${DELIVERIES}/patch/partial`, {
      id: 'del-loop-03',
      rowVersion: row.body.rowVersion,
      driverNotes: 'Side door',
    });
    expect(answer.status).toBe(200);
  });
});

describe('a courier company', () => {
  it('sees the courier orders addressed to it, but none of the supplier’s other orders', async () => {
    const orders = await call('courier', 'GET', '/api/v1/Courier/Orders/getAll');
    expect(orders.status).toBe(200);
    expect((orders.body.data as Json[]).map((order) => order.id)).toContain('cor-geelong-tomorrow');
    expect(
      (orders.body.data as Json[]).every((order) => order.courierID === 'comp-metro-link-couriers'),
    ).toBe(true);
    const customerOrders = await call('courier', 'GET', '/api/v1/CustomerOrders/getAll');
    expect(customerOrders.status === 403 || (customerOrders.body.data as Json[]).length === 0).toBe(true);
    expect(
      (await call('courier', 'GET', '/api/v1/CustomerOrders/get/co-1001')).status,
    ).toBeGreaterThanOrEqual(403);
  });

  it('answers a courier order addressed to it', async () => {
    const order = await call('courier', 'GET', '/api/v1/Courier/Orders/get/cor-geelong-tomorrow');
    const answer = await call('courier', 'PATCH', '/api/v1/Courier/Orders/patch/partial', {
      id: 'cor-geelong-tomorrow',
      rowVersion: order.body.rowVersion,
      courierOrderStatus: 'Accepted',
    });
    expect(answer.status).toBe(200);
  });
});

describe('a movement made for a consignment', () => {
  // C3001 (cons-ready-hawthorn) carries milk, which must stay cold; C3002 only sourdough.
  const movement = (id: string, consignmentID: string) => ({
    id,
    consignmentID,
    courierID: 'comp1',
    journeyID: 'jny-inner-loop-today',
    arrivalSortNumber: 40,
    isTemperatureSensitive: false,
    packagedItems: [],
  });

  it('is temperature sensitive when a product it carries is, whatever the dispatcher sent', async () => {
    const answer = await call(
      'dispatcher',
      'POST',
      `${DELIVERIES}/post`,
      movement('del-cold-check', 'cons-ready-hawthorn'),
    );
    expect(answer.status).toBe(201);
    expect((answer.body.data as Json).isTemperatureSensitive).toBe(true);
    expect(
      (await call('dispatcher', 'GET', `${DELIVERIES}/get/del-cold-check`)).body.isTemperatureSensitive,
    ).toBe(true);
  });

  it('is not when none of its products is', async () => {
    const answer = await call('dispatcher', 'POST', '/api/v1/Courier/Orders/post', {
      ...movement('cor-warm-check', 'cons-ready-coburg'),
      journeyID: null,
      courierID: 'comp-metro-link-couriers',
    });
    expect(answer.status).toBe(201);
    expect((answer.body.data as Json).isTemperatureSensitive).toBe(false);
  });
});
