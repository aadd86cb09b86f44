import { describe, expect, it } from 'vitest';
import { bladeTourName, isTourName, resolveTour, TOUR_NAMES, type TourStep } from './blade-tours';

const steps: Record<string, readonly TourStep[]> = {
  'batch.new': [{ target: '#product', text: 'Pick the product' }],
  'customer-order': [
    { target: '#customer', text: 'The customer' },
    { target: '#confirm', text: 'Confirm it', statuses: ['unconfirmed'] },
    { target: '#dispatch', text: 'Dispatch it', statuses: ['confirmed'] },
  ],
};

describe('tours', () => {
  it('lists exactly the tours of the spec', () => {
    expect([...TOUR_NAMES]).toEqual([
      'all',
      'batch.new',
      'batch.edit',
      'batches',
      'customer-order',
      'customer-orders',
      'sales-hub',
    ]);
    expect(isTourName('sales-hub')).toBe(true);
    expect(isTourName('products')).toBe(false);
  });

  it('names a panel tour with .new, .edit or a custom status', () => {
    expect(bladeTourName('batch', { isNew: true })).toBe('batch.new');
    expect(bladeTourName('batch', { isEditing: true })).toBe('batch.edit');
    expect(bladeTourName('customer-order', { status: 'confirmed' })).toBe('customer-order.confirmed');
    expect(bladeTourName('batches')).toBe('batches');
  });

  it('picks a tour by its exact name with every step', () => {
    expect(resolveTour('batch.new', steps)).toEqual({ name: 'batch.new', steps: steps['batch.new'] });
  });

  it('picks name.status as the named tour showing only the steps for that status', () => {
    expect(resolveTour('customer-order.confirmed', steps)?.steps.map((s) => s.text)).toEqual([
      'The customer',
      'Dispatch it',
    ]);
  });

  it('gives null when no tour fits', () => {
    expect(resolveTour('products', steps)).toBeNull();
    expect(resolveTour('products.edit', steps)).toBeNull();
  });
});
