import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { packWeights, setPackageSize, type PackagedItem, type PackageSize } from '../pack-state';

export type SavePackageSizeState = {
  consignmentID: string;
  packages: readonly PackagedItem[];
  /** The package measured, and its size. */
  index: number;
  size: PackageSize;
  /** Picked units and product weights, for the weights the size changes. */
  units: Parameters<typeof packWeights>[0];
  products: Parameters<typeof packWeights>[1];
};

/** Save a measured package size at once (offline too), with the weights it changes. */
export const savePackageSize: Command<SavePackageSizeState> = {
  name: 'save-package-size',
  label: 'Save',
  isEnabled: (state) => state.packages[state.index] !== undefined,
  perform(state) {
    const next = setPackageSize(state.packages, state.index, state.size);
    const weights = packWeights(state.units, state.products, next);
    return [
      writes.update('customer-consignments', state.consignmentID, {
        packagedItems: next,
        orderWeight: weights.orderWeight,
        stockWeight: weights.stockWeight,
      }),
    ];
  },
};
