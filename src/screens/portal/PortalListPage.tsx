import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { isTourName } from '../../blocks/blade-tours';
import { BladeHost } from '../../blocks/BladeHost';
import { BLADE_MOBILE_BREAKPOINT } from '../../blocks/block-constants';
import { useTour } from '../../blocks/use-tour';
import { entityByName } from '../../entities/registry';
import { EntityDetailBlade } from './EntityDetailBlade';
import { EntityListScreen } from './EntityListScreen';

/** The blade header (desktop) and the list's own header and padding take this much of a blade. */
const LIST_CHROME_HEIGHT = 150;
const LIST_MIN_HEIGHT = 240;
/** The spec's blade height, 94vh, as a share of the viewport. */
const BLADE_HEIGHT_SHARE = 0.94;
/**
 * The blade row fills the viewport below the app bar (and above a bottom navigation). Blades are
 * 94vh high but capped to this, so under the 60 px app bar the page does not scroll: on screens
 * under 1000 px high (where 6vh is less than the app bar) the blade is the space left instead.
 */
export const BLADE_HOST_HEIGHT = 'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem))';

/** The desktop blade header's height (its buttons); a phone's list blade has none. */
const BLADE_HEADER_HEIGHT = 37;

/**
 * The list scroller's height in a blade: the blade's height (94vh, or the host's when lower)
 * less the list's chrome; the blade header is only there on a desktop.
 * @example listHeight({ viewportHeight: 900, hostHeight: 840, phone: false }) // 653
 */
export function listHeight({ viewportHeight, hostHeight, phone }: { viewportHeight: number; hostHeight: number; phone: boolean }): number {
  const spec = Math.round(viewportHeight * BLADE_HEIGHT_SHARE);
  const blade = hostHeight > 0 ? Math.min(spec, Math.floor(hostHeight)) : spec;
  return Math.max(LIST_MIN_HEIGHT, blade - LIST_CHROME_HEIGHT - (phone ? 0 : BLADE_HEADER_HEIGHT));
}

/**
 * The list route of one office-portal entity as a blade container: the list is the anchor, and
 * selecting a row (or New) opens the record's form in a detail blade beside it (over it on a
 * phone) while the URL stays the list's; its query values (searchString, filterBy, page,
 * proxyID, isTraining...) stay in the URL. The list's tour (its own, or the general one) starts
 * from the list header. The blades fill the viewport below the app bar (BLADE_HOST_HEIGHT).
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
  const { ref: hostRef, height: hostHeight } = useElementSize();
  const phone = viewport.width > 0 && viewport.width < BLADE_MOBILE_BREAKPOINT;
  const height = listHeight({ viewportHeight: viewport.height, hostHeight, phone });

  return (
    <div ref={hostRef} style={{ height: BLADE_HOST_HEIGHT }}>
      <BladeHost
        key={entityName}
        anchor={{ name: entityName }}
        anchorFills
        bladeTitle={(blade) => (blade.name === entityName ? entity.label : entity.singleLabel)}
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
                {...(tour.tour === null ? {} : { onTour: tour.start })}
              />
            </div>
          ) : (
            <EntityDetailBlade key={blade.name} entityName={entityName} />
          )
        }
      >
        {tour.player}
      </BladeHost>
    </div>
  );
}
