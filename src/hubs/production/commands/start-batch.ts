import type { Command } from '../../../blocks/hub/command';
import { batchcodeOf, expiryOf, uniqueBatchcode } from '../../../domain/batch-production';
import type { MirrorRow } from '../../../data/mirror-row';
import { writes } from '../../../data/write';

export type StartBatchState = {
  product: MirrorRow<'products'>;
  quantityGoal: number;
  /** Where batches are made (productionFlow's home). */
  locationID: string;
  /** Every batch code in use, so the new one is its own. */
  batchcodes: readonly string[];
  timeZone: string;
  /** The moment of the tap (the batch's date of manufacture) and the new batch's id: asked when it runs. */
  now: () => string;
  newID: () => string;
};

/**
 * Start a batch of a manufactured product: a pending batch with a code of its own (a second
 * batch of the day gets …-2, so a scan or a recall names one batch), made today at home.
 */
export const startBatch: Command<StartBatchState> = {
  name: 'start-batch',
  label: 'Start batch',
  isEnabled: (state) => state.quantityGoal > 0,
  perform(state) {
    const dom = state.now();
    const { product } = state;
    return [
      writes.create('batches', state.newID(), {
        batchcode: uniqueBatchcode(
          batchcodeOf(product.batchcodeFormat || null, dom, state.timeZone),
          state.batchcodes,
        ),
        productID: product.id,
        product: { id: product.id, productName: product.productName },
        locationID: state.locationID,
        quantityGoal: state.quantityGoal,
        quantity: 0,
        dom,
        exp: expiryOf(dom, typeof product.expiryDays === 'number' ? product.expiryDays : null),
        createdOn: dom,
        isPending: true,
        onHold: false,
      }),
    ];
  },
};
