import {
  dueOccurrences,
  type ScheduledSlot,
  type StandingOrderLike,
} from '../../src/domain/standing-order-schedule';
import { entityByName } from '../../src/entities/registry';
import { sameValue } from '../../src/domain/same-value';
import { entityRow } from '../store/entity-row';
import type { RecordRow } from '../store/store';
import { updateOrRetry, type Flow } from './flow';
import { standingOrderTimeZone } from './standing-orders';

// Whether the generator makes orders from a standing order now: on and not deleted.
function running(row: RecordRow | null): boolean {
  return row !== null && !row.isInactive && row.data.isOn === true;
}

// The next order-by instant of a schedule from `now` on (never before it), or null when none comes.
function nextFrom(order: StandingOrderLike, now: Date, timeZone: string): string | null {
  try {
    return dueOccurrences(order, { since: now, now, timeZone }).nextAttentionDate?.toISOString() ?? null;
  } catch {
    // A schedule that cannot be read comes due never; the generator reports it on its run.
    return null;
  }
}

/**
 * The services say when a standing order is next due, never a client (issue 21, item 13): a
 * client's nextAttentionDate, the standing order's or a slot's, is replaced on every write by the
 * next order-by instant of the schedule from now on (croner, through the domain's schedule code),
 * so a past date cannot make the generator back-fill orders. And a write that sets a standing
 * order running (made on, switched on, restored) starts its generation at that moment
 * (generatedThrough, which only the services keep): the time it was not running makes no orders.
 */
export const standingOrderAttentionFlow: Flow = {
  name: 'standing order: next attention',
  sections: [
    entityByName('standing-customer-orders').section,
    entityByName('standing-purchase-orders').section,
  ],
  async run({ store, before, after, clock }) {
    const now = clock();
    const timeZone = await standingOrderTimeZone(store, after, new Map());
    const order = { ...after.data, id: after.id } as StandingOrderLike;
    // Both standing order sections share the schema.
    const { orderSlots } = entityRow('standing-customer-orders', after).data;
    const slots = (Array.isArray(orderSlots) ? orderSlots : [])
      .filter((slot) => typeof slot === 'object' && slot !== null)
      .map((slot) => ({
        ...slot,
        nextAttentionDate: nextFrom(
          {
            id: after.id,
            isOn: order.isOn ?? null,
            cronExpression: null,
            orderSlots: [slot as ScheduledSlot],
          },
          now,
          timeZone,
        ),
      }));
    const startsNow = running(after) && !running(before);
    const data = {
      ...after.data,
      nextAttentionDate: nextFrom(order, now, timeZone),
      ...(Array.isArray(after.data.orderSlots) ? { orderSlots: slots } : {}),
      ...(startsNow ? { generatedThrough: now.toISOString() } : {}),
    };
    if (sameValue(data, after.data)) return;
    return updateOrRetry(store, after, data);
  },
};
