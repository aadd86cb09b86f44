import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Completed receivals moved out of the working list; read only. */
export const receivalArchives = defineEntity({
  name: 'receival-archives',
  single: 'receival-archive',
  label: 'Receival Archives',
  singleLabel: 'Archived Receival',
  service: 'CourierArchiving',
  section: 'Courier/ReceivalArchives',
  schema: courierMovementSchema,
  permission: 'receivals',
  subscription: 'COURFREE',
  menuGroup: null,
  columns: ['departureLocationID', 'destinationLocationID', 'deliveredOn', 'receiverName'],
  fields: [
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
      label: 'Received At',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'deliveredOn', label: 'Received On', kind: 'datetime', readOnly: true },
    { name: 'receiverName', label: 'Received By', kind: 'text', readOnly: true },
    { name: 'driverNotes', label: 'Notes', kind: 'multiline', readOnly: true },
  ],
  filters: [],
  search: ['receiverName', 'driverNotes'],
  sort: { field: 'deliveredOn', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'courierID'],
  syncScope: archiveWindow('deliveredOn'),
});
