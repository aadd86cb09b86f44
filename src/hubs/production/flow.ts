import { toMake } from '../../domain/batch-production';
import { checkStock, type DemandLine } from '../../domain/warehouse/stock-check';
import type { MirrorRow } from '../../data/mirror-row';

export type ProductionInput = {
  products: readonly MirrorRow<'products'>[];
  batches: readonly MirrorRow<'batches'>[];
  stock: readonly MirrorRow<'stock-items'>[];
  thresholds: readonly MirrorRow<'stock-thresholds'>[];
  /** The coming week's demand lines and their window (use-coming-demand). */
  demand: { lines: readonly DemandLine[]; from: string; until: string };
};

/** One manufactured product's card: what the week asks of it, and its latest batches. */
export type ProductionCard = {
  product: MirrorRow<'products'>;
  due: number;
  inStock: number;
  /** What its pending batches are set to make. */
  pending: number;
  /** Its lower stock threshold at the home location. */
  keep: number;
  /** The quantity goal a new batch starts with. */
  suggested: number;
  /** Its four newest batches, newest first. */
  batches: MirrorRow<'batches'>[];
};

export type ProductionView = {
  /** Where batches are made: the location holding the most stock items. */
  home: string;
  cards: ProductionCard[];
  /** Every batch code already used, so a new batch's code is its own. */
  batchcodes: string[];
};

const units = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The location holding the most stock items ('' when none). */
export function homeLocation(stock: readonly { locationID?: string | null }[]): string {
  const counts = new Map<string, number>();
  for (const item of stock) counts.set(item.locationID ?? '', (counts.get(item.locationID ?? '') ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * The production hub from records: for each manufactured product, what the coming week asks
 * for (open consignments and standing orders), the stock, the batches being made and the lower
 * threshold at home, and the quantity to make (toMake).
 * @example productionFlow({ products, batches, stock, thresholds, demand }).cards[0].suggested // 30
 */
export function productionFlow(input: ProductionInput): ProductionView {
  const home = homeLocation(input.stock);
  const checked = checkStock(input.demand.lines, new Map(), input.demand.from, input.demand.until);
  const cards = input.products
    .filter((product) => product.isManufactured === true && product.isInactive !== true)
    .map((product): ProductionCard => {
      const due = checked
        .filter((row) => row.productID === product.id)
        .reduce((sum, row) => sum + row.demand, 0);
      const keep = input.thresholds
        .filter(
          (row) => row.productID === product.id && row.isInactive !== true && (row.locationID ?? '') === home,
        )
        .reduce((sum, row) => sum + units(row.lowerThreshold), 0);
      const inStock = input.stock
        .filter((item) => item.productID === product.id)
        .reduce((sum, item) => sum + units(item.available), 0);
      const batches = input.batches
        .filter((batch) => batch.productID === product.id && batch.isInactive !== true)
        .sort((a, b) => (b.createdOn ?? '').localeCompare(a.createdOn ?? ''));
      const pending = batches
        .filter((batch) => batch.isPending === true)
        .reduce((sum, batch) => sum + units(batch.quantityGoal), 0);
      return {
        product,
        due,
        inStock,
        pending,
        keep,
        suggested: toMake({ due, inStock, pending, keep }),
        batches: batches.slice(0, 4),
      };
    });
  return { home, cards, batchcodes: input.batches.map((batch) => batch.batchcode ?? '') };
}

/** What a finished batch made, unless the person typed otherwise: its goal. */
export function madeOf(batch: MirrorRow<'batches'>, typed: number | undefined): number {
  return typed ?? units(batch.quantityGoal);
}
