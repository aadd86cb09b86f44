import { textOf } from './warehouse-day';

/**
 * Whether a consignment is picked and packed on this company's floor: its own, and those it
 * fulfils as a 3PL for a client (issue 23 §7); not one whose fulfilment it bought from its 3PL
 * (fulfillmentBuyerID names it), which it only follows.
 * @example onOwnFloor({ fulfillerID: 'comp1', fulfillmentBuyerID: 'cider' }, 'comp1') // true: comp1 picks for its client
 * @example onOwnFloor({ fulfillerID: 'westgate', fulfillmentBuyerID: 'comp1' }, 'comp1') // false: Westgate picks it
 */
export function onOwnFloor(
  consignment: Readonly<Record<string, unknown>>,
  companyID: string | null | undefined,
): boolean {
  const buyer = textOf(consignment.fulfillmentBuyerID);
  if (buyer === '') return true;
  // Without the session's company (an old stored session) the 3PL's own is still told by its name.
  return companyID ? buyer !== companyID : textOf(consignment.fulfillerID) === '';
}

/**
 * A consignment line's product name: the product's, when the device holds it, else the name the
 * line carries (a client's product on its 3PL's floor), else its id.
 * @example lineProductName({ productID: 'apple', productName: 'Apple Cider' }, []) // 'Apple Cider'
 */
export function lineProductName(
  line: { productID: string; productName?: unknown },
  products: readonly Readonly<Record<string, unknown>>[] | undefined,
): string {
  return (
    textOf(products?.find((p) => p.id === line.productID)?.productName) ||
    textOf(line.productName) ||
    line.productID
  );
}

/**
 * The consignment's order line of a product (with the name it carries), or just the product.
 * @example orderLineOf({ consignmentOrderItems: [{ productID: 'apple', quantity: 2, productName: 'Apple Cider' }] }, 'apple').productName // 'Apple Cider'
 */
export function orderLineOf(
  consignment: Readonly<Record<string, unknown>>,
  productID: string,
): { productID: string; productName?: unknown } {
  const lines = Array.isArray(consignment.consignmentOrderItems)
    ? (consignment.consignmentOrderItems as { productID?: unknown; productName?: unknown }[])
    : [];
  const line = lines.find((candidate) => candidate.productID === productID);
  return { productID, productName: line?.productName };
}
