import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Fulfilled courier orders moved out of the working list; read only. */
export const courierOrderArchives = defineEntity({
  name: 'courier-order-archives',
  single: 'courier-order-archive',
  label: 'Courier Order Archives',
  singleLabel: 'Archived Courier Order',
  service: 'CourierArchiving',
  section: 'Courier/OrderArchives',
  schema: courierMovementSchema,
  permission: 'courier-orders',
  subscription: 'SUPPFREE',
  menuGroup: null,
  columns: ['courierID', 'departureLocationID', 'destinationLocationID', 'dueArrivalOn', 'deliveredOn'],
  fields: [
    {
      name: 'courierID',
      label: 'Courier',
      kind: 'reference',
      reference: 'browse-couriers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    {
      name: 'departureLocationID',
      label: 'Picked Up From',
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
    { name: 'dueArrivalOn', label: 'Due', kind: 'datetime', readOnly: true },
    { name: 'deliveredOn', label: 'Delivered On', kind: 'datetime', readOnly: true },
  ],
  filters: [],
  search: ['bundleName', 'driverNotes'],
  sort: { field: 'dueArrivalOn', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'courierID'],
  syncScope: archiveWindow('dueArrivalOn'),
});
