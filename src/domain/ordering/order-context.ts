import type { AutomaticLineItemDefinition, PricingLocation } from '../automatic-line-items';
import { sellerLineDefinitions } from '../delivery-fees';
import type { LatLng } from '../point-in-polygon';
import {
  addDays,
  dayStart,
  localDayOf,
  type DueDatePolicy,
  type LocalDay,
  type OrderSlotDefinition,
} from '../order-dates';
import {
  agreementTerms,
  orderingPolicyRefusal,
  type OrderingPolicy,
  type SellerTermsFields,
} from '../ordering-policy';
import type { OrderItem } from '../schemas/order';
import { resolveTimeZone } from '../time-zone';
import type { OrderLineRule, UnitPriceIncrement } from '../order-pricing';
import type { ProductTetherFactor } from '../product-tethers';
import type { CatalogueProduct, OrderContext, OrderKind } from './order-editor-state';
import { tierPrices } from '../tier-prices';
import { numberOf, textOf, type AnyRecord } from '../unknown-values';
import { taxTypeOf } from '../tax-type';

/** A record of whichever navigation name a source holds (agreements are customers or suppliers by the order's kind). */
type Row = Readonly<AnyRecord> & { id: string };

function active(row: Row): boolean {
  return row.isInactive !== true;
}

/** The records the editor prices an order from, as the mirror holds them. */
export type OrderSources = {
  kind: OrderKind;
  /** The chosen customers or suppliers record (supply agreement with its terms). */
  agreement: Row | null;
  products: readonly Row[];
  priceTiers: readonly Row[];
  tethers: readonly Row[];
  automaticLineItems: readonly Row[];
  /** The company's delivery fees and zones: Delivery Fee lines within their areas, priced with the automatic lines. */
  deliveryFees?: readonly Row[];
  zones?: readonly Row[];
  locations: readonly Row[];
  /** Earlier orders of the same kind (customer or purchase orders). */
  orders: readonly Row[];
  /** The signed-in company (the seller of a customer order, the buyer of a purchase order). */
  companyID: string | null;
  /**
   * A purchase order's seller's catalogue for the company (supplier-catalogues), when the seller
   * is on Bulktrade: its products at the company's own tier's prices, tethers and automatic lines.
   */
  catalogue?: Row | null;
};

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is Row =>
          typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string',
      )
    : [];
}

/** The ordering terms a seller sets on its agreement with a buyer, which its catalogue carries. */
const CATALOGUE_TERMS = [
  'orderLeadHours',
  'requireLeadTime',
  'isAvailableWeekends',
  'orderCutOffTime',
  'orderingArrangement',
  'orderSlotIDs',
  'isPreferPickup',
  'isRequiredPickup',
  'possibleLocations',
  'isCustomerOrderingEnabled',
  'timeZone',
] as const;

/**
 * The catalogue of the seller a purchase order's supplier record names (one per seller), or null
 * (a customer order, a supplier outside Bulktrade, or one not yet pulled).
 * @example catalogueFor('purchase', { id: 'sup-1', sellerID: 'comp1' }, catalogues)?.id // 'comp1'
 */
export function catalogueFor(kind: OrderKind, agreement: Row | null, catalogues: readonly Row[]): Row | null {
  const sellerID = kind === 'purchase' ? textOf(agreement?.sellerID) : null;
  if (sellerID === null) return null;
  return catalogues.find((catalogue) => catalogue.id === sellerID && catalogue.isInactive !== true) ?? null;
}

/**
 * A buyer's supplier record with the ordering terms its seller set (lead time, weekends, slots,
 * pickup, possible locations): the seller's terms bind the buyer's orders, not the buyer's own copy.
 * @example withSellerTerms({ id: 'sup-1', sellerID: 'comp1' }, { id: 'comp1', orderLeadHours: 24 }).orderLeadHours // 24
 */
export function withSellerTerms(agreement: Row, catalogue: Row | null): Row {
  if (catalogue === null) return agreement;
  const terms = CATALOGUE_TERMS.filter((field) => catalogue[field] !== undefined).map((field) => [
    field,
    catalogue[field],
  ]);
  return { ...agreement, ...Object.fromEntries(terms) };
}

/** How a product record names the product in the editor's catalogue: its name (else its id), abbreviation, category, tax type and tags. */
function productNaming(
  product: Row,
): Pick<CatalogueProduct, 'id' | 'productName' | 'abbreviation' | 'categoryID' | 'taxType' | 'tags'> {
  return {
    id: product.id,
    productName: textOf(product.productName) ?? product.id,
    abbreviation: textOf(product.abbreviation),
    categoryID: textOf(product.categoryID),
    taxType: taxTypeOf(product.taxType),
    tags: textOf(product.tags),
  };
}

/** The latest line of each product in earlier orders under the agreement (its price and rules). */
function lastLines(orders: readonly Row[], agreementID: string | null): Map<string, OrderItem> {
  const lines = new Map<string, OrderItem>();
  const sorted = [...orders]
    .filter((order) => order.supplyAgreementID === agreementID)
    .sort((a, b) => String(a.dueDate ?? '').localeCompare(String(b.dueDate ?? '')));
  for (const order of sorted) {
    for (const item of Array.isArray(order.orderItems) ? order.orderItems : []) {
      if (
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { productID?: unknown }).productID === 'string'
      ) {
        lines.set((item as { productID: string }).productID, item as OrderItem);
      }
    }
  }
  return lines;
}

/**
 * The agreement's catalogue and pricing rules. A customer order sells the company's products at
 * the customer's price tier (the default tier where the tier has no price) with the company's
 * automatic lines; a purchase order from a seller on Bulktrade buys from the seller's catalogue
 * for the company (its tier's prices, the seller's tethers and automatic lines, as its services
 * price it); from a supplier outside Bulktrade, at the last price paid, with no automatic lines.
 * Locations are the buyer's.
 * @example buildOrderContext(sources).products.get('prod-milk-2l')?.unitPrice // 3.23 on the volume tier
 */
export function buildOrderContext(sources: OrderSources): OrderContext {
  const { kind, agreement } = sources;
  const agreementID = agreement?.id ?? null;
  const previous = lastLines(sources.orders, agreementID);
  const products = new Map<string, CatalogueProduct>();
  if (kind === 'customer') {
    const tiers = sources.priceTiers.filter(active);
    const own = tierPrices(tiers.find((tier) => tier.id === agreement?.priceTierID)?.productPrices);
    const fallback = tierPrices(tiers.find((tier) => tier.isDefault === true)?.productPrices);
    for (const product of sources.products.filter(active)) {
      if (product.isSold === false) continue;
      const price = own.get(product.id) ?? fallback.get(product.id);
      const last = previous.get(product.id);
      products.set(product.id, {
        ...productNaming(product),
        unitPrice: price?.unitPrice ?? 0,
        unitPriceIncrements: price?.unitPriceIncrements ?? null,
        rules: price?.rules ?? (Array.isArray(last?.rules) ? (last.rules as OrderLineRule[]) : null),
      });
    }
  } else if (sources.catalogue != null) {
    // A seller on Bulktrade: its products at the company's own tier's prices, as its services price them.
    for (const product of rowsOf(sources.catalogue.products)) {
      const unitPrice = numberOf(product.unitPrice);
      if (unitPrice === null) continue;
      products.set(product.id, {
        ...productNaming(product),
        unitPrice,
        unitPriceIncrements: Array.isArray(product.unitPriceIncrements)
          ? (product.unitPriceIncrements as UnitPriceIncrement[])
          : null,
        rules: Array.isArray(product.rules) ? (product.rules as OrderLineRule[]) : null,
      });
    }
  } else {
    const catalogue = new Map(sources.products.filter(active).map((product) => [product.id, product]));
    const ids = new Set([
      ...previous.keys(),
      ...[...catalogue.values()]
        .filter((product) => product.isAcquired === true)
        .map((product) => product.id),
    ]);
    for (const id of ids) {
      const product = catalogue.get(id);
      const last = previous.get(id);
      products.set(id, {
        id,
        productName:
          textOf(product?.productName) ??
          textOf(last?.description) ??
          textOf(last?.product?.productName) ??
          id,
        abbreviation: textOf(product?.abbreviation) ?? textOf(last?.lineItemCode),
        categoryID: textOf(product?.categoryID),
        taxType: taxTypeOf(product?.taxType) ?? taxTypeOf(last?.taxType),
        tags: textOf(product?.tags) ?? textOf(last?.tags),
        unitPrice: numberOf(last?.unitPrice) ?? 0,
        unitPriceIncrements: Array.isArray(last?.unitPriceIncrements)
          ? (last.unitPriceIncrements as UnitPriceIncrement[])
          : null,
        rules: Array.isArray(last?.rules) ? (last.rules as OrderLineRule[]) : null,
      });
    }
  }
  // Tethers are the seller's: comp1's crates follow its milk on its sales, not on what it buys.
  const sellerID = textOf(agreement?.sellerID);
  const tetherRows =
    sources.catalogue != null && kind === 'purchase' ? rowsOf(sources.catalogue.tethers) : sources.tethers;
  const tethers: ProductTetherFactor[] = tetherRows
    .filter(
      (row) =>
        active(row) &&
        (row.companyAccountID == null || sellerID === null || row.companyAccountID === sellerID),
    )
    .flatMap((row) => {
      const triggeringProductID = textOf(row.triggeringProductID);
      const tetheredProductID = textOf(row.tetheredProductID);
      const factor = numberOf(row.factor);
      const quantity = numberOf(row.quantity);
      return triggeringProductID && tetheredProductID && factor !== null && quantity !== null
        ? [{ triggeringProductID, tetheredProductID, factor, quantity }]
        : [];
    });
  // The company's own lines and fees, as its services price the order (src/domain/delivery-fees.ts).
  const own = (rows: readonly Row[] | undefined) =>
    (rows ?? []).filter(
      (row) =>
        active(row) &&
        (sources.companyID === null ||
          row.companyAccountID == null ||
          row.companyAccountID === sources.companyID),
    );
  const definitions =
    kind === 'customer'
      ? sellerLineDefinitions({
          automaticLineItems: own(sources.automaticLineItems).map(
            (row) => ({ ...row }) as unknown as AutomaticLineItemDefinition,
          ),
          deliveryFees: own(sources.deliveryFees).map(
            (row) => ({ ...row }) as unknown as AutomaticLineItemDefinition,
          ),
          zones: own(sources.zones).map((row) => ({
            id: row.id,
            boundary: Array.isArray(row.boundary) ? (row.boundary as LatLng[]) : null,
          })),
        })
      : rowsOf(sources.catalogue?.automaticLineItems).map(
          (row) => ({ ...row }) as unknown as AutomaticLineItemDefinition,
        );
  const possibleLocations: PricingLocation[] = deliveryLocations(sources).map((row) => ({
    id: row.id,
    lat: numberOf(row.lat),
    lng: numberOf(row.lng),
  }));
  // A seller on Bulktrade with terms for the company prices the order: its pricing tags are its own.
  const sellerPrices = kind === 'purchase' && sources.catalogue != null;
  return { products, tethers, definitions, possibleLocations, ...(sellerPrices ? { sellerPrices } : {}) };
}

/**
 * Where the order may be delivered: the agreement's possibleLocations when it names them, else
 * the buyer's locations, with the agreement's default location first.
 * @example deliveryLocations(sources).map((location) => location.locationName)
 */
export function deliveryLocations(
  sources: Pick<OrderSources, 'kind' | 'agreement' | 'locations' | 'companyID'>,
): Row[] {
  const { agreement } = sources;
  const named = Array.isArray(agreement?.possibleLocations)
    ? (agreement.possibleLocations as unknown[]).flatMap((entry) =>
        typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string'
          ? [(entry as { id: string }).id]
          : [],
      )
    : [];
  const buyer = sources.kind === 'customer' ? textOf(agreement?.buyerID) : sources.companyID;
  const defaultID = sources.kind === 'customer' ? textOf(agreement?.locationID) : null;
  const rows = sources.locations
    .filter(active)
    .filter((row) =>
      named.length > 0
        ? named.includes(row.id)
        : row.id === defaultID || (buyer !== null && row.companyAccountID === buyer),
    );
  return rows.sort((a, b) => (a.id === defaultID ? -1 : b.id === defaultID ? 1 : 0));
}

/** The agreement's ordering terms: lead time, weekends, pickup and the slot arrangement. */
export type OrderPolicyTerms = DueDatePolicy & {
  isSlotted: boolean;
  isPreferPickup: boolean;
  isRequiredPickup: boolean;
  /** The order slots the agreement orders in (all the seller's slots when it names none). */
  orderSlotIDs: readonly string[] | null;
};

/**
 * The order policy of an agreement record (customers or suppliers).
 * @example policyOf({ orderingArrangement: 'Slotted', orderLeadHours: 24 }).isSlotted // true
 */
export function policyOf(agreement: Readonly<AnyRecord> | null): OrderPolicyTerms {
  return {
    orderLeadHours: numberOf(agreement?.orderLeadHours),
    requireLeadTime: agreement?.requireLeadTime === true,
    isAvailableWeekends: agreement?.isAvailableWeekends === true,
    isSlotted: agreement?.orderingArrangement === 'Slotted',
    isPreferPickup: agreement?.isPreferPickup === true,
    isRequiredPickup: agreement?.isRequiredPickup === true,
    orderSlotIDs: Array.isArray(agreement?.orderSlotIDs)
      ? (agreement.orderSlotIDs as unknown[]).filter((id): id is string => typeof id === 'string')
      : null,
  };
}

/**
 * The slots an agreement orders in, from the order-slots records.
 * @example agreementSlots(policy, slotRows).map((slot) => slot.slotName)
 */
export function agreementSlots(policy: OrderPolicyTerms, slots: readonly Row[]): OrderSlotDefinition[] {
  return slots
    .filter((slot) => active(slot) && (policy.orderSlotIDs === null || policy.orderSlotIDs.includes(slot.id)))
    .map((slot) => ({
      id: slot.id,
      slotName: textOf(slot.slotName),
      cronExpression: textOf(slot.cronExpression),
      orderLeadHours: numberOf(slot.orderLeadHours),
      isOn: slot.isOn !== false,
    }));
}

/** A product the customer usually orders, with the quantity of its latest order. */
export type UsualProduct = { productID: string; quantity: number; times: number };

/**
 * The products of the agreement's last orders (up to `last`), most often ordered first, with
 * the latest quantity: the "usual products" list and Repeat Last Order.
 * @example usualProducts(orders, 'agr-1')[0] // { productID: 'prod-barista-milk-1l', quantity: 24, times: 3 }
 */
export function usualProducts(orders: readonly Row[], agreementID: string | null, last = 5): UsualProduct[] {
  const recent = orders
    .filter((order) => active(order) && order.supplyAgreementID === agreementID)
    .sort((a, b) => String(b.dueDate ?? '').localeCompare(String(a.dueDate ?? '')))
    .slice(0, last);
  const found = new Map<string, UsualProduct>();
  for (const order of recent) {
    for (const item of Array.isArray(order.orderItems) ? order.orderItems : []) {
      if (typeof item !== 'object' || item === null) continue;
      const line = item as Partial<OrderItem> & { automaticLineItemID?: unknown; isTethered?: unknown };
      const productID = textOf(line.productID);
      const quantity = numberOf(line.quantity);
      if (
        productID === null ||
        quantity === null ||
        quantity <= 0 ||
        line.automaticLineItemID != null ||
        line.isTethered === true
      )
        continue;
      const seen = found.get(productID);
      if (seen === undefined) found.set(productID, { productID, quantity, times: 1 });
      else seen.times += 1;
    }
  }
  return [...found.values()].sort((a, b) => b.times - a.times);
}

/**
 * The lines of the agreement's latest order (product and quantity), for Repeat Last Order;
 * tethered and automatic lines are left to the editor to add again.
 * @example lastOrderLines(orders, 'agr-1') // [{ productID: 'prod-barista-milk-1l', quantity: 24 }, ...]
 */
export function lastOrderLines(
  orders: readonly Row[],
  agreementID: string | null,
): { productID: string; quantity: number }[] {
  const latest = orders
    .filter((order) => active(order) && order.supplyAgreementID === agreementID)
    .sort((a, b) => String(b.dueDate ?? '').localeCompare(String(a.dueDate ?? '')))[0];
  const items = Array.isArray(latest?.orderItems) ? latest.orderItems : [];
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const line = item as Partial<OrderItem> & { automaticLineItemID?: unknown; isTethered?: unknown };
    const productID = textOf(line.productID);
    const quantity = numberOf(line.quantity);
    if (
      productID === null ||
      quantity === null ||
      quantity <= 0 ||
      line.automaticLineItemID != null ||
      line.isTethered === true
    )
      return [];
    return [{ productID, quantity }];
  });
}

/**
 * The seller's ordering policy as the services hold a buyer to it (src/domain/ordering-policy.ts),
 * built from what the device holds: the agreement with the seller's terms, its slots, and the
 * seller's time zone (the catalogue's for a purchase from a seller on Bulktrade, else the
 * company's own). A purchase from a supplier without terms on Bulktrade has none to keep but the
 * calendar: any day not past.
 * @example orderingPolicyFor({ kind: 'purchase', agreement, slots, timeZone: 'Australia/Perth', hasSellerTerms: true }).timeZone // the catalogue's 'Australia/Melbourne'
 */
export function orderingPolicyFor(input: {
  /** The customers or suppliers record, as the order's kind chooses. */
  agreement: Readonly<AnyRecord> | null;
  slots: readonly Row[];
  timeZone: string;
  hasSellerTerms: boolean;
  seller?: SellerTermsFields | null;
}): OrderingPolicy {
  const { agreement } = input;
  // The seller's own settings where its agreement leaves a term unset, as the services read them (agreementTerms).
  const defaults = agreementTerms(agreement ?? {}, input.seller ?? {});
  const terms = {
    ...policyOf(agreement),
    orderLeadHours: defaults.orderLeadHours ?? null,
    isAvailableWeekends: defaults.isAvailableWeekends,
    orderCutOffTime: defaults.orderCutOffTime ?? textOf(agreement?.orderCutOffTime),
  };
  const sellerName = textOf(agreement?.companyName) ?? 'The seller';
  if (!input.hasSellerTerms) {
    return {
      sellerName,
      timeZone: resolveTimeZone(input.timeZone),
      isCustomerOrderingEnabled: true,
      isSlotted: false,
      isRequiredPickup: false,
      isAvailableWeekends: true,
      requireLeadTime: false,
      orderLeadHours: null,
      slots: [],
    };
  }
  return {
    ...terms,
    sellerName,
    timeZone: resolveTimeZone(textOf(agreement?.timeZone) ?? input.timeZone),
    isCustomerOrderingEnabled: defaults.isCustomerOrderingEnabled,
    slots: agreementSlots(terms, input.slots),
  };
}

/**
 * The days the editor offers as an open order's due day, from today for `days` days in the
 * seller's zone: exactly those the services accept (orderingPolicyRefusal), so no past day, today
 * only inside the lead time's allowance, and weekends only when the seller delivers then.
 * @example offeredDueDays(policy, now, 7) // ['2026-12-01', '2026-12-02', ...]
 */
export function offeredDueDays(policy: OrderingPolicy, now: Date, days = 60): LocalDay[] {
  const today = localDayOf(now, policy.timeZone);
  const offered: LocalDay[] = [];
  for (let index = 0; index < days; index++) {
    const day = addDays(today, index);
    if (isOfferedDueDay(day, policy, now)) offered.push(day);
  }
  return offered;
}

/**
 * Whether the editor offers the day as an open order's due day (the date picker greys the rest).
 * @example isOfferedDueDay('2026-12-05', { ...policy, isAvailableWeekends: false }, now) // false (a Saturday)
 */
export function isOfferedDueDay(day: LocalDay, policy: OrderingPolicy, now: Date): boolean {
  if (policy.isSlotted) return false;
  return (
    orderingPolicyRefusal(
      { dueDate: dayStart(day, policy.timeZone), isRequestPickup: true },
      { ...policy, isCustomerOrderingEnabled: true, isRequiredPickup: false },
      now,
    ) === null
  );
}

/**
 * The due date a new open order starts with: the first day offered, as the seller's midnight;
 * `daysAhead` days from today at the soonest (a buyer's Order From Suppliers Days Ahead).
 * @example defaultDueDate(policy, now) // '2026-11-30T13:00:00.000Z' (Tue 1 Dec in Melbourne)
 */
export function defaultDueDate(policy: OrderingPolicy, now: Date, daysAhead = 0): string | null {
  const from = addDays(
    localDayOf(now, policy.timeZone),
    Number.isFinite(daysAhead) && daysAhead > 0 ? Math.floor(daysAhead) : 0,
  );
  const first = offeredDueDays(policy, now, 60 + Math.max(0, Math.floor(daysAhead) || 0)).find(
    (day) => day >= from,
  );
  return first === undefined ? null : dayStart(first, policy.timeZone);
}
