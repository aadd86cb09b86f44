import { addDays, localDayOf, type LocalDay } from '../../domain/order-dates';
import { orderStatus, type OrderStatus } from '../../domain/order-status';
import { nextOccurrences } from '../../domain/schedule-occurrences';
import { instantFromWallTime } from '../../domain/time-zone';
import type { RecordOf } from '../../data/mirror-row';

/** The records the board reads: the order slots, the customer orders and the supply agreements with customers. */
type Slot = RecordOf<'order-slots'>;
// Seeded and imported records may carry display copies beyond their schema (the buyer's name,
// the slot's deliver-by): read as optional extras, never written.
type Order = RecordOf<'customer-orders'> & { buyer?: unknown; deliverBy?: unknown };
type Agreement = RecordOf<'customers'> & { partnerName?: unknown };

const HOUR_MS = 3_600_000;

/** An order placed in a slot, as a cell lists it. */
export interface SlotOrder {
  readonly id: string;
  readonly number: string;
  readonly customer: string;
  readonly amountTotal: number;
  readonly status: OrderStatus;
}

/**
 * One run of a slot on a day: delivered by deliverBy, ordered by the orderBy cut-off; open
 * while the cut-off is ahead, closed after it, past once delivered by.
 */
export interface SlotCell {
  readonly day: LocalDay;
  readonly deliverBy: string;
  readonly orderBy: string;
  readonly phase: 'open' | 'closed' | 'past';
  readonly orders: readonly SlotOrder[];
  readonly amountTotal: number;
}

/** A slot over the week: its cells by day (null where it does not run). */
export interface SlotRow {
  readonly slotID: string;
  readonly slotName: string;
  readonly isOn: boolean;
  /** The customers whose agreements order into the slot. */
  readonly customers: readonly string[];
  readonly cells: readonly (SlotCell | null)[];
}

export interface SlotWeek {
  readonly days: readonly LocalDay[];
  readonly rows: readonly SlotRow[];
  readonly totals: { readonly orders: number; readonly amountTotal: number; readonly openRuns: number };
}

export interface SlotWeekInput {
  readonly slots: readonly Slot[];
  readonly orders: readonly Order[];
  /** Supply agreements with customers (orderSlotIDs, buyer). */
  readonly agreements: readonly Agreement[];
}

/** A text field, null when missing or empty. */
const filled = (value: string | null | undefined): string | null =>
  value == null || value === '' ? null : value;

/**
 * The Monday of the week a day is in.
 * @example weekStart('2026-11-26') // '2026-11-23'
 */
export function weekStart(day: LocalDay): LocalDay {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

function midnight(day: LocalDay, timeZone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return instantFromWallTime({ year, month, day: date, hour: 0, minute: 0 }, timeZone);
}

function phaseOf(orderBy: string, deliverBy: string, now: number): SlotCell['phase'] {
  if (new Date(deliverBy).getTime() <= now) return 'past';
  return new Date(orderBy).getTime() <= now ? 'closed' : 'open';
}

/** The buyer's company name an order or agreement carries, when it carries one. */
function buyerName(buyer: unknown): string | null {
  if (buyer === null || typeof buyer !== 'object') return null;
  const name = (buyer as { companyName?: unknown }).companyName;
  return typeof name === 'string' && name !== '' ? name : null;
}

function customerName(order: Order, agreements: ReadonlyMap<string, Agreement>): string {
  const agreement = agreements.get(order.supplyAgreementID ?? '');
  const partner = agreement?.['partnerName'];
  return (
    buyerName(agreement?.buyer ?? order.buyer) ??
    (typeof partner === 'string' && partner !== '' ? partner : null) ??
    filled(order.buyerID) ??
    'Customer'
  );
}

/** The deliver-by an order keeps for its slot: deliverBy, else its due date (set to the slot's deliverBy). */
function deliverByOf(order: Order): string | null {
  for (const value of [order['deliverBy'], order.dueDate])
    if (typeof value === 'string' && !Number.isNaN(new Date(value).getTime()) && !value.startsWith('0001'))
      return value;
  return null;
}

/**
 * The order slots over a week (Monday first): for each slot its runs by day from its schedule,
 * each with its cut-off, whether it still takes orders, and the customer orders placed in it;
 * orders in a slot on a day its schedule does not run (an adjusted run) still show there.
 * @example slotWeek({ slots, orders, agreements }, { weekStart: '2026-11-23', now: Date.now(), timeZone: 'Australia/Melbourne' }).rows[0].cells[3]?.orders
 */
export function slotWeek(
  input: SlotWeekInput,
  options: { weekStart: LocalDay; now: number; timeZone: string },
): SlotWeek {
  const { timeZone, now } = options;
  const days = Array.from({ length: 7 }, (_, index) => addDays(options.weekStart, index));
  const from = midnight(days[0]!, timeZone);
  const until = midnight(addDays(days[0]!, 7), timeZone).getTime();
  const agreements = new Map(input.agreements.map((agreement) => [agreement.id, agreement]));
  const slots = [...input.slots]
    .filter((slot) => slot.isInactive !== true)
    .sort((a, b) => (a.slotName ?? '').localeCompare(b.slotName ?? ''));

  const rows = slots.map((slot): SlotRow => {
    const slotID = slot.id;
    const leadHours = slot.orderLeadHours ?? 0;
    const runs = new Map<LocalDay, { deliverBy: string; orderBy: string }>();
    const cron = filled(slot.cronExpression);
    if (cron !== null) {
      const occurrences = nextOccurrences(cron, new Date(from.getTime() - 1), { count: 40, timeZone });
      if (occurrences.ok) {
        for (const occurrence of occurrences.value) {
          if (occurrence.at.getTime() >= until) break;
          const day = localDayOf(occurrence.at, timeZone);
          if (runs.has(day)) continue;
          const orderBy = occurrence.leadDateLeft ?? new Date(occurrence.at.getTime() - leadHours * HOUR_MS);
          runs.set(day, { deliverBy: occurrence.at.toISOString(), orderBy: orderBy.toISOString() });
        }
      }
    }
    const ordersByDay = new Map<LocalDay, Order[]>();
    for (const order of input.orders) {
      if (order.orderSlotID !== slotID || order.isInactive === true) continue;
      const deliverBy = deliverByOf(order);
      if (deliverBy === null) continue;
      const day = localDayOf(new Date(deliverBy), timeZone);
      if (!days.includes(day)) continue;
      ordersByDay.set(day, [...(ordersByDay.get(day) ?? []), order]);
      if (!runs.has(day)) {
        const orderBy =
          filled(order.orderBy) ??
          new Date(new Date(deliverBy).getTime() - leadHours * HOUR_MS).toISOString();
        runs.set(day, {
          deliverBy: new Date(deliverBy).toISOString(),
          orderBy: new Date(orderBy).toISOString(),
        });
      }
    }
    const cells = days.map((day): SlotCell | null => {
      const run = runs.get(day);
      if (run === undefined) return null;
      const orders = (ordersByDay.get(day) ?? [])
        .map((order) => ({
          id: order.id,
          number: String(order.customerOrderNumber ?? ''),
          customer: customerName(order, agreements),
          amountTotal: Number.isFinite(order.amountTotal) ? (order.amountTotal ?? 0) : 0,
          status: orderStatus(order),
        }))
        .sort(
          (a, b) =>
            a.customer.localeCompare(b.customer) || a.number.localeCompare(b.number, 'en', { numeric: true }),
        );
      return {
        day,
        ...run,
        phase: phaseOf(run.orderBy, run.deliverBy, now),
        orders,
        amountTotal: Math.round(orders.reduce((sum, order) => sum + order.amountTotal, 0) * 100) / 100,
      };
    });
    const customers = input.agreements
      .filter((agreement) => (agreement.orderSlotIDs ?? []).includes(slotID) && agreement.isInactive !== true)
      .map((agreement) => buyerName(agreement.buyer) ?? agreement.buyerID ?? agreement.id)
      .sort((a, b) => a.localeCompare(b));
    return {
      slotID,
      slotName: filled(slot.slotName) ?? 'Slot',
      isOn: slot.isOn !== false,
      customers,
      cells,
    };
  });

  const cells = rows.flatMap((row) => row.cells.filter((cell): cell is SlotCell => cell !== null));
  return {
    days,
    rows,
    totals: {
      orders: cells.reduce((sum, cell) => sum + cell.orders.length, 0),
      amountTotal: Math.round(cells.reduce((sum, cell) => sum + cell.amountTotal, 0) * 100) / 100,
      openRuns: cells.filter((cell) => cell.phase === 'open').length,
    },
  };
}
