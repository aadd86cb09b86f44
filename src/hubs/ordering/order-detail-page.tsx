import { useNavigate, useParams, useRouter, useRouterState } from '@tanstack/react-router';
import { useBlades, useCurrentBlade } from '../../blocks/blade-context';
import { itemBladeRequest } from '../../blocks/blade-manager';
import { pathOf } from '../../routes/portal-routes';
import { InstantOrder } from './InstantOrder';
import { OrderEditor } from './OrderEditor';
import type { OrderKind } from './order-editor-state';
import { ORDER_ENTITIES } from './use-order-sources';

const SINGLE: Readonly<Record<OrderKind, string>> = { customer: 'customer-order', purchase: 'purchase-order' };

/**
 * The order editor as a page: the id from the route ('new' creates; ?supplyAgreementID= and
 * ?lines=productID:qty,... prefill it), Back to the previous page or the list. Inside a list's
 * detail blade it reads the id from the blade instead.
 * @example export default function CustomerOrderDetail() { return <OrderDetailPage kind="customer" />; }
 */
export function OrderDetailPage({ kind }: { kind: OrderKind }) {
  const navigate = useNavigate();
  const router = useRouter();
  const params: { id?: string } = useParams({ strict: false });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = new URLSearchParams(searchStr);
  // In a list's detail blade the id comes from the blade's data, and a created order stays in the blade.
  const blades = useBlades();
  const blade = useCurrentBlade();
  const bladeID = blade !== null && typeof blade.data.id === 'string' && blade.data.id !== '' ? blade.data.id : null;
  const id = blade !== null ? (bladeID ?? 'new') : (params.id ?? 'new');
  const agreement = search.get('supplyAgreementID');
  const repeat = search.get('lines');
  const lines = (repeat ?? '')
    .split(',')
    .map((entry) => entry.split(':'))
    .flatMap(([productID, quantity]) => (productID && Number.isFinite(Number(quantity)) ? [{ productID, quantity: Number(quantity) }] : []));
  if (kind === 'customer' && id === 'new' && search.get('mode') === 'instant') return <InstantOrder />;
  return (
    <OrderEditor
      key={id}
      kind={kind}
      id={id}
      {...(agreement === null && lines.length === 0 ? {} : { initial: { supplyAgreementID: agreement, lines } })}
      titleOrder={blade === null ? 1 : 2}
      onCreated={(created) => {
        if (blades !== null && blade !== null) blades.open(itemBladeRequest(blade.name, created, { proxyID: blade.query.proxyID ?? null, parent: blade.parent }));
        else void navigate({ href: pathOf(SINGLE[kind], created), replace: true });
      }}
      onBack={() => {
        if (blades !== null && blade !== null) {
          blades.close(blade.name);
          return;
        }
        if (router.history.canGoBack()) router.history.back();
        else void navigate({ href: pathOf(ORDER_ENTITIES[kind].orders) });
      }}
    />
  );
}
