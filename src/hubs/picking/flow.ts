import type { MirrorRow } from '../../data/mirror-row';
import { onOwnFloor } from '../../domain/warehouse/own-floor';
import { pickingBatches } from '../../domain/warehouse/tablet-floor';
import { dueOn, workDays } from '../../domain/warehouse/warehouse-day';
import { combinedPickList, type CombinedLine } from './combined-pick-list';

type Consignment = MirrorRow<'customer-consignments'>;

/**
 * The consignments this floor picks: not dispatched, deleted or packed, leaving from a
 * location, and not one whose fulfilment the company bought (its 3PL picks that one); with the
 * locations they leave from (the tablet's choices).
 */
export function toPickOf(
  consignments: readonly Consignment[],
  companyID: string | null | undefined,
): { toPick: Consignment[]; locationIDs: string[] } {
  const toPick = consignments.filter(
    (c) =>
      c.isDispatched !== true &&
      c.isInactive !== true &&
      (c.departureLocationID ?? '') !== '' &&
      (c.packedOn ?? '') === '' &&
      onOwnFloor(c, companyID),
  );
  const locationIDs = [...new Set(toPick.map((c) => c.departureLocationID ?? ''))].sort();
  return { toPick, locationIDs };
}

export type PickingInput = {
  toPick: readonly Consignment[];
  /** Where the tablet stands. */
  locationID: string;
  timeZone: string;
  /** The company's Orders Per Picking Batch. */
  batchSize: number | null;
  chosenDay: string | null;
  chosenBatch: string | null;
};

/** One consignment's card on the list. */
export type PickCard = {
  consignment: Consignment;
  number: string;
  buyerName: string;
  /** The client it is picked for, when the company fulfils it as a 3PL. */
  forName: string | null;
  lineCount: number;
  picked: boolean;
  dueDate: string;
  failed: boolean;
};

export type PickingView = {
  /** Whether the tablet's location has anything to pick. */
  anyHere: boolean;
  day: string;
  allDays: string[];
  /** The day's batches, with their sizes. */
  batches: { value: string; label: string }[];
  batchIndex: number;
  cards: PickCard[];
  combined: CombinedLine[];
};

function cardOf(c: Consignment): PickCard {
  return {
    consignment: c,
    number: String(c.consignmentNumber ?? ''),
    buyerName: c.buyer?.companyName || c.buyerID || '',
    forName: (c.fulfillmentBuyerID ?? '') === '' ? null : c.seller?.companyName || c.fulfillmentBuyerID || '',
    lineCount: (c.consignmentOrderItems ?? []).length,
    picked: (c.pickedOn ?? '') !== '',
    dueDate: c.dueDate ?? '',
    failed: c._syncState === 'failed',
  };
}

/**
 * The picking hub at the tablet's location: the days with work (the first with something left
 * to pick chosen unless the picker chose), the day's consignments in picking batches (the first
 * with work left chosen unless the picker chose), and the batch's combined pick list.
 * @example pickingFlow({ toPick, locationID: 'wh', timeZone, batchSize: 2, chosenDay: null, chosenBatch: null }).batches.length // 2
 */
export function pickingFlow(input: PickingInput): PickingView {
  const { timeZone } = input;
  const atLocation = input.toPick.filter((c) => c.departureLocationID === input.locationID);
  const days = workDays(
    atLocation.filter((c) => (c.pickedOn ?? '') === ''),
    timeZone,
  );
  const allDays = workDays(atLocation, timeZone);
  const day =
    input.chosenDay !== null && allDays.includes(input.chosenDay)
      ? input.chosenDay
      : (days[0] ?? allDays[0] ?? '');
  const ofDay = atLocation
    .filter((c) => dueOn(c, day, timeZone))
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
  const batches = pickingBatches(ofDay, input.batchSize);
  const firstOpen = Math.max(
    0,
    batches.findIndex((batch) => batch.some((c) => (c.pickedOn ?? '') === '')),
  );
  const batchIndex =
    input.chosenBatch !== null && Number(input.chosenBatch) < batches.length
      ? Number(input.chosenBatch)
      : firstOpen;
  const inBatch = batches[batchIndex] ?? [];
  return {
    anyHere: atLocation.length > 0,
    day,
    allDays,
    batches: batches.map((batch, index) => ({
      value: String(index),
      label: `Batch ${index + 1} (${batch.length})`,
    })),
    batchIndex,
    cards: inBatch.map(cardOf),
    combined: combinedPickList(inBatch),
  };
}
