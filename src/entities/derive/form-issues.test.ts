import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { abnProblem } from '../../domain/australian-identifiers';
import {
  checkedTextSchema,
  countSchema,
  latLngSchema,
  optionalDateSchema,
  optionalEmailSchema,
  optionalNumberSchema,
  optionalStringSchema,
} from '../../domain/schemas/field-types';
import type { EntityField } from '../entity-definition';
import { ENTITIES, entityByName } from '../registry';
import { formIssues, isFormValid, issueField, requiredIssue } from './form-issues';

const schema = v.looseObject({
  productName: optionalStringSchema,
  code: v.nullish(v.pipe(v.string(), v.maxLength(4, 'Code must be 4 characters or fewer'))),
  price: optionalNumberSchema,
  packs: v.nullish(countSchema),
  email: optionalEmailSchema,
  contact: v.nullish(v.looseObject({ email: optionalEmailSchema })),
  deliverOn: optionalDateSchema,
  channel: v.nullish(v.picklist(['Email', 'SMS'], 'Channel must be Email or SMS')),
  abn: checkedTextSchema(abnProblem),
  boundary: v.nullish(v.array(latLngSchema)),
  hidden: optionalNumberSchema,
  total: optionalNumberSchema,
});

const fields: EntityField[] = [
  { name: 'productName', label: 'Product Name', kind: 'text', required: true },
  { name: 'code', label: 'Code', kind: 'text' },
  { name: 'price', label: 'Price', kind: 'money' },
  { name: 'packs', label: 'Packs', kind: 'number' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'contact.email', label: 'Contact Email', kind: 'email', required: true },
  { name: 'deliverOn', label: 'Deliver On', kind: 'date' },
  { name: 'channel', label: 'Channel', kind: 'select' },
  { name: 'abn', label: 'ABN', kind: 'text' },
  { name: 'boundary', label: 'Boundary', kind: 'boundary' },
  { name: 'total', label: 'Total', kind: 'money', required: true, readOnly: true },
];

const valid = { productName: 'Flour', contact: { email: 'sam@shop.com.au' } };

describe('formIssues: the entity schema and the required rule, by field', () => {
  it.each([
    ['a required text left blank', { productName: '  ' }, { productName: 'Field is required' }],
    ['a required email left blank', { contact: { email: '' } }, { 'contact.email': 'Email is required' }],
    ['a malformed email', { email: 'sam@' }, { email: 'Email must be valid' }],
    ['a malformed nested email', { contact: { email: 'sam' } }, { 'contact.email': 'Email must be valid' }],
    ['text too long', { code: 'ABCDE' }, { code: 'Code must be 4 characters or fewer' }],
    [
      'a number that is not finite',
      { price: Number.POSITIVE_INFINITY },
      { price: 'Must be a finite number' },
    ],
    ['a count below zero', { packs: -1 }, { packs: 'Must not be negative' }],
    ['a count with a fraction', { packs: 1.5 }, { packs: 'Must be a whole number' }],
    [
      'a date that is not ISO',
      { deliverOn: '27/11/2026' },
      { deliverOn: 'Date must be an ISO 8601 date string' },
    ],
    ['a choice not in the list', { channel: 'Fax' }, { channel: 'Channel must be Email or SMS' }],
    ['a checked text (ABN)', { abn: '12345678901' }, { abn: 'This ABN is not valid: check its digits' }],
    [
      'a point of a boundary',
      { boundary: [{ lat: 95, lng: 0 }] },
      { boundary: 'Latitude must be between -90 and 90' },
    ],
  ])('%s', (_, change, expected) => {
    expect(formIssues(schema, { ...valid, ...change }, fields)).toEqual(expected);
  });

  it('passes a valid record, blank optional fields and the empty date', () => {
    const errors = formIssues(
      schema,
      { ...valid, email: '', code: null, price: 0, deliverOn: '2026-11-27', abn: '' },
      fields,
    );
    expect(errors).toEqual({});
    expect(isFormValid(errors)).toBe(true);
  });

  it('says the required rule before the schema, one message a field', () => {
    expect(formIssues(schema, { productName: 5, contact: { email: 'sam@shop.com.au' } }, fields)).toEqual({
      productName: expect.stringContaining('Invalid type') as string,
    });
    expect(formIssues(schema, { productName: '', contact: { email: '' } }, fields)).toEqual({
      productName: 'Field is required',
      'contact.email': 'Email is required',
    });
  });

  it('leaves read-only fields and properties the form does not show to the services', () => {
    expect(formIssues(schema, { ...valid, total: 'x', hidden: 'x' }, fields)).toEqual({});
  });

  it('checks only the required rule without a schema', () => {
    expect(formIssues(null, { email: 'sam@' }, fields)).toEqual({
      productName: 'Field is required',
      'contact.email': 'Email is required',
    });
  });

  it("reads a real entity's schema: a customer's email is the services' rule", () => {
    const customers = entityByName('customers');
    expect(formIssues(customers.schema, { email: 'orders@' }, customers.fields)).toMatchObject({
      email: 'Email must be valid',
    });
  });

  it("holds every editable email field of every entity to the schema's email rule", () => {
    const emailFields = ENTITIES.flatMap((entity) =>
      entity.fields
        .filter((field) => field.kind === 'email' && field.readOnly !== true)
        .map((field) => ({ entity, field })),
    );
    expect(emailFields.length).toBeGreaterThan(5);
    for (const { entity, field } of emailFields) {
      const record = { [field.name]: 'sam@' };
      expect([entity.name, formIssues(entity.schema, record, [field])]).toEqual([
        entity.name,
        { [field.name]: 'Email must be valid' },
      ]);
    }
  });
});

describe('issueField and requiredIssue', () => {
  it('finds the field of a dotted path, the longest name first', () => {
    expect(issueField(fields, 'boundary.0.lat')?.name).toBe('boundary');
    expect(issueField(fields, 'contact.email')?.name).toBe('contact.email');
    expect(issueField(fields, 'contacts')).toBeNull();
  });

  it('counts 0 as filled in and an unticked box as empty', () => {
    const field: EntityField = { name: 'n', label: 'N', kind: 'number', required: true };
    expect(requiredIssue(field, 0)).toBeNull();
    expect(requiredIssue({ ...field, kind: 'boolean' }, false)).toBe('Field is required');
  });
});
