import { hasDate } from '../../domain/unknown-values';
import { itemKey, packagedItemsOf, packedCount } from '../../domain/delivery/packaged-items';
import { hasSignature, type SignatureProof } from '../../domain/delivery/signature-proof';
import { parseTemperature } from '../../domain/delivery/delivery-temperature';
import type { FieldsOf, RecordOf } from '../../data/mirror-row';

/** A receival as the receiving hub reads it. */
type WaitingReceival = Partial<
  Pick<
    RecordOf<'receivals'>,
    'id' | 'isInactive' | 'isFulfilled' | 'receivedOn' | 'dueArrivalOn' | 'packagedItems' | 'driverNotes'
  >
>;

/** What the warehouse fills in when goods arrive. */
export type ReceivalDraft = {
  /** Counted in per packaged item (by itemKey); starts as sent. */
  quantities: Record<string, number>;
  /** Who delivered the goods, and their signature. */
  delivererName: string;
  signature: SignatureProof;
  temperature: string;
  notes: string;
};

export const RECEIVAL_MESSAGES = {
  delivererName: 'Delivered By is required',
  signature: 'The person delivering must sign',
  quantities: 'Quantities received cannot be negative',
  uncounted: 'Count every item: your company counts every receival',
  temperature: 'Temperature is required: these goods are temperature sensitive',
  temperatureNumber: 'Temperature must be a number',
} as const;

/**
 * A receival is waiting until it is received (isFulfilled, or a receivedOn date).
 * @example isWaitingReceival({ isFulfilled: false }) // true
 */
export function isWaitingReceival(receival: WaitingReceival): boolean {
  if (receival.isInactive === true || receival.isFulfilled === true) return false;
  return !hasDate(receival.receivedOn);
}

/**
 * The receivals still to count in, earliest due first.
 * @example waitingReceivals(receivals).map((row) => row.id)
 */
export function waitingReceivals<T extends WaitingReceival>(receivals: readonly T[]): T[] {
  return receivals
    .filter(isWaitingReceival)
    .toSorted((a, b) => String(a.dueArrivalOn ?? '').localeCompare(String(b.dueArrivalOn ?? '')));
}

function sentCount(item: ReturnType<typeof packagedItemsOf>[number]): number {
  // What left the sender: released when recorded, else packed.
  return typeof item.quantityReleased === 'number' && item.quantityReleased > 0
    ? item.quantityReleased
    : packedCount(item);
}

/**
 * A blank receival: everything counted in as sent, or, when the company counts every receival
 * (Supplier settings: Count Every Receival), nothing counted yet.
 * @example initialReceivalDraft({ packagedItems: [{ id: 'a', quantityPacked: 4 }] }).quantities // { a: 4 }
 */
export function initialReceivalDraft(receival: WaitingReceival, countRequired = false): ReceivalDraft {
  const quantities: Record<string, number> = {};
  if (!countRequired) {
    packagedItemsOf(receival).forEach((item, index) => {
      quantities[itemKey(item, index)] = sentCount(item);
    });
  }
  return {
    quantities,
    delivererName: '',
    signature: [],
    temperature: '',
    notes: typeof receival.driverNotes === 'string' ? receival.driverNotes : '',
  };
}

/**
 * What stops Complete Receival. More than sent may be counted in (an over-supply is recorded as found).
 * @example receivalProblems(receival, draft, false) // ['Delivered By is required', ...]
 */
export function receivalProblems(
  receival: WaitingReceival,
  draft: ReceivalDraft,
  temperatureNeeded: boolean,
  countRequired = false,
): string[] {
  const problems: string[] = [];
  if (
    countRequired &&
    packagedItemsOf(receival).some((item, index) => draft.quantities[itemKey(item, index)] === undefined)
  )
    problems.push(RECEIVAL_MESSAGES.uncounted);
  const negative = packagedItemsOf(receival).some((item, index) => {
    const count = draft.quantities[itemKey(item, index)] ?? sentCount(item);
    return !Number.isFinite(count) || count < 0;
  });
  if (negative) problems.push(RECEIVAL_MESSAGES.quantities);
  if (draft.delivererName.trim() === '') problems.push(RECEIVAL_MESSAGES.delivererName);
  if (!hasSignature(draft.signature)) problems.push(RECEIVAL_MESSAGES.signature);
  const temperature = parseTemperature(draft.temperature);
  if (temperature === null && temperatureNeeded) problems.push(RECEIVAL_MESSAGES.temperature);
  if (temperature !== null && Number.isNaN(temperature)) problems.push(RECEIVAL_MESSAGES.temperatureNumber);
  return problems;
}

/**
 * The fields Complete Receival writes: each item's quantityReceived, the deliverer's name and
 * signature, temperature, who received it and when, and isFulfilled. The stock flow reads the
 * received quantities from here (stockReceived marks what it still has to book).
 * @example receivalChanges(receival, draft, { now: new Date(), userID: 'user-packer' }).receivedByUserID // 'user-packer'
 */
export function receivalChanges(
  receival: WaitingReceival,
  draft: ReceivalDraft,
  completion: { now: Date; userID: string },
): FieldsOf<'receivals'> {
  const temperature = parseTemperature(draft.temperature);
  const notes = draft.notes.trim();
  return {
    packagedItems: packagedItemsOf(receival).map((item, index) => ({
      ...item,
      quantityReceived: draft.quantities[itemKey(item, index)] ?? sentCount(item),
    })),
    delivererName: draft.delivererName.trim(),
    proofOfDelivery: draft.signature,
    tempOnDelivery: temperature === null || Number.isNaN(temperature) ? null : temperature,
    driverNotes: notes === '' ? null : notes,
    receivedOn: completion.now.toISOString(),
    receivedByUserID: completion.userID,
    isFulfilled: true,
    stockReceived: false,
  };
}
