import type { Command } from '../../../blocks/hub/command';
import type { FieldsOf } from '../../../data/mirror-row';
import { writes } from '../../../data/write';

/** A repeat of the last order, priced (flow.ts repeatLastOrder), under the id chosen for it. */
export type RepeatLastOrderState = { id: string; order: Readonly<Record<string, unknown>> | null };

/** Place Order: the customer's last order to a supplier again, as a new purchase order. */
export const placeRepeatOrder: Command<RepeatLastOrderState> = {
  name: 'place-repeat-order',
  label: 'Place Order',
  isEnabled: (state) => state.order !== null,
  perform: (state) => {
    if (state.order === null) return [];
    // The number is the services' to give a new order.
    const { customerOrderNumber: _number, ...fields } = state.order;
    return [writes.create('purchase-orders', state.id, fields as FieldsOf<'purchase-orders'>)];
  },
};
