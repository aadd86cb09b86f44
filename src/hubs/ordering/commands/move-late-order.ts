import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { LateOrderNotice } from '../late-order';

export type MoveLateOrderState = { id: string; notice: LateOrderNotice | null };

/** A purchase order the seller refused as late, moved to the next slot or day the seller takes. */
export const moveLateOrder: Command<MoveLateOrderState> = {
  name: 'move-late-order',
  label: (state) => state.notice?.next?.button ?? 'Move',
  isEnabled: (state) => state.notice?.next != null,
  perform: (state) =>
    state.notice?.next == null ? [] : [writes.update('purchase-orders', state.id, state.notice.next.changes)],
};
