import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { mayMarkPacked } from '../packing-slip';
import { packageCount, type PackagedItem } from '../pack-state';

export type MarkPackedState = {
  consignmentID: string;
  packages: readonly PackagedItem[];
  weights: { orderWeight: number; stockWeight: number };
  /** Label Every Package: Packed waits until the labels of the packages as they stand were printed. */
  labelRequired: boolean;
  labelsPrinted: boolean;
  userID: string | null;
  now: () => string;
};

/** Mark the consignment packed with its packages and weights: ready for a courier. */
export const markPacked: Command<MarkPackedState> = {
  name: 'mark-packed',
  label: 'Packed',
  isEnabled: (state) =>
    packageCount(state.packages) > 0 &&
    mayMarkPacked({ labelRequired: state.labelRequired, labelsPrinted: state.labelsPrinted }),
  perform(state) {
    const now = state.now();
    return [
      writes.update('customer-consignments', state.consignmentID, {
        packagedItems: [...state.packages],
        orderWeight: state.weights.orderWeight,
        stockWeight: state.weights.stockWeight,
        packedOn: now,
        packedByUserID: state.userID,
        readyOn: now,
        isReadyToOrderCourier: true,
        needsPacking: false,
      }),
    ];
  },
};
