import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { setPicked as setPickedItems } from '../pick-state';

export type SetPickedState = {
  consignmentID: string;
  productID: string;
  batchID: string | null;
  /** The quantity now picked from the batch (a tap, a typed number, a scan). */
  quantity: number;
};

/**
 * Pick a quantity of a line from one batch (never below none), on the consignment's picks as
 * they stand when the pick is saved: a quick tap on the next line never undoes this one.
 */
export const setPicked: Command<SetPickedState> = {
  name: 'set-picked',
  label: 'Pick',
  isEnabled: () => true,
  perform: (state) => [
    writes.revise('customer-consignments', state.consignmentID, (current) => ({
      consignmentEntryItems: setPickedItems(
        current.consignmentEntryItems ?? [],
        state.productID,
        state.batchID,
        Math.max(0, state.quantity),
      ),
    })),
  ],
};
