import { isDelivered } from '../../domain/courier-billing';
import type { FieldsOf, RecordOf } from '../../data/mirror-row';

/** A courier order as the courier's list reads it. */
type CourierOrderRow = Partial<
  Pick<
    RecordOf<'courier-orders'>,
    | 'id'
    | 'isInactive'
    | 'courierID'
    | 'courierOrderStatus'
    | 'dueDepartureOn'
    | 'deliveredOn'
    | 'proofOfDelivery'
    | 'packagedItems'
  >
>;

/** Where a courier order stands between the supplier and the courier company. */
export type CourierOrderStatus = 'Requested' | 'Accepted' | 'Declined';

/**
 * A courier order's status; an order with none set is still a request.
 * @example courierOrderStatus({ courierOrderStatus: 'Accepted' }) // 'Accepted'
 */
export function courierOrderStatus(order: CourierOrderRow): CourierOrderStatus {
  const value = order.courierOrderStatus;
  return value === 'Accepted' || value === 'Declined' ? value : 'Requested';
}

/**
 * The courier orders addressed to a courier company still to carry (delivered ones are done:
 * they are in its billable items), requests first, then by pickup time.
 * @example ordersForCourier(orders, 'comp-metro-link-couriers')
 */
export function ordersForCourier<T extends CourierOrderRow>(
  orders: readonly T[],
  courierCompanyID: string,
): T[] {
  const rank = { Requested: 0, Accepted: 1, Declined: 2 } as const;
  return orders
    .filter(
      (order) => order.courierID === courierCompanyID && order.isInactive !== true && !isDelivered(order),
    )
    .toSorted(
      (a, b) =>
        rank[courierOrderStatus(a)] - rank[courierOrderStatus(b)] ||
        String(a.dueDepartureOn ?? '').localeCompare(String(b.dueDepartureOn ?? '')),
    );
}

export const DECLINE_REASON_REQUIRED = 'Say why the order is declined';

/**
 * The fields that answer a courier order: accepted (optionally onto one of the courier's
 * journeys), or declined with a reason.
 * @example answerChanges('Accepted', { now: new Date('2026-03-03T00:00:00Z'), userID: 'u9', journeyID: 'j1' })
 */
export function answerChanges(
  status: Exclude<CourierOrderStatus, 'Requested'>,
  context: { now: Date; userID: string; journeyID?: string | null; reason?: string },
): FieldsOf<'courier-orders'> {
  if (status === 'Declined') {
    const reason = (context.reason ?? '').trim();
    if (reason === '') throw new Error(DECLINE_REASON_REQUIRED);
    return {
      courierOrderStatus: 'Declined',
      declineReason: reason,
      answeredOn: context.now.toISOString(),
      answeredByUserID: context.userID,
    };
  }
  return {
    courierOrderStatus: 'Accepted',
    answeredOn: context.now.toISOString(),
    answeredByUserID: context.userID,
    ...(context.journeyID ? { journeyID: context.journeyID } : {}),
  };
}
