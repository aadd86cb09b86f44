import { orderQuantityProblem, proposedQuantity, type StockThresholdRule } from '../../domain/stock-replenishment';

export type ThresholdRecord = StockThresholdRule & { id: string; productID: string; locationID: string };
export type LevelRecord = { productID: string; locationID: string; available: number };

/** One proposal: bring `quantity` of a product to a location, moved from another location or bought. */
export type Proposal = {
  key: string;
  productID: string;
  locationID: string;
  level: number;
  lowerThreshold: number;
  quantity: number;
  kind: 'transfer' | 'purchase';
  /** Where a transfer comes from. */
  fromLocationID: string | null;
};

/**
 * Units available per product and location.
 * @example levelsOf([{ productID: 'p', locationID: 'l', available: 2 }, { productID: 'p', locationID: 'l', available: 3 }]).get('p|l') // 5
 */
export function levelsOf(items: readonly LevelRecord[]): Map<string, number> {
  const levels = new Map<string, number>();
  for (const item of items) levels.set(`${item.productID}|${item.locationID}`, (levels.get(`${item.productID}|${item.locationID}`) ?? 0) + item.available);
  return levels;
}

/**
 * What to do about every product below its lower threshold at a location: move the proposed
 * quantity from another of the company's locations that keeps at least its own lower threshold
 * (or has no threshold) after the move, else buy it (minimum order and increment respected).
 */
export function proposeBalancing(thresholds: readonly ThresholdRecord[], levels: ReadonlyMap<string, number>, ownLocations: readonly string[]): Proposal[] {
  const proposals: Proposal[] = [];
  for (const threshold of thresholds) {
    const level = levels.get(`${threshold.productID}|${threshold.locationID}`) ?? 0;
    const quantity = proposedQuantity(level, threshold);
    if (quantity <= 0) continue;
    const source = ownLocations.find((locationID) => {
      if (locationID === threshold.locationID) return false;
      const there = levels.get(`${threshold.productID}|${locationID}`) ?? 0;
      const keep = thresholds.find((other) => other.productID === threshold.productID && other.locationID === locationID)?.lowerThreshold ?? 0;
      return there - quantity >= keep;
    });
    proposals.push({
      key: threshold.id,
      productID: threshold.productID,
      locationID: threshold.locationID,
      level,
      lowerThreshold: threshold.lowerThreshold ?? 0,
      quantity,
      kind: source === undefined ? 'purchase' : 'transfer',
      fromLocationID: source ?? null,
    });
  }
  return proposals.sort((a, b) => a.level - a.lowerThreshold - (b.level - b.lowerThreshold));
}

/**
 * Why an edited quantity cannot be accepted (null when it can): a purchase keeps the threshold's
 * minimum order and increments; a transfer needs a whole number above 0.
 * @example acceptProblem({ kind: 'purchase', ... }, 40, { minimumOrderAmount: 36, orderIncrement: 9, ... }) // 'Order 36 plus steps of 9 (36, 45, 54, …)'
 */
export function acceptProblem(proposal: Pick<Proposal, 'kind'>, quantity: number, rule: StockThresholdRule | undefined): string | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return 'Enter a whole number above 0';
  if (proposal.kind === 'transfer' || rule === undefined) return null;
  return orderQuantityProblem(quantity, rule);
}
