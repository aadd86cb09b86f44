import { EMPTY_DATE } from '../../domain/schemas/field-types';
import { journeySchema } from '../../domain/schemas/journey';
import { defineEntity } from '../entity-definition';

/** A journey as the dispatcher prepares it (dispatch/journey/:id), over journeys. */
export const dispatchJourneys = defineEntity({
  name: 'dispatch-journeys',
  single: 'dispatch-journey',
  label: 'Dispatch Journeys',
  singleLabel: 'Dispatch Journey',
  service: 'Couriering',
  section: 'Courier/Journeys',
  sharesSectionWith: 'journeys',
  schema: journeySchema,
  permission: 'journeys',
  subscription: 'COUR',
  menuGroup: null,
  columns: ['journeyName', 'driverUserID', 'dueStartOn', 'destinationCount', 'isReady'],
  fields: [
    {
      name: 'driverUserID',
      label: 'Driver',
      kind: 'reference',
      reference: 'users',
      referenceLabel: 'userName',
    },
    { name: 'dueStartOn', label: 'Start By', kind: 'datetime' },
    { name: 'isReady', label: 'Ready', kind: 'boolean' },
  ],
  filters: [
    { name: 'Ready', label: 'Ready', conditions: [{ field: 'isReady', op: 'eq', value: true }] },
    { name: 'Started', label: 'Started', conditions: [{ field: 'startedOn', op: 'gt', value: EMPTY_DATE }] },
  ],
  search: ['journeyName'],
  sort: { field: 'dueStartOn', direction: 'asc' },
});
