import { describe, expect, it } from 'vitest';
import { startOptions } from './start-options';

describe('start options', () => {
  it("offers each active template's start once, by its location's name, and only once the location is known", () => {
    const templates = [
      { startLocationID: 'depot' },
      { startLocationID: 'depot' },
      { startLocationID: 'old', isInactive: true },
      { startLocationID: 'not-pulled-yet' },
      { startLocationID: null },
    ];
    const locations = new Map([
      ['depot', { locationName: 'Brunswick Depot' }],
      ['old', { locationName: 'Closed Depot' }],
    ]);
    expect(startOptions(templates, locations)).toEqual([{ value: 'depot', label: 'Brunswick Depot' }]);
    expect(startOptions(templates, new Map())).toEqual([]);
  });
});
