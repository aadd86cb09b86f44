import * as v from 'valibot';
import { readPath } from '../../domain/csv/property-path';
import { EMAIL_REQUIRED_MESSAGE, FIELD_REQUIRED_MESSAGE, hasValue } from '../../domain/field-validation';
import type { EntityField } from '../entity-definition';

/** Field name → its message; an empty object means the form is valid. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The form-level rule the schema does not hold: a field the entity marks `required` (the
 * services accept the record without it). An email field says 'Email is required'.
 * @example requiredIssue({ name: 'email', label: 'Email', kind: 'email', required: true }, '') // 'Email is required'
 */
export function requiredIssue(field: EntityField, value: unknown): string | null {
  if (field.required !== true || hasValue(value)) return null;
  return field.kind === 'email' ? EMAIL_REQUIRED_MESSAGE : FIELD_REQUIRED_MESSAGE;
}

/**
 * The form field an issue of the schema belongs to: the field named by the issue's dotted
 * path, or by the longest start of it (a boundary's `boundary.0.lat` is the boundary's).
 * @example issueField(fields, 'contact.email') // the 'contact.email' field
 */
export function issueField(fields: readonly EntityField[], path: string): EntityField | null {
  let best: EntityField | null = null;
  for (const field of fields) {
    const covers = path === field.name || path.startsWith(`${field.name}.`);
    if (covers && (best === null || field.name.length > best.name.length)) best = field;
  }
  return best;
}

/**
 * What the form says about a record: for each editable field, its required rule first, then
 * the first issue the entity's schema (the one the services parse with) raises on it, in the
 * schema's words ('Email must be valid', 'This ABN is not valid: check its digits'…). Issues on
 * properties the form does not show are the services' to report, not the form's.
 * @example formIssues(customers.schema, { email: 'sam@' }, customers.fields) // { email: 'Email must be valid' }
 * @example formIssues(products.schema, { productName: ' ' }, products.fields) // { productName: 'Field is required' }
 */
export function formIssues(
  schema: v.GenericSchema | null,
  record: unknown,
  fields: readonly EntityField[],
): FieldErrors {
  const editable = fields.filter((field) => field.readOnly !== true);
  const errors: Record<string, string> = {};
  for (const field of editable) {
    const message = requiredIssue(field, readPath(record, field.name));
    if (message !== null) errors[field.name] = message;
  }
  if (schema === null) return errors;
  const parsed = v.safeParse(schema, record);
  for (const issue of parsed.issues ?? []) {
    const path = v.getDotPath(issue);
    const field = path === null ? null : issueField(editable, path);
    if (field !== null && errors[field.name] === undefined) errors[field.name] = issue.message;
  }
  return errors;
}

/** @example isFormValid({}) // true */
export function isFormValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
