import {
  itemKey,
  packagedItemsOf,
  packedCount,
  type PackagedItem,
} from '../../domain/delivery/packaged-items';
import { hasSignature, type SignatureProof } from '../../domain/delivery/signature-proof';
import { parseTemperature, TEMPERATURE_RANGE } from '../../domain/delivery/delivery-temperature';
import type { FieldsOf, RecordOf } from '../../data/mirror-row';

/** The stop's movement as the completion form reads it. */
type Movement = Readonly<Pick<RecordOf<'deliveries'>, 'packagedItems' | 'driverNotes' | 'isFlagged'>>;

/** What the driver fills in at a stop before Complete Delivery. */
export type StopDraft = {
  /** Delivered count per packaged item (by itemKey); starts as packed. */
  quantities: Record<string, number>;
  /** Why fewer were delivered than packed; required when any item is short. */
  shortReason: string;
  receiverName: string;
  signature: SignatureProof;
  /** As typed; required (and a number) when a product is temperature sensitive. */
  temperature: string;
  notes: string;
  flagged: boolean;
};

/** A rule a draft breaks, named by the field the driver must fix. */
export type StopProblem = {
  field: 'receiverName' | 'signature' | 'temperature' | 'quantities' | 'shortReason';
  message: string;
};

export const STOP_MESSAGES = {
  receiverName: 'Receiver Name is required',
  signature: 'The receiver must sign',
  temperatureRequired: 'Temperature is required: this delivery has temperature-sensitive products',
  temperatureNumber: 'Temperature must be a number',
  temperatureRange: `Temperature must be between ${TEMPERATURE_RANGE.min} and ${TEMPERATURE_RANGE.max} °C`,
  tooMany: 'Cannot deliver more than was packed',
  negative: 'Quantities cannot be negative',
  shortReason: 'Say why the delivery is short',
} as const;

/**
 * A blank draft for a stop: every item delivered as packed, notes as the movement holds them.
 * @example initialStopDraft({ packagedItems: [{ id: 'a', quantityPacked: 3 }] }).quantities // { a: 3 }
 */
export function initialStopDraft(movement: Movement): StopDraft {
  const quantities: Record<string, number> = {};
  packagedItemsOf(movement).forEach((item, index) => {
    quantities[itemKey(item, index)] = packedCount(item);
  });
  return {
    quantities,
    shortReason: '',
    receiverName: '',
    signature: [],
    temperature: '',
    notes: movement.driverNotes ?? '',
    flagged: movement.isFlagged === true,
  };
}

function deliveredOf(draft: StopDraft, item: PackagedItem, index: number): number {
  return draft.quantities[itemKey(item, index)] ?? packedCount(item);
}

/**
 * Whether any item is delivered short of what was packed.
 * @example isShort(movement, { ...draft, quantities: { a: 1 } }) // true when a was packed 3
 */
export function isShort(movement: Movement, draft: StopDraft): boolean {
  return packagedItemsOf(movement).some((item, index) => deliveredOf(draft, item, index) < packedCount(item));
}

/**
 * Everything that stops Complete Delivery, in the order the form shows the fields.
 * @example stopProblems(movement, draft, false) // [{ field: 'receiverName', message: 'Receiver Name is required' }, ...]
 */
export function stopProblems(
  movement: Movement,
  draft: StopDraft,
  temperatureNeeded: boolean,
): StopProblem[] {
  const problems: StopProblem[] = [];
  const items = packagedItemsOf(movement);
  const counts = items.map((item, index) => ({
    delivered: deliveredOf(draft, item, index),
    packed: packedCount(item),
  }));
  if (counts.some(({ delivered }) => delivered < 0 || !Number.isFinite(delivered))) {
    problems.push({ field: 'quantities', message: STOP_MESSAGES.negative });
  } else if (counts.some(({ delivered, packed }) => delivered > packed)) {
    problems.push({ field: 'quantities', message: STOP_MESSAGES.tooMany });
  }
  if (isShort(movement, draft) && draft.shortReason.trim() === '')
    problems.push({ field: 'shortReason', message: STOP_MESSAGES.shortReason });
  if (draft.receiverName.trim() === '')
    problems.push({ field: 'receiverName', message: STOP_MESSAGES.receiverName });
  if (!hasSignature(draft.signature)) problems.push({ field: 'signature', message: STOP_MESSAGES.signature });
  const temperature = parseTemperature(draft.temperature);
  if (temperature === null) {
    if (temperatureNeeded)
      problems.push({ field: 'temperature', message: STOP_MESSAGES.temperatureRequired });
  } else if (Number.isNaN(temperature)) {
    problems.push({ field: 'temperature', message: STOP_MESSAGES.temperatureNumber });
  } else if (temperature < TEMPERATURE_RANGE.min || temperature > TEMPERATURE_RANGE.max) {
    problems.push({ field: 'temperature', message: STOP_MESSAGES.temperatureRange });
  }
  return problems;
}

/** Who completes the delivery, and when. */
export type Completion = { now: Date; userID: string };

/**
 * The fields Complete Delivery writes to the movement: the proof (signature point groups),
 * receiver, temperature, notes and flag, each item's delivered count (a short item keeps the
 * reason), deliveredOn and deliveredByUserID. Call only when stopProblems is empty.
 * @example deliveryChanges(movement, draft, { now: new Date(), userID: 'user-driver' }).deliveredByUserID // 'user-driver'
 */
export function deliveryChanges(
  movement: Movement,
  draft: StopDraft,
  completion: Completion,
): FieldsOf<'deliveries'> {
  const reason = draft.shortReason.trim();
  const packagedItems = packagedItemsOf(movement).map((item, index) => {
    const delivered = deliveredOf(draft, item, index);
    const short = delivered < packedCount(item);
    const { shortReason: _previous, ...rest } = item;
    return {
      ...rest,
      quantityDelivered: delivered,
      ...(short && reason !== '' ? { shortReason: reason } : {}),
    };
  });
  const temperature = parseTemperature(draft.temperature);
  const notes = draft.notes.trim();
  return {
    packagedItems,
    receiverName: draft.receiverName.trim(),
    proofOfDelivery: draft.signature,
    tempOnDelivery: temperature === null || Number.isNaN(temperature) ? null : temperature,
    driverNotes: notes === '' ? null : notes,
    isFlagged: draft.flagged,
    isFulfilled: true,
    deliveredOn: completion.now.toISOString(),
    deliveredByUserID: completion.userID,
  };
}
