import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../../domain/formats';
import { cutOffTime, zoneLabel } from '../../domain/ordering-policy';
import { textOf } from '../../domain/unknown-values';
import type { MirrorState } from '../../data/mirror-row';

/** An order's standing against the services, as the notice reads it. */
type RefusedOrder = Partial<Pick<MirrorState, '_syncState' | '_syncMessage' | '_syncRefusal'>>;

/** The next slot a refusal offers, as the services' answer gave it (JSON, each field read through textOf). */
type OfferedSlot = {
  readonly dueDate?: unknown;
  readonly slotName?: unknown;
  readonly orderSlotID?: unknown;
  readonly orderBy?: unknown;
};

/**
 * What a buyer's order the services refused by its seller's policy says on the buyer's device
 * (issue 23, item 2): an order placed offline before the cut-off and pushed after it comes back
 * failed with the refusal (sync/http-answer.ts refusalOf); the screen says why, offers the next
 * slot the seller takes and the one change that moves the order there, or cancelling it. The
 * seller sees nothing of it until the buyer decides: the services never held it.
 */
export type LateOrderNotice = {
  /** "Not accepted: ordered after the 5:00 PM cut-off" (in the seller's time, converted when the buyer's differs). */
  reason: string;
  /** The next delivery the seller offers, said in full, or null (a line to fix instead). */
  next: {
    label: string;
    button: string;
    changes: { dueDate: string; orderSlotID?: string; orderBy: string | null };
  } | null;
};

/**
 * The notice of a failed order the services refused by a rule, or null (not failed, or failed for
 * another reason: the sync badge says that).
 * @example lateOrderNotice({ _syncState: 'failed', _syncRefusal: { rule: 'cutOff', cutOff, timeZone: 'Australia/Melbourne', nextSlot } }, 'Australia/Melbourne')?.reason // 'Not accepted: ordered after the 5:00 PM cut-off'
 */
export function lateOrderNotice(
  record: RefusedOrder | null | undefined,
  ownZone: string,
): LateOrderNotice | null {
  if (record == null || record._syncState !== 'failed') return null;
  const refusal = record._syncRefusal;
  const rule = textOf(refusal?.rule);
  if (refusal === undefined || rule === null) return null;
  const zone = textOf(refusal.timeZone) ?? ownZone;
  const theirs = zone === ownZone ? '' : ` (${zoneLabel(zone)})`;
  const cutOff = textOf(refusal.cutOff);
  const message = textOf(record._syncMessage) ?? 'the seller did not accept it';
  const reason =
    rule === 'cutOff' && cutOff !== null
      ? `Not accepted: ordered after the ${cutOffTime(cutOff, zone)} cut-off${zone === ownZone ? '' : ` ${zoneLabel(zone)} (${cutOffTime(cutOff, ownZone)} your time)`}`
      : message.startsWith('Not accepted')
        ? (message.split('. ')[0] ?? message)
        : `Not accepted: ${message}`;
  const nextSlot = refusal.nextSlot as OfferedSlot | null | undefined;
  const dueDate = textOf(nextSlot?.dueDate);
  if (nextSlot == null || dueDate === null) return { reason, next: null };
  const slotName = textOf(nextSlot.slotName);
  const orderSlotID = textOf(nextSlot.orderSlotID);
  const orderBy = textOf(nextSlot.orderBy);
  const day = formatInZone(dueDate, DATE_FORMAT, zone);
  const delivered = orderSlotID === null ? day : formatInZone(dueDate, `${DATE_FORMAT} ${TIME_FORMAT}`, zone);
  const label = `${slotName === null ? 'Next delivery' : `Next slot: ${slotName}`}, ${delivered}${orderBy === null || orderSlotID === null ? '' : `, order by ${cutOffTime(orderBy, zone)} ${formatInZone(orderBy, DATE_FORMAT, zone)}`}${theirs}`;
  return {
    reason,
    next: {
      label,
      button: `Move to ${slotName === null ? day : `${slotName} ${day}`}`,
      changes: { dueDate, ...(orderSlotID === null ? {} : { orderSlotID }), orderBy },
    },
  };
}
