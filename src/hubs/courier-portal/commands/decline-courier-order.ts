import type { Command } from '../../../blocks/hub/command';
import type { MirrorRecord } from '../../../data/mirror-row';
import { writes } from '../../../data/write';
import { answerChanges, courierOrderStatus } from '../courier-order-flow';

export type DeclineCourierOrderState = { order: MirrorRecord; reason: string; now: Date; userID: string };

/** Decline a requested courier order, saying why. */
export const declineCourierOrder: Command<DeclineCourierOrderState> = {
  name: 'decline-courier-order',
  label: 'Decline',
  isEnabled: ({ order, reason }) => courierOrderStatus(order) === 'Requested' && reason.trim() !== '',
  perform: ({ order, reason, now, userID }) => [
    writes.update('courier-orders', order.id, answerChanges('Declined', { now, userID, reason })),
  ],
};
