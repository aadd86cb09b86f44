import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { resolveTour, type ResolvedTour } from './blade-tours';
import { TOUR_STEPS } from './tour-steps';

// The player (its overlay, FocusTrap and Portal) loads when a tour is first started, not with the screen.
const TourPlayer = lazy(() => import('./TourPlayer').then((module) => ({ default: module.TourPlayer })));

export type TourControl = {
  /** The tour that fits the request, or null (then no tour button shows). */
  tour: ResolvedTour | null;
  start: () => void;
  /** The player, to render anywhere on the screen (it draws itself over the page). */
  player: ReactNode;
};

/**
 * A screen's guided tour by name or name.status, with its player.
 * @example const tour = useTour('batches'); <TourButton onClick={tour.start} /> ... {tour.player}
 */
export function useTour(requested: string | null): TourControl {
  const [opened, setOpened] = useState(false);
  const [started, setStarted] = useState(false);
  const tour = useMemo(() => (requested === null ? null : resolveTour(requested, TOUR_STEPS)), [requested]);
  const close = useCallback(() => setOpened(false), []);
  const start = useCallback(() => {
    setStarted(true);
    setOpened(true);
  }, []);
  return {
    tour,
    start,
    player:
      tour === null || !started ? null : (
        <Suspense>
          <TourPlayer tour={tour} opened={opened} onClose={close} />
        </Suspense>
      ),
  };
}
