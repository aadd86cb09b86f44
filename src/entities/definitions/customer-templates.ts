import { defineEntity } from '../entity-definition';
import { customerTemplateSchema } from '../schemas/customer-template';

/** Default ordering terms copied onto new customers. */
export const customerTemplates = defineEntity({
  name: 'customer-templates',
  single: 'customer-template',
  label: 'Customer Templates',
  singleLabel: 'Customer Template',
  service: 'Ordering',
  section: 'Customer/Templates',
  schema: customerTemplateSchema,
  permission: 'customers',
  subscription: 'SUPPFREE',
  menuGroup: 'Business',
  columns: ['templateName', 'orderingArrangement', 'orderLeadHours', 'isCustomerOrderingEnabled'],
  fields: [
    { name: 'templateName', label: 'Template Name', kind: 'text', required: true },
    {
      name: 'orderingArrangement',
      label: 'Ordering Arrangement',
      kind: 'select',
      options: ['Slotted', 'Open'],
    },
    { name: 'orderLeadHours', label: 'Order Lead Hours', kind: 'number' },
    { name: 'requireLeadTime', label: 'Require Lead Time', kind: 'boolean' },
    { name: 'isAvailableWeekends', label: 'Available Weekends', kind: 'boolean' },
    { name: 'isCustomerOrderingEnabled', label: 'Customer Can Order Online', kind: 'boolean' },
    { name: 'isPreferPickup', label: 'Prefers Pickup', kind: 'boolean' },
    { name: 'isRequiredPickup', label: 'Pickup Only', kind: 'boolean' },
    {
      name: 'customerGroupID',
      label: 'Group',
      kind: 'reference',
      reference: 'customer-groups',
      referenceLabel: 'groupName',
    },
    {
      name: 'priceTierID',
      label: 'Price Tier',
      kind: 'reference',
      reference: 'supplier-price-tiers',
      referenceLabel: 'priceTierName',
    },
    {
      name: 'paymentTermID',
      label: 'Payment Terms',
      kind: 'reference',
      reference: 'supplier-payment-terms',
      referenceLabel: 'paymentTermName',
    },
  ],
  filters: [],
  search: ['templateName'],
  sort: { field: 'templateName', direction: 'asc' },
});
