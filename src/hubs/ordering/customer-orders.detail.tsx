import { OrderDetailPage } from './order-detail-page';

/** customer-order/:id: the order editor for an order a customer places with the company. */
export default function CustomerOrderDetail() {
  return <OrderDetailPage kind="customer" />;
}
