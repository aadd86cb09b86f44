import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emailProblem, hasValue, isValidEmail, validateEmail, validateRequired } from './field-validation';

describe('validateRequired', () => {
  it('returns the exact message for empty values', () => {
    for (const empty of [undefined, null, '', '   ', [], Number.NaN, false]) {
      expect(validateRequired(empty)).toBe('Field is required');
    }
  });

  it('accepts filled values, including zero', () => {
    for (const filled of ['x', ' a ', 0, -1, 12.5, ['a'], true, { id: 1 }]) {
      expect(validateRequired(filled)).toBeNull();
    }
  });

  it('agrees with hasValue for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(validateRequired(value) === null).toBe(hasValue(value));
      }),
    );
  });
});

describe('validateEmail', () => {
  it('asks for an email when blank', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
    expect(validateEmail(null)).toBe('Email is required');
    expect(validateEmail(undefined)).toBe('Email is required');
  });

  it('rejects text that is not local@domain', () => {
    for (const bad of [
      'sam',
      'sam@',
      '@shop.com',
      'sam@shop',
      'sam shop@x.com',
      'sam@@shop.com',
      'a@b@c.com',
      'sam@shop.',
    ]) {
      expect(validateEmail(bad)).toBe('Email must be valid');
    }
  });

  it('accepts basic addresses, ignoring surrounding spaces', () => {
    for (const good of ['sam@shop.com', 'first.last+tag@mail.shop.com.au', ' ops@bulk.trade ']) {
      expect(validateEmail(good)).toBeNull();
    }
  });

  it('accepts any space-free local part and dotted domain', () => {
    const part = fc.stringMatching(/^[a-z0-9_+-]{1,12}$/);
    fc.assert(
      fc.property(part, part, part, (local, host, tld) => {
        expect(isValidEmail(`${local}@${host}.${tld}`)).toBe(true);
        expect(isValidEmail(`${local}${host}.${tld}`)).toBe(false);
      }),
    );
  });
});

describe('emailProblem (the entity schemas’ email rule)', () => {
  it('passes blank and well-formed text, names malformed text', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('  ')).toBeNull();
    expect(emailProblem(' sam@shop.com.au ')).toBeNull();
    expect(emailProblem('sam@')).toBe('Email must be valid');
  });
});
