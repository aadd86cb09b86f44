import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { addLocation } from './add-location';

const base = { companyID: 'c1', now: new Date(0), locationID: null, newID: 'loc-new' };

describe('add-location', () => {
  it('creates a location of the company with the id the form made', () => {
    expect(
      writesOf(addLocation, {
        ...base,
        values: { locationName: ' Depot ', suburb: 'Lilydale', state: 'VIC', postcode: '3140' },
      }),
    ).toEqual([
      {
        op: 'create',
        entity: 'locations',
        id: 'loc-new',
        fields: {
          locationName: 'Depot',
          companyAccountID: 'c1',
          addressLineOne: null,
          suburb: 'Lilydale',
          state: 'VIC',
          postcode: '3140',
        },
      },
    ]);
  });

  it('needs a name, suburb and state, and a four-digit postcode', () => {
    expect(addLocation.isEnabled({ ...base, values: { locationName: 'Depot', state: 'VIC' } })).toBe(false);
    expect(
      addLocation.isEnabled({
        ...base,
        values: { locationName: 'Depot', suburb: 'Lilydale', state: 'VIC', postcode: '37' },
      }),
    ).toBe(false);
  });
});
