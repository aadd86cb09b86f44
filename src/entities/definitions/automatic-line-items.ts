import { TAX_TYPE_CHOICES } from '../../domain/tax-type';
import { RULE_COMPARATORS, RULE_MEASURES } from '../../domain/automatic-line-rule';
import { automaticLineItemSchema } from '../../domain/schemas/automatic-line-item';
import { defineEntity } from '../entity-definition';

/** Lines the server adds to orders by rule (surcharges, discounts, minimum-order fees). */
export const automaticLineItems = defineEntity({
  name: 'automatic-line-items',
  single: 'automatic-line-item',
  label: 'Automatic Line Items',
  singleLabel: 'Automatic Line Item',
  service: 'Ordering',
  section: 'AutomaticLineItems',
  schema: automaticLineItemSchema,
  permission: 'automatic-line-items',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  columns: ['lineItemName', 'calcOrder', 'rule', 'quantity', 'lineValue', 'lineValueType'],
  fields: [
    { name: 'lineItemName', label: 'Line Name', kind: 'text', required: true },
    { name: 'calcOrder', label: 'Calculation Order', kind: 'number' },
    {
      name: 'rule',
      label: 'Rule',
      kind: 'select',
      options: RULE_MEASURES.flatMap((m) => RULE_COMPARATORS.map((c) => `${m}${c}`)),
    },
    { name: 'quantity', label: 'Threshold', kind: 'number' },
    { name: 'lineValue', label: 'Value', kind: 'number', required: true },
    {
      name: 'lineValueType',
      label: 'Value Type',
      kind: 'select',
      options: ['Percent', 'Fixed'],
      required: true,
    },
    { name: 'linesWithTags', label: 'Applies To Lines Tagged', kind: 'tags' },
    {
      name: 'optionGroupID',
      label: 'Option Group',
      kind: 'reference',
      reference: 'automatic-line-item-groups',
      referenceLabel: 'groupName',
    },
    { name: 'tags', label: 'Tags', kind: 'tags' },
    { name: 'taxType', label: 'Tax Type', kind: 'select', options: TAX_TYPE_CHOICES },
    { name: 'boundary', label: 'Added Inside', kind: 'boundary' },
  ],
  filters: [],
  search: ['lineItemName', 'tags'],
  sort: { field: 'calcOrder', direction: 'asc' },
});
