import { courierMovementSchema } from '../../domain/schemas/courier-movement';
import { MOVEMENT_PARTY_ACCESS } from '../families/party-access';
import { defineEntity } from '../entity-definition';

/** Goods arriving at the company's own location, counted in on receipt. */
export const receivals = defineEntity({
  name: 'receivals',
  single: 'receival',
  label: 'Receivals',
  singleLabel: 'Receival',
  service: 'Couriering',
  section: 'Courier/Receivals',
  schema: courierMovementSchema,
  permission: 'receivals',
  subscription: 'COURFREE',
  menuGroup: 'Dispatch',
  columns: ['departureLocationID', 'destinationLocationID', 'dueArrivalOn', 'receiverName', 'isFulfilled'],
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
      label: 'Receive At',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'dueArrivalOn', label: 'Due', kind: 'datetime' },
    { name: 'receiverName', label: 'Received By', kind: 'text' },
    { name: 'tempOnDelivery', label: 'Temperature', kind: 'number' },
    { name: 'isFlagged', label: 'Flagged', kind: 'boolean' },
    { name: 'driverNotes', label: 'Notes', kind: 'multiline' },
    {
      name: 'receivedByUserID',
      label: 'Received By User',
      kind: 'reference',
      reference: 'users',
      referenceLabel: 'userName',
      readOnly: true,
    },
    { name: 'isFulfilled', label: 'Received', kind: 'boolean', readOnly: true },
  ],
  filters: [
    { name: 'Pending', label: 'Pending', conditions: [{ field: 'isFulfilled', op: 'ne', value: true }] },
    { name: 'Received', label: 'Received', conditions: [{ field: 'isFulfilled', op: 'eq', value: true }] },
  ],
  search: ['receiverName', 'driverNotes'],
  sort: { field: 'dueArrivalOn', direction: 'desc' },
  archive: 'receival-archives',
  parties: ['buyerID', 'sellerID', 'courierID'],
  partyAccess: MOVEMENT_PARTY_ACCESS,
});
