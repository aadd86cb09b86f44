import { describe, expect, it } from 'vitest';
import { locationParam } from './pull-pages';

describe('locationParam', () => {
  it("names the device's location with a pull, and nothing for a device that has none", () => {
    expect(locationParam({ auth: () => ({ token: 't', deviceLocationID: 'loc 1/a' }) })).toBe(
      '&location=loc%201%2Fa',
    );
    expect(locationParam({ auth: () => ({ token: 't' }) })).toBe('');
    expect(locationParam({ auth: () => ({ token: 't', deviceLocationID: '' }) })).toBe('');
    expect(locationParam({ auth: () => null })).toBe('');
  });
});
