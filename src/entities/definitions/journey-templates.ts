import { journeyTemplateSchema } from '../../domain/schemas/journey';
import { defineEntity } from '../entity-definition';

/** Reusable journey plans with capacity limits; also tuned in the template-optimization hub. */
export const journeyTemplates = defineEntity({
  name: 'journey-templates',
  single: 'journey-template',
  label: 'Journey Templates',
  singleLabel: 'Journey Template',
  service: 'Couriering',
  section: 'Courier/JourneyTemplates',
  schema: journeyTemplateSchema,
  permission: 'journeys',
  subscription: 'COUR',
  menuGroup: 'Dispatch',
  columns: ['journeyName', 'startLocationID', 'endLocationID', 'maxDestinations', 'maxPackages', 'maxWeight'],
  fields: [
    { name: 'journeyName', label: 'Journey Name', kind: 'text', required: true },
    {
      name: 'startLocationID',
      label: 'Start',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'endLocationID',
      label: 'End',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'maxDestinations', label: 'Max Destinations', kind: 'number' },
    { name: 'maxPackages', label: 'Max Packages', kind: 'number' },
    { name: 'maxWeight', label: 'Max Weight (kg)', kind: 'number' },
  ],
  filters: [],
  search: ['journeyName'],
  sort: { field: 'journeyName', direction: 'asc' },
});
