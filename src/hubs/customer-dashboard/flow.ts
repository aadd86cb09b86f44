import { dayStart, earliestDueDay } from '../../domain/order-dates';
import type { SupplierCard } from '../../domain/insights/customer-insights';
import {
  buildOrderContext,
  lastOrderLines,
  policyOf,
  type OrderSources,
} from '../../domain/ordering/order-context';
import {
  initialOrderEditor,
  orderEditorReducer,
  orderPricing,
  orderToSave,
  type OrderEditorState,
} from '../../domain/ordering/order-editor-state';

/** The sources a repeat order is priced from, less the agreement (the card's) and the earlier orders (the card's lines). */
export type RepeatSources = Omit<OrderSources, 'kind' | 'agreement' | 'orders'>;

/**
 * Repeat Last Order: a new purchase order with the latest order's product lines (tethered and
 * automatic lines come back by themselves), its location and pickup, due on the earliest day the
 * agreement allows, priced with the editor's state. The card carries the latest line of each
 * product under the agreement (worked out in the insights worker), so the prices last paid come
 * without reading every order again. Null when there is nothing to repeat.
 * @example repeatLastOrder(card, sources, now, zone)?.order.orderItems.length
 */
export function repeatLastOrder(
  card: SupplierCard,
  sources: RepeatSources,
  now: Date,
  timeZone: string,
): { state: OrderEditorState; order: ReturnType<typeof orderToSave> } | null {
  if (card.lastOrder === null) return null;
  // The lines last paid first, then the last order (the latest of all) over them.
  const earlier = {
    id: 'previous-lines',
    supplyAgreementID: card.agreement.id,
    dueDate: '',
    orderItems: card.previousLines,
  };
  const context = buildOrderContext({
    ...sources,
    kind: 'purchase',
    agreement: card.agreement,
    orders: [earlier, card.lastOrder],
  });
  const tethered = new Set(context.tethers.map((tether) => tether.tetheredProductID));
  const lines = lastOrderLines([card.lastOrder], card.agreement.id).filter(
    (line) => !tethered.has(line.productID),
  );
  if (lines.length === 0) return null;
  const due = dayStart(earliestDueDay(now, policyOf(card.agreement), timeZone), timeZone);
  let state = orderEditorReducer(initialOrderEditor('purchase', context), {
    type: 'agreementChosen',
    supplyAgreementID: card.agreement.id,
    locationID: typeof card.lastOrder['locationID'] === 'string' ? card.lastOrder['locationID'] : null,
    isRequestPickup: card.lastOrder['isRequestPickup'] === true,
  });
  state = orderEditorReducer(state, { type: 'headerChanged', field: 'dueDate', value: due });
  state = orderEditorReducer(state, {
    type: 'headerChanged',
    field: 'buyerID',
    value: card.agreement['buyerID'] ?? null,
  });
  state = orderEditorReducer(state, {
    type: 'headerChanged',
    field: 'sellerID',
    value: card.agreement['sellerID'] ?? null,
  });
  for (const line of lines)
    state = orderEditorReducer(state, {
      type: 'productAdded',
      productID: line.productID,
      quantity: line.quantity,
    });
  return { state, order: orderToSave(state) };
}

export { orderPricing };
