import { OrderDetailPage } from './order-detail-page';

/** purchase-order/:id: the order editor for an order the company places with a supplier. */
export default function PurchaseOrderDetail() {
  return <OrderDetailPage kind="purchase" />;
}
