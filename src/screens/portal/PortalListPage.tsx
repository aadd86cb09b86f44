import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useViewportSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { EntityListScreen } from './EntityListScreen';

// The rows fill the window below the app bar and the list header.
const LIST_CHROME_HEIGHT = 150;
const LIST_MIN_HEIGHT = 240;

/**
 * The list route of one office-portal entity: the generic list with its query values in
 * the URL (other query values such as isTraining stay).
 * @example createRoute({ ..., component: () => <PortalListPage entityName="products" /> })
 */
export function PortalListPage({ entityName }: { entityName: string }) {
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }) });
  const search = useMemo(() => new URLSearchParams(location.searchStr), [location.searchStr]);
  const { pathname } = location;
  const viewport = useViewportSize();
  return (
    <EntityListScreen
      key={entityName}
      entityName={entityName}
      search={search}
      onSearchChange={(params) => {
        const text = params.toString();
        void navigate({ href: text === '' ? pathname : `${pathname}?${text}`, replace: true });
      }}
      onNavigate={(href) => void navigate({ href })}
      height={Math.max(LIST_MIN_HEIGHT, viewport.height - LIST_CHROME_HEIGHT)}
    />
  );
}
