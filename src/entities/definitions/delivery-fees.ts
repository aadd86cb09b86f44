import { TAX_TYPE_CHOICES } from '../../domain/tax-type';
import { RULE_COMPARATORS, RULE_MEASURES } from '../../domain/automatic-line-rule';
import { automaticLineItemSchema } from '../../domain/schemas/automatic-line-item';
import { defineEntity } from '../entity-definition';

/**
 * Delivery fee lines added to orders, optionally only inside a boundary or a zone; skipped for
 * pickups and orders tagged IgnoreDeliveryFee. The services price every order by them with the
 * automatic lines (src/domain/delivery-fees.ts).
 */
export const deliveryFees = defineEntity({
  name: 'delivery-fees',
  single: 'delivery-fee',
  label: 'Delivery Fees',
  singleLabel: 'Delivery Fee',
  service: 'Ordering',
  section: 'DeliveryFees',
  schema: automaticLineItemSchema,
  permission: 'delivery-fees',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  columns: ['lineItemName', 'rule', 'quantity', 'lineValue', 'lineValueType'],
  fields: [
    { name: 'lineItemName', label: 'Fee Name', kind: 'text', required: true },
    { name: 'calcOrder', label: 'Calculation Order', kind: 'number' },
    {
      name: 'rule',
      label: 'Rule',
      kind: 'select',
      options: RULE_MEASURES.flatMap((m) => RULE_COMPARATORS.map((c) => `${m}${c}`)),
    },
    { name: 'quantity', label: 'Threshold', kind: 'number' },
    { name: 'lineValue', label: 'Fee', kind: 'number', required: true },
    {
      name: 'lineValueType',
      label: 'Fee Type',
      kind: 'select',
      options: ['Percent', 'Fixed'],
      required: true,
    },
    { name: 'zoneID', label: 'Zone', kind: 'reference', reference: 'zones', referenceLabel: 'zoneName' },
    {
      name: 'optionGroupID',
      label: 'Option Group',
      kind: 'reference',
      reference: 'automatic-line-item-groups',
      referenceLabel: 'groupName',
    },
    { name: 'tags', label: 'Tags', kind: 'tags' },
    { name: 'taxType', label: 'Tax Type', kind: 'select', options: TAX_TYPE_CHOICES },
    { name: 'boundary', label: 'Charged Inside', kind: 'boundary' },
  ],
  filters: [],
  search: ['lineItemName', 'tags'],
  sort: { field: 'calcOrder', direction: 'asc' },
});
