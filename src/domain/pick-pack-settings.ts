import { localDayOf } from './time-zone';

/**
 * The pick/pack settings of a company (kept on its company account record, edited on the
 * pick/pack settings page): whether the seller picks and packs its own orders, and whether
 * confirmed orders become one consignment each or one per customer per day.
 */
export type ConsignmentGrouping = 'PerOrder' | 'PerCustomerPerDay';

export const CONSIGNMENT_GROUPINGS: readonly ConsignmentGrouping[] = ['PerOrder', 'PerCustomerPerDay'];

/** A company account record as its pick/pack settings read it. */
export type PickPackSettingsRow = {
  readonly picksAndPacks?: boolean | null;
  readonly consignmentGrouping?: string | null;
  readonly pickPackLocationID?: string | null;
};

export type PickPackSettings = {
  /** False when a 3PL or nobody picks: confirming an order makes no consignment. Default true. */
  picksAndPacks: boolean;
  consignmentGrouping: ConsignmentGrouping;
  /** Where consignments leave from; the company's first location when unset. */
  pickPackLocationID: string | null;
};

/**
 * The settings a company account record holds, with the defaults filled in.
 * @example pickPackSettingsOf({ consignmentGrouping: 'PerCustomerPerDay' }).picksAndPacks // true
 */
export function pickPackSettingsOf(company: PickPackSettingsRow | null | undefined): PickPackSettings {
  const grouping = company?.consignmentGrouping;
  const location = company?.pickPackLocationID;
  return {
    picksAndPacks: company?.picksAndPacks !== false,
    consignmentGrouping: grouping === 'PerCustomerPerDay' ? 'PerCustomerPerDay' : 'PerOrder',
    pickPackLocationID: typeof location === 'string' && location !== '' ? location : null,
  };
}

/**
 * The calendar day (yyyy-mm-dd) an instant falls on in a time zone: consignments of one
 * customer and day are grouped by it.
 * @example localDay('2026-01-05T22:00:00Z', 'Australia/Melbourne') // '2026-01-06'
 */
export function localDay(iso: string, timeZone: string): string {
  return localDayOf(new Date(iso), timeZone);
}

/** An order line as a consignment needs it. */
export type ConsignmentLine = { productID: string; quantity: number };

/**
 * The product lines a confirmed order asks to be picked: lines with a product and a quantity
 * above zero (automatic lines such as delivery fees have no product), summed per product.
 * @example consignmentLinesOf([{ productID: 'p', quantity: 2 }, { productID: null, quantity: 1 }, { productID: 'p', quantity: 1 }]) // [{ productID: 'p', quantity: 3 }]
 */
export function consignmentLinesOf(orderItems: unknown): ConsignmentLine[] {
  if (!Array.isArray(orderItems)) return [];
  return mergeLines([], orderItems as { productID?: unknown; quantity?: unknown }[]);
}

/**
 * Adds lines to lines, summing quantities per product, first-seen order kept.
 * @example mergeLines([{ productID: 'p', quantity: 1 }], [{ productID: 'p', quantity: 2 }]) // [{ productID: 'p', quantity: 3 }]
 */
export function mergeLines(
  lines: readonly ConsignmentLine[],
  more: readonly { productID?: unknown; quantity?: unknown }[],
): ConsignmentLine[] {
  const merged = lines.map((line) => ({ ...line }));
  for (const item of more) {
    const productID = typeof item.productID === 'string' ? item.productID : '';
    const quantity = typeof item.quantity === 'number' && Number.isFinite(item.quantity) ? item.quantity : 0;
    if (productID === '' || quantity <= 0) continue;
    const found = merged.find((line) => line.productID === productID);
    if (found === undefined) merged.push({ productID, quantity });
    else found.quantity += quantity;
  }
  return merged;
}
