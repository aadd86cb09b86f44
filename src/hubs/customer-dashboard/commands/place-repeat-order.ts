import type { Command } from '../../../blocks/hub/command';
import type { FieldsOf } from '../../../data/mirror-row';
import { writes } from '../../../data/write';
import type { orderToSave } from '../../../domain/ordering/order-editor-state';

/** A repeat of the last order, priced (flow.ts repeatLastOrder), under the id chosen for it. */
export type RepeatLastOrderState = { id: string; order: ReturnType<typeof orderToSave> | null };

/** Place Order: the customer's last order to a supplier again, as a new purchase order. */
export const placeRepeatOrder: Command<RepeatLastOrderState> = {
  name: 'place-repeat-order',
  label: 'Place Order',
  isEnabled: (state) => state.order !== null,
  perform: (state) => {
    if (state.order === null) return [];
    // The number is the services' to give a new order.
    const { customerOrderNumber: _number, ...fields } = state.order;
    // The editor's order has the schema's nullable bookkeeping (isInactive: null); the services check it as every write.
    return [writes.create('purchase-orders', state.id, fields as FieldsOf<'purchase-orders'>)];
  },
};
