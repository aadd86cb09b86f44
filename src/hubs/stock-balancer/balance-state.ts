import { restockKindOf, supplyLineFor, type SupplyLineRule } from '../../domain/supply-lines';
import {
  orderQuantityProblem,
  proposedQuantity,
  type StockThresholdRule,
} from '../../domain/stock-replenishment';

export type ThresholdRecord = StockThresholdRule & { id: string; productID: string; locationID: string };
export type LevelRecord = { productID: string; locationID: string; available: number };

/** One proposal: bring `quantity` of a product to a location, moved from another location or bought. */
export type Proposal = {
  key: string;
  productID: string;
  locationID: string;
  level: number;
  /** Units already on their way in: open purchase orders and transfers to the location. */
  onTheWay: number;
  lowerThreshold: number;
  quantity: number;
  kind: 'transfer' | 'purchase';
  /** Where a transfer comes from. */
  fromLocationID: string | null;
  /** The supply line it follows, when one restocks the product there: its way, supplier and lead hours. */
  supplyLine: SupplyLineRule | null;
};

/**
 * Units available per product and location.
 * @example levelsOf([{ productID: 'p', locationID: 'l', available: 2 }, { productID: 'p', locationID: 'l', available: 3 }]).get('p|l') // 5
 */
export function levelsOf(items: readonly LevelRecord[]): Map<string, number> {
  const levels = new Map<string, number>();
  for (const item of items)
    levels.set(
      `${item.productID}|${item.locationID}`,
      (levels.get(`${item.productID}|${item.locationID}`) ?? 0) + item.available,
    );
  return levels;
}

/** Units per product and location (`product|location`) moving in and out on open orders and transfers. */
export type StockOnTheWay = { inbound: ReadonlyMap<string, number>; outbound: ReadonlyMap<string, number> };

const NOTHING_ON_THE_WAY: StockOnTheWay = { inbound: new Map(), outbound: new Map() };

/** A line of an order or transfer: a quantity of a product. */
type MovingLine = { readonly productID?: string | null; readonly quantity?: number | null };

/** What is read of a purchase order to tell whether its goods are still coming. */
export type PurchaseOnTheWay = {
  readonly id?: string;
  readonly isInactive?: boolean | null;
  readonly receivedOn?: string | null;
  readonly locationID?: string | null;
  readonly orderItems?: readonly MovingLine[] | null;
};

/** What is read of a stock consignment to tell whether a transfer is still moving. */
export type TransferOnTheWay = {
  readonly id?: string;
  readonly isInactive?: boolean | null;
  readonly isTransfer?: boolean | null;
  readonly performedOn?: string | null;
  readonly pickedOn?: string | null;
  readonly departureLocationID?: string | null;
  readonly destinationLocationID?: string | null;
  readonly consignmentOrderItems?: readonly MovingLine[] | null;
};

const open = (row: { readonly isInactive?: boolean | null }, doneOn: string | null | undefined) =>
  row.isInactive !== true && (doneOn ?? '') === '';

function addLines(
  into: Map<string, number>,
  lines: readonly MovingLine[] | null | undefined,
  locationID: string,
): void {
  if (locationID === '' || !Array.isArray(lines)) return;
  for (const line of lines) {
    const productID = line?.productID ?? '';
    const quantity = typeof line?.quantity === 'number' && line.quantity > 0 ? line.quantity : 0;
    if (productID !== '' && quantity > 0)
      into.set(`${productID}|${locationID}`, (into.get(`${productID}|${locationID}`) ?? 0) + quantity);
  }
}

/**
 * What is already moving: purchase orders not yet received come in to their location; transfers
 * not yet arrived come in to their destination, and, until picked (a pick takes the units out of
 * the stock levels), go out of their departure location. So an accepted proposal stays accepted
 * after a reload and on every other tablet, and is never ordered twice.
 * @example stockOnTheWay([{ locationID: 'wh', orderItems: [{ productID: 'milk', quantity: 36 }] }], []).inbound.get('milk|wh') // 36
 */
export function stockOnTheWay(
  purchaseOrders: readonly PurchaseOnTheWay[],
  stockConsignments: readonly TransferOnTheWay[],
): StockOnTheWay {
  const inbound = new Map<string, number>();
  const outbound = new Map<string, number>();
  for (const order of purchaseOrders)
    if (open(order, order.receivedOn)) addLines(inbound, order.orderItems, order.locationID ?? '');
  for (const transfer of stockConsignments) {
    if (transfer.isTransfer !== true || !open(transfer, transfer.performedOn)) continue;
    addLines(inbound, transfer.consignmentOrderItems, transfer.destinationLocationID ?? '');
    if ((transfer.pickedOn ?? '') === '')
      addLines(outbound, transfer.consignmentOrderItems, transfer.departureLocationID ?? '');
  }
  return { inbound, outbound };
}

/**
 * What to do about every product below its lower threshold at a location, counting what is
 * already on its way there. A supply line restocking the product there decides the way: moved
 * from its location, bought (from its supplier), or made in house (then production's, and not
 * proposed here). Without one: move the proposed quantity from another of the company's
 * locations that keeps at least its own lower threshold (or has no threshold) after the move,
 * else buy it (minimum order and increment respected).
 */
export function proposeBalancing(
  thresholds: readonly ThresholdRecord[],
  levels: ReadonlyMap<string, number>,
  ownLocations: readonly string[],
  moving: StockOnTheWay = NOTHING_ON_THE_WAY,
  supplyLines: readonly SupplyLineRule[] = [],
): Proposal[] {
  const proposals: Proposal[] = [];
  for (const threshold of thresholds) {
    const key = `${threshold.productID}|${threshold.locationID}`;
    const level = levels.get(key) ?? 0;
    const onTheWay = moving.inbound.get(key) ?? 0;
    const quantity = proposedQuantity(level + onTheWay - (moving.outbound.get(key) ?? 0), threshold);
    if (quantity <= 0) continue;
    const line = supplyLineFor(supplyLines, threshold.productID, threshold.locationID);
    const way = line === null ? null : restockKindOf(line);
    if (way === 'make') continue;
    const base = {
      key: threshold.id,
      productID: threshold.productID,
      locationID: threshold.locationID,
      level,
      onTheWay,
      lowerThreshold: threshold.lowerThreshold ?? 0,
      quantity,
      supplyLine: line,
    };
    if (line !== null) {
      const from = way === 'transfer' ? (line.departureLocationID ?? null) : null;
      proposals.push({ ...base, kind: way === 'transfer' ? 'transfer' : 'purchase', fromLocationID: from });
      continue;
    }
    const source = ownLocations.find((locationID) => {
      if (locationID === threshold.locationID) return false;
      const there =
        (levels.get(`${threshold.productID}|${locationID}`) ?? 0) -
        (moving.outbound.get(`${threshold.productID}|${locationID}`) ?? 0);
      const keep =
        thresholds.find((other) => other.productID === threshold.productID && other.locationID === locationID)
          ?.lowerThreshold ?? 0;
      return there - quantity >= keep;
    });
    proposals.push({
      ...base,
      kind: source === undefined ? 'purchase' : 'transfer',
      fromLocationID: source ?? null,
    });
  }
  return proposals.sort(
    (a, b) => a.level + a.onTheWay - a.lowerThreshold - (b.level + b.onTheWay - b.lowerThreshold),
  );
}

/**
 * Why an edited quantity cannot be accepted (null when it can): a purchase keeps the threshold's
 * minimum order and increments; a transfer needs a whole number above 0.
 * @example acceptProblem({ kind: 'purchase', ... }, 40, { minimumOrderAmount: 36, orderIncrement: 9, ... }) // 'Order 36 plus steps of 9 (36, 45, 54, …)'
 */
export function acceptProblem(
  proposal: Pick<Proposal, 'kind'>,
  quantity: number,
  rule: StockThresholdRule | undefined,
): string | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return 'Enter a whole number above 0';
  if (proposal.kind === 'transfer' || rule === undefined) return null;
  return orderQuantityProblem(quantity, rule);
}
