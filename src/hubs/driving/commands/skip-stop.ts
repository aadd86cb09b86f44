import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { FieldsOf } from '../../../data/mirror-row';
import { skipChanges, stopStatus } from '../../../domain/delivery/journey-status';
import type { Stop } from '../use-driver-data';

export type SkipStopState = { stop: Stop; reason: string };

/** Skip Stop (a failed delivery): the reason, and a flag so the office looks at it. */
export const skipStop: Command<SkipStopState> = {
  name: 'skip-stop',
  label: 'Skip Stop',
  isEnabled: ({ stop, reason }) => stopStatus(stop.record) === 'open' && reason.trim() !== '',
  perform: ({ stop, reason }) => [
    writes.update(stop.entity, stop.record.id, skipChanges(reason) as FieldsOf<typeof stop.entity>),
  ],
};
