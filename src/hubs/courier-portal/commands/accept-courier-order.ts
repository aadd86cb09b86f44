import type { Command } from '../../../blocks/hub/command';
import type { MirrorRecord } from '../../../data/mirror-row';
import { writes } from '../../../data/write';
import { answerChanges, courierOrderStatus } from '../courier-order-flow';

export type AcceptCourierOrderState = {
  order: MirrorRecord;
  /** One of the courier's journeys to carry it on, or none yet. */
  journeyID: string | null;
  now: Date;
  userID: string;
};

/** Accept a requested courier order, optionally onto one of the courier's journeys. */
export const acceptCourierOrder: Command<AcceptCourierOrderState> = {
  name: 'accept-courier-order',
  label: 'Accept',
  isEnabled: ({ order }) => courierOrderStatus(order) === 'Requested',
  perform: ({ order, journeyID, now, userID }) => [
    writes.update('courier-orders', order.id, answerChanges('Accepted', { now, userID, journeyID })),
  ],
};
