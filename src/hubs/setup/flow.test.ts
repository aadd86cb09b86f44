import { describe, expect, it } from 'vitest';
import {
  INITIAL_SETUP_STATE,
  SETUP_COMPANY_FIELD,
  companyStepFields,
  customerStepFields,
  productStepFields,
  setupFlow,
  setupReducer,
  setupStepsFor,
  setupView,
  stepProblems,
  type SetupFacts,
  type SetupRecords,
} from './flow';

const admin = { permissions: 'everything.edit', subscriptionCode: 'SUPP' };
const none: SetupFacts = { company: { companyName: 'Acme' }, counts: {} };

describe('the setup flow', () => {
  it('takes a supplier through company, location, product and customer', () => {
    expect(setupStepsFor(admin).map((step) => step.key)).toEqual([
      'company',
      'location',
      'product',
      'customer',
    ]);
  });

  it('leaves products and customers out for a customer company, and steps the user may not write', () => {
    expect(
      setupStepsFor({ permissions: 'everything.edit', subscriptionCode: 'CUST' }).map((step) => step.key),
    ).toEqual(['company', 'location']);
    expect(
      setupStepsFor({ permissions: 'products.edit,customers', subscriptionCode: 'SUPP' }).map(
        (step) => step.key,
      ),
    ).toEqual(['product']);
  });

  it('starts at the company step of a new company', () => {
    expect(setupView(INITIAL_SETUP_STATE, setupStepsFor(admin), none).active).toBe('company');
  });

  it('resumes at the first step not done, read from what exists', () => {
    const facts: SetupFacts = {
      company: { companyName: 'Acme', [SETUP_COMPANY_FIELD]: '2026-01-01T00:00:00.000Z' },
      counts: { location: 1 },
    };
    const view = setupView(INITIAL_SETUP_STATE, setupStepsFor(admin), facts);
    expect(view.active).toBe('product');
    expect(view.doneCount).toBe(2);
  });

  it('counts the company step done when the ABN is already set', () => {
    const facts: SetupFacts = { company: { companyName: 'Acme', abn: '51824753556' }, counts: {} };
    expect(setupView(INITIAL_SETUP_STATE, setupStepsFor(admin), facts).active).toBe('location');
  });

  it('shows a chosen step, done or not, and moves on once it is saved', () => {
    const facts: SetupFacts = { company: { abn: '51824753556' }, counts: { location: 1 } };
    const chosen = setupReducer(INITIAL_SETUP_STATE, { type: 'choose', step: 'company' });
    expect(setupView(chosen, setupStepsFor(admin), facts).active).toBe('company');
    const saved = setupReducer(chosen, { type: 'saved', step: 'company' });
    expect(setupView(saved, setupStepsFor(admin), facts).active).toBe('product');
  });

  it('is finished when every step is done', () => {
    const facts: SetupFacts = {
      company: { abn: '51824753556' },
      counts: { location: 1, product: 2, customer: 1 },
    };
    const view = setupView(INITIAL_SETUP_STATE, setupStepsFor(admin), facts);
    expect(view.active).toBeNull();
    expect(view.doneCount).toBe(4);
  });
});

describe('step forms', () => {
  it('need the required fields with the spec message', () => {
    expect(stepProblems('product', { productName: ' ' })).toEqual({ productName: 'Field is required' });
    expect(stepProblems('customer', { companyName: '' })).toEqual({ companyName: 'Field is required' });
    expect(stepProblems('location', { locationName: 'Depot', suburb: '', state: 'VIC' })).toEqual({
      suburb: 'Field is required',
    });
  });

  it('check an ABN, an email, a postcode and the time zone', () => {
    expect(
      stepProblems('company', {
        companyName: 'Acme',
        abn: '51 824',
        primaryEmail: 'x@',
        defaultTimeZone: 'Mars/Base',
      }),
    ).toEqual({
      abn: 'An ABN has 11 digits',
      primaryEmail: 'Email must be valid',
      defaultTimeZone: 'Pick a time zone',
    });
    expect(
      stepProblems('company', {
        companyName: 'Acme',
        abn: '51 824 753 556',
        defaultTimeZone: 'Australia/Perth',
      }),
    ).toEqual({});
    expect(
      stepProblems('location', { locationName: 'Depot', suburb: 'Lilydale', state: 'VIC', postcode: '37' }),
    ).toEqual({ postcode: 'A postcode has 4 digits' });
  });

  it('write the company stamp, and new records belonging to the company', () => {
    const now = new Date('2026-03-02T01:02:03.000Z');
    const context = { companyID: 'c1', now, locationID: 'loc1' };
    expect(
      companyStepFields({ companyName: ' Acme ', abn: '', defaultTimeZone: 'Australia/Perth' }, now),
    ).toMatchObject({
      companyName: 'Acme',
      abn: null,
      [SETUP_COMPANY_FIELD]: now.toISOString(),
    });
    expect(customerStepFields({ companyName: 'Café Uno' }, context)).toMatchObject({
      companyName: 'Café Uno',
      sellerID: 'c1',
      locationID: 'loc1',
    });
    expect(productStepFields({ productName: 'Milk', taxType: 'GST' }, 'c1')).toMatchObject({
      productName: 'Milk',
      taxType: 'GST',
      isSold: true,
      companyAccountID: 'c1',
    });
  });
});

describe('the setup page', () => {
  const records: SetupRecords = {
    company: { id: 'c1', companyName: 'Acme', abn: '51824753556', defaultTimeZone: null },
    locations: [
      { id: 'gone', companyAccountID: 'c1', isInactive: true },
      { id: 'other', companyAccountID: 'c2' },
      { id: 'loc1', companyAccountID: 'c1' },
    ],
    products: [{ companyAccountID: 'c2' }],
    customers: [{ sellerID: 'c2' }, { sellerID: 'c1', isInactive: true }],
  };

  it("counts only the company's active records, and saves with its first location", () => {
    const view = setupFlow(INITIAL_SETUP_STATE, setupStepsFor(admin), records);
    expect(view.steps.map((step) => step.done)).toEqual([true, true, false, false]);
    expect(view.active).toBe('product');
    expect(view.index).toBe(2);
    expect(view.companyID).toBe('c1');
    expect(view.locationID).toBe('loc1');
  });

  it("starts the company form from its record, the company's zone defaulting to Melbourne", () => {
    const view = setupFlow(INITIAL_SETUP_STATE, setupStepsFor(admin), records);
    expect(view.initial.company).toEqual({
      companyName: 'Acme',
      abn: '51824753556',
      primaryEmail: '',
      phoneNumber: '',
      defaultTimeZone: 'Australia/Melbourne',
    });
    expect(view.initial.product).toEqual({ taxType: 'GST' });
    expect(view.initial.location).toEqual({ state: 'VIC' });
  });

  it('points the Stepper past the last step once all are done', () => {
    const done = setupFlow(INITIAL_SETUP_STATE, setupStepsFor(admin), {
      ...records,
      products: [{ companyAccountID: null }],
      customers: [{ sellerID: 'c1' }],
    });
    expect(done.active).toBeNull();
    expect(done.index).toBe(4);
  });
});
