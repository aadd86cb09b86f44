import { HttpProblem } from '../http/problem';
import type { Flow } from './flow';
import { batchBalance, recordStockEntry } from './stock-ledger';
import { numberOf, textOf } from '../../src/domain/unknown-values';

/**
 * A batch's life in the ledger: finishing a pending batch puts what was made into stock
 * (`produced`); a batch recorded finished with a quantity is `received`; putting a batch on
 * hold moves its available units to on hold, and releasing it moves them back.
 */
export const batchProductionFlow: Flow = {
  name: 'batch production',
  sections: ['Stock/Batches'],
  async run({ store, before, after, caller, clock }) {
    const productID = textOf(after.data.productID);
    const locationID = textOf(after.data.locationID);
    if (productID === null || locationID === null || after.isInactive) return;
    const owner = after.companyAccountID;
    const stamp = { userID: caller?.userID ?? null, createdOn: clock().toISOString() };
    const finishedNow =
      after.data.isPending !== true && (before === null ? true : before.data.isPending === true);
    if (finishedNow) {
      const quantity = numberOf(after.data.quantity) ?? 0;
      if (before !== null && quantity <= 0)
        throw new HttpProblem(422, 'Enter the quantity made before finishing the batch.', {
          errors: [{ field: 'quantity', message: 'Enter the quantity made' }],
        });
      if (quantity > 0) {
        const kind = before === null ? 'received' : 'produced';
        await recordStockEntry(
          store,
          owner,
          `${after.id}:${kind}`,
          { kind, productID, locationID, batchID: after.id, quantity },
          { ...stamp, reason: kind === 'produced' ? 'Batch finished' : 'Batch recorded' },
        );
      }
    }
    const wasHeld = before?.data.onHold === true;
    const isHeld = after.data.onHold === true;
    if (before !== null && wasHeld !== isHeld) {
      const balance = await batchBalance(store, owner, { locationID, productID, batchID: after.id });
      const quantity = isHeld ? balance.available : -balance.onHold;
      if (quantity !== 0) {
        await recordStockEntry(
          store,
          owner,
          `${after.id}:hold:v${after.rowVersion}`,
          { kind: 'onHold', productID, locationID, batchID: after.id, quantity },
          { ...stamp, reason: isHeld ? 'Batch put on hold' : 'Batch released' },
        );
      }
    }
  },
};
