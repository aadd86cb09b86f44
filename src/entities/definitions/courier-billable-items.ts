import { defineEntity } from '../entity-definition';
import { BILLABLE_ITEM_LIST_PARTS } from '../families/billable-item-family';
import { billableItemSchema } from '../schemas/billable-item';

/** What the company's couriers will bill it for, before it reaches a courier invoice; read only. */
export const courierBillableItems = defineEntity({
  name: 'courier-billable-items',
  single: 'courier-billable-item',
  label: 'Courier Billable Items',
  singleLabel: 'Courier Billable Item',
  service: 'CourierInvoicing',
  section: 'Courier/BillableItems',
  schema: billableItemSchema,
  permission: 'billable-items',
  subscription: 'SUPPFREE',
  menuGroup: 'Invoicing',
  columns: ['createdOn', 'description', 'sellerID', 'quantity', 'amountTotal', 'isInvoiced'],
  fields: [
    { name: 'description', label: 'Description', kind: 'text', readOnly: true },
    {
      name: 'sellerID',
      label: 'Courier',
      kind: 'reference',
      reference: 'browse-couriers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'quantity', label: 'Quantity', kind: 'number', readOnly: true },
    { name: 'unitPrice', label: 'Unit Price', kind: 'money', readOnly: true },
    { name: 'amountTotal', label: 'Amount', kind: 'money', readOnly: true },
    { name: 'createdOn', label: 'Created On', kind: 'datetime', readOnly: true },
    { name: 'isInvoiced', label: 'Invoiced', kind: 'boolean', readOnly: true },
  ],
  ...BILLABLE_ITEM_LIST_PARTS,
  parties: ['buyerID', 'sellerID'],
});
