import {
  priceOrder,
  IGNORE_DELIVERY_FEE_TAG,
  type AutomaticLineItemDefinition,
  type OrderPricing,
  type PricingLocation,
} from '../automatic-line-items';
import {
  checkLineRules,
  itemsToSave,
  QUANTITY_IN_INCREMENTS,
  type OrderLineInput,
  type OrderLineRule,
  type TaxType,
  type UnitPriceIncrement,
} from '../order-pricing';
import { withSellerPricingTags } from '../order-line-rules';
import { applyTethers, type ProductTetherFactor } from '../product-tethers';
import { acceptQuantity, type QuantityLimits, type QuantityResult } from '../quantity-rules';
import type { Order } from '../schemas/order';

/** Which side of the order the editor works for. */
export type OrderKind = 'customer' | 'purchase';

/** A product as this agreement sells it: its summary and the price under the agreement's tier. */
export type CatalogueProduct = {
  id: string;
  productName: string;
  abbreviation?: string | null;
  categoryID?: string | null;
  taxType?: TaxType | null;
  tags?: string | null;
  unitPrice: number;
  unitPriceIncrements?: readonly UnitPriceIncrement[] | null;
  rules?: readonly OrderLineRule[] | null;
};

/** What pricing an order reads besides its lines: the catalogue at the agreement's prices and the seller's rules. */
export type OrderContext = {
  products: ReadonlyMap<string, CatalogueProduct>;
  tethers: readonly ProductTetherFactor[];
  definitions: readonly AutomaticLineItemDefinition[];
  possibleLocations: readonly PricingLocation[];
  /**
   * The seller prices this order (a purchase from a seller on Bulktrade with terms for the
   * company): its pricing tags (IgnoreDeliveryFee) stay as the seller left them, as the services keep them.
   */
  sellerPrices?: boolean;
};

/** A product line in the editor; tethered lines follow their triggering products. */
export type EditorLine = OrderLineInput & { key: string; productID: string; isTethered?: boolean };

/** The fields a schema declares, without the index signature its loose object adds. */
type Declared<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/** The order's own fields the editor changes (the header). */
export type OrderHeader = Partial<Omit<Declared<Order>, 'orderItems'>>;

/** An order line as stored: the fields the editor reads; the rest of the line is carried as it is. */
type StoredLine = {
  readonly id?: unknown;
  readonly productID?: unknown;
  readonly quantity?: unknown;
  readonly automaticLineItemID?: unknown;
};

/** A stored order the editor opens (a customer or a purchase order). */
export type LoadedOrder = Readonly<OrderHeader> & { readonly orderItems?: readonly StoredLine[] | null };

export type OrderEditorState = {
  kind: OrderKind;
  header: OrderHeader;
  lines: EditorLine[];
  context: OrderContext;
  /** The user changed something since it was loaded or saved. */
  changed: boolean;
  /** Next line key number (keys of new lines). */
  nextKey: number;
  /** The tags of the order as loaded (the seller's pricing tags among them). */
  loadedTagsCSV?: string | null;
};

export type OrderEditorAction =
  | { type: 'loaded'; order: LoadedOrder }
  | { type: 'contextChanged'; context: OrderContext }
  | { type: 'headerChanged'; field: string; value: unknown }
  | {
      type: 'agreementChosen';
      supplyAgreementID: string;
      locationID: string | null;
      isRequestPickup: boolean;
    }
  | { type: 'slotChosen'; orderSlotID: string; orderBy: string; deliverBy: string }
  | { type: 'tagToggled'; tag: string; on: boolean }
  | { type: 'productAdded'; productID: string; quantity?: number }
  | { type: 'quantityChanged'; key: string; quantity: number }
  | { type: 'lineRemoved'; key: string }
  | { type: 'confirmed'; userID: string | null; now: string }
  | { type: 'saved' };

/** Nothing to price with yet (before the agreement's catalogue has loaded). */
export const EMPTY_CONTEXT: OrderContext = {
  products: new Map(),
  tethers: [],
  definitions: [],
  possibleLocations: [],
};

/**
 * A blank editor for a new order of the kind.
 * @example initialOrderEditor('customer').lines // []
 */
export function initialOrderEditor(kind: OrderKind, context: OrderContext = EMPTY_CONTEXT): OrderEditorState {
  return {
    kind,
    header: { isRequestPickup: false, isConfirmed: false },
    lines: [],
    context,
    changed: false,
    nextKey: 1,
  };
}

/**
 * The increment a line's QuantityInIncrements rule asks for, or null.
 * @example lineIncrement({ quantity: 24, rules: [{ rule: 'QuantityInIncrements', value: 24 }] }) // 24
 */
export function lineIncrement(line: Pick<OrderLineInput, 'rules'>): number | null {
  for (const rule of line.rules ?? []) {
    if (
      typeof rule !== 'string' &&
      rule.rule === QUANTITY_IN_INCREMENTS &&
      typeof rule.value === 'number' &&
      rule.value > 0
    )
      return rule.value;
  }
  return null;
}

/**
 * The quantity dialog's limits for a line: never below 0, in the rule's increments.
 * @example lineQuantityLimits({ quantity: 1, rules: [{ rule: 'QuantityInIncrements', value: 6 }] }) // { min: 0, increment: 6 }
 */
export function lineQuantityLimits(line: Pick<OrderLineInput, 'rules'>): QuantityLimits {
  const increment = lineIncrement(line);
  return increment === null ? { min: 0 } : { min: 0, increment };
}

/**
 * What the quantity dialog answers for a typed quantity on a line (the spec's messages).
 * @example acceptLineQuantity({ quantity: 1, rules: [{ rule: 'QuantityInIncrements', value: 24 }] }, 30) // { ok: false, message: 'Must be in increments of 24', ... }
 */
export function acceptLineQuantity(
  line: Pick<OrderLineInput, 'rules'>,
  quantity: number,
  limits: QuantityLimits = {},
): QuantityResult {
  return acceptQuantity(quantity, { ...lineQuantityLimits(line), ...limits });
}

function lineFromProduct(
  product: CatalogueProduct,
  key: string,
  quantity: number,
  isTethered: boolean,
): EditorLine {
  return {
    key,
    productID: product.id,
    quantity,
    description: product.productName,
    lineItemCode: product.abbreviation ?? null,
    unitPrice: product.unitPrice,
    unitPriceIncrements: product.unitPriceIncrements ? [...product.unitPriceIncrements] : null,
    taxType: product.taxType ?? null,
    tags: product.tags ?? null,
    rules: product.rules ? [...product.rules] : null,
    product: {
      productName: product.productName,
      taxType: product.taxType ?? null,
      tags: product.tags ?? null,
    },
    ...(isTethered ? { isTethered: true } : {}),
  };
}

/**
 * Keeps tethered lines in step with the lines that trigger them: each tethered product gets
 * one line of the quantity the tethers give (a crate per 12 bottles), added, changed or removed.
 */
function withTethers(state: OrderEditorState, lines: EditorLine[]): { lines: EditorLine[]; nextKey: number } {
  const own = lines.filter((line) => line.isTethered !== true);
  const wanted = applyTethers(
    own.map((line) => ({ productID: line.productID, quantity: line.quantity })),
    state.context.tethers,
  );
  let nextKey = state.nextKey;
  const tethered: EditorLine[] = [];
  for (const { productID, quantity } of wanted) {
    const existing = lines.find((line) => line.isTethered === true && line.productID === productID);
    if (existing !== undefined) {
      tethered.push({ ...existing, quantity });
      continue;
    }
    const product = state.context.products.get(productID);
    const base: CatalogueProduct = product ?? { id: productID, productName: productID, unitPrice: 0 };
    tethered.push(lineFromProduct(base, `line-${nextKey++}`, quantity, true));
  }
  return { lines: [...own, ...tethered], nextKey };
}

function storedLines(order: LoadedOrder): EditorLine[] {
  const items = Array.isArray(order.orderItems) ? order.orderItems : [];
  return items.flatMap((item, index): EditorLine[] => {
    if (typeof item.productID !== 'string' || item.productID === '' || item.automaticLineItemID != null)
      return [];
    if (typeof item.quantity !== 'number') return [];
    const { appliedUnitPrice: _applied, taxTotal: _tax, amountTotal: _amount, ...line } = item;
    return [
      {
        ...(line as OrderLineInput),
        productID: item.productID,
        quantity: item.quantity,
        key: typeof item.id === 'string' ? item.id : `stored-${index}`,
      },
    ];
  });
}

function splitTags(csv: unknown): string[] {
  return typeof csv === 'string'
    ? csv
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '')
    : [];
}

/**
 * The editor's transitions: header fields, lines (tethers kept in step), confirmation.
 * Pricing is derived (orderPricing), never stored, so it is recomputed on every change.
 */
export function orderEditorReducer(state: OrderEditorState, action: OrderEditorAction): OrderEditorState {
  switch (action.type) {
    case 'loaded': {
      const { orderItems: _items, ...header } = action.order;
      return {
        ...state,
        header,
        lines: storedLines(action.order),
        changed: false,
        loadedTagsCSV: typeof header.tagsCSV === 'string' ? header.tagsCSV : null,
      };
    }
    case 'contextChanged':
      return { ...state, context: action.context };
    case 'headerChanged':
      return { ...state, header: { ...state.header, [action.field]: action.value }, changed: true };
    case 'agreementChosen':
      return {
        ...state,
        header: {
          ...state.header,
          supplyAgreementID: action.supplyAgreementID,
          locationID: action.locationID,
          isRequestPickup: action.isRequestPickup,
          orderSlotID: null,
          orderBy: null,
        },
        changed: true,
      };
    case 'slotChosen':
      return {
        ...state,
        header: {
          ...state.header,
          orderSlotID: action.orderSlotID,
          orderBy: action.orderBy,
          dueDate: action.deliverBy,
        },
        changed: true,
      };
    case 'tagToggled': {
      const tags = splitTags(state.header.tagsCSV).filter(
        (tag) => tag.toLowerCase() !== action.tag.toLowerCase(),
      );
      const next = action.on ? [...tags, action.tag] : tags;
      return {
        ...state,
        header: { ...state.header, tagsCSV: next.length === 0 ? null : next.join(',') },
        changed: true,
      };
    }
    case 'productAdded': {
      const product = state.context.products.get(action.productID);
      if (product === undefined) return state;
      const existing = state.lines.find(
        (line) => line.productID === action.productID && line.isTethered !== true,
      );
      const quantity = action.quantity ?? lineIncrement(product) ?? 1;
      const lines =
        existing === undefined
          ? [...state.lines, lineFromProduct(product, `line-${state.nextKey}`, quantity, false)]
          : state.lines.map((line) =>
              line === existing ? { ...line, quantity: line.quantity + quantity } : line,
            );
      const nextKey = existing === undefined ? state.nextKey + 1 : state.nextKey;
      return { ...state, ...withTethers({ ...state, nextKey }, lines), changed: true };
    }
    case 'quantityChanged': {
      const target = state.lines.find((line) => line.key === action.key);
      if (target === undefined || target.isTethered === true) return state;
      const quantity = Number.isFinite(action.quantity) ? Math.max(0, action.quantity) : 0;
      const lines = state.lines.map((line) => (line.key === action.key ? { ...line, quantity } : line));
      return { ...state, ...withTethers(state, lines), changed: true };
    }
    case 'lineRemoved': {
      const lines = state.lines.filter((line) => line.key !== action.key || line.isTethered === true);
      return { ...state, ...withTethers(state, lines), changed: true };
    }
    case 'confirmed':
      return {
        ...state,
        header: {
          ...state.header,
          isConfirmed: true,
          confirmedOn: action.now,
          confirmedByUserID: action.userID,
        },
        changed: true,
      };
    case 'saved':
      return { ...state, changed: false };
  }
}

/**
 * The tags the order is priced and saved with: as typed, except that where the seller prices the
 * order its pricing tags stay as loaded (src/domain/order-line-rules.ts, as the services keep them).
 * @example pricedTagsCSV({ ...purchaseFromSeller, header: { tagsCSV: 'IgnoreDeliveryFee' } }) // null
 */
export function pricedTagsCSV(state: OrderEditorState): string | null {
  const typed = typeof state.header.tagsCSV === 'string' ? state.header.tagsCSV : null;
  return state.context.sellerPrices === true
    ? withSellerPricingTags(typed, state.loadedTagsCSV ?? null)
    : typed;
}

/**
 * The order priced with the domain core: tiered unit prices, GST, automatic lines, totals.
 * @example orderPricing(state).amountTotal
 */
export function orderPricing(state: OrderEditorState): OrderPricing<EditorLine> {
  return priceOrder(
    {
      orderItems: state.lines,
      isRequestPickup: state.header.isRequestPickup === true,
      tagsCSV: pricedTagsCSV(state),
      locationID: typeof state.header.locationID === 'string' ? state.header.locationID : null,
    },
    state.context.definitions,
    { possibleLocations: state.context.possibleLocations },
  );
}

/**
 * The messages of every line that breaks an ordering rule, by line key.
 * @example lineProblems(state).get('line-1') // 'Must be in increments of 24'
 */
export function lineProblems(state: OrderEditorState): Map<string, string> {
  const problems = new Map<string, string>();
  for (const line of state.lines) {
    if (line.quantity === 0) continue;
    const message = checkLineRules(line)[0];
    if (message !== undefined) problems.set(line.key, message);
  }
  return problems;
}

/** Whether the order carries the tag (IgnoreDeliveryFee and the like). */
export function hasTag(state: OrderEditorState, tag: string): boolean {
  return splitTags(state.header.tagsCSV).some((candidate) => candidate.toLowerCase() === tag.toLowerCase());
}

export { IGNORE_DELIVERY_FEE_TAG };
export { orderStatus } from '../order-status';

/**
 * Why the order cannot be saved yet, or null: an agreement, a due date and at least one line
 * are needed, and every line must keep its ordering rules.
 * @example saveProblem(initialOrderEditor('customer')) // 'Choose the customer'
 */
export function saveProblem(state: OrderEditorState): string | null {
  if (typeof state.header.supplyAgreementID !== 'string' || state.header.supplyAgreementID === '') {
    return state.kind === 'customer' ? 'Choose the customer' : 'Choose the supplier';
  }
  if (typeof state.header.dueDate !== 'string' || state.header.dueDate === '') return 'Choose the due date';
  if (itemsToSave(state.lines).length === 0) return 'Add at least one product';
  const problem = lineProblems(state).values().next();
  return problem.done === true ? null : problem.value;
}

function storedLine<L extends { key?: unknown; appliedUnitPrice?: unknown; taxTotal?: unknown }>(
  line: L,
): Omit<L, 'key' | 'appliedUnitPrice' | 'taxTotal'> {
  const { key: _key, appliedUnitPrice: _applied, taxTotal: _tax, ...rest } = line;
  return rest;
}

/**
 * The record to save: the header, the lines (quantity 0 left out) priced with their automatic
 * lines, the totals, and clientAmountTotal (what this device showed), so the form can tell when
 * the services' totals came out different.
 * @example orderToSave(state).orderItems.every((item) => item.quantity !== 0) // true
 */
export function orderToSave(state: OrderEditorState) {
  const pricing = priceOrder(
    {
      orderItems: itemsToSave(state.lines),
      isRequestPickup: state.header.isRequestPickup === true,
      tagsCSV: pricedTagsCSV(state),
      locationID: typeof state.header.locationID === 'string' ? state.header.locationID : null,
    },
    state.context.definitions,
    { possibleLocations: state.context.possibleLocations },
  );
  const orderItems = pricing.lines.map((line, index) => ({
    ...storedLine(line),
    sortNumber: index + 1,
    amountTotal: line.amountTotal,
  }));
  return {
    ...state.header,
    tagsCSV: pricedTagsCSV(state),
    orderItems,
    subTotal: pricing.subTotal,
    taxTotal: pricing.taxTotal,
    amountTotal: pricing.amountTotal,
    clientAmountTotal: pricing.amountTotal,
  };
}

/**
 * The message when the services' total of a saved order differs from what this device
 * computed when it saved (prices or rules changed meanwhile), or null.
 * @example totalsChangedMessage({ amountTotal: 120, clientAmountTotal: 110 }) // 'The services recalculated this order: the total is now $120.00 (it was $110.00 when saved)'
 */
export function totalsChanged(
  record: (Readonly<Partial<Order>> & { readonly _syncState?: unknown }) | null | undefined,
): { server: number; client: number } | null {
  if (record == null || record._syncState !== 'synced') return null;
  const server = record.amountTotal;
  const client = record.clientAmountTotal;
  if (typeof server !== 'number' || typeof client !== 'number') return null;
  return Math.abs(server - client) < 0.005 ? null : { server, client };
}

/**
 * The order's number as shown: the services' number (a purchase order's own PO number, else the
 * supplier's order number once it has one), or Pending until they give one.
 * @example orderNumberText('customer', { customerOrderNumber: null }) // 'Pending'
 */
export function orderNumberText(
  kind: OrderKind,
  record: (Readonly<Partial<Order>> & { readonly _syncState?: unknown }) | null | undefined,
): string {
  const fields =
    kind === 'customer'
      ? (['customerOrderNumber'] as const)
      : (['purchaseOrderNumber', 'customerOrderNumber'] as const);
  for (const field of fields) {
    const value = record?.[field];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
  }
  if (kind === 'purchase' && record?._syncState === 'synced') return '';
  return 'Pending';
}
