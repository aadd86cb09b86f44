import type { Command } from '../../../blocks/hub/command';
import type { FieldsOf } from '../../../data/mirror-row';
import { writes } from '../../../data/write';

/** One customer's order the sheet saves: a new one under the id chosen for it, or its order of the day. */
export type SheetOrderSave = {
  agreementID: string;
  id: string;
  isNew: boolean;
  fields: FieldsOf<'customer-orders'>;
};

export type SaveSheetOrdersState = { orders: readonly SheetOrderSave[] };

/** Save Orders: one customer order created or updated per changed row of the sheet. */
export const saveSheetOrders: Command<SaveSheetOrdersState> = {
  name: 'save-sheet-orders',
  label: 'Save Orders',
  isEnabled: (state) => state.orders.length > 0,
  perform: (state) =>
    state.orders.map((order) =>
      order.isNew
        ? writes.create('customer-orders', order.id, order.fields)
        : writes.update('customer-orders', order.id, order.fields),
    ),
};
