import { StandingOrderDetail } from './StandingOrderDetail';

/** The standing purchase order form: schedule, lead time, lines, slots, occurrences and adjustments. */
export default function StandingPurchaseOrderDetail() {
  return <StandingOrderDetail entityName="standing-purchase-orders" />;
}
