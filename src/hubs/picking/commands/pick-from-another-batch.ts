import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { pickFromAnotherBatch as movePick, type EntryItem, type PickLine } from '../pick-state';

export type PickFromAnotherBatchState = {
  consignmentID: string;
  entryItems: readonly EntryItem[];
  line: PickLine;
  /** The batch the services refused (its stock is gone). */
  fromBatchID: string | null;
};

/** Move a refused batch's picks to the line's other batches with stock. */
export const pickFromAnotherBatch: Command<PickFromAnotherBatchState> = {
  name: 'pick-from-another-batch',
  label: 'Pick from another batch',
  isEnabled: () => true,
  perform: (state) => [
    writes.update('customer-consignments', state.consignmentID, {
      consignmentEntryItems: movePick(state.entryItems, state.line, state.fromBatchID),
    }),
  ],
};
