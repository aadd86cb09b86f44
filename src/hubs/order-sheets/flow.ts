import { addDays, dayStart, type OrderSlotDefinition } from '../../domain/order-dates';
import { nextOccurrences } from '../../domain/schedule-occurrences';

import type { RecordOf } from '../../entities/record-of';

/** A customer row and a product column of the sheet. */
export type SheetCustomer = { agreementID: string; name: string };
export type SheetProduct = { id: string; name: string; code: string };

/** The grid of one delivery day: quantities by customer and product, the cursor and a typed entry. */
export type SheetGrid = {
  customers: readonly SheetCustomer[];
  products: readonly SheetProduct[];
  /** Quantities by cellKey; absent means 0. */
  cells: ReadonlyMap<string, number>;
  /** The quantities as loaded, to tell what changed. */
  original: ReadonlyMap<string, number>;
  /** The existing order of each customer that day (updated instead of making a second). */
  orderIDs: ReadonlyMap<string, string>;
  cursor: { row: number; col: number };
  /** Digits typed into the cursor's cell, not yet entered. */
  entry: string | null;
};

export type SheetAction =
  | { type: 'move'; rows: number; cols: number }
  | { type: 'moveTo'; row: number; col: number }
  | { type: 'typed'; key: string }
  | { type: 'backspace' }
  | { type: 'enter' }
  | { type: 'escape' }
  | { type: 'saved' };

/** @example cellKey('agr-1', 'milk') // 'agr-1|milk' */
export function cellKey(agreementID: string, productID: string): string {
  return `${agreementID}|${productID}`;
}

/** What an order sheet record picks (each optional): the slot its orders are in, its customers' group and its products' group. */
export type SheetScope = {
  orderSlotID?: string | null;
  customerGroupID?: string | null;
  productGroupID?: string | null;
};

function inGroup(rowGroupID: string | null | undefined, groupID: string | null | undefined): boolean {
  return groupID == null || groupID === '' || rowGroupID === groupID;
}

/** One delivery of a slot: when it is delivered and its cut-off. */
export type SlotDelivery = { orderSlotID: string; orderBy: string; deliverBy: string };

const HOUR_MS = 3_600_000;

/**
 * The slot's delivery on a day (its first that day, in the time zone), with its cut-off (the
 * schedule's own lead time, else orderLeadHours before); null when the slot is off or delivers
 * nothing that day.
 * @example slotOnDay({ id: 'am', cronExpression: '0 7 * * 1-5', orderLeadHours: 12 }, '2026-03-05', 'Australia/Melbourne')?.deliverBy // '2026-03-04T20:00:00.000Z'
 */
export function slotOnDay(slot: OrderSlotDefinition, day: string, timeZone: string): SlotDelivery | null {
  if (slot.isOn === false || typeof slot.cronExpression !== 'string' || slot.cronExpression.trim() === '')
    return null;
  const from = new Date(new Date(dayStart(day, timeZone)).getTime() - 1);
  const occurrences = nextOccurrences(slot.cronExpression, from, { count: 1, timeZone });
  const first = occurrences.ok ? occurrences.value[0] : undefined;
  if (first === undefined || first.at.toISOString() >= dayStart(addDays(day, 1), timeZone)) return null;
  const lead = typeof slot.orderLeadHours === 'number' && slot.orderLeadHours > 0 ? slot.orderLeadHours : 0;
  const orderBy = first.leadDateLeft ?? new Date(first.at.getTime() - lead * HOUR_MS);
  return { orderSlotID: slot.id, orderBy: orderBy.toISOString(), deliverBy: first.at.toISOString() };
}

/**
 * The sheet of a day: customers (rows) by products (columns), filled from each customer's order
 * due that day that is not yet dispatched. A sheet's scope narrows it: only the customers of its
 * customer group, the products of its product group, and the orders in its slot.
 * @example sheetFromOrders(orders, customers, products, '2026-03-05', zone).cells.get('agr-1|milk') // 24
 */
export function sheetFromOrders(
  orders: readonly Readonly<RecordOf<'customer-orders'>>[],
  customers: readonly Readonly<RecordOf<'customers'>>[],
  products: readonly Readonly<RecordOf<'products'>>[],
  day: string,
  timeZone: string,
  scope: SheetScope = {},
): SheetGrid {
  const from = dayStart(day, timeZone);
  const to = dayStart(addDays(day, 1), timeZone);
  const shownCustomers = customers
    .filter((row) => row.isInactive !== true && inGroup(row.customerGroupID, scope.customerGroupID))
    .map((row) => ({ agreementID: row.id, name: row.companyName || row.id }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const shownProducts = products
    .filter(
      (row) =>
        row.isInactive !== true && row.isSold !== false && inGroup(row.productGroupID, scope.productGroupID),
    )
    .map((row) => ({
      id: row.id,
      name: row.productName || row.id,
      code: row.abbreviation ?? '',
    }));
  const rows = new Set(shownCustomers.map((customer) => customer.agreementID));
  const columns = new Set(shownProducts.map((product) => product.id));
  const cells = new Map<string, number>();
  const orderIDs = new Map<string, string>();
  for (const order of orders) {
    const due = order.dueDate ?? '';
    if (order.isInactive === true || order.isDispatched === true || due === '') continue;
    if (scope.orderSlotID != null && scope.orderSlotID !== '' && order.orderSlotID !== scope.orderSlotID)
      continue;
    const instant = new Date(due).toISOString();
    const agreementID = order.supplyAgreementID ?? '';
    if (instant < from || instant >= to || orderIDs.has(agreementID) || !rows.has(agreementID)) continue;
    orderIDs.set(agreementID, order.id);
    for (const item of order.orderItems ?? []) {
      if (
        typeof item.productID !== 'string' ||
        !columns.has(item.productID) ||
        item.automaticLineItemID != null ||
        item.isTethered === true ||
        typeof item.quantity !== 'number'
      )
        continue;
      const key = cellKey(agreementID, item.productID);
      cells.set(key, (cells.get(key) ?? 0) + item.quantity);
    }
  }
  return {
    customers: shownCustomers,
    products: shownProducts,
    cells,
    original: new Map(cells),
    orderIDs,
    cursor: { row: 0, col: 0 },
    entry: null,
  };
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(max, value));
}

function commit(grid: SheetGrid): SheetGrid {
  if (grid.entry === null) return grid;
  const customer = grid.customers[grid.cursor.row];
  const product = grid.products[grid.cursor.col];
  if (customer === undefined || product === undefined) return { ...grid, entry: null };
  const quantity = grid.entry === '' ? 0 : Number(grid.entry);
  const cells = new Map(grid.cells);
  if (Number.isFinite(quantity) && quantity > 0)
    cells.set(cellKey(customer.agreementID, product.id), quantity);
  else cells.delete(cellKey(customer.agreementID, product.id));
  return { ...grid, cells, entry: null };
}

/**
 * The sheet's keys, as a spreadsheet: arrows move (entering what was typed), digits type into
 * the cell, Enter enters it and moves down, Backspace clears, Escape drops the typing.
 */
export function sheetReducer(grid: SheetGrid, action: SheetAction): SheetGrid {
  const lastRow = Math.max(0, grid.customers.length - 1);
  const lastCol = Math.max(0, grid.products.length - 1);
  switch (action.type) {
    case 'move': {
      const entered = commit(grid);
      return {
        ...entered,
        cursor: {
          row: clamp(grid.cursor.row + action.rows, lastRow),
          col: clamp(grid.cursor.col + action.cols, lastCol),
        },
      };
    }
    case 'moveTo': {
      const entered = commit(grid);
      return { ...entered, cursor: { row: clamp(action.row, lastRow), col: clamp(action.col, lastCol) } };
    }
    case 'typed':
      if (!/^[0-9.]$/.test(action.key)) return grid;
      return { ...grid, entry: `${grid.entry ?? ''}${action.key}` };
    case 'backspace':
      return grid.entry === null ? { ...grid, entry: '' } : { ...grid, entry: grid.entry.slice(0, -1) };
    case 'enter': {
      const entered = commit(grid);
      return { ...entered, cursor: { ...entered.cursor, row: clamp(grid.cursor.row + 1, lastRow) } };
    }
    case 'escape':
      return { ...grid, entry: null };
    case 'saved':
      return { ...grid, original: new Map(grid.cells) };
  }
}

/**
 * Each product column's total.
 * @example columnTotals(grid).get('milk') // 96
 */
export function columnTotals(grid: SheetGrid): Map<string, number> {
  const totals = new Map<string, number>();
  for (const customer of grid.customers) {
    for (const product of grid.products) {
      const quantity = grid.cells.get(cellKey(customer.agreementID, product.id)) ?? 0;
      if (quantity !== 0) totals.set(product.id, (totals.get(product.id) ?? 0) + quantity);
    }
  }
  return totals;
}

/** What saving the sheet writes for one customer: its order (new or existing) and its quantities. */
export type SheetSave = {
  agreementID: string;
  orderID: string | null;
  quantities: { productID: string; quantity: number }[];
};

/**
 * One save per customer whose row changed: the row's quantities (0 for a cleared cell, so the
 * order drops it), into the customer's existing order of the day or a new one.
 * @example sheetSaves(grid).length // 3 after filling three customers
 */
export function sheetSaves(grid: SheetGrid): SheetSave[] {
  const saves: SheetSave[] = [];
  for (const customer of grid.customers) {
    const changed = grid.products.filter(
      (product) =>
        (grid.cells.get(cellKey(customer.agreementID, product.id)) ?? 0) !==
        (grid.original.get(cellKey(customer.agreementID, product.id)) ?? 0),
    );
    if (changed.length === 0) continue;
    saves.push({
      agreementID: customer.agreementID,
      orderID: grid.orderIDs.get(customer.agreementID) ?? null,
      quantities: changed.map((product) => ({
        productID: product.id,
        quantity: grid.cells.get(cellKey(customer.agreementID, product.id)) ?? 0,
      })),
    });
  }
  return saves;
}
