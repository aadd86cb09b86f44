import { StandingOrderDetail } from './StandingOrderDetail';

/** The standing customer order form: schedule, lead time, lines, slots, occurrences and adjustments. */
export default function StandingCustomerOrderDetail() {
  return <StandingOrderDetail entityName="standing-customer-orders" />;
}
