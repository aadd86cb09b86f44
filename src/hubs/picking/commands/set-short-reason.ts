import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { setShortReason as withReason, type OrderLine } from '../pick-state';

export type SetShortReasonState = {
  consignmentID: string;
  productID: string;
  /** The reason chosen, or null to clear it. */
  reason: string | null;
};

/** Say why a line is picked short, on the order lines as they stand when saved. */
export const setShortReason: Command<SetShortReasonState> = {
  name: 'set-short-reason',
  label: 'Short pick reason',
  isEnabled: () => true,
  perform: (state) => [
    writes.revise('customer-consignments', state.consignmentID, (current) => ({
      consignmentOrderItems: withReason(
        (current.consignmentOrderItems ?? []) as OrderLine[],
        state.productID,
        state.reason,
      ),
    })),
  ],
};
