import type { Command } from '../../../blocks/hub/command';
import type { FieldsOf } from '../../../data/mirror-row';
import { writes } from '../../../data/write';

/** One customer's order the sheet saves: a new one under the id chosen for it, or its order of the day. */
export type SheetOrderSave = {
  agreementID: string;
  id: string;
  isNew: boolean;
  fields: Readonly<Record<string, unknown>>;
};

export type SaveSheetOrdersState = { orders: readonly SheetOrderSave[] };

/** Save Orders: one customer order created or updated per changed row of the sheet. */
export const saveSheetOrders: Command<SaveSheetOrdersState> = {
  name: 'save-sheet-orders',
  label: 'Save Orders',
  isEnabled: (state) => state.orders.length > 0,
  perform: (state) =>
    state.orders.map((order) => {
      // sheetOrder builds the order as the order editor saves it; the services check it against the schema.
      const fields = order.fields as FieldsOf<'customer-orders'>;
      return order.isNew
        ? writes.create('customer-orders', order.id, fields)
        : writes.update('customer-orders', order.id, fields);
    }),
};
