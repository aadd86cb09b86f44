import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { setPicked as setPickedItems, type EntryItem } from '../pick-state';

export type SetPickedState = {
  consignmentID: string;
  entryItems: readonly EntryItem[];
  productID: string;
  batchID: string | null;
  /** The quantity now picked from the batch (a tap, a typed number, a scan). */
  quantity: number;
};

/** Pick a quantity of a line from one batch (never below none). */
export const setPicked: Command<SetPickedState> = {
  name: 'set-picked',
  label: 'Pick',
  isEnabled: () => true,
  perform: (state) => [
    writes.update('customer-consignments', state.consignmentID, {
      consignmentEntryItems: setPickedItems(
        state.entryItems,
        state.productID,
        state.batchID,
        Math.max(0, state.quantity),
      ),
    }),
  ],
};
