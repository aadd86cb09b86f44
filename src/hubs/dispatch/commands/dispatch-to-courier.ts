import type { Command } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { writes } from '../../../data/write';
import { movementFor } from '../dispatch-flow';

export type DispatchToCourierState = {
  consignment: MirrorRow<'customer-consignments'>;
  courierID: string;
  /** The consignment's temperature-sensitive products as the mirror knows them. */
  sensitive: ReadonlySet<string>;
  /** The new courier order's id. */
  newID: string;
};

/** Send a ready consignment with a courier: a requested courier order, due when the goods are ready. */
export const dispatchToCourier: Command<DispatchToCourierState> = {
  name: 'dispatch-to-courier',
  label: 'Order Courier',
  isEnabled: ({ courierID }) => courierID !== '',
  perform: ({ consignment, courierID, sensitive, newID }) => [
    writes.create('courier-orders', newID, {
      ...movementFor(consignment, { journeyID: null, arrivalSortNumber: null, courierID }, sensitive),
      dueDepartureOn: consignment.dueReadyOn ?? consignment.readyOn ?? null,
      courierOrderStatus: 'Requested',
    }),
    writes.update('customer-consignments', consignment.id, { isDispatched: true }),
  ],
};
