import type { MirrorRow } from '../../data/mirror-row';
import { checkStock, productsNamed, soldOnly, type DemandLine } from '../../domain/warehouse/stock-check';

export type StockCheckerInput = {
  stock: readonly MirrorRow<'stock-items'>[];
  products: readonly MirrorRow<'products'>[] | undefined;
  batches: readonly MirrorRow<'batches'>[] | undefined;
  locations: readonly MirrorRow<'locations'>[] | undefined;
  /** The coming days' demand and the standing orders' part of it, in its window (use-coming-demand). */
  demand: { lines: readonly DemandLine[]; standing: readonly DemandLine[]; from: string; until: string };
  /** The typed or scanned text that narrows the products ('' for all). */
  find: string;
  /** Only products the company sells (the hubs menu's `filterBy=Sold`). */
  soldOnly: boolean;
};

/** One product at one location: its demand in the window against its stock there. */
export type StockCheckRow = {
  key: string;
  productName: string;
  locationName: string;
  demand: number;
  fromStanding: number;
  inStock: number;
  balance: number;
};

/**
 * The stock checker from records: demand in the window per product and location against the
 * units available there, shortfalls first, narrowed to the products the text names.
 * @example stockCheckerFlow({ ...input, find: 'milk' })[0].balance // -2
 */
export function stockCheckerFlow(input: StockCheckerInput): StockCheckRow[] {
  const levels = new Map<string, number>();
  for (const item of input.stock) {
    const key = `${item.productID ?? ''}|${item.locationID ?? ''}`;
    levels.set(key, (levels.get(key) ?? 0) + (typeof item.available === 'number' ? item.available : 0));
  }
  const { from, until } = input.demand;
  const fromStanding = new Map(
    checkStock(input.demand.standing, new Map(), from, until).map((row) => [
      `${row.productID}|${row.locationID}`,
      row.demand,
    ]),
  );
  const products = input.products ?? [];
  const named = productsNamed(input.find, products, input.batches ?? []);
  const checked = checkStock(input.demand.lines, levels, from, until);
  return (input.soldOnly ? soldOnly(checked, products) : checked)
    .filter((row) => named === null || named.has(row.productID))
    .map((row) => {
      const key = `${row.productID}|${row.locationID}`;
      return {
        key,
        productName: input.products?.find((p) => p.id === row.productID)?.productName || row.productID,
        locationName: input.locations?.find((l) => l.id === row.locationID)?.locationName || row.locationID,
        demand: row.demand,
        fromStanding: fromStanding.get(key) ?? 0,
        inStock: row.inStock,
        balance: row.balance,
      };
    });
}
