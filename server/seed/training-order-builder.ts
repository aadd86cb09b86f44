import { priceOrder, type AutomaticLineItemDefinition } from '../../src/domain/automatic-line-items';
import { QUANTITY_IN_INCREMENTS } from '../../src/domain/order-pricing';
import { applyTethers } from '../../src/domain/product-tethers';
import { COMPANY } from './training-ids';
import { AUTOMATIC_LINE_ITEMS, tierPrice, type TierPrice } from './training-price-rules';
import { TETHERS, productOf, productSummary } from './training-products';
import { siteOf } from './training-sites';
import { orderItemSchema } from '../../src/domain/schemas/order';
import { storedLines } from './stored-lines';
import type { SeedData } from './training-types';

export type OrderState = 'unconfirmed' | 'confirmed' | 'dispatched';

/** What an order is made from; prices, tethered lines, automatic lines and totals are derived. */
export type OrderSeed = {
  id: string;
  /** The customer order number, or the purchase order number. */
  number: number;
  kind: 'customer' | 'purchase';
  buyerID: string;
  sellerID: string;
  locationID: string;
  supplyAgreementID: string;
  /** Customer orders are priced at the buyer's tier; purchase orders at supplier cost. */
  priceTierID?: string;
  createdOn: string;
  dueDate: string;
  state: OrderState;
  confirmedOn?: string;
  confirmedByUserID?: string;
  /** A purchase order whose goods came in: it no longer counts as on order. */
  receivedOn?: string;
  isRequestPickup?: boolean;
  fulfillerID?: string;
  tagsCSV?: string;
  lines: readonly (readonly [productID: string, quantity: number])[];
};

/** A stored order line; automatic lines have no productID and name their definition. */
export type SeedOrderItem = {
  id: string;
  productID: string | null;
  quantity: number;
  description: string;
  unitPrice: number;
  taxType: string | null;
  tags: string | null;
  sortNumber: number;
  amountTotal: number;
  /** Unit price after quantity breaks; the invoice bills at this price. */
  appliedUnitPrice: number;
  automaticLineItemID: string | null;
};

export type BuiltOrder = {
  seed: OrderSeed;
  /** The order, its lines as pricing makes them, checked against the order's line schema. */
  data: SeedData<'customer-orders'>;
  items: SeedOrderItem[];
  totals: { subTotal: number; taxTotal: number; amountTotal: number };
};

function priceOf(
  seed: OrderSeed,
  productID: string,
): TierPrice | { unitPrice: number; unitPriceIncrements: null } {
  if (seed.kind === 'customer' && seed.priceTierID !== undefined)
    return tierPrice(seed.priceTierID, productID);
  return { unitPrice: productOf(productID).cost, unitPriceIncrements: null };
}

/** Seller-side automatic lines; only comp1's are modelled, so suppliers add none. */
function definitionsOf(sellerID: string): readonly AutomaticLineItemDefinition[] {
  return sellerID === COMPANY.wholesaler ? AUTOMATIC_LINE_ITEMS : [];
}

type StoredLine = Pick<
  SeedOrderItem,
  | 'id'
  | 'productID'
  | 'quantity'
  | 'description'
  | 'unitPrice'
  | 'taxType'
  | 'tags'
  | 'sortNumber'
  | 'amountTotal'
>;

function seedItem(
  line: StoredLine,
  appliedUnitPrice: number,
  automaticLineItemID: string | null,
): SeedOrderItem {
  const { id, productID, quantity, description, unitPrice, taxType, tags, sortNumber, amountTotal } = line;
  return {
    id,
    productID,
    quantity,
    description,
    unitPrice,
    taxType,
    tags,
    sortNumber,
    amountTotal,
    appliedUnitPrice,
    automaticLineItemID,
  };
}

/**
 * Builds an order record priced exactly as priceOrder prices it: tier prices,
 * crate deposits from the product tethers, automatic lines and totals.
 * @example buildOrder(seed).data.amountTotal // equals priceOrder(...).amountTotal
 */
export function buildOrder(seed: OrderSeed): BuiltOrder {
  const wanted = seed.lines.map(([productID, quantity]) => ({ productID, quantity }));
  const lines = seed.kind === 'customer' ? [...wanted, ...applyTethers(wanted, TETHERS)] : wanted;
  const productItems = lines.map(({ productID, quantity }, index) => {
    const product = productOf(productID);
    return {
      id: `${seed.id}-${index + 1}`,
      productID,
      quantity,
      description: product.productName,
      lineItemCode: product.abbreviation,
      ...priceOf(seed, productID),
      discount: 0,
      taxType: product.taxType,
      tags: product.tags,
      sortNumber: index + 1,
      isPlaceholder: false,
      product: productSummary(productID),
      rules:
        product.orderIncrement === undefined
          ? null
          : [{ rule: QUANTITY_IN_INCREMENTS, value: product.orderIncrement }],
    };
  });
  const site = siteOf(seed.locationID);
  const pricing = priceOrder(
    {
      orderItems: productItems,
      isRequestPickup: seed.isRequestPickup ?? false,
      tagsCSV: seed.tagsCSV ?? null,
      locationID: seed.locationID,
    },
    definitionsOf(seed.sellerID),
    { possibleLocations: [{ id: site.id, lat: site.lat, lng: site.lng }] },
  );
  const storedProductLines = pricing.productLines.map(
    ({ appliedUnitPrice: _applied, taxTotal: _tax, ...line }) => line,
  );
  const storedAutomaticLines = pricing.automaticLines.map((line, index) => ({
    id: `${seed.id}-${productItems.length + index + 1}`,
    productID: null,
    quantity: line.quantity,
    description: line.description ?? '',
    unitPrice: line.appliedUnitPrice,
    discount: 0,
    taxType: line.taxType ?? null,
    tags: line.tags ?? null,
    // After the product lines, in calcOrder.
    sortNumber: 100 + (line.sortNumber ?? 0),
    isPlaceholder: false,
    amountTotal: line.amountTotal,
    automaticLineItemID: line.automaticLineItemID,
    optionGroupID: line.optionGroupID,
  }));
  const items: SeedOrderItem[] = [
    ...pricing.productLines.map((line) => seedItem(line, line.appliedUnitPrice, null)),
    ...storedAutomaticLines.map((line) => seedItem(line, line.unitPrice, line.automaticLineItemID)),
  ];
  const totals = { subTotal: pricing.subTotal, taxTotal: pricing.taxTotal, amountTotal: pricing.amountTotal };
  const confirmed = seed.state !== 'unconfirmed';
  const number =
    seed.kind === 'customer' ? { customerOrderNumber: seed.number } : { purchaseOrderNumber: seed.number };
  return {
    seed,
    items,
    totals,
    data: {
      id: seed.id,
      ...number,
      buyerID: seed.buyerID,
      sellerID: seed.sellerID,
      fulfillerID: seed.fulfillerID ?? seed.sellerID,
      locationID: seed.locationID,
      supplyAgreementID: seed.supplyAgreementID,
      createdOn: seed.createdOn,
      dueDate: seed.dueDate,
      isConfirmed: confirmed,
      confirmedOn: confirmed ? (seed.confirmedOn ?? seed.createdOn) : null,
      confirmedByUserID: confirmed ? (seed.confirmedByUserID ?? null) : null,
      isDispatched: seed.state === 'dispatched',
      ...(seed.receivedOn === undefined ? {} : { receivedOn: seed.receivedOn }),
      isBuyerCourier: false,
      isRequestPickup: seed.isRequestPickup ?? false,
      tagsCSV: seed.tagsCSV ?? null,
      ...totals,
      orderItems: storedLines(orderItemSchema, [...storedProductLines, ...storedAutomaticLines]),
      isInactive: false,
    },
  };
}
