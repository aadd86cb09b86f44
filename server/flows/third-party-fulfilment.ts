import type { ConsignmentLine } from '../../src/domain/pick-pack-settings';
import type { Store } from '../store/store';
import { textOf } from '../../src/domain/unknown-values';

// A 3PL fulfilling for a client (issue 23 §7): the agreement that says so, and what its floor
// needs to know of the client's products.

const CLIENTS_SECTION = 'Clients';
const COURIERS_SECTION = 'Couriers';
const PRODUCTS_SECTION = 'Products';

/** A consignment line on a 3PL's floor: the client's product, named, since the 3PL reads none of its products. */
export type NamedLine = ConsignmentLine & { productName?: string };

/**
 * Whether `fulfiller` is a 3PL of `client`: an agreement in force marked 3PL fulfilment, as the
 * 3PL keeps it (its client record) or as the client keeps it (its courier record).
 * @example await fulfilsFor(store, 'comp1', 'comp-healesville-cider') // true in the demo
 */
export async function fulfilsFor(store: Store, fulfiller: string, client: string): Promise<boolean> {
  const kept = [
    {
      section: CLIENTS_SECTION,
      owner: fulfiller,
      other: 'buyerID',
      value: client,
      self: 'courierID',
      selfValue: fulfiller,
    },
    {
      section: COURIERS_SECTION,
      owner: client,
      other: 'courierID',
      value: fulfiller,
      self: 'buyerID',
      selfValue: client,
    },
  ];
  for (const { section, owner, other, value, self, selfValue } of kept) {
    const { rows } = await store.list(section, {
      visibleTo: owner,
      conditions: [
        { field: other, op: 'eq', value },
        { field: 'isFulfiller', op: 'eq', value: true },
      ],
      includeInactive: false,
      includeCount: false,
      take: 20,
    });
    if (
      rows.some(
        (row) => row.companyAccountID === owner && (textOf(row.data[self]) ?? selfValue) === selfValue,
      )
    )
      return true;
  }
  return false;
}

/**
 * The lines with each product's name: the seller's product's, else the order line's description,
 * else the name the line already carries.
 * @example await namedLines(store, 'cider', [{ productID: 'apple', quantity: 2 }], []) // [{ productID: 'apple', quantity: 2, productName: 'Apple Cider' }]
 */
export async function namedLines(
  store: Store,
  seller: string,
  lines: readonly NamedLine[],
  orderItems: unknown,
): Promise<NamedLine[]> {
  const items: { productID?: unknown; description?: unknown }[] = Array.isArray(orderItems) ? orderItems : [];
  const named: NamedLine[] = [];
  for (const line of lines) {
    const product = await store.get(PRODUCTS_SECTION, line.productID);
    const fromProduct =
      product !== null && product.companyAccountID === seller ? textOf(product.data.productName) : null;
    const fromOrder = textOf(items.find((item) => item.productID === line.productID)?.description);
    const productName = fromProduct ?? fromOrder ?? line.productName ?? null;
    named.push(productName === null ? { ...line } : { ...line, productName });
  }
  return named;
}
