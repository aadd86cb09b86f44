import { describe, expect, it } from 'vitest';
import { orderStatus } from '../order-status';
import {
  acceptLineQuantity,
  hasTag,
  initialOrderEditor,
  lineProblems,
  orderEditorReducer,
  orderNumberText,
  orderPricing,
  orderToSave,
  saveProblem,
  totalsChanged,
  type CatalogueProduct,
  type OrderContext,
  type OrderEditorAction,
  type OrderEditorState,
} from './order-editor-state';

const milk: CatalogueProduct = {
  id: 'milk',
  productName: 'Barista Milk 1L',
  taxType: null,
  tags: 'Dairy',
  unitPrice: 2.1,
  unitPriceIncrements: [
    { unitCountTrigger: 1, unitValue: 2.1 },
    { unitCountTrigger: 48, unitValue: 1.95 },
  ],
};
const crate: CatalogueProduct = { id: 'crate', productName: 'Milk Crate', taxType: null, unitPrice: 3 };
const cola: CatalogueProduct = {
  id: 'cola',
  productName: 'Cola 375ml',
  taxType: 'GST',
  unitPrice: 1.2,
  unitPriceIncrements: [{ unitCountTrigger: 48, unitValue: 1.1 }],
  rules: [{ rule: 'QuantityInIncrements', value: 24 }],
};
const cups: CatalogueProduct = { id: 'cups', productName: 'Cups', taxType: 'GST', unitPrice: 6.5 };

const inside = [
  { lat: -37, lng: 144 },
  { lat: -37, lng: 146 },
  { lat: -39, lng: 146 },
  { lat: -39, lng: 144 },
];
const context: OrderContext = {
  products: new Map([milk, crate, cola, cups].map((product) => [product.id, product])),
  tethers: [{ triggeringProductID: 'milk', tetheredProductID: 'crate', factor: 12, quantity: 1 }],
  definitions: [
    {
      id: 'fee',
      lineItemName: 'Delivery Fee',
      calcOrder: 10,
      quantity: 150,
      rule: 'TotalValueLessThan',
      lineValue: 15,
      tags: 'DeliveryFee',
      taxType: 'GST',
    },
    {
      id: 'metro',
      lineItemName: 'Metro Surcharge',
      calcOrder: 20,
      lineValue: 5,
      taxType: 'GST',
      boundary: inside,
    },
  ],
  possibleLocations: [
    { id: 'in', lat: -37.8, lng: 145 },
    { id: 'out', lat: -10, lng: 130 },
  ],
};

function run(
  actions: OrderEditorAction[],
  start: OrderEditorState = initialOrderEditor('customer', context),
): OrderEditorState {
  return actions.reduce(orderEditorReducer, start);
}

const header: OrderEditorAction[] = [
  { type: 'agreementChosen', supplyAgreementID: 'agr-1', locationID: 'in', isRequestPickup: false },
  { type: 'headerChanged', field: 'dueDate', value: '2026-03-05T13:00:00.000Z' },
];

describe('order editor lines', () => {
  it('adds a product at the tier price and its tethered crates, kept in step', () => {
    let state = run([{ type: 'productAdded', productID: 'milk', quantity: 24 }]);
    expect(state.lines.map((line) => [line.productID, line.quantity, line.isTethered === true])).toEqual([
      ['milk', 24, false],
      ['crate', 2, true],
    ]);
    const key = state.lines[0]!.key;
    state = run([{ type: 'quantityChanged', key, quantity: 25 }], state);
    expect(state.lines.find((line) => line.productID === 'crate')?.quantity).toBe(3);
    state = run([{ type: 'quantityChanged', key, quantity: 0 }], state);
    expect(state.lines.map((line) => line.productID)).toEqual(['milk']);
  });

  it('does not let a tethered line be changed or removed by hand', () => {
    const state = run([{ type: 'productAdded', productID: 'milk', quantity: 12 }]);
    const crateKey = state.lines.find((line) => line.isTethered === true)!.key;
    expect(run([{ type: 'quantityChanged', key: crateKey, quantity: 9 }], state).lines).toEqual(state.lines);
    expect(run([{ type: 'lineRemoved', key: crateKey }], state).lines).toHaveLength(2);
    expect(run([{ type: 'lineRemoved', key: state.lines[0]!.key }], state).lines).toEqual([]);
  });

  it('adds to the existing line when a product is added again, by its increment by default', () => {
    const state = run([
      { type: 'productAdded', productID: 'cola' },
      { type: 'productAdded', productID: 'cola' },
    ]);
    expect(state.lines.map((line) => [line.productID, line.quantity])).toEqual([['cola', 48]]);
  });

  it('prices with tiers, GST on GST lines only, and totals live', () => {
    const state = run([
      ...header,
      { type: 'productAdded', productID: 'milk', quantity: 48 },
      { type: 'productAdded', productID: 'cola', quantity: 48 },
    ]);
    const pricing = orderPricing(state);
    // milk 48 x 1.95 = 93.60 (no GST), 4 crates x 3 = 12, cola 48 x 1.10 = 52.80 (+5.28 GST)
    expect(pricing.productLines.map((line) => line.amountTotal)).toEqual([93.6, 52.8, 12]);
    // 158.40 is not under 150: no delivery fee; the location is inside the metro boundary: surcharge 5 (+0.50 GST).
    expect(pricing.automaticLines.map((line) => line.description)).toEqual(['Metro Surcharge']);
    expect(pricing).toMatchObject({ subTotal: 163.4, taxTotal: 5.78, amountTotal: 169.18 });
  });

  it('recomputes automatic lines on every change: delivery fee under $150, pickup, IgnoreDeliveryFee, boundary', () => {
    const small = run([...header, { type: 'productAdded', productID: 'cups', quantity: 2 }]);
    expect(orderPricing(small).automaticLines.map((line) => line.description)).toEqual([
      'Delivery Fee',
      'Metro Surcharge',
    ]);
    expect(orderPricing(small).amountTotal).toBe(36.3); // 13 + 1.30 + 15 + 1.50 + 5 + 0.50
    const tagged = run([{ type: 'tagToggled', tag: 'IgnoreDeliveryFee', on: true }], small);
    expect(hasTag(tagged, 'ignoredeliveryfee')).toBe(true);
    expect(orderPricing(tagged).automaticLines.map((line) => line.description)).toEqual(['Metro Surcharge']);
    const pickup = run([{ type: 'headerChanged', field: 'isRequestPickup', value: true }], small);
    expect(orderPricing(pickup).automaticLines.map((line) => line.description)).toEqual(['Metro Surcharge']);
    const outside = run([{ type: 'headerChanged', field: 'locationID', value: 'out' }], small);
    expect(orderPricing(outside).automaticLines.map((line) => line.description)).toEqual(['Delivery Fee']);
  });
});

describe('order editor rules and saving', () => {
  it('reports QuantityInIncrements breaks and the quantity dialog messages', () => {
    const state = run([{ type: 'productAdded', productID: 'cola', quantity: 30 }]);
    expect([...lineProblems(state).values()]).toEqual(['Must be in increments of 24']);
    const line = state.lines[0]!;
    expect(acceptLineQuantity(line, 30)).toMatchObject({ ok: false, message: 'Must be in increments of 24' });
    expect(acceptLineQuantity(line, 48)).toEqual({ ok: true, quantity: 48 });
    expect(acceptLineQuantity(line, -5)).toEqual({ ok: true, quantity: 0 });
    expect(acceptLineQuantity(line, 5, { min: 24 })).toMatchObject({ message: 'Too low. Minimum is 24' });
    expect(acceptLineQuantity(line, 480, { max: 240 })).toMatchObject({
      message: 'Too high. Maximum is 240',
    });
  });

  it('says what is missing before it may save', () => {
    expect(saveProblem(initialOrderEditor('customer', context))).toBe('Choose the customer');
    expect(saveProblem(initialOrderEditor('purchase', context))).toBe('Choose the supplier');
    expect(saveProblem(run([header[0]!]))).toBe('Choose the due date');
    expect(saveProblem(run(header))).toBe('Add at least one product');
    expect(saveProblem(run([...header, { type: 'productAdded', productID: 'cola', quantity: 30 }]))).toBe(
      'Must be in increments of 24',
    );
    expect(
      saveProblem(run([...header, { type: 'productAdded', productID: 'cola', quantity: 24 }])),
    ).toBeNull();
  });

  it('leaves zero-quantity lines out of the saved order and saves its totals', () => {
    const state = run([
      ...header,
      { type: 'productAdded', productID: 'cups', quantity: 0 },
      { type: 'productAdded', productID: 'cola', quantity: 24 },
    ]);
    const saved = orderToSave(state);
    expect(saved.orderItems.map((item) => item.productID ?? item.description)).toEqual([
      'cola',
      'Delivery Fee',
      'Metro Surcharge',
    ]);
    expect(saved.orderItems.some((item) => 'key' in item)).toBe(false);
    expect(saved).toMatchObject({
      supplyAgreementID: 'agr-1',
      subTotal: 48.8,
      clientAmountTotal: saved.amountTotal,
    });
  });

  it('reloads a saved order with its lines, without the automatic ones', () => {
    const saved = orderToSave(run([...header, { type: 'productAdded', productID: 'milk', quantity: 12 }]));
    const loaded = run(
      [{ type: 'loaded', order: { ...saved, id: 'o1' } }],
      initialOrderEditor('customer', context),
    );
    expect(loaded.lines.map((line) => [line.productID, line.quantity, line.isTethered === true])).toEqual([
      ['milk', 12, false],
      ['crate', 1, true],
    ]);
    expect(loaded.changed).toBe(false);
    expect(orderPricing(loaded).amountTotal).toBe(saved.amountTotal);
  });

  it('keeps the seller’s pricing tags as loaded on an order the seller prices, as the services do', () => {
    const sellers = { ...context, sellerPrices: true };
    // Under $150: the delivery fee applies, and the buyer's IgnoreDeliveryFee does not waive it.
    const placed = run(
      [
        ...header,
        { type: 'productAdded', productID: 'cups', quantity: 2 },
        { type: 'tagToggled', tag: 'IgnoreDeliveryFee', on: true },
        { type: 'headerChanged', field: 'tagsCSV', value: 'IgnoreDeliveryFee,Urgent' },
      ],
      initialOrderEditor('purchase', sellers),
    );
    expect(orderPricing(placed).automaticLines.map((line) => line.automaticLineItemID)).toContain('fee');
    expect(orderToSave(placed).tagsCSV).toBe('Urgent');
    // One the seller waived stays waived, whatever the buyer types.
    const waived = run(
      [
        {
          type: 'loaded',
          order: { id: 'o1', tagsCSV: 'IgnoreDeliveryFee', orderItems: [{ productID: 'cups', quantity: 2 }] },
        },
        { type: 'headerChanged', field: 'tagsCSV', value: 'Urgent' },
      ],
      initialOrderEditor('purchase', sellers),
    );
    expect(orderPricing(waived).automaticLines.map((line) => line.automaticLineItemID)).not.toContain('fee');
    expect(orderToSave(waived).tagsCSV).toBe('Urgent,IgnoreDeliveryFee');
    // The seller's own editor sets them as it likes.
    expect(
      orderToSave(run([...header, { type: 'tagToggled', tag: 'IgnoreDeliveryFee', on: true }])).tagsCSV,
    ).toBe('IgnoreDeliveryFee');
  });

  it('confirms with who and when', () => {
    const state = run([{ type: 'confirmed', userID: 'u1', now: '2026-03-04T00:00:00.000Z' }]);
    expect(state.header).toMatchObject({
      isConfirmed: true,
      confirmedOn: '2026-03-04T00:00:00.000Z',
      confirmedByUserID: 'u1',
    });
  });
});

describe('saved order display', () => {
  it('shows Pending until the services number the order', () => {
    expect(orderNumberText('customer', { customerOrderNumber: null, _syncState: 'pending' })).toBe('Pending');
    expect(orderNumberText('customer', { customerOrderNumber: 1008, _syncState: 'synced' })).toBe('1008');
    expect(orderNumberText('purchase', { purchaseOrderNumber: null, _syncState: 'pending' })).toBe('Pending');
    expect(orderNumberText('purchase', { purchaseOrderNumber: 'PO-7', _syncState: 'synced' })).toBe('PO-7');
    // A purchase order with no PO number of the buyer's goes by the supplier's number, never blank or its id.
    expect(
      orderNumberText('purchase', {
        id: 'co-h101',
        purchaseOrderNumber: null,
        customerOrderNumber: 1006,
        _syncState: 'synced',
      }),
    ).toBe('1006');
  });

  it('tells when the services total differs from the one computed on this device', () => {
    expect(totalsChanged({ _syncState: 'synced', amountTotal: 120, clientAmountTotal: 110 })).toEqual({
      server: 120,
      client: 110,
    });
    expect(totalsChanged({ _syncState: 'synced', amountTotal: 110, clientAmountTotal: 110 })).toBeNull();
    expect(totalsChanged({ _syncState: 'pending', amountTotal: 120, clientAmountTotal: 110 })).toBeNull();
  });

  it('names the status: unconfirmed, confirmed, dispatched', () => {
    expect(orderStatus({})).toBe('unconfirmed');
    expect(orderStatus({ isConfirmed: true })).toBe('confirmed');
    expect(orderStatus({ isConfirmed: true, isDispatched: true })).toBe('dispatched');
  });
});
