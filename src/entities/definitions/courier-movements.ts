import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { MOVEMENT_PARTY_ACCESS } from '../families/party-access';
import { defineEntity } from '../entity-definition';
import { DRIVER_STOP_MERGE } from '../families/merge-rules';
import { DRIVER_STOPS } from '../families/sync-scopes';

/** Every leg a courier drives: pickups and drops, ordered on journeys. */
export const courierMovements = defineEntity({
  name: 'courier-movements',
  single: 'courier-movement',
  label: 'Courier Movements',
  singleLabel: 'Courier Movement',
  service: 'Couriering',
  section: 'Courier/Movements',
  schema: courierMovementSchema,
  permission: 'courier-movements',
  subscription: 'COURFREE',
  menuGroup: 'Dispatch',
  columns: ['destinationLocationID', 'dueArrivalOn', 'journeyID', 'isPickup', 'isFulfilled', 'isFlagged'],
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
      label: 'From',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'destinationLocationID',
      label: 'To',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'dueDepartureOn', label: 'Depart By', kind: 'datetime' },
    { name: 'dueArrivalOn', label: 'Arrive By', kind: 'datetime' },
    {
      name: 'journeyID',
      label: 'Journey',
      kind: 'reference',
      reference: 'journeys',
      referenceLabel: 'journeyName',
    },
    { name: 'arrivalSortNumber', label: 'Stop Number', kind: 'number' },
    { name: 'isPickup', label: 'Pickup', kind: 'boolean' },
    { name: 'canBundle', label: 'Can Bundle', kind: 'boolean' },
    { name: 'bundleName', label: 'Bundle', kind: 'text' },
    { name: 'isFlagged', label: 'Flagged', kind: 'boolean' },
    { name: 'driverNotes', label: 'Driver Notes', kind: 'multiline' },
    { name: 'isFulfilled', label: 'Fulfilled', kind: 'boolean', readOnly: true },
  ],
  filters: [
    { name: 'Pickups', label: 'Pickups', conditions: [{ field: 'isPickup', op: 'eq', value: true }] },
    {
      name: 'Unfulfilled',
      label: 'Unfulfilled',
      conditions: [{ field: 'isFulfilled', op: 'ne', value: true }],
    },
    { name: 'Flagged', label: 'Flagged', conditions: [{ field: 'isFlagged', op: 'eq', value: true }] },
  ],
  search: ['bundleName', 'receiverName', 'driverNotes'],
  sort: { field: 'dueArrivalOn', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'courierID'],
  partyAccess: MOVEMENT_PARTY_ACCESS,
  mergeRule: DRIVER_STOP_MERGE,
  syncScope: DRIVER_STOPS,
});
