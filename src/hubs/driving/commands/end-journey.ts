import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { MirrorRow } from '../../../data/mirror-row';
import { canEndJourney } from '../../../domain/delivery/journey-status';
import type { Stop } from '../use-driver-data';

export type EndJourneyState = { journey: MirrorRow<'journeys'>; stops: readonly Stop[]; now: Date };

/** End Journey: once the journey is under way and every stop is delivered or skipped. */
export const endJourney: Command<EndJourneyState> = {
  name: 'end-journey',
  label: 'End Journey',
  isEnabled: ({ journey, stops }) =>
    canEndJourney(
      journey,
      stops.map((stop) => stop.record),
    ),
  perform: ({ journey, now }) => [writes.update('journeys', journey.id, { endedOn: now.toISOString() })],
};
