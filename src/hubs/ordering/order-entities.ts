import type { OrderKind } from '../../domain/ordering/order-editor-state';

/** The navigation names of an order kind: its orders and its agreements. */
export const ORDER_ENTITIES: Readonly<
  Record<OrderKind, { orders: 'customer-orders' | 'purchase-orders'; agreements: 'customers' | 'suppliers' }>
> = {
  customer: { orders: 'customer-orders', agreements: 'customers' },
  purchase: { orders: 'purchase-orders', agreements: 'suppliers' },
};
