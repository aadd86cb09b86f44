import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { setShortReason as withReason, type OrderLine } from '../pick-state';

export type SetShortReasonState = {
  consignmentID: string;
  orderItems: readonly OrderLine[];
  productID: string;
  /** The reason chosen, or null to clear it. */
  reason: string | null;
};

/** Say why a line is picked short. */
export const setShortReason: Command<SetShortReasonState> = {
  name: 'set-short-reason',
  label: 'Short pick reason',
  isEnabled: () => true,
  perform: (state) => [
    writes.update('customer-consignments', state.consignmentID, {
      consignmentOrderItems: withReason(state.orderItems, state.productID, state.reason),
    }),
  ],
};
