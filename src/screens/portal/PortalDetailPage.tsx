import { useNavigate, useParams, useRouter, useRouterState } from '@tanstack/react-router';
import { NEW_ID, pathOf } from '../../navigation/portal-routes';
import { EntityDetailScreen } from './EntityDetailScreen';

/**
 * The detail route of one office-portal entity: the generic form for the route's id
 * ('new' creates), on behalf of the proxyID query's company when there is one. Back returns to the previous page, or to the list when there is none.
 * @example createRoute({ ..., component: () => <PortalDetailPage entityName="products" /> })
 */
export function PortalDetailPage({ entityName }: { entityName: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const params: { id?: string } = useParams({ strict: false });
  const proxyID = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get('proxyID'),
  });
  return (
    <EntityDetailScreen
      entityName={entityName}
      id={params.id ?? NEW_ID}
      proxyID={proxyID === '' ? null : proxyID}
      onNavigate={(href, options) =>
        void navigate({ href, ...(options?.replace === true ? { replace: true } : {}) })
      }
      onBack={() => {
        if (router.history.canGoBack()) router.history.back();
        else void navigate({ href: pathOf(entityName) });
      }}
    />
  );
}
