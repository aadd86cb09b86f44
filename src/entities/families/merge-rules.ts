import type { MergeRule } from '../entity-definition';

/** What the office is told on a stop the engine merged (the fields it changed follow). */
export const DRIVER_CONFLICT_TEXT = 'Changed in the office while the driver was offline';

/**
 * A stop the driver delivered or skipped with no signal: the driver's record of the stop (proof
 * of delivery, receiver, delivered counts, temperature, notes, flag, skip reason) is what
 * happened and stays; the office's planning (due times, order, destination, journey) is the
 * office's. The stop is flagged with a note naming what the office changed, for delivery review.
 */
export const DRIVER_STOP_MERGE: MergeRule = {
  when: ['proofOfDelivery', 'skipReason'],
  deviceFields: [
    'proofOfDelivery',
    'receiverName',
    'packagedItems',
    'tempOnDelivery',
    'driverNotes',
    'isFlagged',
    'isFulfilled',
    'deliveredOn',
    'deliveredByUserID',
    'skipReason',
  ],
  note: { flag: 'isFlagged', field: 'conflictNote', text: DRIVER_CONFLICT_TEXT },
};

/** A pickup the driver signed for with no signal: the release's proof and counts are the driver's. */
export const DRIVER_PICKUP_MERGE: MergeRule = {
  when: ['proofOfRelease'],
  deviceFields: [
    'proofOfRelease',
    'releaserName',
    'packagedItems',
    'driverNotes',
    'releasedOn',
    'releasedByUserID',
  ],
  note: { flag: 'isFlagged', field: 'conflictNote', text: DRIVER_CONFLICT_TEXT },
};

/**
 * A consignment picked on the warehouse tablet: the picks (batches and quantities) and who
 * picked it when are the picker's; the order lines, dates and places are the office's.
 */
export const PICKER_MERGE: MergeRule = {
  when: ['consignmentEntryItems', 'pickedOn'],
  deviceFields: ['consignmentEntryItems', 'pickedOn', 'pickedByUserID'],
};
