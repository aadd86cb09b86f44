import { describe, expect, it } from 'vitest';
import {
  cellKey,
  columnTotals,
  sheetFromOrders,
  sheetReducer,
  sheetSaves,
  slotOnDay,
  type SheetAction,
  type SheetGrid,
} from './flow';

const zone = 'Australia/Melbourne';
const customers = [
  { id: 'agr-b', companyName: 'Brunswick' },
  { id: 'agr-a', companyName: 'Acland' },
  { id: 'agr-c', companyName: 'Carlton' },
];
const products = [
  { id: 'milk', productName: 'Milk', abbreviation: 'M' },
  { id: 'cola', productName: 'Cola', abbreviation: 'C' },
  { id: 'old', isInactive: true },
];
const orders = [
  {
    id: 'o-a',
    supplyAgreementID: 'agr-a',
    dueDate: '2026-03-04T20:00:00.000Z',
    orderItems: [
      { productID: 'milk', quantity: 24 },
      { productID: 'crate', quantity: 2, isTethered: true },
      { productID: null, quantity: 1, automaticLineItemID: 'fee' },
    ],
  },
  {
    id: 'o-other-day',
    supplyAgreementID: 'agr-b',
    dueDate: '2026-03-05T20:00:00.000Z',
    orderItems: [{ productID: 'cola', quantity: 48 }],
  },
];
const run = (grid: SheetGrid, actions: SheetAction[]) => actions.reduce(sheetReducer, grid);
const typed = (text: string): SheetAction[] => [...text].map((key) => ({ type: 'typed', key }));

describe('order sheet grid', () => {
  it("fills the day's grid from the customers' orders, customers by name", () => {
    const grid = sheetFromOrders(orders, customers, products, '2026-03-05', zone);
    expect(grid.customers.map((customer) => customer.name)).toEqual(['Acland', 'Brunswick', 'Carlton']);
    expect(grid.products.map((product) => product.id)).toEqual(['milk', 'cola']);
    expect([...grid.cells]).toEqual([[cellKey('agr-a', 'milk'), 24]]);
    expect(grid.orderIDs.get('agr-a')).toBe('o-a');
  });

  it('is entered like a spreadsheet: type a number, Enter moves down, arrows move and enter', () => {
    let grid = sheetFromOrders(orders, customers, products, '2026-03-05', zone);
    grid = run(grid, [...typed('36'), { type: 'enter' }]);
    expect(grid.cells.get(cellKey('agr-a', 'milk'))).toBe(36);
    expect(grid.cursor).toEqual({ row: 1, col: 0 });
    grid = run(grid, [
      ...typed('12'),
      { type: 'move', rows: 0, cols: 1 },
      ...typed('48'),
      { type: 'move', rows: 1, cols: 0 },
    ]);
    expect(grid.cells.get(cellKey('agr-b', 'milk'))).toBe(12);
    expect(grid.cells.get(cellKey('agr-b', 'cola'))).toBe(48);
    expect(grid.cursor).toEqual({ row: 2, col: 1 });
    grid = run(grid, [
      { type: 'move', rows: 5, cols: 5 },
      ...typed('9'),
      { type: 'escape' },
      { type: 'move', rows: -9, cols: -9 },
    ]);
    expect(grid.cursor).toEqual({ row: 0, col: 0 });
    expect(grid.cells.get(cellKey('agr-c', 'cola'))).toBeUndefined();
    grid = run(grid, [{ type: 'backspace' }, { type: 'enter' }]);
    expect(grid.cells.get(cellKey('agr-a', 'milk'))).toBeUndefined();
    expect(columnTotals(grid)).toEqual(
      new Map([
        ['milk', 12],
        ['cola', 48],
      ]),
    );
  });

  it('saves one order per changed customer: into its order of the day, or a new one', () => {
    let grid = sheetFromOrders(orders, customers, products, '2026-03-05', zone);
    grid = run(grid, [
      { type: 'backspace' },
      { type: 'enter' },
      ...typed('6'),
      { type: 'move', rows: 0, cols: 1 },
      ...typed('24'),
      { type: 'enter' },
      ...typed('24'),
      { type: 'enter' },
    ]);
    expect(sheetSaves(grid)).toEqual([
      { agreementID: 'agr-a', orderID: 'o-a', quantities: [{ productID: 'milk', quantity: 0 }] },
      {
        agreementID: 'agr-b',
        orderID: null,
        quantities: [
          { productID: 'milk', quantity: 6 },
          { productID: 'cola', quantity: 24 },
        ],
      },
      { agreementID: 'agr-c', orderID: null, quantities: [{ productID: 'cola', quantity: 24 }] },
    ]);
    expect(sheetSaves(sheetReducer(grid, { type: 'saved' }))).toEqual([]);
  });
});

describe("an order sheet's slot, customer group and product group", () => {
  const grouped = [
    { id: 'agr-a', companyName: 'Acland', customerGroupID: 'g-cafes' },
    { id: 'agr-b', companyName: 'Brunswick', customerGroupID: 'g-grocers' },
    { id: 'agr-c', companyName: 'Carlton', customerGroupID: 'g-cafes' },
  ];
  const ranged = [
    { id: 'milk', productName: 'Milk', productGroupID: 'g-dairy' },
    { id: 'cola', productName: 'Cola', productGroupID: 'g-drinks' },
    { id: 'cream', productName: 'Cream', productGroupID: 'g-dairy' },
  ];
  const slotted = [
    {
      id: 'o-am',
      supplyAgreementID: 'agr-a',
      orderSlotID: 'slot-am',
      dueDate: '2026-03-04T20:00:00.000Z',
      orderItems: [
        { productID: 'milk', quantity: 24 },
        { productID: 'cola', quantity: 6 },
      ],
    },
    {
      id: 'o-pm',
      supplyAgreementID: 'agr-c',
      orderSlotID: 'slot-pm',
      dueDate: '2026-03-05T03:00:00.000Z',
      orderItems: [{ productID: 'milk', quantity: 12 }],
    },
  ];
  const scope = { orderSlotID: 'slot-am', customerGroupID: 'g-cafes', productGroupID: 'g-dairy' };

  it("lists only the group's customers and products, and only the orders in the sheet's slot", () => {
    const grid = sheetFromOrders(slotted, grouped, ranged, '2026-03-05', zone, scope);
    expect(grid.customers.map((customer) => customer.name)).toEqual(['Acland', 'Carlton']);
    expect(grid.products.map((product) => product.id)).toEqual(['milk', 'cream']);
    expect([...grid.cells]).toEqual([[cellKey('agr-a', 'milk'), 24]]);
    expect([...grid.orderIDs]).toEqual([['agr-a', 'o-am']]);
  });

  it('saves into the slot’s order of the customer, and a new order for a customer without one in the slot', () => {
    let grid = sheetFromOrders(slotted, grouped, ranged, '2026-03-05', zone, scope);
    grid = run(grid, [{ type: 'move', rows: 1, cols: 0 }, ...typed('6'), { type: 'enter' }]);
    // Carlton's afternoon order is not this sheet's: its morning order is new.
    expect(sheetSaves(grid)).toEqual([
      { agreementID: 'agr-c', orderID: null, quantities: [{ productID: 'milk', quantity: 6 }] },
    ]);
  });

  it('shows everything without a sheet, as before', () => {
    const grid = sheetFromOrders(slotted, grouped, ranged, '2026-03-05', zone);
    expect(grid.customers).toHaveLength(3);
    expect(grid.products).toHaveLength(3);
  });

  it("finds the slot's delivery of the day and its cut-off, and none on a day it does not deliver", () => {
    const morning = {
      id: 'slot-am',
      slotName: 'Morning',
      cronExpression: '0 7 * * 1-5',
      orderLeadHours: 12,
      isOn: true,
    };
    expect(slotOnDay(morning, '2026-03-05', zone)).toEqual({
      orderSlotID: 'slot-am',
      deliverBy: '2026-03-04T20:00:00.000Z',
      orderBy: '2026-03-04T08:00:00.000Z',
    });
    expect(slotOnDay(morning, '2026-03-07', zone)).toBeNull();
    expect(slotOnDay({ ...morning, isOn: false }, '2026-03-05', zone)).toBeNull();
  });
});

describe('sheet orders', () => {
  const sources = {
    products: [
      { id: 'milk', productName: 'Milk', isSold: true },
      { id: 'crate', productName: 'Crate', isSold: true },
    ],
    priceTiers: [
      {
        id: 'tier',
        isDefault: true,
        productPrices: [
          { productID: 'milk', unitPrice: 2 },
          { productID: 'crate', unitPrice: 3 },
        ],
      },
    ],
    tethers: [{ id: 't', triggeringProductID: 'milk', tetheredProductID: 'crate', factor: 12, quantity: 1 }],
    automaticLineItems: [],
    locations: [],
    orders: [],
    companyID: 'me',
  };
  const agreement = {
    id: 'agr-b',
    companyName: 'Brunswick',
    buyerID: 'cafe',
    sellerID: 'me',
    locationID: 'loc-b',
  };

  it('makes a new order due that day, priced with its tethered crates', async () => {
    const { sheetOrder } = await import('./sheet-orders');
    const order = sheetOrder(
      { agreementID: 'agr-b', orderID: null, quantities: [{ productID: 'milk', quantity: 24 }] },
      null,
      agreement,
      sources,
      '2026-03-05',
      zone,
    );
    expect(order).toMatchObject({
      supplyAgreementID: 'agr-b',
      buyerID: 'cafe',
      sellerID: 'me',
      locationID: 'loc-b',
      dueDate: '2026-03-04T13:00:00.000Z',
      amountTotal: 54,
    });
    expect((order.orderItems as { productID: string }[]).map((item) => item.productID)).toEqual([
      'milk',
      'crate',
    ]);
  });

  it("makes a new order of a slotted sheet in the slot's delivery of the day", async () => {
    const { sheetOrder } = await import('./sheet-orders');
    const slot = {
      orderSlotID: 'slot-am',
      deliverBy: '2026-03-04T20:00:00.000Z',
      orderBy: '2026-03-04T08:00:00.000Z',
    };
    const order = sheetOrder(
      { agreementID: 'agr-b', orderID: null, quantities: [{ productID: 'milk', quantity: 12 }] },
      null,
      agreement,
      sources,
      '2026-03-05',
      zone,
      slot,
    );
    expect(order).toMatchObject({
      orderSlotID: 'slot-am',
      dueDate: '2026-03-04T20:00:00.000Z',
      orderBy: '2026-03-04T08:00:00.000Z',
    });
  });

  it('changes the existing order, dropping a cleared product', async () => {
    const { sheetOrder } = await import('./sheet-orders');
    const existing = {
      id: 'o-b',
      rowVersion: 3,
      _syncState: 'synced',
      supplyAgreementID: 'agr-b',
      dueDate: '2026-03-04T13:00:00.000Z',
      orderItems: [
        { id: 'l1', productID: 'milk', quantity: 12, unitPrice: 2 },
        { id: 'l2', productID: 'crate', quantity: 1, unitPrice: 3, isTethered: true },
      ],
    };
    const order = sheetOrder(
      { agreementID: 'agr-b', orderID: 'o-b', quantities: [{ productID: 'milk', quantity: 0 }] },
      existing,
      agreement,
      sources,
      '2026-03-05',
      zone,
    );
    expect(order).not.toHaveProperty('id');
    expect(order).not.toHaveProperty('_syncState');
    expect(order).toMatchObject({ orderItems: [], amountTotal: 0 });
  });
});
