import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_GROUPINGS, pickPackSettingsOf } from '../../domain/pick-pack-settings';
import { companyAccountSchema } from '../../domain/schemas/company-account';
import {
  changedSettings,
  formValue,
  settingProblem,
  SETTINGS_FIELDS,
  type SettingField,
} from './settings-fields';

const abn: SettingField = { name: 'abn', label: 'ABN', kind: 'text' };
const lead: SettingField = { name: 'defaultOrderLeadHours', label: 'Order Lead Hours', kind: 'number' };
const flag: SettingField = { name: 'isAvailableWeekends', label: 'Weekends', kind: 'boolean' };

describe('settings fields', () => {
  it('covers every settings page of the Account menu that holds the company’s choices', () => {
    expect(Object.keys(SETTINGS_FIELDS)).toEqual([
      'company',
      'billing',
      'customer',
      'courier',
      'supplier',
      'invoicing',
      'stock-level',
      'pick-pack',
    ]);
  });

  it('shows missing values as empty or off', () => {
    expect([
      formValue(abn, {}),
      formValue(lead, { defaultOrderLeadHours: 24 }),
      formValue(flag, null),
    ]).toEqual(['', 24, false]);
  });

  it('checks an ABN, a BSB, required fields and negative numbers', () => {
    expect(settingProblem(abn, '51 824 753 556')).toBeNull();
    expect(settingProblem(abn, '51 824')).toBe('An ABN has 11 digits');
    // Eleven digits that fail the ATO's checksum, as the settings page once accepted.
    expect(settingProblem(abn, '12345678901')).toBe('This ABN is not valid: check its digits');
    expect(settingProblem({ name: 'bankBsb', label: 'BSB', kind: 'text' }, '063-000')).toBeNull();
    expect(settingProblem({ name: 'bankBsb', label: 'BSB', kind: 'text' }, '63')).toBe('A BSB has 6 digits');
    expect(
      settingProblem({ name: 'companyName', label: 'Company Name', kind: 'text', required: true }, ''),
    ).toBe('Field is required');
    expect(settingProblem(lead, -1)).toBe('Cannot be below 0');
  });

  it('writes only what changed, trimmed, an emptied number as null', () => {
    const record = { abn: '51 824 753 556', defaultOrderLeadHours: 24, isAvailableWeekends: false };
    expect(
      changedSettings([abn, lead, flag], record, {
        abn: ' 51 824 753 556 ',
        defaultOrderLeadHours: '',
        isAvailableWeekends: false,
      }),
    ).toEqual({ abn: '51 824 753 556', defaultOrderLeadHours: null });
  });
});

describe('the map tiles setting', () => {
  const tiles: SettingField = { name: 'mapTileUrl', label: 'Map Tiles URL', kind: 'text' };

  it('is a courier setting and takes an XYZ template or nothing', () => {
    expect(SETTINGS_FIELDS['courier']?.map((field) => field.name)).toContain('mapTileUrl');
    expect(settingProblem(tiles, '')).toBeNull();
    expect(settingProblem(tiles, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeNull();
    expect(settingProblem(tiles, 'https://tile.openstreetmap.org/')).toBe(
      'A tile URL needs {z}, {x} and {y}',
    );
    expect(settingProblem(tiles, 'tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'A tile URL starts with https://, http:// or /',
    );
  });
});

describe('the pick/pack settings', () => {
  const fields = SETTINGS_FIELDS['pick-pack'] ?? [];
  const field = (name: string) => fields.find((candidate) => candidate.name === name)!;

  it('choose whether the company picks and packs, and one consignment per order or per customer per day, as the services read them', () => {
    const grouping = field('consignmentGrouping');
    expect(grouping.options?.map((option) => (typeof option === 'string' ? option : option.value))).toEqual([
      ...CONSIGNMENT_GROUPINGS,
    ]);
    // What the form shows for an untouched company is what the services do for it.
    const untouched = pickPackSettingsOf({});
    expect(formValue(grouping, {})).toBe(untouched.consignmentGrouping);
    expect(formValue(field('picksAndPacks'), {})).toBe(untouched.picksAndPacks);
    expect(formValue(field('picksAndPacks'), { picksAndPacks: false })).toBe(false);
    // Saving the defaults writes nothing; a change writes the value the services read.
    expect(changedSettings(fields, {}, { picksAndPacks: true, consignmentGrouping: 'PerOrder' })).toEqual({});
    const changed = changedSettings(
      fields,
      {},
      { picksAndPacks: true, consignmentGrouping: 'PerCustomerPerDay' },
    );
    expect(changed).toEqual({ consignmentGrouping: 'PerCustomerPerDay' });
    expect(pickPackSettingsOf(changed).consignmentGrouping).toBe('PerCustomerPerDay');
  });

  it('are declared on the company record, so strict shapes keep them', () => {
    for (const name of ['picksAndPacks', 'consignmentGrouping'])
      expect(Object.keys(companyAccountSchema.entries)).toContain(name);
  });
});

describe('settings that should not exist', () => {
  it('offers none the spec keeps elsewhere: delivery days (journey pointers), stock counting and held stock (stock items), a billing e-mail (Primary Email)', () => {
    const offered = Object.values(SETTINGS_FIELDS).flatMap((fields) => fields.map((field) => field.name));
    for (const name of ['deliveryWeekdays', 'stockCountFrequency', 'isHeldStockCounted', 'billingEmail'])
      expect(offered).not.toContain(name);
  });
});
