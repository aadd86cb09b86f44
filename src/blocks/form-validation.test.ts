import { describe, expect, it } from 'vitest';
import type { EntityField } from '../entities/entity-definition';
import { fieldError, isFormValid, validateFields } from './form-validation';

const fields: EntityField[] = [
  { name: 'productName', label: 'Product Name', kind: 'text', required: true },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'contact.email', label: 'Contact Email', kind: 'email', required: true },
  { name: 'total', label: 'Total', kind: 'money', required: true, readOnly: true },
];

describe('form validation', () => {
  it("says 'Field is required' for an empty required field", () => {
    expect(validateFields({ productName: '  ', contact: { email: 'a@b.co' } }, fields)).toEqual({
      productName: 'Field is required',
    });
  });

  it('checks email fields: optional blank passes, malformed fails, required blank says Email is required', () => {
    expect(fieldError(fields[1]!, '')).toBeNull();
    expect(fieldError(fields[1]!, 'sam@')).toBe('Email must be valid');
    expect(validateFields({ productName: 'Flour' }, fields)).toEqual({
      'contact.email': 'Email is required',
    });
  });

  it('lets read-only fields pass and reports a valid form', () => {
    const errors = validateFields({ productName: 'Flour', contact: { email: 'sam@shop.com.au' } }, fields);
    expect(isFormValid(errors)).toBe(true);
    expect(isFormValid({ a: 'Field is required' })).toBe(false);
  });
});
