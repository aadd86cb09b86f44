import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInForToken, TEST_SECRET } from '../../server/auth/auth-test-kit';
import { seedTrainingData } from '../../server/seed/seed-store';
import { createServices } from '../../server/services';
import { createMemoryStore } from '../../server/store/memory-store';

// The warehouse floor over the training data, as the picker and packer roles call it.
type Json = Record<string, unknown>;
let app: Hono;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const store = createMemoryStore();
  await seedTrainingData(store, { today: new Date('2026-11-20T00:00:00+11:00'), passwordIterations: 1000 });
  app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
  tokens.picker = await signInForToken(app, 'picker@yarravalleywholesale.com.au', 'Picker!2026');
  tokens.packer = await signInForToken(app, 'packer@yarravalleywholesale.com.au', 'Packer!2026');
}, 30_000);

async function call(who: string, method: string, path: string, body?: unknown) {
  const response = await app.request(`/api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokens[who]}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const stockOf = async (batchID: string) =>
  (
    (await call('picker', 'GET', `Stock/Items/getAll?query=${encodeURIComponent(`batchID == "${batchID}"`)}`))
      .body.data as Json[]
  )[0];

describe('the warehouse over the training data', () => {
  it('lets the picker pick a demo consignment and the packer pack it', async () => {
    const consignment = (await call('picker', 'GET', 'Customer/Consignments/get/cons-pick-fitzroy-cold'))
      .body;
    expect(consignment).toMatchObject({
      consignmentNumber: 'C1105',
      departureLocationID: 'loc-tullamarine-cold-store',
    });
    const picked = await call('picker', 'PATCH', 'Customer/Consignments/patch/partial', {
      id: consignment.id,
      rowVersion: consignment.rowVersion,
      consignmentEntryItems: [
        { batchID: 'batch-cold-milk-older', productID: 'prod-milk-2l', quantity: 12, quantityPicked: 12 },
      ],
    });
    expect({ status: picked.status, message: picked.body.message }).toEqual({
      status: 200,
      message: undefined,
    });
    expect((await stockOf('batch-cold-milk-older'))?.available).toBe(6);
    const packed = await call('packer', 'PATCH', 'Customer/Consignments/patch/partial', {
      id: consignment.id,
      rowVersion: (picked.body as { rowVersion: number }).rowVersion,
      packedOn: '2026-11-20T06:00:00.000Z',
      isReadyToOrderCourier: true,
    });
    expect({ status: packed.status, message: packed.body.message }).toEqual({
      status: 200,
      message: undefined,
    });
  });

  it('refuses the picker a batch that has too little left, naming it', async () => {
    const consignment = (await call('picker', 'GET', 'Customer/Consignments/get/cons-pick-stkilda-cold'))
      .body;
    const refused = await call('picker', 'PATCH', 'Customer/Consignments/patch/partial', {
      id: consignment.id,
      rowVersion: consignment.rowVersion,
      consignmentEntryItems: [
        { batchID: 'batch-cold-milk-older', productID: 'prod-milk-2l', quantity: 12, quantityPicked: 12 },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(
      /^Only 6 of Full Cream Milk 2L left in batch GT\d{6}: cannot take 12\.$/,
    );
  });
});
