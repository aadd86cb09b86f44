/**
 * Available stock: what a warehouse can still promise. One rule for the services, the
 * picking hub and the stock levels list:
 * - on hand: the units the stock ledger holds at a location (its stock items' `available`
 *   units, the running sum of the ledger's entries, not counting units on hold or wasted);
 * - committed: the units confirmed orders asked of the location that are not picked yet (their
 *   open consignments' lines less what is picked, while picking goes on);
 * - available = on hand − committed (below zero when more is promised than is on the shelf).
 *
 * A pick takes units off the shelf and, up to what its line ordered, out of what is committed,
 * so it never raises available: it leaves it as it was (the units were promised already) or
 * lowers it by what was picked beyond the order.
 */

import { numberOrZero } from './unknown-values';

export type StockFigures = { onHand: number; committed: number; available: number };

/**
 * @example availableStock(84, 24) // 60
 */
export function availableStock(onHand: number, committed: number): number {
  return onHand - committed;
}

/**
 * What an open consignment line still commits: what it ordered less what is picked, while
 * picking goes on; nothing once the consignment is marked picked (a short line asks no more).
 * @example committedUnits(24, 10, true) // 14
 * @example committedUnits(24, 30, true) // 0
 */
export function committedUnits(ordered: number, picked: number, stillPicking: boolean): number {
  return stillPicking ? Math.max(0, ordered - picked) : 0;
}

/**
 * The figures of a stock tracked item (inStock: on hand; onRequest: committed), as the services
 * keep it and the screens show it.
 * @example stockFigures({ inStock: 84, onRequest: 24 }) // { onHand: 84, committed: 24, available: 60 }
 */
export function stockFigures(
  tracked: { readonly inStock?: number | null; readonly onRequest?: number | null } | null | undefined,
): StockFigures {
  const onHand = numberOrZero(tracked?.inStock);
  const committed = numberOrZero(tracked?.onRequest);
  return { onHand, committed, available: availableStock(onHand, committed) };
}
