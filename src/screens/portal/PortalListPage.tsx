import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useViewportSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { isTourName } from '../../blocks/blade-tours';
import { BladeHost } from '../../blocks/BladeHost';
import { BLADE_MOBILE_BREAKPOINT } from '../../blocks/block-constants';
import { TourButton } from '../../blocks/TourButton';
import { useTour } from '../../blocks/use-tour';
import { entityByName } from '../../entities/registry';
import { EntityDetailBlade } from './EntityDetailBlade';
import { EntityListScreen } from './EntityListScreen';

/** Blades are 94vh high; the blade header and the list's own header and padding take this much of it. */
const LIST_CHROME_HEIGHT = 150;
const LIST_MIN_HEIGHT = 240;
const BLADE_HEIGHT_SHARE = 0.94;

/**
 * The list route of one office-portal entity as a blade container: the list is the anchor, and
 * selecting a row (or New) opens the record's form in a detail blade beside it (over it on a
 * phone) while the URL stays the list's; its query values (searchString, filterBy, page,
 * proxyID, isTraining...) stay in the URL. The list's tour (its own, or the general one) starts
 * from the blade header.
 * @example createRoute({ ..., component: () => <PortalListPage entityName="products" /> })
 */
export function PortalListPage({ entityName }: { entityName: string }) {
  const navigate = useNavigate();
  // Plain strings: the router publishes several states per navigation, and a new object would re-render the list each time.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = useMemo(() => new URLSearchParams(searchStr), [searchStr]);
  const viewport = useViewportSize();
  const entity = entityByName(entityName);
  const tour = useTour(isTourName(entityName) ? entityName : 'all');
  const headerHeight = viewport.width > 0 && viewport.width < BLADE_MOBILE_BREAKPOINT ? 0 : 37;
  const height = Math.max(LIST_MIN_HEIGHT, Math.round(viewport.height * BLADE_HEIGHT_SHARE) - LIST_CHROME_HEIGHT - headerHeight);

  return (
    <BladeHost
      key={entityName}
      anchor={{ name: entityName }}
      anchorFills
      bladeTitle={(blade) => (blade.name === entityName ? entity.label : entity.singleLabel)}
      bladeActions={(blade) => (blade.name === entityName && tour.tour !== null ? <TourButton onClick={tour.start} /> : null)}
      renderBlade={(blade) =>
        blade.name === entityName ? (
          <div data-tour="list">
            <EntityListScreen
              entityName={entityName}
              search={search}
              onSearchChange={(params) => {
                const text = params.toString();
                void navigate({ href: text === '' ? pathname : `${pathname}?${text}`, replace: true });
              }}
              onNavigate={(href) => void navigate({ href })}
              height={height}
            />
          </div>
        ) : (
          <EntityDetailBlade key={blade.name} entityName={entityName} />
        )
      }
    >
      {tour.player}
    </BladeHost>
  );
}
