import { useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { NEW_ID, pathOf } from '../../routes/portal-routes';
import { EntityDetailScreen } from './EntityDetailScreen';

/**
 * The detail route of one office-portal entity: the generic form for the route's id
 * ('new' creates). Back returns to the previous page, or to the list when there is none.
 * @example createRoute({ ..., component: () => <PortalDetailPage entityName="products" /> })
 */
export function PortalDetailPage({ entityName }: { entityName: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const params: { id?: string } = useParams({ strict: false });
  return (
    <EntityDetailScreen
      entityName={entityName}
      id={params.id ?? NEW_ID}
      onNavigate={(href, options) => void navigate({ href, ...(options?.replace === true ? { replace: true } : {}) })}
      onBack={() => {
        if (router.history.canGoBack()) router.history.back();
        else void navigate({ href: pathOf(entityName) });
      }}
    />
  );
}
