import type { MirrorRow } from '../../data/mirror-row';
import { ordersForCourier } from './courier-order-flow';

export type CourierPortalInput = {
  orders: readonly MirrorRow<'courier-orders'>[];
  journeys: readonly MirrorRow<'journeys'>[];
  /** Whether the signed-in company is a courier company (COUR, COURFREE). */
  isCourier: boolean;
  ownCompany: string;
};

/** What the courier portal shows above its list. */
export type CourierPortalView = {
  /** The courier orders addressed to the company, still to carry. */
  orders: MirrorRow<'courier-orders'>[];
  /** The company's journeys an order can be accepted onto. */
  journeyOptions: { value: string; label: string }[];
};

/**
 * The courier portal's view model: the orders a courier company answers, and its journeys.
 * @example courierPortalFlow({ orders, journeys, isCourier: true, ownCompany: 'comp-couriers' }).orders
 */
export function courierPortalFlow(input: CourierPortalInput): CourierPortalView {
  const mine = input.isCourier && input.ownCompany !== '';
  return {
    orders: mine ? ordersForCourier(input.orders, input.ownCompany) : [],
    journeyOptions: input.journeys
      .filter((journey) => journey.isInactive !== true)
      .map((journey) => ({ value: journey.id, label: String(journey.journeyName ?? journey.id) })),
  };
}
