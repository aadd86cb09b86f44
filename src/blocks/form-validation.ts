import { validateEmail, validateRequired } from '../domain/field-validation';
import type { EntityField } from '../entities/entity-definition';
import { readPath } from '../domain/csv/csv-export';

/** Field name → its message; an empty object means the form is valid. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The first failing rule of one field: required ('Field is required'), then for email
 * fields 'Email is required' (when required) or 'Email must be valid'. Read-only fields pass.
 * @example fieldError({ name: 'email', label: 'Email', kind: 'email' }, 'sam@') // 'Email must be valid'
 */
export function fieldError(field: EntityField, value: unknown): string | null {
  if (field.readOnly === true) return null;
  if (field.kind === 'email') {
    const text = typeof value === 'string' ? value : '';
    if (text.trim() === '' && field.required !== true) return null;
    return validateEmail(text);
  }
  return field.required === true ? validateRequired(value) : null;
}

/**
 * Checks every field of a form against the item.
 * @example validateFields({ productName: '' }, products.fields) // { productName: 'Field is required' }
 */
export function validateFields(item: unknown, fields: readonly EntityField[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = fieldError(field, readPath(item, field.name));
    if (message !== null) errors[field.name] = message;
  }
  return errors;
}

/** @example isFormValid({}) // true */
export function isFormValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
