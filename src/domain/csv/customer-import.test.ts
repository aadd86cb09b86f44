import { describe, expect, it } from 'vitest';
import { CUSTOMER_IMPORT_COLUMNS, importCustomersCsv } from './customer-import';

const header = CUSTOMER_IMPORT_COLUMNS.join(',');

describe('CUSTOMER_IMPORT_COLUMNS', () => {
  it('lists the spec columns in the spec order', () => {
    expect(header).toBe(
      'companyName,addressLineOne,streetNumber,streetName,suburb,state,postcode,email,phoneNumber,lat,lng',
    );
  });
});

describe('importCustomersCsv', () => {
  it('reads a full row, keeping postcode and street number as text', () => {
    const text = `${header}\nTop End Foods,Unit 4,12A,Smith Street,Darwin,NT,0800,buy@topend.example,08 8900 0000,-12.4634,130.8456`;
    expect(importCustomersCsv(text).rows).toEqual([
      {
        companyName: 'Top End Foods',
        addressLineOne: 'Unit 4',
        streetNumber: '12A',
        streetName: 'Smith Street',
        suburb: 'Darwin',
        state: 'NT',
        postcode: '0800',
        email: 'buy@topend.example',
        phoneNumber: '08 8900 0000',
        lat: -12.4634,
        lng: 130.8456,
      },
    ]);
  });

  it('turns unparseable or blank coordinates into null', () => {
    const report = importCustomersCsv('companyName,lat,lng\nA,north,\nB,0,0');
    expect(report.rows.map((row) => [row.lat, row.lng])).toEqual([
      [null, null],
      [0, 0],
    ]);
  });

  it('matches columns by name in any order', () => {
    const [row] = importCustomersCsv('LNG,Company Name,lat\n151.2,Acme,-33.9').rows;
    expect(row).toMatchObject({ companyName: 'Acme', lat: -33.9, lng: 151.2, email: '' });
  });

  it('skips empty company names and drops duplicates by company name', () => {
    const text = 'companyName,suburb\nAcme,Sydney\n ,Perth\nacme ,Hobart\nBeta,Cairns\nGamma,Bendigo';
    const report = importCustomersCsv(text, ['GAMMA']);
    expect(report.rows.map((row) => [row.companyName, row.suburb])).toEqual([
      ['Acme', 'Sydney'],
      ['Beta', 'Cairns'],
    ]);
    expect(report.skippedEmpty).toEqual([3]);
    expect(report.duplicates).toEqual([
      { rowNumber: 4, name: 'acme', reason: 'repeated' },
      { rowNumber: 6, name: 'Gamma', reason: 'existing' },
    ]);
  });

  it('does not treat a productName column as the company name', () => {
    const report = importCustomersCsv('productName\nFlour');
    expect(report.rows).toEqual([]);
    expect(report.skippedEmpty).toEqual([2]);
    expect(report.missingColumns).toContain('companyName');
  });
});
