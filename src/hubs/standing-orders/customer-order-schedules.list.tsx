import { Tabs } from '@mantine/core';
import { PortalListPage } from '../../portal/PortalListPage';
import { OrderCalendar } from './OrderCalendar';

/**
 * Customer order schedules: the coming occurrences of every standing order (customer and
 * purchase) over a period, adjustments shown and made there; the process schedules themselves
 * (when orders are made into consignments) keep their list on the second tab.
 */
export default function CustomerOrderSchedulesList() {
  return (
    <Tabs defaultValue="occurrences" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="occurrences">Coming Occurrences</Tabs.Tab>
        <Tabs.Tab value="schedules">Process Schedules</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="occurrences">
        <OrderCalendar title="Customer Order Schedules" />
      </Tabs.Panel>
      <Tabs.Panel value="schedules">
        <PortalListPage entityName="customer-order-schedules" />
      </Tabs.Panel>
    </Tabs>
  );
}
