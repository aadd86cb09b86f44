import { DATE_FORMAT, formatInZone, TIME_FORMAT } from './formats';
import {
  dayStart,
  dueDayRule,
  earliestDueDay,
  isBeforeCutOff,
  localDayOf,
  openCutOff,
  upcomingOrderSlots,
  type DueDatePolicy,
  type OrderSlotDefinition,
} from './order-dates';
import { nextOccurrences } from './schedule-occurrences';
import { DEFAULT_TIME_ZONE } from './time-zone';
import { flagOf, numberOf, textOf } from './unknown-values';

/**
 * The order policy a seller sets on its agreement with a buyer, as it binds the buyer's orders
 * (spec 02, order policy): whether the buyer may order at all, Slotted or Open, lead time,
 * weekends, pickup and the slots, all read in the seller's time zone. The services refuse a
 * buyer's order that breaks it (server/sections/ordering-policy.ts); the order editor offers only
 * what it allows; both through the functions below.
 */
export type OrderingPolicy = DueDatePolicy & {
  /** How refusals name the seller. */
  sellerName: string;
  /** The seller company's default time zone: its days, cut-offs and slots are its own. */
  timeZone: string;
  isCustomerOrderingEnabled: boolean;
  isSlotted: boolean;
  isRequiredPickup: boolean;
  /** The slots a Slotted agreement orders in. */
  slots: readonly OrderSlotDefinition[];
};

/** The terms of an agreement as they bind the buyer, with the seller's own settings where the agreement leaves one unset. */
export type AgreementTerms = DueDatePolicy & {
  isCustomerOrderingEnabled: boolean;
  isSlotted: boolean;
  isRequiredPickup: boolean;
};

/** The fields of an agreement record (customers or suppliers) that hold its ordering terms, as stored. */
export type AgreementTermsFields = {
  readonly isCustomerOrderingEnabled?: unknown;
  readonly orderingArrangement?: unknown;
  readonly orderLeadHours?: unknown;
  readonly requireLeadTime?: unknown;
  readonly isAvailableWeekends?: unknown;
  readonly isRequiredPickup?: unknown;
};

/** The fields of the seller's company account that stand in for terms its agreement leaves unset. */
export type SellerTermsFields = {
  readonly isCustomerOrderingEnabled?: unknown;
  readonly defaultOrderLeadHours?: unknown;
  readonly isAvailableWeekends?: unknown;
  readonly orderCutOffTime?: unknown;
};

/**
 * The seller's terms for one buyer: its agreement's, else the seller's own settings (Customers
 * Order Online, Order Lead Hours, Deliver On Weekends), and the seller's Daily Cut-Off Time, which
 * closes each open ordering day; ordering is on unless switched off.
 * @example agreementTerms({ orderLeadHours: null }, { defaultOrderLeadHours: 24 }).orderLeadHours // 24
 */
export function agreementTerms(
  agreement: AgreementTermsFields,
  seller: SellerTermsFields = {},
): AgreementTerms {
  return {
    isCustomerOrderingEnabled:
      flagOf(agreement.isCustomerOrderingEnabled) ?? flagOf(seller.isCustomerOrderingEnabled) ?? true,
    isSlotted: agreement.orderingArrangement === 'Slotted',
    orderLeadHours: numberOf(agreement.orderLeadHours) ?? numberOf(seller.defaultOrderLeadHours),
    requireLeadTime: agreement.requireLeadTime === true,
    isAvailableWeekends: flagOf(agreement.isAvailableWeekends) ?? flagOf(seller.isAvailableWeekends) ?? false,
    // The seller's Daily Cut-Off Time: an agreement's terms have none of their own (spec 02, order policy).
    orderCutOffTime: textOf(seller.orderCutOffTime),
    isRequiredPickup: agreement.isRequiredPickup === true,
  };
}

/** The rule a refused order broke. */
export type PolicyRule = 'orderingOff' | 'pastDate' | 'weekend' | 'leadTime' | 'slot' | 'cutOff' | 'pickup';

/** The next delivery that would take the order: its due date, and the slot and cut-off when it is one. */
export type NextSlot = {
  dueDate: string;
  orderBy: string | null;
  orderSlotID: string | null;
  slotName: string | null;
};

/** Why the services refuse a buyer's order: the rule, the field, a sentence, and where the order could go instead. */
export type PolicyRefusal = {
  rule: PolicyRule;
  field: string;
  message: string;
  /** The cut-off the order missed (a slot's orderBy, or an open day's), when the rule is about time. */
  cutOff: string | null;
  /** The seller's time zone the cut-off and days are read in. */
  timeZone: string;
  nextSlot: NextSlot | null;
};

/** The fields of an order the policy reads. */
export type PolicyOrder = {
  readonly dueDate?: unknown;
  readonly orderSlotID?: unknown;
  readonly isRequestPickup?: unknown;
  readonly locationID?: unknown;
  readonly orderItems?: unknown;
  /** The order's other fields (its references, notes), which the policy leaves to the buyer. */
  readonly [field: string]: unknown;
};

function validInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * How a time zone is named to a person: its city.
 * @example zoneLabel('Australia/Melbourne') // 'Melbourne time'
 */
export function zoneLabel(timeZone: string): string {
  const city = timeZone.split('/').at(-1) ?? timeZone;
  return `${city.replace(/_/g, ' ')} time`;
}

/**
 * A cut-off as the seller's clock shows it.
 * @example cutOffTime('2026-11-30T06:00:00.000Z', 'Australia/Melbourne') // '5:00 PM'
 */
export function cutOffTime(orderBy: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInZone(orderBy, TIME_FORMAT, timeZone).replace(/^0/, '').toUpperCase();
}

function when(iso: string, timeZone: string): string {
  return `${cutOffTime(iso, timeZone)} ${formatInZone(iso, DATE_FORMAT, timeZone)}`;
}

/**
 * The delivery of a slot at the instant an order is due, with its cut-off, or null when the slot
 * delivers nothing then (or is off).
 * @example slotDelivery(morning, '2026-12-01T20:00:00.000Z', 'Australia/Melbourne')?.orderBy // '2026-12-01T06:00:00.000Z'
 */
export function slotDelivery(
  slot: OrderSlotDefinition,
  dueDate: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): { orderBy: string; deliverBy: string } | null {
  const due = validInstant(dueDate);
  if (due === null || slot.isOn === false || textOf(slot.cronExpression) === null) return null;
  const found = nextOccurrences(String(slot.cronExpression), new Date(due.getTime() - 1000), {
    count: 1,
    timeZone,
  });
  const occurrence = found.ok ? found.value[0] : undefined;
  if (occurrence === undefined || occurrence.at.getTime() !== due.getTime()) return null;
  const lead = typeof slot.orderLeadHours === 'number' && slot.orderLeadHours > 0 ? slot.orderLeadHours : 0;
  const orderBy = occurrence.leadDateLeft ?? new Date(occurrence.at.getTime() - lead * 3_600_000);
  return { orderBy: orderBy.toISOString(), deliverBy: occurrence.at.toISOString() };
}

/**
 * The next delivery an order placed now can still make: the soonest slot whose cut-off has not
 * passed (Slotted), or the first day the lead time and weekends allow (Open).
 * @example nextAcceptable(policy, now) // { dueDate: '2026-12-02T20:00:00.000Z', orderBy: '2026-12-02T06:00:00.000Z', orderSlotID: 'slot-am', slotName: 'Morning' }
 */
export function nextAcceptable(policy: OrderingPolicy, now: Date): NextSlot | null {
  if (policy.isSlotted) {
    const [slot] = upcomingOrderSlots(policy.slots, now, { timeZone: policy.timeZone, count: 1 });
    return slot === undefined
      ? null
      : {
          dueDate: slot.deliverBy,
          orderBy: slot.orderBy,
          orderSlotID: slot.orderSlotID,
          slotName: slot.slotName || null,
        };
  }
  const day = earliestDueDay(now, policy, policy.timeZone);
  return {
    dueDate: dayStart(day, policy.timeZone),
    orderBy: openCutOff(day, policy, policy.timeZone),
    orderSlotID: null,
    slotName: null,
  };
}

/**
 * When the order stops taking its buyer's changes: its slot's cut-off (Slotted), or its due
 * day's (Open: the end of the day before the required lead time). Null when it names no date.
 * @example orderCutOff({ dueDate: '2026-12-01T20:00:00.000Z', orderSlotID: 'slot-am' }, policy) // '2026-12-01T06:00:00.000Z'
 */
export function orderCutOff(order: PolicyOrder, policy: OrderingPolicy): string | null {
  const due = validInstant(order.dueDate);
  if (due === null) return null;
  if (policy.isSlotted) {
    const slot = policy.slots.find((candidate) => candidate.id === textOf(order.orderSlotID));
    return slot === undefined
      ? null
      : (slotDelivery(slot, due.toISOString(), policy.timeZone)?.orderBy ?? null);
  }
  return openCutOff(localDayOf(due, policy.timeZone), policy, policy.timeZone);
}

function refusal(
  policy: OrderingPolicy,
  now: Date,
  rule: PolicyRule,
  field: string,
  message: string,
  cutOff: string | null = null,
): PolicyRefusal {
  return {
    rule,
    field,
    message,
    cutOff,
    timeZone: policy.timeZone,
    nextSlot: rule === 'orderingOff' ? null : nextAcceptable(policy, now),
  };
}

function nextSentence(next: NextSlot | null, policy: OrderingPolicy): string {
  if (next === null) return ` ${policy.sellerName} offers no delivery to order into now.`;
  const day = formatInZone(next.dueDate, DATE_FORMAT, policy.timeZone);
  if (next.orderSlotID !== null) {
    return ` The next slot is ${next.slotName ?? 'the next delivery'} on ${day}, order by ${when(next.orderBy ?? next.dueDate, policy.timeZone)} (${zoneLabel(policy.timeZone)}).`;
  }
  return ` The first day it can be due is ${day}.`;
}

/**
 * Why the seller's policy refuses the order as its buyer writes it now, or null when it stands.
 * A change (`stored` given) is checked only in what it changes: a date or slot left as it was is
 * not checked again. The rules, in order: ordering switched off; pickup required; Slotted: a slot
 * of the agreement, delivering at the due date, before its cut-off; Open: a day not past, not a
 * closed weekend, not inside a required lead time (dueDayRule, as the editor's date picker); an
 * open order naming no day leaves it to the seller.
 * @example orderingPolicyRefusal({ dueDate, orderSlotID: 'slot-am' }, policy, new Date('2026-11-30T06:20:00Z'))?.rule // 'cutOff'
 */
export function orderingPolicyRefusal(
  order: PolicyOrder,
  policy: OrderingPolicy,
  now: Date,
  stored: PolicyOrder | null = null,
): PolicyRefusal | null {
  if (!policy.isCustomerOrderingEnabled) {
    return refusal(
      policy,
      now,
      'orderingOff',
      'supplyAgreementID',
      `${policy.sellerName} does not take orders from you online: ask ${policy.sellerName} to switch ordering on, or to place the order for you.`,
    );
  }
  if (policy.isRequiredPickup && order.isRequestPickup !== true) {
    return refusal(
      policy,
      now,
      'pickup',
      'isRequestPickup',
      `${policy.sellerName} requires you to pick up your orders: tick pickup.`,
    );
  }
  const dateChanged =
    stored === null ||
    textOf(stored.dueDate) !== textOf(order.dueDate) ||
    textOf(stored.orderSlotID) !== textOf(order.orderSlotID);
  if (!dateChanged) return null;
  const due = validInstant(order.dueDate);
  if (policy.isSlotted) {
    const slot = policy.slots.find(
      (candidate) => candidate.id === textOf(order.orderSlotID) && candidate.isOn !== false,
    );
    if (slot === undefined) {
      const message = `${policy.sellerName} takes your orders in its order slots: choose one.`;
      const answer = refusal(policy, now, 'slot', 'orderSlotID', message);
      return { ...answer, message: message + nextSentence(answer.nextSlot, policy) };
    }
    const delivery = due === null ? null : slotDelivery(slot, due.toISOString(), policy.timeZone);
    if (delivery === null) {
      const answer = refusal(
        policy,
        now,
        'slot',
        'dueDate',
        `${slot.slotName ?? 'The slot'} delivers nothing at that time.`,
      );
      return { ...answer, message: answer.message + nextSentence(answer.nextSlot, policy) };
    }
    if (!isBeforeCutOff(delivery.orderBy, now)) {
      const answer = refusal(
        policy,
        now,
        'cutOff',
        'orderSlotID',
        `Not accepted: ordered after the ${cutOffTime(delivery.orderBy, policy.timeZone)} cut-off (${zoneLabel(policy.timeZone)}) of ${slot.slotName ?? 'the slot'} on ${formatInZone(delivery.deliverBy, DATE_FORMAT, policy.timeZone)}.`,
        delivery.orderBy,
      );
      return { ...answer, message: answer.message + nextSentence(answer.nextSlot, policy) };
    }
    return null;
  }
  // An open order naming no day leaves the day to the seller: no day rule to break.
  if (due === null) return null;
  const day = localDayOf(due, policy.timeZone);
  const broken = dueDayRule(day, now, policy, policy.timeZone);
  if (broken === null) return null;
  const answer = refusal(
    policy,
    now,
    broken.rule,
    'dueDate',
    `Not accepted for ${formatInZone(due.toISOString(), DATE_FORMAT, policy.timeZone)}: ${broken.message}.`,
    openCutOff(day, policy, policy.timeZone),
  );
  return { ...answer, message: answer.message + nextSentence(answer.nextSlot, policy) };
}

/** The fields of an order its buyer may not change once its cut-off has passed: what the seller prepares. */
export const CUT_OFF_FIELDS = [
  'orderItems',
  'dueDate',
  'orderSlotID',
  'locationID',
  'isRequestPickup',
] as const;

/** The fields of an order line that say whether its buyer changed it. */
type LineKeyFields = {
  readonly automaticLineItemID?: unknown;
  readonly productID?: unknown;
  readonly description?: unknown;
  readonly quantity?: unknown;
};

function linesKey(value: unknown): string {
  const lines: unknown[] = Array.isArray(value) ? value : [];
  return lines
    .filter(
      (line): line is LineKeyFields =>
        typeof line === 'object' && line !== null && (line as LineKeyFields).automaticLineItemID == null,
    )
    .map((line) => `${String(line.productID ?? line.description ?? '')}:${Number(line.quantity)}`)
    .sort()
    .join('|');
}

function sameField(field: (typeof CUT_OFF_FIELDS)[number], a: unknown, b: unknown): boolean {
  if (field === 'orderItems') return linesKey(a) === linesKey(b);
  if (field === 'isRequestPickup') return (a === true) === (b === true);
  return (textOf(a) ?? null) === (textOf(b) ?? null);
}

/**
 * The fields of CUT_OFF_FIELDS a change alters (lines compared by product and quantity).
 * @example changedCutOffFields({ dueDate: 'a' }, { dueDate: 'b' }) // ['dueDate']
 */
export function changedCutOffFields(stored: PolicyOrder, next: PolicyOrder): string[] {
  return CUT_OFF_FIELDS.filter((field) => !sameField(field, stored[field], next[field]));
}

/**
 * Why the buyer may not make this change (or cancel, `next` null) any more, or null: once the
 * order's cut-off has passed, what the seller prepares (lines, date, slot, place, pickup) and the
 * order itself are the seller's to change; the buyer's own references (PO number, notes) stay its.
 * @example lateChangeRefusal(stored, { ...stored, orderItems: more }, policy, afterCutOff)?.rule // 'cutOff'
 */
export function lateChangeRefusal(
  stored: PolicyOrder,
  next: PolicyOrder | null,
  policy: OrderingPolicy,
  now: Date,
): PolicyRefusal | null {
  const cutOff = orderCutOff(stored, policy);
  if (cutOff === null || isBeforeCutOff(cutOff, now)) return null;
  const changed = next === null ? [] : changedCutOffFields(stored, next);
  if (next !== null && changed.length === 0) return null;
  const what = next === null ? 'cancel it' : `change its ${changed.join(', ')}`;
  const answer = refusal(
    policy,
    now,
    'cutOff',
    changed[0] ?? 'id',
    `The order's cut-off (${when(cutOff, policy.timeZone)}, ${zoneLabel(policy.timeZone)}) has passed: ask ${policy.sellerName} to ${what}.`,
    cutOff,
  );
  return answer;
}
