import type { Command } from '../../../blocks/hub/command';
import type { FieldsOf } from '../../../data/mirror-row';
import { writes } from '../../../data/write';
import type { ReviewEntry } from '../flow';
import { reviewChanges } from '../review-flow';

export type MarkReviewedState = { entry: ReviewEntry; now: Date; userID: string };

/** Mark Reviewed: the office has looked at a delivered or flagged movement. */
export const markReviewed: Command<MarkReviewedState> = {
  name: 'mark-reviewed',
  label: 'Mark Reviewed',
  isEnabled: () => true,
  perform: ({ entry, now, userID }) => [
    writes.update(
      entry.entity,
      entry.record.id,
      reviewChanges({ now, userID }) as FieldsOf<typeof entry.entity>,
    ),
  ],
};
