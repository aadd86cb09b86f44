import { OrderCalendar } from './OrderCalendar';

/** The customer orders run sheet: the period's orders by due date, and the standing order runs still to come. */
export default function CustomerOrdersList() {
  return <OrderCalendar title="Customer Orders List" withOrders />;
}
