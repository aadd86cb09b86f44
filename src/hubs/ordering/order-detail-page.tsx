import { useRouterState } from '@tanstack/react-router';
import { useDetailTarget } from '../../navigation/use-detail-target';
import { InstantOrder } from './InstantOrder';
import { OrderEditor } from './OrderEditor';
import { PurchaseOrderPrint } from './PurchaseOrderPrint';
import type { OrderKind } from '../../domain/ordering/order-editor-state';
import { ORDER_ENTITIES } from './use-order-sources';

const SINGLE: Readonly<Record<OrderKind, string>> = {
  customer: 'customer-order',
  purchase: 'purchase-order',
};

/**
 * The order editor as a page: the id from the route ('new' creates; ?supplyAgreementID= and
 * ?lines=productID:qty,... prefill it), Back to the previous page or the list. Inside a list's
 * detail blade it reads the id from the blade instead. A purchase order to a supplier outside
 * Bulktrade offers its printable purchase order.
 * @example export default function CustomerOrderDetail() { return <OrderDetailPage kind="customer" />; }
 */
export function OrderDetailPage({ kind }: { kind: OrderKind }) {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = new URLSearchParams(searchStr);
  // In a list's detail blade the id comes from the blade's data, and a created order stays in the blade.
  const target = useDetailTarget(SINGLE[kind], ORDER_ENTITIES[kind].orders);
  const id = target.id;
  const agreement = search.get('supplyAgreementID');
  const repeat = search.get('lines');
  const lines = (repeat ?? '')
    .split(',')
    .map((entry) => entry.split(':'))
    .flatMap(([productID, quantity]) =>
      productID && Number.isFinite(Number(quantity)) ? [{ productID, quantity: Number(quantity) }] : [],
    );
  if (kind === 'customer' && id === 'new' && search.get('mode') === 'instant') return <InstantOrder />;
  const editor = (
    <OrderEditor
      key={id}
      kind={kind}
      id={id}
      {...(agreement === null && lines.length === 0
        ? {}
        : { initial: { supplyAgreementID: agreement, lines } })}
      titleOrder={target.titleOrder}
      onCreated={(created) => target.created(created)}
      onBack={() => target.back()}
    />
  );
  return kind === 'purchase' && id !== 'new' ? (
    <PurchaseOrderPrint key={id} id={id}>
      {editor}
    </PurchaseOrderPrint>
  ) : (
    editor
  );
}
