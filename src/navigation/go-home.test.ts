import { describe, expect, it } from 'vitest';
import { homePathFor } from './go-home';

describe('homePathFor (guard step 7)', () => {
  it("goes to the portal's home from inside a portal path", () => {
    expect(homePathFor('/office-portal/products')).toBe('/office-portal');
    expect(homePathFor('/office-portal/product/new')).toBe('/office-portal');
    expect(homePathFor('/supplier-portal/orders/')).toBe('/supplier-portal');
  });

  it("goes home from the portal's home and from anywhere else", () => {
    expect(homePathFor('/office-portal')).toBe('/');
    expect(homePathFor('/office-portal/')).toBe('/');
    expect(homePathFor('/hub/driving/j1')).toBe('/');
    expect(homePathFor('/')).toBe('/');
    expect(homePathFor('/portal/products')).toBe('/');
  });
});
