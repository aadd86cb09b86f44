import type { Command } from '../../../blocks/hub/command';
import type { RecordOf } from '../../../data/mirror-row';
import { writes, type Write } from '../../../data/write';
import type { DayMovement } from '../../../domain/routing/day-movements';
import { journeyLoad, type ProposedJourney } from '../../../domain/routing/journey-plan';
import { canApply, movementPlacements } from '../flow';

export type ApplyJourneysState = {
  /** The proposal, as the planner left it. */
  journeys: readonly ProposedJourney[];
  /** The local day (yyyy-mm-dd) planned; it ends each journey's name. */
  day: string;
  /** When the journeys are due to start (ISO). */
  dueStart: string | null;
  /** The places of the company, copied onto each journey as its start and end. */
  locations: ReadonlyMap<string, RecordOf<'locations'>>;
  /** The section each planned movement is written back to. */
  entityOf: ReadonlyMap<string, DayMovement['entity']>;
  /** A new id for each proposed journey, in order (an empty journey makes none). */
  newIDs: readonly string[];
};

/**
 * Apply: a journey for each proposed journey with stops, then every planned movement onto its
 * journey at its stop number.
 */
export const applyJourneys: Command<ApplyJourneysState> = {
  name: 'apply-journeys',
  label: 'Apply',
  isEnabled: (state) => canApply(state) && state.newIDs.length >= state.journeys.length,
  perform: ({ journeys, day, dueStart, locations, entityOf, newIDs }) => {
    const created: Write[] = [];
    journeys.forEach((journey, index) => {
      if (journey.stops.length === 0) return;
      const [destinationCount, packages, weight] = journeyLoad(journey.stops);
      created.push(
        writes.create('journeys', newIDs[index] ?? '', {
          journeyName: `${journey.name} ${day}`,
          journeyTemplateID: journey.templateID,
          startLocationID: journey.start.id,
          endLocationID: journey.end.id,
          startLocation: locations.get(journey.start.id) ?? null,
          endLocation: locations.get(journey.end.id) ?? null,
          dueStartOn: dueStart,
          isReady: false,
          destinationCount,
          lastPackages: packages,
          lastWeight: Math.round(weight! * 100) / 100,
        }),
      );
    });
    const placed = movementPlacements(journeys).map((placement) =>
      writes.update(entityOf.get(placement.movementID) ?? 'deliveries', placement.movementID, {
        journeyID: newIDs[placement.journey],
        arrivalSortNumber: placement.arrivalSortNumber,
      }),
    );
    return [...created, ...placed];
  },
};
