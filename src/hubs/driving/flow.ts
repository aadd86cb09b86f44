import type { MirrorRow } from '../../data/mirror-row';
import { driverJourneys } from '../../domain/delivery/journey-status';
import { waitingReleases } from './pickup-flow';

export type DrivingInput = {
  journeys: readonly MirrorRow<'journeys'>[];
  /** Every delivery the mirror holds (for each journey's stop count). */
  deliveries: readonly MirrorRow<'deliveries'>[];
  releases: readonly MirrorRow<'releases'>[];
  userID: string;
  /** The local day (yyyy-mm-dd) the driver works. */
  day: string;
  timeZone: string;
};

/** What the driver hub shows before a journey is opened. */
export type DrivingView = {
  /** The driver's journeys of the day, earliest first. */
  journeys: MirrorRow<'journeys'>[];
  /** Active stops per journey id. */
  stopCounts: ReadonlyMap<string, number>;
  /** The releases waiting for this driver's pickup. */
  waitingReleases: MirrorRow<'releases'>[];
};

/**
 * The driver hub's view model: the day's journeys, their stop counts and the pickups waiting.
 * @example drivingFlow({ journeys, deliveries, releases, userID: 'user-driver', day: '2026-03-03', timeZone }).journeys
 */
export function drivingFlow(input: DrivingInput): DrivingView {
  const journeys = driverJourneys(input.journeys, input.userID, input.day, input.timeZone);
  const stopCounts = new Map<string, number>();
  for (const stop of input.deliveries) {
    if (typeof stop.journeyID === 'string' && stop.isInactive !== true)
      stopCounts.set(stop.journeyID, (stopCounts.get(stop.journeyID) ?? 0) + 1);
  }
  return {
    journeys,
    stopCounts,
    waitingReleases: waitingReleases(input.releases, new Set(journeys.map((journey) => journey.id))),
  };
}
