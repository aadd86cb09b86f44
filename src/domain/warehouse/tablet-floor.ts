/**
 * Where a warehouse tablet works and how much it picks at once: the pick/pack location the
 * device remembers (its stored appearance settings' locationID, spec 01 §3), and the company's
 * Orders Per Picking Batch (pick/pack settings). Pure: the picking and packing hubs read them.
 */
/** A consignment as batching reads it: when it is due. */
type Dated = { readonly dueDate?: string | null };

/**
 * The location the tablet works at: the one it remembers when that is still a place it can work
 * (one of the company's own locations or one with work), else the first with work, else the
 * company's first; '' when it knows none.
 * @example tabletLocation('loc-b', ['loc-a', 'loc-b'], ['loc-a']) // 'loc-b' (remembered, even with no work there now)
 */
export function tabletLocation(
  remembered: string | null | undefined,
  ownLocations: readonly string[],
  withWork: readonly string[],
): string {
  if (
    typeof remembered === 'string' &&
    remembered !== '' &&
    (ownLocations.includes(remembered) || withWork.includes(remembered))
  )
    return remembered;
  return withWork[0] ?? ownLocations[0] ?? '';
}

/**
 * The day's consignments in picking batches of `size` orders each, earliest due first; one batch
 * of all of them when the company sets no batch size.
 * @example pickingBatches([a, b, c], 2) // [[a, b], [c]]
 */
export function pickingBatches<T extends Dated>(
  consignments: readonly T[],
  size: number | null | undefined,
): T[][] {
  const sorted = [...consignments].sort((a, b) =>
    String(a.dueDate ?? '').localeCompare(String(b.dueDate ?? '')),
  );
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 1)
    return sorted.length === 0 ? [] : [sorted];
  const whole = Math.floor(size);
  const batches: T[][] = [];
  for (let start = 0; start < sorted.length; start += whole) batches.push(sorted.slice(start, start + whole));
  return batches;
}
