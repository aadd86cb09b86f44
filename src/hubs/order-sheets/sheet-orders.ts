import { dayStart } from '../../domain/order-dates';
import { buildOrderContext, type OrderSources } from '../../domain/ordering/order-context';
import {
  initialOrderEditor,
  orderEditorReducer,
  orderToSave,
} from '../../domain/ordering/order-editor-state';
import type { FieldsOf, RecordOf } from '../../entities/record-of';
import type { SheetSave, SlotDelivery } from './flow';

const NOT_WRITTEN = new Set(['id', 'rowVersion', 'isInactive', 'customerOrderNumber', 'isDispatched']);

/**
 * The order record one customer's sheet row saves: its existing order of the day with the new
 * quantities, or a new order due that day (in the sheet's slot, at its delivery and cut-off,
 * when the sheet has one), priced by the order editor's state (tier prices, tethers, automatic
 * lines and delivery fees, totals). Fields the services keep are left out.
 * @example sheetOrder(save, null, agreement, sources, '2026-03-05', zone).orderItems
 */
export function sheetOrder(
  save: SheetSave,
  existing: Readonly<RecordOf<'customer-orders'>> | null,
  agreement: Readonly<RecordOf<'customers'>>,
  sources: Omit<OrderSources, 'kind' | 'agreement'>,
  day: string,
  timeZone: string,
  slot: SlotDelivery | null = null,
): FieldsOf<'customer-orders'> {
  const context = buildOrderContext({ ...sources, kind: 'customer', agreement });
  let state = initialOrderEditor('customer', context);
  if (existing !== null) {
    state = orderEditorReducer(state, { type: 'loaded', order: existing });
  } else {
    state = orderEditorReducer(state, {
      type: 'agreementChosen',
      supplyAgreementID: agreement.id,
      locationID: typeof agreement.locationID === 'string' ? agreement.locationID : null,
      isRequestPickup: agreement.isRequiredPickup === true,
    });
    state =
      slot === null
        ? orderEditorReducer(state, {
            type: 'headerChanged',
            field: 'dueDate',
            value: dayStart(day, timeZone),
          })
        : orderEditorReducer(state, {
            type: 'slotChosen',
            orderSlotID: slot.orderSlotID,
            orderBy: slot.orderBy,
            deliverBy: slot.deliverBy,
          });
    state = orderEditorReducer(state, {
      type: 'headerChanged',
      field: 'buyerID',
      value: agreement.buyerID ?? null,
    });
    state = orderEditorReducer(state, {
      type: 'headerChanged',
      field: 'sellerID',
      value: agreement.sellerID ?? null,
    });
  }
  for (const { productID, quantity } of save.quantities) {
    const line = state.lines.find(
      (candidate) => candidate.productID === productID && candidate.isTethered !== true,
    );
    if (line !== undefined)
      state = orderEditorReducer(state, { type: 'quantityChanged', key: line.key, quantity });
    else if (quantity > 0) state = orderEditorReducer(state, { type: 'productAdded', productID, quantity });
  }
  const values = orderToSave(state);
  // The order as the order editor saves it; the services check it against the schema.
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => !key.startsWith('_') && !NOT_WRITTEN.has(key)),
  ) as FieldsOf<'customer-orders'>;
}
