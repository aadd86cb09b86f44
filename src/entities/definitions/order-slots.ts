import { defineEntity } from '../entity-definition';
import { orderSlotRecordSchema } from '../schemas/order-slot-record';

/** Recurring windows customers order in and are delivered by (the Slotted arrangement). */
export const orderSlots = defineEntity({
  name: 'order-slots',
  single: 'order-slot',
  label: 'Order Slots',
  singleLabel: 'Order Slot',
  service: 'Ordering',
  section: 'OrderSlots',
  schema: orderSlotRecordSchema,
  permission: 'order-slots',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  columns: ['slotName', 'cronExpression', 'orderLeadHours', 'isOn', 'nextAttentionDate'],
  fields: [
    { name: 'slotName', label: 'Slot Name', kind: 'text', required: true },
    { name: 'cronExpression', label: 'Schedule', kind: 'cron', required: true },
    { name: 'orderLeadHours', label: 'Order Lead Hours', kind: 'number' },
    { name: 'isOn', label: 'On', kind: 'boolean' },
    { name: 'nextAttentionDate', label: 'Next Slot', kind: 'datetime', readOnly: true },
  ],
  filters: [{ name: 'On', label: 'On', conditions: [{ field: 'isOn', op: 'eq', value: true }] }],
  search: ['slotName'],
  sort: { field: 'slotName', direction: 'asc' },
});
