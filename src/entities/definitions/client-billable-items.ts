import { TAX_TYPE_CHOICES } from '../../domain/tax-type';
import { defineEntity } from '../entity-definition';
import { BILLABLE_ITEM_LIST_PARTS } from '../families/billable-item-family';
import { billableItemSchema } from '../schemas/billable-item';

/**
 * Work a 3PL did for its clients (orders picked, packed and dispatched for them) waiting to be put
 * on a client invoice; the services make them (server/flows/client-billable-items.ts): read only.
 */
export const clientBillableItems = defineEntity({
  name: 'client-billable-items',
  single: 'client-billable-item',
  label: 'Client Billable Items',
  singleLabel: 'Client Billable Item',
  service: 'CourierInvoicing',
  section: 'Client/BillableItems',
  schema: billableItemSchema,
  permission: 'billable-items',
  subscription: 'COURFREE',
  menuGroup: 'Invoicing',
  columns: ['createdOn', 'description', 'buyerID', 'quantity', 'unitPrice', 'amountTotal', 'isInvoiced'],
  fields: [
    { name: 'description', label: 'Description', kind: 'text', readOnly: true },
    {
      name: 'buyerID',
      label: 'Client',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'quantity', label: 'Quantity', kind: 'number', readOnly: true },
    { name: 'unitPrice', label: 'Unit Price', kind: 'money', readOnly: true },
    { name: 'taxType', label: 'Tax Type', kind: 'select', options: TAX_TYPE_CHOICES, readOnly: true },
    { name: 'tags', label: 'Tags', kind: 'tags', readOnly: true },
    { name: 'amountTotal', label: 'Amount', kind: 'money', readOnly: true },
    { name: 'createdOn', label: 'Created On', kind: 'datetime', readOnly: true },
    { name: 'isInvoiced', label: 'Invoiced', kind: 'boolean', readOnly: true },
  ],
  ...BILLABLE_ITEM_LIST_PARTS,
  parties: ['buyerID', 'sellerID'],
});
