import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { FieldsOf } from '../../../data/mirror-row';
import { stopStatus } from '../../../domain/delivery/journey-status';
import { deliveryChanges, stopProblems, type StopDraft } from '../stop-completion';
import type { Stop } from '../use-driver-data';

export type CompleteDeliveryState = {
  stop: Stop;
  draft: StopDraft;
  temperatureNeeded: boolean;
  now: Date;
  userID: string;
};

/**
 * Complete Delivery: the proof, the counts and who delivered when, written to the stop's own
 * section (a delivery, a courier's leg or an accepted courier order). Only an open stop whose
 * draft breaks no rule.
 */
export const completeDelivery: Command<CompleteDeliveryState> = {
  name: 'complete-delivery',
  label: 'Complete Delivery',
  isEnabled: ({ stop, draft, temperatureNeeded }) =>
    stopStatus(stop.record) === 'open' && stopProblems(stop.record, draft, temperatureNeeded).length === 0,
  perform: ({ stop, draft, now, userID }) => [
    writes.update(
      stop.entity,
      stop.record.id,
      deliveryChanges(stop.record, draft, { now, userID }) as FieldsOf<typeof stop.entity>,
    ),
  ],
};
