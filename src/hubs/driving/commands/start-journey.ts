import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { journeyStatus } from '../../../domain/delivery/journey-status';
import type { MirrorRow } from '../../../data/mirror-row';

export type StartJourneyState = { journey: MirrorRow<'journeys'>; now: Date };

/** Start Journey: stamps startedOn on a journey not yet started. */
export const startJourney: Command<StartJourneyState> = {
  name: 'start-journey',
  label: 'Start Journey',
  isEnabled: ({ journey }) => journeyStatus(journey) === 'not-started',
  perform: ({ journey, now }) => [writes.update('journeys', journey.id, { startedOn: now.toISOString() })],
};
