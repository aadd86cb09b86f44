import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { PRODUCT_IMPORT_COLUMNS, importProductsCsv, parseProductTaxType } from './product-import';

const header = PRODUCT_IMPORT_COLUMNS.join(',');

describe('PRODUCT_IMPORT_COLUMNS', () => {
  it('lists the spec columns in the spec order', () => {
    expect(header).toBe(
      'productName,abbreviation,isPublicProduct,publicDescription,sortNumber,taxType,isSold,isAcquired,' +
        'isManufactured,isPerishable,expiryDays,isTemperatureSensitive,length,width,height,weight,volume',
    );
  });
});

describe('parseProductTaxType', () => {
  it('accepts GST in any case and treats anything else as no tax', () => {
    expect(parseProductTaxType('GST')).toBe('GST');
    expect(parseProductTaxType(' gst ')).toBe('GST');
    expect(parseProductTaxType('')).toBe('');
    expect(parseProductTaxType('VAT')).toBe('');
    expect(parseProductTaxType('GST-free')).toBe('');
  });
});

describe('importProductsCsv', () => {
  it('reads a full row into typed fields', () => {
    const text = `${header}\nFlour 10 kg,FL10,Yes,"Plain flour, 10 kg bag",3,GST,yes,True,true,no,180,false,400,300,120,10.2,12.5`;
    const report = importProductsCsv(text);
    expect(report.rows).toEqual([
      {
        productName: 'Flour 10 kg',
        abbreviation: 'FL10',
        isPublicProduct: true,
        publicDescription: 'Plain flour, 10 kg bag',
        sortNumber: 3,
        taxType: 'GST',
        isSold: true,
        isAcquired: true,
        isManufactured: true,
        isPerishable: false,
        expiryDays: 180,
        isTemperatureSensitive: false,
        length: 400,
        width: 300,
        height: 120,
        weight: 10.2,
        volume: 12.5,
      },
    ]);
    expect(report.missingColumns).toEqual([]);
  });

  it('turns unparseable counts into 0 and unparseable measures into null', () => {
    const text = `${header}\nSugar,,,,x,,,,,,soon,,n/a,,?,heavy,"1,5"`;
    const [row] = importProductsCsv(text).rows;
    expect(row).toMatchObject({
      sortNumber: 0,
      expiryDays: 0,
      length: null,
      width: null,
      height: null,
      weight: null,
      volume: null,
    });
  });

  it('keeps a real zero measure as 0, not null', () => {
    const [row] = importProductsCsv('productName,weight,sortNumber\nBag,0,0').rows;
    expect(row?.weight).toBe(0);
    expect(row?.sortNumber).toBe(0);
  });

  it('reads flags only for true, True, Yes and yes', () => {
    const text = 'productName,isSold,isAcquired,isManufactured,isPerishable\nA,Yes,TRUE,1,True';
    const [row] = importProductsCsv(text).rows;
    expect(row).toMatchObject({ isSold: true, isAcquired: false, isManufactured: false, isPerishable: true });
  });

  it('matches columns by name in any order and case', () => {
    const text = 'WEIGHT,taxtype,Product Name,sort_number\n2.5,gst,Rice,7';
    const [row] = importProductsCsv(text).rows;
    expect(row).toMatchObject({ productName: 'Rice', weight: 2.5, taxType: 'GST', sortNumber: 7 });
  });

  it('skips empty names and drops duplicates against the file and existing products', () => {
    const text = 'productName,sortNumber\nFlour,1\n,2\n FLOUR ,3\nSugar,4\nSalt,5';
    const report = importProductsCsv(text, ['sugar']);
    expect(report.rows.map((row) => [row.productName, row.sortNumber])).toEqual([
      ['Flour', 1],
      ['Salt', 5],
    ]);
    expect(report.skippedEmpty).toEqual([3]);
    expect(report.duplicates.map((duplicate) => [duplicate.rowNumber, duplicate.reason])).toEqual([
      [4, 'repeated'],
      [5, 'existing'],
    ]);
  });

  it('reads back any number written in a numeric column', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), (weight, sortNumber) => {
        const text = Papa.unparse({
          fields: ['productName', 'weight', 'sortNumber'],
          data: [['P', weight, sortNumber]],
        });
        const [row] = importProductsCsv(text).rows;
        expect(row?.weight).toBe(Object.is(weight, -0) ? 0 : weight);
        expect(row?.sortNumber).toBe(Object.is(sortNumber, -0) ? 0 : sortNumber);
      }),
    );
  });
});
