import type { EntityName } from '../data/mirror-row';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useContext, useMemo } from 'react';
import { isTourName } from '../blocks/blade-tours';
import { BladeHost } from '../blocks/BladeHost';
import { useTour } from '../blocks/use-tour';
import { entityByName } from '../entities/registry';
import { BespokeDetailContext } from '../navigation/bespoke-detail';
import { EntityListScreen } from './EntityListScreen';

// The form and its field editors (date pickers, schedules, tags, CSV) load when a record is first
// opened, not with the list.
const EntityDetailBlade = lazy(() =>
  import('./EntityDetailBlade').then((module) => ({ default: module.EntityDetailBlade })),
);

/**
 * The blade row fills the viewport below the app bar (and above a bottom navigation). Blades are
 * 94vh high but capped to this, so under the 60 px app bar the page does not scroll: on screens
 * under 1000 px high (where 6vh is less than the app bar) the blade is the space left instead.
 */
export const BLADE_HOST_HEIGHT =
  'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem))';

/**
 * The list route of one office-portal entity as a blade container: the list is the anchor, and
 * selecting a row (or New) opens the record's form in a detail blade beside it (over it on a
 * phone) while the URL stays the list's; its query values (searchString, filterBy, page,
 * proxyID, isTraining...) stay in the URL. The list's tour (its own, or the general one) starts
 * from the list header. The blades fill the viewport below the app bar (BLADE_HOST_HEIGHT).
 * @example createRoute({ ..., component: () => <PortalListPage entityName="products" /> })
 */
export function PortalListPage({ entityName }: { entityName: EntityName }) {
  const navigate = useNavigate();
  // Plain strings: the router publishes several states per navigation, and a new object would re-render the list each time.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = useMemo(() => new URLSearchParams(searchStr), [searchStr]);
  const entity = entityByName(entityName);
  const tour = useTour(isTourName(entityName) ? entityName : 'all');
  // An entity with a bespoke form (src/hubs/*/<name>.detail.tsx) shows it in the detail blade too.
  const bespokeDetail = useContext(BespokeDetailContext);
  const BespokeDetail = useMemo(() => bespokeDetail(entityName), [bespokeDetail, entityName]);

  return (
    <div style={{ height: BLADE_HOST_HEIGHT }}>
      <BladeHost
        key={entityName}
        anchor={{ name: entityName }}
        anchorFills
        bladeTitle={(blade) => (blade.name === entityName ? entity.label : entity.singleLabel)}
        renderBlade={(blade) =>
          blade.name === entityName ? (
            <div data-tour="list" style={{ height: '100%' }}>
              <EntityListScreen
                entityName={entityName}
                search={search}
                onSearchChange={(params) => {
                  const text = params.toString();
                  void navigate({ href: text === '' ? pathname : `${pathname}?${text}`, replace: true });
                }}
                onNavigate={(href) => void navigate({ href })}
                fill
                {...(tour.tour === null ? {} : { onTour: tour.start })}
              />
            </div>
          ) : BespokeDetail !== undefined ? (
            // Keyed by the record too: another row (or New) starts the bespoke form afresh.
            <Suspense key={`${blade.name}\u0000${String(blade.data.id ?? '')}`}>
              <BespokeDetail />
            </Suspense>
          ) : (
            <Suspense key={blade.name}>
              <EntityDetailBlade entityName={entityName} />
            </Suspense>
          )
        }
      >
        {tour.player}
      </BladeHost>
    </div>
  );
}
