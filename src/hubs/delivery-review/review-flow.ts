import { hasDate } from '../../domain/unknown-values';
import { isOnDay } from '../../domain/delivery/journey-status';
import { packagedItemsOf, packageName, packedCount } from '../../domain/delivery/packaged-items';
import type { FieldsOf, RecordOf } from '../../data/mirror-row';

/** A delivery as the review reads it. */
type ReviewedMovement = Partial<
  Pick<
    RecordOf<'deliveries'>,
    | 'id'
    | 'isInactive'
    | 'isFlagged'
    | 'deliveredOn'
    | 'dueArrivalOn'
    | 'dueDepartureOn'
    | 'reviewedOn'
    | 'packagedItems'
  >
>;

/**
 * Whether the office has reviewed a delivery.
 * @example isReviewed({ reviewedOn: '2026-03-03T05:00:00Z' }) // true
 */
export function isReviewed(movement: ReviewedMovement): boolean {
  return hasDate(movement.reviewedOn);
}

/**
 * The movements to review on a day: delivered that day, or flagged and due or delivered that
 * day; flagged first, then unreviewed before reviewed, then by delivery time.
 * @example reviewList(deliveries, '2026-03-03').map((row) => row.id)
 */
export function reviewList<T extends ReviewedMovement>(
  movements: readonly T[],
  day: string,
  timeZone?: string,
): T[] {
  const onDay = (value: unknown) => isOnDay(value, day, timeZone);
  return movements
    .filter((movement) => movement.isInactive !== true)
    .filter(
      (movement) =>
        onDay(movement.deliveredOn) ||
        (movement.isFlagged === true && (onDay(movement.dueArrivalOn) || onDay(movement.dueDepartureOn))),
    )
    .toSorted(
      (a, b) =>
        Number(b.isFlagged === true) - Number(a.isFlagged === true) ||
        Number(isReviewed(a)) - Number(isReviewed(b)) ||
        String(a.deliveredOn ?? '').localeCompare(String(b.deliveredOn ?? '')),
    );
}

/** A packaged item delivered short. */
export type Short = { name: string; packed: number; delivered: number; reason: string };

/**
 * The items of a delivered movement that arrived short, with the driver's reason.
 * @example shortsOf({ deliveredOn: 'x', packagedItems: [{ code: 'CRT', quantityPacked: 3, quantityDelivered: 2, shortReason: 'Leaking' }] })
 * // [{ name: 'CRT', packed: 3, delivered: 2, reason: 'Leaking' }]
 */
export function shortsOf(movement: ReviewedMovement): Short[] {
  if (!hasDate(movement.deliveredOn)) return [];
  return packagedItemsOf(movement)
    .filter(
      (item) => typeof item.quantityDelivered === 'number' && item.quantityDelivered < packedCount(item),
    )
    .map((item) => ({
      name: packageName(item),
      packed: packedCount(item),
      delivered: Number(item.quantityDelivered),
      reason: typeof item.shortReason === 'string' ? item.shortReason : '',
    }));
}

/**
 * The fields Mark Reviewed writes.
 * @example reviewChanges({ now: new Date('2026-03-03T05:00:00Z'), userID: 'u1' }) // { reviewedOn: '2026-03-03T05:00:00.000Z', reviewedByUserID: 'u1' }
 */
export function reviewChanges(completion: { now: Date; userID: string }): FieldsOf<'deliveries'> {
  return { reviewedOn: completion.now.toISOString(), reviewedByUserID: completion.userID };
}
