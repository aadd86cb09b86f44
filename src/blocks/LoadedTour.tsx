import { useEffect } from 'react';
import { TourButton } from './TourButton';
import { useTour } from './use-tour';

export type LoadedTourProps = {
  /** The tour's name (TOUR_STEPS), e.g. 'sales-hub'. */
  name: string;
  /** Start the tour at once: its button was tapped before this code came (TourOnDemand). */
  initiallyOpened?: boolean;
};

/**
 * A screen's tour button (with its tooltip) and its player, in the chunk TourOnDemand loads when
 * the button is first pointed at, focused or tapped.
 * @example <LoadedTour name="sales-hub" />
 */
export function LoadedTour({ name, initiallyOpened = false }: LoadedTourProps) {
  const tour = useTour(name);
  const { start } = tour;
  useEffect(() => {
    if (initiallyOpened) start();
  }, [initiallyOpened, start]);
  if (tour.tour === null) return null;
  return (
    <>
      <TourButton onClick={start} />
      {tour.player}
    </>
  );
}
