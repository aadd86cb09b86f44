import type { Command } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { writes } from '../../../data/write';

export type HoldBatchState = { batch: MirrorRow<'batches'> };

/** A finished batch is held (kept from picking) or, when held, released. */
export const holdBatch: Command<HoldBatchState> = {
  name: 'hold-batch',
  label: (state) => (state.batch.onHold === true ? 'Release' : 'Hold'),
  isEnabled: (state) => state.batch.isPending !== true,
  perform: (state) => [writes.update('batches', state.batch.id, { onHold: state.batch.onHold !== true })],
};
