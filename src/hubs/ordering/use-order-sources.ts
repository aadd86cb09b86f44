import { useMemo } from 'react';
import { useRecords } from '../../data/use-records';
import {
  buildOrderContext,
  catalogueFor,
  policyOf,
  withSellerTerms,
  type OrderPolicyTerms,
  type OrderSources,
} from '../../domain/ordering/order-context';
import type { OrderContext, OrderKind } from '../../domain/ordering/order-editor-state';
import { ORDER_ENTITIES } from './order-entities';

export { ORDER_ENTITIES } from './order-entities';

type Row = Readonly<Record<string, unknown>> & { id: string };

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is Row =>
          typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string',
      )
    : [];
}

export type OrderSourcesResult = {
  agreements: Row[];
  agreement: Row | null;
  policy: OrderPolicyTerms;
  context: OrderContext;
  sources: OrderSources;
  categories: Row[];
  slots: Row[];
  /** The mirror has answered every list (false while the first reads run). */
  ready: boolean;
};

/**
 * The company's own agreement with the other side of an order the other side placed (one order
 * record viewed by role: a customer's purchase order names the customer's supplier record, and
 * the seller prices and reads it by its own customers record of that buyer).
 * @example counterpartAgreement('customer', customers, 'comp-brunswick-st-espresso')?.priceTierID // 'tier-standard-wholesale'
 */
export function counterpartAgreement(
  kind: OrderKind,
  agreements: readonly Row[],
  counterpartID: string | null | undefined,
): Row | undefined {
  if (counterpartID == null || counterpartID === '') return undefined;
  return agreements.find((row) => (kind === 'customer' ? row.buyerID : row.sellerID) === counterpartID);
}

/**
 * The mirror records an order of the kind is edited from, live, and the pricing context of
 * the chosen agreement.
 * @example const { agreements, context, policy } = useOrderSources('customer', order.supplyAgreementID, order.buyerID);
 */
export function useOrderSources(
  kind: OrderKind,
  agreementID: string | null | undefined,
  counterpartID?: string | null,
): OrderSourcesResult {
  const names = ORDER_ENTITIES[kind];
  const agreementRows = useRecords(names.agreements);
  const products = useRecords('products');
  const priceTiers = useRecords('supplier-price-tiers');
  const tethers = useRecords('product-tethers');
  const automaticLineItems = useRecords('automatic-line-items');
  const deliveryFees = useRecords('delivery-fees');
  const zones = useRecords('zones');
  const locations = useRecords('locations');
  const orders = useRecords(names.orders);
  const categories = useRecords('product-categories');
  const slots = useRecords('order-slots');
  // A purchase order's seller on Bulktrade: what it sells the company, at its tier's prices, and its terms.
  const catalogues = useRecords('supplier-catalogues');
  return useMemo(() => {
    const withTerms = (row: Row) => withSellerTerms(row, catalogueFor(kind, row, catalogues ?? []));
    const agreements = (agreementRows ?? []).filter((row) => row.isInactive !== true).map(withTerms);
    const found =
      agreements.find((row) => row.id === agreementID) ??
      (agreementRows ?? []).find((row) => row.id === agreementID) ??
      counterpartAgreement(kind, agreements, counterpartID) ??
      null;
    const agreement = found === null ? null : withTerms(found);
    const catalogue = catalogueFor(kind, agreement, catalogues ?? []);
    const companyID =
      agreement === null
        ? null
        : String((kind === 'customer' ? agreement.sellerID : agreement.buyerID) ?? '') || null;
    const sources: OrderSources = {
      kind,
      agreement,
      products: products ?? [],
      priceTiers: priceTiers ?? [],
      tethers: tethers ?? [],
      automaticLineItems: automaticLineItems ?? [],
      deliveryFees: deliveryFees ?? [],
      zones: zones ?? [],
      locations: locations ?? [],
      orders: orders ?? [],
      companyID,
      catalogue,
    };
    return {
      agreements,
      agreement,
      policy: policyOf(agreement),
      context: buildOrderContext(sources),
      sources,
      categories: catalogue === null ? (categories ?? []) : rowsOf(catalogue.categories),
      slots: catalogue === null ? (slots ?? []) : rowsOf(catalogue.orderSlots),
      ready: [
        agreementRows,
        products,
        priceTiers,
        tethers,
        automaticLineItems,
        deliveryFees,
        zones,
        locations,
        orders,
        catalogues,
      ].every((rows) => rows !== undefined),
    };
  }, [
    kind,
    agreementID,
    counterpartID,
    agreementRows,
    products,
    priceTiers,
    tethers,
    automaticLineItems,
    deliveryFees,
    zones,
    locations,
    orders,
    categories,
    slots,
    catalogues,
  ]);
}
