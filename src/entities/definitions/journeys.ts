import { EMPTY_DATE } from '../../domain/schemas/field-types';
import { journeySchema } from '../../domain/schemas/journey';
import { defineEntity } from '../entity-definition';
import { DRIVER_JOURNEYS } from '../families/sync-scopes';

/** Drivers' runs: ordered movements between a start and an end location. */
export const journeys = defineEntity({
  name: 'journeys',
  single: 'journey',
  label: 'Journeys',
  singleLabel: 'Journey',
  service: 'Couriering',
  section: 'Courier/Journeys',
  schema: journeySchema,
  permission: 'journeys',
  subscription: 'COUR',
  menuGroup: 'Dispatch',
  columns: ['journeyName', 'driverUserID', 'dueStartOn', 'destinationCount', 'isReady', 'startedOn'],
  fields: [
    { name: 'journeyName', label: 'Journey Name', kind: 'text', required: true },
    {
      name: 'journeyTemplateID',
      label: 'Template',
      kind: 'reference',
      reference: 'journey-templates',
      referenceLabel: 'journeyName',
    },
    {
      name: 'driverUserID',
      label: 'Driver',
      kind: 'reference',
      reference: 'users',
      referenceLabel: 'userName',
    },
    {
      name: 'startLocationID',
      label: 'Start',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'endLocationID',
      label: 'End',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'dueStartOn', label: 'Start By', kind: 'datetime' },
    { name: 'dueEndOn', label: 'End By', kind: 'datetime' },
    { name: 'isReady', label: 'Ready', kind: 'boolean' },
    { name: 'startedOn', label: 'Started On', kind: 'datetime', readOnly: true },
    { name: 'endedOn', label: 'Ended On', kind: 'datetime', readOnly: true },
    { name: 'destinationCount', label: 'Destinations', kind: 'number', readOnly: true },
    { name: 'lastPackages', label: 'Packages', kind: 'number', readOnly: true },
    { name: 'lastWeight', label: 'Weight (kg)', kind: 'number', readOnly: true },
  ],
  filters: [
    { name: 'Ready', label: 'Ready', conditions: [{ field: 'isReady', op: 'eq', value: true }] },
    // Unstarted journeys carry the server's empty date, so "started" means later than it.
    { name: 'Started', label: 'Started', conditions: [{ field: 'startedOn', op: 'gt', value: EMPTY_DATE }] },
  ],
  search: ['journeyName'],
  sort: { field: 'dueStartOn', direction: 'desc' },
  archive: 'journey-archives',
  syncScope: DRIVER_JOURNEYS,
});
