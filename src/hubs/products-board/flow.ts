import type { RecordOf } from '../../data/mirror-row';
import { productCards, type ProductCard } from '../../domain/insights/board-cards';

/** What the product board reads from the mirror (products undefined while loading) and the clock. */
export interface ProductsBoardInput {
  readonly products: readonly RecordOf<'products'>[] | undefined;
  readonly stockItems: readonly RecordOf<'stock-items'>[] | undefined;
  readonly thresholds: readonly RecordOf<'stock-thresholds'>[] | undefined;
  readonly orders: readonly RecordOf<'customer-orders'>[] | undefined;
  /** The company's Warn Below percent (Stock level settings), when it sets one. */
  readonly warnPercent: unknown;
  readonly now: number;
  readonly timeZone: string;
}

/** A named filter of the board's cards. */
export interface CardFilter<C> {
  readonly label: string;
  readonly keep: (card: C) => boolean;
}

/** The board's filters: the first shows every product. */
export const PRODUCT_FILTERS: readonly CardFilter<ProductCard>[] = [
  { label: 'All', keep: () => true },
  { label: 'Low stock', keep: (card) => card.isLow },
  { label: 'Sold this week', keep: (card) => card.soldThisWeek > 0 },
];

/** The texts the Find box searches in a card. */
export const productSearchTexts = (card: ProductCard): string[] => [card.name, card.abbreviation];

/**
 * The product board's cards: stock on hand, this week's sales and low stock (below the lower
 * threshold scaled by the company's Warn Below percent); undefined while the products load.
 * @example productsBoardFlow({ products, stockItems, thresholds, orders, warnPercent: 80, now, timeZone })?.[0]?.isLow
 */
export function productsBoardFlow(input: ProductsBoardInput): ProductCard[] | undefined {
  if (input.products === undefined) return undefined;
  return productCards(
    input.products,
    input.stockItems ?? [],
    input.thresholds ?? [],
    input.orders ?? [],
    input.now,
    input.timeZone,
    typeof input.warnPercent === 'number' ? input.warnPercent : null,
  );
}
