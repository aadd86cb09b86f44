import type { Command } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { writes } from '../../../data/write';

export type AssignDriverState = { journey: MirrorRow<'journeys'>; userID: string | null };

/** Give a journey its driver (or none). */
export const assignDriver: Command<AssignDriverState> = {
  name: 'assign-driver',
  label: 'Driver',
  isEnabled: ({ journey, userID }) => (journey.driverUserID ?? null) !== userID,
  perform: ({ journey, userID }) => [writes.update('journeys', journey.id, { driverUserID: userID })],
};
