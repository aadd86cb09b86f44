import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { actionSchema } from './action';
import { billableItemSchema } from './billable-item';
import { clientSchema } from './client';
import { courierSchema } from './courier';
import { customerSchema } from './customer';
import { customerTemplateSchema } from './customer-template';
import { externalPartyIntegrationSchema } from './external-party-integration';
import { externalPartyOptionSchema } from './external-party-option';
import { fulfillerPointerSchema } from './fulfiller-pointer';
import { groupSchema } from './group';
import { linkRecordSchema } from './link-record';
import { notificationConfigurationSchema } from './notification-configuration';
import { orderSheetSchema } from './order-sheet';
import { orderSlotRecordSchema } from './order-slot-record';
import { orderingRulesGroupSchema } from './ordering-rules-group';
import { partnerRequestSchema } from './partner-request';
import { partyInvoiceSchema } from './party-invoice';
import { paymentTermSchema } from './payment-term';
import { priceTierSchema } from './price-tier';
import { processScheduleSchema } from './process-schedule';
import { roleSchema } from './role';
import { stockImportSchema } from './stock-import';
import { supplierSchema } from './supplier';
import { supplyLineSchema } from './supply-line';
import { supplyPointerSchema } from './supply-pointer';
import { userAccountSchema } from './user-account';
import { userActivitySchema } from './user-activity';
import { zoneSchema } from './zone';

const SCHEMAS = {
  actionSchema,
  billableItemSchema,
  clientSchema,
  courierSchema,
  customerSchema,
  customerTemplateSchema,
  externalPartyIntegrationSchema,
  externalPartyOptionSchema,
  fulfillerPointerSchema,
  groupSchema,
  linkRecordSchema,
  notificationConfigurationSchema,
  orderSheetSchema,
  orderSlotRecordSchema,
  orderingRulesGroupSchema,
  partnerRequestSchema,
  partyInvoiceSchema,
  paymentTermSchema,
  priceTierSchema,
  processScheduleSchema,
  roleSchema,
  stockImportSchema,
  supplierSchema,
  supplyLineSchema,
  supplyPointerSchema,
  userAccountSchema,
  userActivitySchema,
  zoneSchema,
};

describe.each(Object.entries(SCHEMAS))('%s', (_name, schema) => {
  it('accepts a record with only an id and null for unset fields', () => {
    const nulls = Object.fromEntries(
      Object.keys(schema.entries)
        .filter((key) => key !== 'id' && key !== 'rowVersion')
        .map((key) => [key, null]),
    );
    expect(v.safeParse(schema, { id: 'r1' }).success).toBe(true);
    expect(v.safeParse(schema, { id: 'r1', ...nulls }).success).toBe(true);
  });

  it('needs an id, as every stored record does', () => {
    expect(v.safeParse(schema, { rowVersion: 1 }).success).toBe(false);
  });

  it('keeps fields it does not know, so newer servers lose nothing', () => {
    const result = v.safeParse(schema, { id: 'r1', futureField: 'kept' });
    expect(result.success && result.output.futureField).toBe('kept');
  });
});

describe('entity schema rules', () => {
  it('limits notification channels to Email, SMS and Push', () => {
    expect(v.safeParse(notificationConfigurationSchema, { id: 'n1', channel: 'SMS' }).success).toBe(true);
    expect(v.safeParse(notificationConfigurationSchema, { id: 'n1', channel: 'Fax' }).success).toBe(false);
  });

  it('reads pointer weekdays as Always or a comma list of days', () => {
    expect(v.safeParse(supplyPointerSchema, { id: 'p1', weekdays: 'Mon,Tue' }).success).toBe(true);
    expect(v.safeParse(fulfillerPointerSchema, { id: 'p1', weekdays: 'Always' }).success).toBe(true);
    expect(v.safeParse(supplyPointerSchema, { id: 'p1', weekdays: 'Funday' }).success).toBe(false);
  });

  it('takes Slotted or Open as the ordering arrangement', () => {
    expect(v.safeParse(customerSchema, { id: 'c1', orderingArrangement: 'Open' }).success).toBe(true);
    expect(v.safeParse(customerTemplateSchema, { id: 't1', orderingArrangement: 'Closed' }).success).toBe(
      false,
    );
  });

  it('checks schedule expressions have five or six fields', () => {
    expect(v.safeParse(actionSchema, { id: 'a1', cronExpression: '0 6 * * 1' }).success).toBe(true);
    expect(v.safeParse(processScheduleSchema, { id: 's1', cronExpression: '0 6 *' }).success).toBe(false);
    expect(v.safeParse(orderSlotRecordSchema, { id: 's1', cronExpression: '0 6 * * 1 1440' }).success).toBe(
      true,
    );
  });

  it('gives order slot records a required id, unlike slots embedded in standing orders', () => {
    expect(v.safeParse(orderSlotRecordSchema, { id: null, slotName: 'Monday' }).success).toBe(false);
  });

  it('needs a product and a numeric quantity on every stock import line', () => {
    const line = { productID: 'p1', quantity: 12 };
    expect(v.safeParse(stockImportSchema, { id: 'i1', importItems: [line] }).success).toBe(true);
    expect(
      v.safeParse(stockImportSchema, { id: 'i1', importItems: [{ ...line, quantity: '12' }] }).success,
    ).toBe(false);
    expect(v.safeParse(stockImportSchema, { id: 'i1', importItems: [{ quantity: 1 }] }).success).toBe(false);
  });

  it('adds the seller to invoices and keeps the invoice rules', () => {
    expect(v.safeParse(partyInvoiceSchema, { id: 'inv1', sellerID: 's1', buyerID: 'b1' }).success).toBe(true);
    expect(v.safeParse(partyInvoiceSchema, { id: 'inv1', lineItems: [{ quantity: 'two' }] }).success).toBe(
      false,
    );
  });

  it('keeps order-line rules as names or name and value', () => {
    const rules = ['QuantityInIncrements', { rule: 'QuantityInIncrements', value: 6 }];
    expect(v.safeParse(orderingRulesGroupSchema, { id: 'g1', rules }).success).toBe(true);
    expect(v.safeParse(orderingRulesGroupSchema, { id: 'g1', rules: [6] }).success).toBe(false);
  });

  it('carries the permission list on users and roles as text', () => {
    expect(v.safeParse(userAccountSchema, { id: 'u1', permissions: 'customers,products.edit' }).success).toBe(
      true,
    );
    expect(v.safeParse(roleSchema, { id: 'r1', permissions: ['customers'] }).success).toBe(false);
  });
});
