import fc from 'fast-check';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInForToken, TEST_SECRET } from '../../server/auth/auth-test-kit';
import { seedTrainingData } from '../../server/seed/seed-store';
import { createServices } from '../../server/services';
import { createMemoryStore } from '../../server/store/memory-store';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { IGNORE_DELIVERY_FEE_TAG } from '../../src/domain/automatic-line-items';
import {
  buildOrderContext,
  deliveryLocations,
  type OrderSources,
} from '../../src/domain/ordering/order-context';
import {
  initialOrderEditor,
  lineIncrement,
  orderEditorReducer,
  orderPricing,
  orderToSave,
  saveProblem,
  type OrderEditorAction,
  type OrderEditorState,
} from '../../src/domain/ordering/order-editor-state';

// Issue 12: the services' totals equal the domain's for a property-generated order. The client
// side is the order editor's own pure path (the mirror's records → pricing context → reducer →
// the record it saves); the services price the saved record again from their store. Any order
// the editor lets a user save must come back with the totals and lines the user saw.

type Row = Readonly<Record<string, unknown>> & { id: string };
type Json = Record<string, unknown>;

let app: Hono;
let token: string;
const mirror: Record<string, Row[]> = {};

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await app.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** Everything the signed-in company's mirror holds of one section: the sync engine's pull. */
async function pullAll(name: string): Promise<Row[]> {
  const base = sectionBasePath(entityByName(name));
  const rows = new Map<string, Row>();
  for (let after = '0'; ;) {
    const page = await call('GET', `${base}/changes?after=${after}&take=500`);
    expect(page.status).toBe(200);
    for (const row of page.body.data as (Row & { isRemoved?: boolean })[]) {
      if (row.isRemoved === true) rows.delete(row.id);
      else rows.set(row.id, row);
    }
    if (page.body.hasMore !== true) return [...rows.values()];
    after = String(page.body.cursor);
  }
}

beforeAll(async () => {
  const store = createMemoryStore();
  await seedTrainingData(store, { today: new Date(), passwordIterations: 1000 });
  app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
  token = await signInForToken(app, 'training@bulktrade.app', 'Training!2026');
  for (const name of [
    'customers',
    'products',
    'supplier-price-tiers',
    'product-tethers',
    'automatic-line-items',
    'locations',
    'customer-orders',
  ]) {
    mirror[name] = await pullAll(name);
  }
}, 60_000);

function sourcesFor(agreement: Row): OrderSources {
  return {
    kind: 'customer',
    agreement,
    products: mirror.products ?? [],
    priceTiers: mirror['supplier-price-tiers'] ?? [],
    tethers: mirror['product-tethers'] ?? [],
    automaticLineItems: mirror['automatic-line-items'] ?? [],
    locations: mirror.locations ?? [],
    orders: mirror['customer-orders'] ?? [],
    companyID: typeof agreement.sellerID === 'string' ? agreement.sellerID : null,
  };
}

const orderChoices = fc.record({
  agreement: fc.nat(),
  location: fc.nat(),
  pickup: fc.boolean(),
  ignoreFee: fc.boolean(),
  lines: fc.array(fc.record({ product: fc.nat(), times: fc.integer({ min: 1, max: 40 }) }), {
    minLength: 1,
    maxLength: 6,
  }),
});

describe('order totals: the services agree with the domain', () => {
  it('prices every order the editor would save as the editor showed it', async () => {
    const agreements = (mirror.customers ?? []).filter((row) => row.isInactive !== true);
    expect(agreements.length).toBeGreaterThan(1);
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(orderChoices, async (choice) => {
        const agreement = agreements[choice.agreement % agreements.length] as Row;
        const sources = sourcesFor(agreement);
        const context = buildOrderContext(sources);
        const products = [...context.products.values()];
        const locations = deliveryLocations(sources);
        fc.pre(products.length > 0);
        const location =
          locations.length === 0 ? null : (locations[choice.location % locations.length] as Row).id;
        const actions: OrderEditorAction[] = [
          {
            type: 'agreementChosen',
            supplyAgreementID: agreement.id,
            locationID: location,
            isRequestPickup: choice.pickup,
          },
          {
            type: 'headerChanged',
            field: 'dueDate',
            value: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          },
          { type: 'tagToggled', tag: IGNORE_DELIVERY_FEE_TAG, on: choice.ignoreFee },
        ];
        for (const line of choice.lines) {
          const product = products[line.product % products.length]!;
          // Whole steps of the product's increment, so most orders keep their quantity rules.
          actions.push({
            type: 'productAdded',
            productID: product.id,
            quantity: line.times * (lineIncrement(product) ?? 1),
          });
        }
        const state = actions.reduce<OrderEditorState>(
          orderEditorReducer,
          initialOrderEditor('customer', context),
        );
        fc.pre(saveProblem(state) === null);
        const shown = orderPricing(state);
        const answer = await call(
          'POST',
          `${sectionBasePath(entityByName('customer-orders'))}/post`,
          orderToSave(state),
        );
        expect(answer.status).toBe(201);
        const stored = answer.body.data as Json;
        expect({
          subTotal: stored.subTotal,
          taxTotal: stored.taxTotal,
          amountTotal: stored.amountTotal,
        }).toEqual({
          subTotal: shown.subTotal,
          taxTotal: shown.taxTotal,
          amountTotal: shown.amountTotal,
        });
        const linesOf = (items: readonly Json[]) =>
          items
            .map((item) => ({
              productID: item.productID ?? null,
              automaticLineItemID: item.automaticLineItemID ?? null,
              quantity: item.quantity,
              amountTotal: item.amountTotal,
            }))
            .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
        expect(linesOf(stored.orderItems as Json[])).toEqual(
          linesOf(shown.lines.filter((line) => line.quantity !== 0) as unknown as Json[]),
        );
        saved += 1;
      }),
      { numRuns: 60 },
    );
    // The property must have been tried on real orders, not skipped by its preconditions.
    expect(saved).toBeGreaterThan(30);
  }, 120_000);
});
