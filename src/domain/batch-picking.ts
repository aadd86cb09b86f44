/** Which batches to pick a line from, and whether a picked quantity can stand. */

/** A batch as picking reads it, with the units available at the picking location. */
export type PickableBatch = {
  batchID: string;
  batchcode: string | null;
  productID: string;
  /** Expiry (ISO); batches without one go last. */
  exp: string | null;
  onHold: boolean;
  isPending: boolean;
  available: number;
};

export type BatchSuggestion = {
  batchID: string;
  batchcode: string | null;
  exp: string | null;
  available: number;
  take: number;
};

/**
 * First expiry, first out: the product's batches with units available, never on hold or still
 * pending, earliest expiry first (ties by batch code), each with how many to take to cover
 * `quantity`. Batches beyond what the quantity needs are still listed (take 0), so the picker
 * can choose another.
 * @example suggestBatches([{ batchID: 'b1', batchcode: 'A', productID: 'p', exp: '2026-12-01', onHold: false, isPending: false, available: 4 }], 'p', 6)
 * // [{ batchID: 'b1', batchcode: 'A', exp: '2026-12-01', available: 4, take: 4 }]
 */
export function suggestBatches(
  batches: readonly PickableBatch[],
  productID: string,
  quantity: number,
): BatchSuggestion[] {
  const usable = batches
    .filter(
      (batch) => batch.productID === productID && !batch.onHold && !batch.isPending && batch.available > 0,
    )
    .toSorted((a, b) => {
      if (a.exp !== b.exp) {
        if (a.exp === null) return 1;
        if (b.exp === null) return -1;
        return Date.parse(a.exp) - Date.parse(b.exp);
      }
      return (a.batchcode ?? '').localeCompare(b.batchcode ?? '');
    });
  let rest = Math.max(0, quantity);
  return usable.map((batch) => {
    const take = Math.min(rest, batch.available);
    rest -= take;
    return {
      batchID: batch.batchID,
      batchcode: batch.batchcode,
      exp: batch.exp,
      available: batch.available,
      take,
    };
  });
}

/**
 * Why a picked quantity of one batch cannot stand (null when it can): not a whole number,
 * below zero, more than the batch has, or more than the line still needs.
 * @example pickProblem({ quantityPicked: 5, available: 3, ordered: 10, pickedElsewhere: 0 }) // 'Only 3 left in this batch'
 */
export function pickProblem(input: {
  quantityPicked: number;
  available: number;
  ordered: number;
  pickedElsewhere: number;
}): string | null {
  const { quantityPicked, available, ordered, pickedElsewhere } = input;
  if (!Number.isFinite(quantityPicked) || !Number.isInteger(quantityPicked)) return 'Enter a whole number';
  if (quantityPicked < 0) return 'Cannot be below 0';
  if (quantityPicked > available) return `Only ${Math.max(0, available)} left in this batch`;
  if (quantityPicked + pickedElsewhere > ordered) return `More than ordered (${ordered})`;
  return null;
}

/**
 * The batch a typed or scanned code names, among the product's batches (codes compare without
 * case or surrounding spaces); null when none matches.
 * @example batchByCode([{ batchID: 'b1', batchcode: 'GD251124' }], ' gd251124 ') // { batchID: 'b1', batchcode: 'GD251124' }
 */
export function batchByCode<T extends { batchcode: string | null }>(
  batches: readonly T[],
  code: string,
): T | null {
  const wanted = code.trim().toLowerCase();
  if (wanted === '') return null;
  return batches.find((batch) => (batch.batchcode ?? '').trim().toLowerCase() === wanted) ?? null;
}

/** A line still short after picking needs one of these reasons. */
export const SHORT_PICK_REASONS = ['Out of stock', 'Damaged', 'Expired', 'Not found'] as const;
