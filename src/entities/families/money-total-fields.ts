import type { EntityField } from '../entity-definition';

/**
 * The subtotal, GST and total of an order or invoice, in that order; the server computes
 * them, so they are always read only.
 * @example MONEY_TOTAL_FIELDS.map((field) => field.name) // ['subTotal', 'taxTotal', 'amountTotal']
 */
export const MONEY_TOTAL_FIELDS: readonly EntityField[] = [
  { name: 'subTotal', label: 'Subtotal', kind: 'money', readOnly: true },
  { name: 'taxTotal', label: 'GST', kind: 'money', readOnly: true },
  { name: 'amountTotal', label: 'Total', kind: 'money', readOnly: true },
];
