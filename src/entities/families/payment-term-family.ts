import type { EntityDefinition } from '../entity-definition';

/**
 * The lists, form, search and order that courier and supplier payment terms share: how many
 * days an invoice gives, counted from its date or the end of its month.
 * @example PAYMENT_TERM_PARTS.columns // ['paymentTermName', 'daysToPay', 'isEndOfMonth']
 */
export const PAYMENT_TERM_PARTS: Pick<
  EntityDefinition,
  'columns' | 'fields' | 'filters' | 'search' | 'sort'
> = {
  columns: ['paymentTermName', 'daysToPay', 'isEndOfMonth'],
  fields: [
    { name: 'paymentTermName', label: 'Payment Term Name', kind: 'text', required: true },
    { name: 'termDescription', label: 'Description', kind: 'multiline' },
    { name: 'daysToPay', label: 'Days To Pay', kind: 'number', required: true },
    { name: 'isEndOfMonth', label: 'From End Of Month', kind: 'boolean' },
  ],
  filters: [],
  search: ['paymentTermName', 'termDescription'],
  sort: { field: 'paymentTermName', direction: 'asc' },
};
