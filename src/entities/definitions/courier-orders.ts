import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { MOVEMENT_PARTY_ACCESS } from '../families/party-access';
import { defineEntity } from '../entity-definition';
import { DRIVER_STOP_MERGE } from '../families/merge-rules';

/** Requests to a courier to move goods from one location to another. */
export const courierOrders = defineEntity({
  name: 'courier-orders',
  single: 'courier-order',
  label: 'Courier Orders',
  singleLabel: 'Courier Order',
  service: 'Couriering',
  section: 'Courier/Orders',
  schema: courierMovementSchema,
  permission: 'courier-orders',
  subscription: 'SUPPFREE',
  menuGroup: 'Dispatch',
  columns: [
    'courierID',
    'departureLocationID',
    'destinationLocationID',
    'dueDepartureOn',
    'dueArrivalOn',
    'isFulfilled',
  ],
  fields: [
    {
      name: 'courierID',
      label: 'Courier',
      kind: 'reference',
      required: true,
      reference: 'browse-couriers',
      referenceLabel: 'companyName',
    },
    {
      name: 'departureLocationID',
      label: 'Pick Up From',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'destinationLocationID',
      label: 'Deliver To',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'dueDepartureOn', label: 'Pick Up By', kind: 'datetime' },
    { name: 'dueArrivalOn', label: 'Deliver By', kind: 'datetime' },
    { name: 'isPickup', label: 'Pickup', kind: 'boolean' },
    { name: 'canBundle', label: 'Can Bundle', kind: 'boolean' },
    { name: 'driverNotes', label: 'Notes For Driver', kind: 'multiline' },
    { name: 'isFulfilled', label: 'Fulfilled', kind: 'boolean', readOnly: true },
  ],
  filters: [
    {
      name: 'Unfulfilled',
      label: 'Unfulfilled',
      conditions: [{ field: 'isFulfilled', op: 'ne', value: true }],
    },
  ],
  search: ['bundleName', 'driverNotes'],
  sort: { field: 'dueDepartureOn', direction: 'desc' },
  archive: 'courier-order-archives',
  parties: ['buyerID', 'sellerID', 'courierID'],
  partyAccess: MOVEMENT_PARTY_ACCESS,
  mergeRule: DRIVER_STOP_MERGE,
});
