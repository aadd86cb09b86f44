import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { saveCompany } from './save-company';

const now = new Date('2026-03-02T01:02:03.000Z');
const base = { companyID: 'c1', now, locationID: null, newID: 'n1' };

describe('save-company', () => {
  it("updates the company's own record with its details and the step's stamp", () => {
    expect(
      writesOf(saveCompany, {
        ...base,
        values: { companyName: ' Acme ', abn: '', defaultTimeZone: 'Australia/Perth', phoneNumber: ' 03 ' },
      }),
    ).toEqual([
      {
        op: 'update',
        entity: 'companies',
        id: 'c1',
        fields: {
          companyName: 'Acme',
          abn: null,
          primaryEmail: null,
          phoneNumber: '03',
          defaultTimeZone: 'Australia/Perth',
          setupCompanyConfirmedOn: now.toISOString(),
        },
      },
    ]);
  });

  it('does not run while the form has problems or the company is not known', () => {
    expect(saveCompany.isEnabled({ ...base, values: { companyName: '', defaultTimeZone: 'UTC' } })).toBe(
      false,
    );
    expect(
      saveCompany.isEnabled({ ...base, values: { companyName: 'Acme', defaultTimeZone: 'Mars/Base' } }),
    ).toBe(false);
    expect(
      saveCompany.isEnabled({
        ...base,
        companyID: '',
        values: { companyName: 'Acme', defaultTimeZone: 'UTC' },
      }),
    ).toBe(false);
  });
});
