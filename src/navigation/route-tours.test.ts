import { describe, expect, it } from 'vitest';
import { routeTour } from './route-tours';

describe('routeTour', () => {
  it('gives the sales hub its tour and other routes none', () => {
    expect(routeTour('/hub/sales')).toBe('sales-hub');
    expect(routeTour('/hub/sales/')).toBe('sales-hub');
    expect(routeTour('/hub/packing')).toBeNull();
  });
});
