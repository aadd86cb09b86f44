import { describe, expect, it } from 'vitest';
import { resolveTour, TOUR_NAMES } from './blade-tours';
import { detailTourName, orderTourStatus } from './detail-tour-name';
import { TOUR_STEPS } from './tour-steps';

const texts = (requested: string) =>
  resolveTour(requested, TOUR_STEPS)?.steps.map((step) => step.text) ?? null;

describe('the tours of the spec', () => {
  it('has steps for every tour the spec lists', () => {
    expect(TOUR_NAMES.filter((name) => TOUR_STEPS[name].length === 0)).toEqual([]);
  });

  it('picks batch.new and batch.edit by their exact names', () => {
    expect(texts(detailTourName('batch', null, true))?.[0]).toMatch(/^Choose the product being made/);
    expect(texts(detailTourName('batch', { isPending: true }, false))?.[0]).toMatch(
      /^Edit switches the form/,
    );
  });

  it('shows a customer order only the steps of its status', () => {
    const confirmed = texts(detailTourName('customer-order', { isConfirmed: true }, false)) ?? [];
    expect(confirmed.some((text) => text.startsWith('The order is confirmed'))).toBe(true);
    expect(confirmed.some((text) => text.startsWith('While the order is unconfirmed'))).toBe(false);
    expect(confirmed.some((text) => text.startsWith('Create saves the order'))).toBe(false);
    const fresh = texts(detailTourName('customer-order', null, true)) ?? [];
    expect(fresh.some((text) => text.startsWith('Create saves the order'))).toBe(true);
    const dispatched =
      texts(detailTourName('customer-order', { isConfirmed: true, isDispatched: true }, false)) ?? [];
    expect(dispatched).toEqual([
      TOUR_STEPS['customer-order'][0]?.text,
      'The order has been dispatched and is on its way; it no longer changes here.',
    ]);
  });

  it('derives the order status from its flags', () => {
    expect(orderTourStatus(null)).toBe('unconfirmed');
    expect(orderTourStatus({ isConfirmed: true })).toBe('confirmed');
    expect(orderTourStatus({ isConfirmed: true, isDispatched: true })).toBe('dispatched');
  });

  it('has no tour for other detail forms', () => {
    expect(texts(detailTourName('product', null, true))).toBeNull();
  });
});
