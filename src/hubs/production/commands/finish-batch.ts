import type { Command } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { writes } from '../../../data/write';

export type FinishBatchState = { batch: MirrorRow<'batches'>; made: number };

/** A pending batch is finished: it made `made` units (its goal unless the person typed otherwise). */
export const finishBatch: Command<FinishBatchState> = {
  name: 'finish-batch',
  label: 'Finished',
  isEnabled: (state) => state.batch.isPending === true,
  perform: (state) => [writes.update('batches', state.batch.id, { isPending: false, quantity: state.made })],
};
