import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { MirrorRow } from '../../../data/mirror-row';
import { pickupChanges, pickupProblems, type PickupDraft } from '../pickup-flow';

export type CompletePickupState = {
  release: MirrorRow<'releases'>;
  draft: PickupDraft;
  now: Date;
  userID: string;
};

/** Complete Pickup: counts released, the proof of release, and who took the goods when. */
export const completePickup: Command<CompletePickupState> = {
  name: 'complete-pickup',
  label: 'Complete Pickup',
  isEnabled: ({ release, draft }) => pickupProblems(release, draft).length === 0,
  perform: ({ release, draft, now, userID }) => [
    writes.update('releases', release.id, pickupChanges(release, draft, { now, userID })),
  ],
};
