import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTER_VALUES,
  hasRegisterErrors,
  refusalOf,
  SUBSCRIPTION_OPTIONS,
  validateRegisterForm,
} from './register-form';

const good = {
  companyName: 'Fitzroy Grocer',
  userName: 'owner@fitzroygrocer.com.au',
  password: 'Greengrocer!2026',
  subscriptionCode: 'CUST',
};

describe('validateRegisterForm', () => {
  it('accepts a complete sign-up', () => {
    expect(hasRegisterErrors(validateRegisterForm(good))).toBe(false);
  });

  it("uses the spec's messages for each field", () => {
    expect(validateRegisterForm(EMPTY_REGISTER_VALUES)).toEqual({
      companyName: ['Field is required'],
      userName: ['Email is required'],
      password: ['Password is required'],
      subscriptionCode: ['Field is required'],
    });
    expect(validateRegisterForm({ ...good, userName: 'owner@' }).userName).toEqual(['Email must be valid']);
    expect(validateRegisterForm({ ...good, password: 'short' }).password).toEqual([
      'Password must be 10 or more characters',
      'Password must contain an uppercase letter',
      'Password must contain a number',
      'Password must contain a special character from @$!%*?&+',
    ]);
  });

  it('offers the six subscription codes', () => {
    expect(SUBSCRIPTION_OPTIONS.map((option) => option.value)).toEqual([
      'CUSTFREE',
      'CUST',
      'SUPPFREE',
      'SUPP',
      'COURFREE',
      'COUR',
    ]);
  });
});

describe('refusalOf', () => {
  it("reads the service's summary and field messages", () => {
    const outcome = refusalOf(
      {
        message: 'That user name is already registered. Sign in instead, or use another email.',
        errors: [
          { field: 'userName', message: 'taken' },
          { field: 'other', message: 'x' },
        ],
      },
      409,
    );
    expect(outcome).toEqual({
      ok: false,
      message: 'That user name is already registered. Sign in instead, or use another email.',
      errors: { userName: ['taken'] },
    });
    expect(refusalOf(null, 500)).toEqual({
      ok: false,
      message: 'The account could not be created (HTTP 500).',
      errors: {},
    });
  });
});
