import {
  initialOrderEditor,
  orderEditorReducer,
  type OrderEditorAction,
  type OrderEditorState,
  type OrderKind,
} from '../../../domain/ordering/order-editor-state';

/**
 * An order editor for the command tests: a customer (or supplier) chosen, due on a day, and
 * `quantity` of one product at $2.10 (none: no lines).
 */
export function editorWith(quantity: number, kind: OrderKind = 'customer'): OrderEditorState {
  const events: OrderEditorAction[] = [
    {
      type: 'contextChanged',
      context: {
        products: new Map([
          ['milk', { id: 'milk', productName: 'Barista Milk 1L', taxType: null, unitPrice: 2.1 }],
        ]),
        tethers: [],
        definitions: [],
        possibleLocations: [],
      },
    },
    { type: 'agreementChosen', supplyAgreementID: 'agr-1', locationID: 'loc-1', isRequestPickup: false },
    { type: 'headerChanged', field: 'dueDate', value: '2026-12-01T00:00:00.000Z' },
  ];
  if (quantity > 0) events.push({ type: 'productAdded', productID: 'milk', quantity });
  return events.reduce(orderEditorReducer, initialOrderEditor(kind));
}
