/** Who fulfils a consignment: what the floor it is picked on is told by. */
type Fulfilled = { readonly fulfillmentBuyerID?: string | null; readonly fulfillerID?: string | null };

/**
 * A consignment's order line as the floor reads it: its product and the name it carries (a
 * client's product on its 3PL's floor; the schema keeps it as an extra field, so unchecked).
 */
export type FloorLine = { productID: string; productName?: unknown };

/**
 * Whether a consignment is picked and packed on this company's floor: its own, and those it
 * fulfils as a 3PL for a client (issue 23 §7); not one whose fulfilment it bought from its 3PL
 * (fulfillmentBuyerID names it), which it only follows.
 * @example onOwnFloor({ fulfillerID: 'comp1', fulfillmentBuyerID: 'cider' }, 'comp1') // true: comp1 picks for its client
 * @example onOwnFloor({ fulfillerID: 'westgate', fulfillmentBuyerID: 'comp1' }, 'comp1') // false: Westgate picks it
 */
export function onOwnFloor(consignment: Fulfilled, companyID: string | null | undefined): boolean {
  const buyer = consignment.fulfillmentBuyerID ?? '';
  if (buyer === '') return true;
  // Without the session's company (an old stored session) the 3PL's own is still told by its name.
  return companyID ? buyer !== companyID : (consignment.fulfillerID ?? '') === '';
}

/**
 * A consignment line's product name: the product's, when the device holds it, else the name the
 * line carries (a client's product on its 3PL's floor), else its id.
 * @example lineProductName({ productID: 'apple', productName: 'Apple Cider' }, []) // 'Apple Cider'
 */
export function lineProductName(
  line: FloorLine,
  products: readonly { readonly id: string; readonly productName?: string | null }[] | undefined,
): string {
  const carried = typeof line.productName === 'string' ? line.productName : '';
  return products?.find((p) => p.id === line.productID)?.productName || carried || line.productID;
}

/**
 * The consignment's order line of a product (with the name it carries), or just the product.
 * @example orderLineOf({ consignmentOrderItems: [{ productID: 'apple', quantity: 2, productName: 'Apple Cider' }] }, 'apple').productName // 'Apple Cider'
 */
export function orderLineOf(
  consignment: { readonly consignmentOrderItems?: readonly FloorLine[] | null },
  productID: string,
): FloorLine {
  const line = (consignment.consignmentOrderItems ?? []).find(
    (candidate) => candidate.productID === productID,
  );
  return { productID, productName: line?.productName };
}
