import { consignmentSchema } from '../../domain/schemas/consignment';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Supplier consignments that have been received, archived (receival-consignment-archive/:id). */
export const receivalConsignmentArchives = defineEntity({
  name: 'receival-consignment-archives',
  single: 'receival-consignment-archive',
  label: 'Received Consignment Archives',
  singleLabel: 'Archived Received Consignment',
  service: 'StockArchiving',
  section: 'Stock/ReceivalConsignmentArchives',
  schema: consignmentSchema,
  permission: 'consignments',
  subscription: 'CUSTFREE',
  menuGroup: null,
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
      label: 'Delivered To',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'dueDate', label: 'Due', kind: 'date', readOnly: true },
    { name: 'performedOn', label: 'Received On', kind: 'datetime', readOnly: true },
  ],
  filters: [],
  search: ['consignmentNumber'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ['buyerID', 'fulfillmentBuyerID', 'sellerID', 'fulfillerID'],
  syncScope: archiveWindow('dueDate'),
});
