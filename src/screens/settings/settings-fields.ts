import * as v from 'valibot';
import { companyAccountSchema } from '../../domain/schemas/company-account';
import { tileUrlProblem } from '../../blocks/route-map/map-tiles';
import { ISSUER_FIELDS } from '../../domain/trade-documents/invoice-document';
import type { FieldsOf, RecordOf } from '../../entities/record-of';

/** The company's own record (or the part of it a page knows), whose fields the settings pages edit. */
export type CompanyRecord = Readonly<Partial<RecordOf<'companies'>>>;

/** A field of the company record a setting edits: a name the companies schema declares. */
export type SettingName = Exclude<keyof RecordOf<'companies'>, 'id' | 'rowVersion'> & string;

/** How a setting is edited. */
export type SettingKind =
  'text' | 'multiline' | 'email' | 'number' | 'boolean' | 'select' | 'time' | 'colour';

/** One setting: a field of the company record, its label and how it is edited. */
export type SettingField = {
  name: SettingName;
  label: string;
  kind: SettingKind;
  /** A select's choices: the stored value itself, or a stored value with the label shown for it. */
  options?: readonly (string | { value: string; label: string })[];
  hint?: string;
  required?: boolean;
  /** What the services take when the record has no value (a flag on by default, a select's first choice). */
  defaultValue?: string | boolean;
};

const AUSTRALIAN_ZONES = [
  'Australia/Melbourne',
  'Australia/Sydney',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Hobart',
  'Australia/Perth',
] as const;

/**
 * The editable settings of each section of the Account menu's settings pages, kept as fields of
 * the company's own record (written through the write path like any record). Subscription and
 * billing show what billing keeps; the other sections hold the company's own choices, which the
 * screens and the services' flows read.
 */
export const SETTINGS_FIELDS: Readonly<Record<string, readonly SettingField[]>> = {
  company: [
    { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
    { name: 'accountName', label: 'Legal Name', kind: 'text', hint: 'As it prints on invoices.' },
    { name: ISSUER_FIELDS.abn, label: 'ABN', kind: 'text', hint: '11 digits.' },
    { name: 'primaryEmail', label: 'Primary Email', kind: 'email' },
    { name: ISSUER_FIELDS.phone, label: 'Phone', kind: 'text' },
    { name: ISSUER_FIELDS.address, label: 'Address', kind: 'multiline' },
    { name: 'defaultTimeZone', label: 'Default Time Zone', kind: 'select', options: AUSTRALIAN_ZONES },
    { name: 'themeColour', label: 'Theme Colour', kind: 'colour' },
  ],
  // Billing keeps no setting of the company's: Bulktrade issues subscription invoices (read-only
  // here, server/flows/subscription-invoices.ts) to the company's Primary Email (spec 02, company account).
  billing: [],
  customer: [
    { name: 'isCustomerOrderingEnabled', label: 'Customers Order Online', kind: 'boolean' },
    {
      name: 'defaultOrderLeadHours',
      label: 'Order Lead Hours',
      kind: 'number',
      hint: 'How long before delivery an order must be in.',
    },
    { name: 'orderCutOffTime', label: 'Daily Cut-Off Time', kind: 'time' },
    { name: 'isAvailableWeekends', label: 'Deliver On Weekends', kind: 'boolean' },
  ],
  courier: [
    { name: 'journeyStartTime', label: 'Journeys Start At', kind: 'time' },
    { name: 'maxStopsPerJourney', label: 'Most Stops On A Journey', kind: 'number' },
    {
      name: 'mapTileUrl',
      label: 'Map Tiles URL',
      kind: 'text',
      hint: 'A tile server for the route maps, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png. Empty: routes are drawn as a plot without a map.',
    },
    {
      name: 'mapTileAttribution',
      label: 'Map Tiles Credit',
      kind: 'text',
      hint: 'The credit the tile provider asks for, such as © OpenStreetMap contributors.',
    },
  ],
  supplier: [
    { name: 'purchaseOrderLeadDays', label: 'Order From Suppliers Days Ahead', kind: 'number' },
    { name: 'isReceivalCheckRequired', label: 'Count Every Receival', kind: 'boolean' },
  ],
  invoicing: [
    {
      name: 'invoiceTrigger',
      label: 'Invoice When',
      kind: 'select',
      options: ['Delivered', 'Dispatched', 'Scheduled'],
      hint: 'Scheduled: your Order Invoicing Actions invoice what was delivered since their last run.',
    },
    {
      name: 'invoiceGrouping',
      label: 'One Invoice',
      kind: 'select',
      options: ['Per order', 'Per customer per week'],
    },
    { name: 'defaultPaymentTermsDays', label: 'Payment Terms (days)', kind: 'number' },
    { name: ISSUER_FIELDS.bankAccountName, label: 'Bank Account Name', kind: 'text' },
    { name: ISSUER_FIELDS.bankBsb, label: 'BSB', kind: 'text' },
    { name: ISSUER_FIELDS.bankAccountNumber, label: 'Account Number', kind: 'text' },
    { name: ISSUER_FIELDS.paymentNote, label: 'Payment Note On Invoices', kind: 'multiline' },
  ],
  'stock-level': [
    { name: 'lowStockWarningPercent', label: 'Warn Below (% of lower threshold)', kind: 'number' },
  ],
  'pick-pack': [
    // Read by the services when an order is confirmed (server/flows/order-consignments.ts, pickPackSettingsOf).
    {
      name: 'picksAndPacks',
      label: 'We Pick And Pack Our Orders',
      kind: 'boolean',
      defaultValue: true,
      hint: 'Off when a 3PL or nobody picks: confirming an order makes no consignment.',
    },
    {
      name: 'consignmentGrouping',
      label: 'One Consignment',
      kind: 'select',
      options: [
        { value: 'PerOrder', label: 'Per order' },
        { value: 'PerCustomerPerDay', label: 'Per customer per day' },
      ],
      defaultValue: 'PerOrder',
      hint: "Per customer per day: a customer's confirmed orders for one day and address are picked and packed together.",
    },
    { name: 'pickingBatchSize', label: 'Orders Per Picking Batch', kind: 'number' },
    { name: 'isPackageLabelRequired', label: 'Label Every Package', kind: 'boolean' },
    { name: 'isPackingSlipPrinted', label: 'Print Packing Slips', kind: 'boolean' },
  ],
};

/** The value a form shows for a field: '' for missing text, false for a missing flag. */
export function formValue(
  field: SettingField,
  record: CompanyRecord | null | undefined,
): string | number | boolean {
  const stored: unknown = record?.[field.name];
  const value = stored === undefined || stored === null ? field.defaultValue : stored;
  if (field.kind === 'boolean') return value === true;
  if (field.kind === 'number') return typeof value === 'number' ? value : '';
  return typeof value === 'string' ? value : '';
}

/** What a problem with a setting's value says, or null when it may be saved. */
export function settingProblem(field: SettingField, value: string | number | boolean): string | null {
  if (field.required === true && (value === '' || value === null)) return 'Field is required';
  // The company schema's own check (an ABN's checksum, a BSB's digits): the services apply the same.
  const entry = (companyAccountSchema.entries as Readonly<Record<string, v.GenericSchema>>)[field.name];
  if (entry !== undefined && typeof value === 'string' && value !== '') {
    const result = v.safeParse(entry, value);
    if (!result.success) return result.issues[0].message;
  }
  if (field.name === 'mapTileUrl' && typeof value === 'string') {
    const problem = tileUrlProblem(value);
    if (problem !== null) return problem;
  }
  if (field.kind === 'number' && typeof value === 'number' && value < 0) return 'Cannot be below 0';
  return null;
}

/**
 * The fields that differ from the record: what Save writes (numbers left empty become null).
 * @example changedSettings(fields, { abn: '1' }, { abn: '2' }) // { abn: '2' }
 */
export function changedSettings(
  fields: readonly SettingField[],
  record: CompanyRecord | null | undefined,
  values: Readonly<Record<string, string | number | boolean>>,
): FieldsOf<'companies'> {
  // Each kind's value has its field's type in the schema (text, number, flag); the services check it again.
  const changes: Partial<Record<SettingName, string | number | boolean | null>> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === formValue(field, record)) continue;
    changes[field.name] =
      field.kind === 'number' && value === '' ? null : typeof value === 'string' ? value.trim() : value;
  }
  return changes as FieldsOf<'companies'>;
}
