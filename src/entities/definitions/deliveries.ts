import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { MOVEMENT_PARTY_ACCESS } from '../families/party-access';
import { defineEntity } from '../entity-definition';
import { DRIVER_STOP_MERGE } from '../families/merge-rules';
import { DELIVERY_SCOPE } from '../families/sync-scopes';

/** Drops at a customer, proved by signature; customers see their own deliveries. */
export const deliveries = defineEntity({
  name: 'deliveries',
  single: 'delivery',
  label: 'Deliveries',
  singleLabel: 'Delivery',
  service: 'Couriering',
  section: 'Courier/Deliveries',
  schema: courierMovementSchema,
  permission: 'deliveries',
  subscription: 'CUSTFREE',
  menuGroup: 'Dispatch',
  columns: ['destinationLocationID', 'dueArrivalOn', 'deliveredOn', 'receiverName', 'isFulfilled'],
  fields: [
    {
      name: 'destinationLocationID',
      label: 'Deliver To',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'dueArrivalOn', label: 'Due', kind: 'datetime' },
    {
      name: 'journeyID',
      label: 'Journey',
      kind: 'reference',
      reference: 'journeys',
      referenceLabel: 'journeyName',
    },
    { name: 'arrivalSortNumber', label: 'Stop Number', kind: 'number' },
    { name: 'receiverName', label: 'Received By', kind: 'text' },
    { name: 'tempOnDelivery', label: 'Temperature', kind: 'number' },
    { name: 'isFlagged', label: 'Flagged', kind: 'boolean' },
    { name: 'driverNotes', label: 'Driver Notes', kind: 'multiline' },
    { name: 'deliveredOn', label: 'Delivered On', kind: 'datetime', readOnly: true },
    {
      name: 'deliveredByUserID',
      label: 'Delivered By',
      kind: 'reference',
      reference: 'users',
      referenceLabel: 'userName',
      readOnly: true,
    },
    { name: 'isFulfilled', label: 'Delivered', kind: 'boolean', readOnly: true },
  ],
  filters: [
    { name: 'Pending', label: 'Pending', conditions: [{ field: 'isFulfilled', op: 'ne', value: true }] },
    { name: 'Delivered', label: 'Delivered', conditions: [{ field: 'isFulfilled', op: 'eq', value: true }] },
    { name: 'Flagged', label: 'Flagged', conditions: [{ field: 'isFlagged', op: 'eq', value: true }] },
  ],
  search: ['receiverName', 'bundleName', 'driverNotes'],
  sort: { field: 'dueArrivalOn', direction: 'desc' },
  archive: 'delivery-archives',
  parties: ['buyerID', 'sellerID', 'courierID'],
  partyAccess: MOVEMENT_PARTY_ACCESS,
  mergeRule: DRIVER_STOP_MERGE,
  syncScope: DELIVERY_SCOPE,
});
