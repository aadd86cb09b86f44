import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';

export type FinishPickState = {
  consignmentID: string;
  /** Why it cannot be marked picked yet (finishProblem), or null. */
  problem: string | null;
  userID: string | null;
  now: () => string;
};

/** Mark the consignment picked, by whom and when: it moves on to packing. */
export const finishPick: Command<FinishPickState> = {
  name: 'finish-pick',
  label: 'Picked',
  isEnabled: (state) => state.problem === null,
  perform: (state) => [
    writes.update('customer-consignments', state.consignmentID, {
      pickedOn: state.now(),
      pickedByUserID: state.userID,
    }),
  ],
};
