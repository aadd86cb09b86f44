import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { pickFromAnotherBatch as movePick, type PickLine } from '../pick-state';

export type PickFromAnotherBatchState = {
  consignmentID: string;
  line: PickLine;
  /** The batch the services refused (its stock is gone). */
  fromBatchID: string | null;
};

/** Move a refused batch's picks to the line's other batches with stock, on the picks as they stand when saved. */
export const pickFromAnotherBatch: Command<PickFromAnotherBatchState> = {
  name: 'pick-from-another-batch',
  label: 'Pick from another batch',
  isEnabled: () => true,
  perform: (state) => [
    writes.revise('customer-consignments', state.consignmentID, (current) => ({
      consignmentEntryItems: movePick(current.consignmentEntryItems ?? [], state.line, state.fromBatchID),
    })),
  ],
};
