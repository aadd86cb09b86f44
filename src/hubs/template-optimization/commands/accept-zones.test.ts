import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { acceptZones } from './accept-zones';

const zone = {
  zoneName: 'Monday North',
  weekdays: 'MON',
  boundary: [
    { lat: -37.8, lng: 145 },
    { lat: -37.7, lng: 145.1 },
    { lat: -37.9, lng: 145.2 },
  ],
  journeyTemplateID: 'jt-1',
};

describe('accept zones', () => {
  it('makes a zone for each kept proposal, for its template and weekdays', () => {
    const [create] = writesOf(acceptZones, { zones: [zone], weeks: 4, newIDs: ['zone-new'] });
    expect(create).toMatchObject({
      op: 'create',
      entity: 'zones',
      id: 'zone-new',
      fields: {
        zoneName: 'Monday North',
        zoneDescription: 'Proposed by template optimisation from 4 weeks of movements',
        boundary: zone.boundary,
        journeyTemplateID: 'jt-1',
        weekdays: 'MON',
      },
    });
  });

  it('needs a zone kept', () => {
    expect(acceptZones.isEnabled({ zones: [], weeks: 4, newIDs: [] })).toBe(false);
  });
});
