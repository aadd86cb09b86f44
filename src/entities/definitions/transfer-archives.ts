import { consignmentSchema } from '../../domain/schemas/consignment';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Completed stock consignments (transfers) moved out of the working list; read only. */
export const transferArchives = defineEntity({
  name: 'transfer-archives',
  single: 'transfer-archive',
  label: 'Transfer Archives',
  singleLabel: 'Archived Transfer',
  service: 'StockArchiving',
  section: 'Stock/TransferArchives',
  schema: consignmentSchema,
  permission: 'consignments',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: ['consignmentNumber', 'departureLocationID', 'destinationLocationID', 'dueDate', 'performedOn'],
  fields: [
    { name: 'consignmentNumber', label: 'Consignment Number', kind: 'text', readOnly: true },
    {
      name: 'departureLocationID',
      label: 'From',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    {
      name: 'destinationLocationID',
      label: 'To',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'dueDate', label: 'Due', kind: 'date', readOnly: true },
    { name: 'performedOn', label: 'Completed On', kind: 'datetime', readOnly: true },
  ],
  filters: [],
  search: ['consignmentNumber'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ['buyerID', 'fulfillmentBuyerID', 'sellerID', 'fulfillerID'],
  syncScope: archiveWindow('dueDate'),
});
