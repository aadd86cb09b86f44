import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Completed deliveries moved out of the working list; read only. */
export const deliveryArchives = defineEntity({
  name: 'delivery-archives',
  single: 'delivery-archive',
  label: 'Delivery Archives',
  singleLabel: 'Archived Delivery',
  service: 'CourierArchiving',
  section: 'Courier/DeliveryArchives',
  schema: courierMovementSchema,
  permission: 'deliveries',
  subscription: 'CUSTFREE',
  menuGroup: null,
  columns: ['destinationLocationID', 'deliveredOn', 'receiverName', 'tempOnDelivery'],
  fields: [
    {
      name: 'destinationLocationID',
      label: 'Delivered To',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'deliveredOn', label: 'Delivered On', kind: 'datetime', readOnly: true },
    { name: 'receiverName', label: 'Received By', kind: 'text', readOnly: true },
    { name: 'tempOnDelivery', label: 'Temperature', kind: 'number', readOnly: true },
    { name: 'driverNotes', label: 'Driver Notes', kind: 'multiline', readOnly: true },
  ],
  filters: [],
  search: ['receiverName', 'bundleName', 'driverNotes'],
  sort: { field: 'deliveredOn', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'courierID'],
  syncScope: archiveWindow('deliveredOn'),
});
