import type { MirrorRow } from '../../data/mirror-row';
import { reviewList } from './review-flow';

/** A movement to review, with the section it is written back to. */
export type ReviewEntry = {
  entity: 'deliveries' | 'courier-movements';
  record: MirrorRow<'deliveries' | 'courier-movements'>;
};

export type ReviewInput = {
  deliveries: readonly MirrorRow<'deliveries'>[];
  courierMovements: readonly MirrorRow<'courier-movements'>[];
  /** The local day (yyyy-mm-dd) reviewed. */
  day: string;
  timeZone: string;
};

/**
 * The delivery review hub's view model: the day's delivered and flagged movements of both
 * sections, flagged first, each tagged with its section.
 * @example deliveryReviewFlow({ deliveries, courierMovements, day: '2026-03-03', timeZone })[0].entity
 */
export function deliveryReviewFlow(input: ReviewInput): ReviewEntry[] {
  const entity = new Map<ReviewEntry['record'], ReviewEntry['entity']>();
  for (const record of input.deliveries) entity.set(record, 'deliveries');
  for (const record of input.courierMovements) entity.set(record, 'courier-movements');
  return reviewList([...entity.keys()], input.day, input.timeZone).map((record) => ({
    entity: entity.get(record) ?? 'deliveries',
    record,
  }));
}
