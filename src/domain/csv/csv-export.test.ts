import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import {
  BREAKDOWN_REMAINDER_LABEL,
  DEFAULT_CSV_FILE_NAME,
  LEGACY_CSV_FILE_NAME,
  type StockIncrement,
  propertyLabel,
  readPath,
  toCsv,
  toCsvCell,
} from './csv-export';
import { neutraliseFormula } from './csv-values';

/** OWASP CSV-injection triggers, spelled out here so the tests do not trust the implementation's list. */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
/** What a spreadsheet reads as a plain number, never a formula. */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

function records(content: string): string[][] {
  return Papa.parse<string[]>(content, { delimiter: ',' }).data;
}

const measurements = [
  { id: 'm-box', measurementName: 'Box', abbreviation: 'bx' },
  { id: 'm-carton', measurementName: 'Carton' },
  { id: 'm-pallet', measurementName: 'Pallet' },
];

describe('file names', () => {
  it('default to csvData.csv and keep data.csv available', () => {
    expect(DEFAULT_CSV_FILE_NAME).toBe('csvData.csv');
    expect(LEGACY_CSV_FILE_NAME).toBe('data.csv');
    expect(toCsv([], ['id']).fileName).toBe('csvData.csv');
  });

  it('use a given name, adding .csv only when missing', () => {
    expect(toCsv([], ['id'], { fileName: 'orders' }).fileName).toBe('orders.csv');
    expect(toCsv([], ['id'], { fileName: 'orders.CSV' }).fileName).toBe('orders.CSV');
  });
});

describe('propertyLabel', () => {
  it('splits camelCase into capitalised words', () => {
    expect(propertyLabel('productName')).toBe('Product Name');
    expect(propertyLabel('addressLineOne')).toBe('Address Line One');
    expect(propertyLabel('quantity')).toBe('Quantity');
    expect(propertyLabel('ProductName')).toBe('Product Name');
  });

  it('keeps acronyms together and writes id as ID', () => {
    expect(propertyLabel('productID')).toBe('Product ID');
    expect(propertyLabel('id')).toBe('ID');
    expect(propertyLabel('tagsCSV')).toBe('Tags CSV');
    expect(propertyLabel('GSTAmount')).toBe('GST Amount');
  });

  it('labels a dotted path by its last segment and spaces snake_case', () => {
    expect(propertyLabel('product.productName')).toBe('Product Name');
    expect(propertyLabel('due_date')).toBe('Due Date');
  });
});

describe('readPath', () => {
  it('walks dotted paths and gives undefined for missing steps', () => {
    const row = { productID: 'p1', product: { productName: 'Cola', category: null } };
    expect(readPath(row, 'productID')).toBe('p1');
    expect(readPath(row, 'product.productName')).toBe('Cola');
    expect(readPath(row, 'product.category.name')).toBeUndefined();
    expect(readPath(row, 'missing.deeper')).toBeUndefined();
    expect(readPath('text', 'length')).toBeUndefined();
  });
});

describe('toCsvCell', () => {
  it('blanks missing and non-finite values and writes dates as ISO text', () => {
    expect(toCsvCell(undefined)).toBeNull();
    expect(toCsvCell(Number.NaN)).toBeNull();
    expect(toCsvCell(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toCsvCell(new Date('invalid'))).toBeNull();
    expect(toCsvCell(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02T00:00:00.000Z');
    expect(toCsvCell(-1.5)).toBe(-1.5);
    expect(toCsvCell(false)).toBe(false);
    expect(toCsvCell(['a', 'b'])).toBe('["a","b"]');
    expect(toCsvCell(12n)).toBe('12');
  });
});

describe('toCsv', () => {
  it('writes a labelled header and one record per row with CRLF line breaks', () => {
    const rows = [
      { productID: 'p1', quantity: 3, product: { productName: 'Cola, 24 pack' } },
      { productID: 'p2', quantity: 0, product: { productName: 'Say "hi"' } },
    ];
    const { content, warnings } = toCsv(rows, ['product.productName', 'quantity']);
    expect(content).toBe('Product Name,Quantity\r\n"Cola, 24 pack",3\r\n"Say ""hi""",0');
    expect(warnings).toEqual([]);
  });

  it('uses label overrides and leaves missing values blank', () => {
    const { content } = toCsv([{ a: 1 }], ['a', 'b'], { labels: { b: 'Bee' } });
    expect(records(content)).toEqual([
      ['A', 'Bee'],
      ['1', ''],
    ]);
  });

  it('writes the title as its own first line, neutralised', () => {
    expect(records(toCsv([{ a: 1 }], ['a'], { title: 'Stock, June' }).content)).toEqual([
      ['Stock, June'],
      ['A'],
      ['1'],
    ]);
    expect(records(toCsv([], ['a'], { title: '=cmd' }).content)[0]).toEqual(["'=cmd"]);
  });

  it('neutralises formula text in cells and headers but keeps negative numbers', () => {
    const rows = [{ note: '=HYPERLINK("x")', delta: -4, sum: '-1+2', phone: '+61 400 000 000' }];
    const { content } = toCsv(rows, ['note', 'delta', 'sum', 'phone'], { labels: { phone: '@Phone' } });
    expect(records(content)).toEqual([
      ['Note', 'Delta', 'Sum', "'@Phone"],
      ['\'=HYPERLINK("x")', '-4', "'-1+2", "'+61 400 000 000"],
    ]);
  });
});

describe('toCsv disguised formulas', () => {
  it('neutralises and quotes cells a spreadsheet could still read as formulas', () => {
    const cells = [' =1+1', '\u00A0=1+1', '\u200B=1+1', '\uFEFF=1+1', '\uFF1D1+1', '\n=1+1'];
    const rows = [Object.fromEntries(cells.map((cell, index) => [`c${index}`, cell]))];
    const { content } = toCsv(
      rows,
      cells.map((_, index) => `c${index}`),
    );
    const line = content.slice(content.indexOf('\r\n') + 2);
    expect(line).toBe(cells.map((cell) => `"'${cell}"`).join(','));
    expect(records(content)[1]).toEqual(cells.map((cell) => `'${cell}`));
  });

  it('quotes a cell holding a semicolon, so a semicolon-separated reader cannot split off a formula', () => {
    const { content } = toCsv([{ a: 'a;=1+1', b: 'plain' }], ['a', 'b']);
    expect(content.split('\r\n')[1]).toBe('"a;=1+1",plain');
  });
});

describe('toCsv quantity breakdown', () => {
  const increments: StockIncrement[] = [
    { productID: 'p1', measurementID: 'm-box', units: 6 },
    { productID: 'p1', measurementID: 'm-carton', units: 24 },
    { productID: 'p1', measurementID: 'm-pallet', units: 960 },
    { productID: 'p2', measurementID: 'm-box', units: 4 },
  ];
  const rows = [
    { productID: 'p1', quantity: 59, product: { productName: 'Cola' } },
    { productID: 'p2', quantity: 5, product: { productName: 'Lemonade' } },
    { productID: 'p3', quantity: 7, product: { productName: 'Water' } },
  ];

  it('adds a column per measurement used, largest first, plus loose units', () => {
    const { content, warnings } = toCsv(rows, ['product.productName', 'quantity'], {
      breakdown: { increments, measurements },
    });
    // 59 = 2 cartons (48) + 1 box (6) + 5; 5 = 1 box of 4 + 1; 7 has no sizes.
    expect(records(content)).toEqual([
      ['Product Name', 'Quantity', 'Carton', 'Box', BREAKDOWN_REMAINDER_LABEL],
      ['Cola', '59', '2', '1', '5'],
      ['Lemonade', '5', '0', '1', '1'],
      ['Water', '7', '0', '0', '7'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('adds a column for a size as soon as one row fills it', () => {
    const { content } = toCsv([{ productID: 'p1', quantity: 960 }], ['quantity'], {
      breakdown: { increments, measurements },
    });
    expect(records(content)).toEqual([
      ['Quantity', 'Pallet', 'Units'],
      ['960', '1', '0'],
    ]);
  });

  it('still exports without breakdown columns when increments failed to load', () => {
    const { content, warnings } = toCsv(rows, ['product.productName', 'quantity'], {
      breakdown: { increments: null, measurements },
    });
    expect(records(content)[0]).toEqual(['Product Name', 'Quantity']);
    expect(records(content)).toHaveLength(4);
    expect(warnings.map((warning) => warning.code)).toEqual(['increments-unavailable']);
  });

  it('heads an unknown measurement by its id and warns once', () => {
    const { content, warnings } = toCsv(
      [
        { productID: 'p9', quantity: 10 },
        { productID: 'p9', quantity: 3 },
      ],
      ['quantity'],
      {
        breakdown: {
          increments: [{ productID: 'p9', measurementID: 'm-crate', units: 3 }],
          measurements,
        },
      },
    );
    expect(records(content)).toEqual([
      ['Quantity', 'm-crate', 'Units'],
      ['10', '3', '1'],
      ['3', '1', '0'],
    ]);
    expect(warnings.map((warning) => warning.code)).toEqual(['unknown-measurement']);
  });

  it('ignores increments without positive units and blanks rows without a usable quantity', () => {
    const { content, warnings } = toCsv(
      [
        { productID: 'p1', quantity: 'lots' },
        { productID: 'p1', quantity: '12' },
        { productID: 'p1', quantity: -2 },
      ],
      ['quantity'],
      {
        breakdown: {
          increments: [
            { productID: 'p1', measurementID: 'm-box', units: 0 },
            { productID: 'p1', measurementID: 'm-carton', units: 5 },
          ],
          measurements,
        },
      },
    );
    expect(records(content)).toEqual([
      ['Quantity', 'Carton', 'Units'],
      ['lots', '', ''],
      ['12', '2', '2'],
      ['-2', '', ''],
    ]);
    expect(warnings.map((warning) => warning.code)).toEqual([
      'invalid-increment',
      'invalid-quantity',
      'invalid-quantity',
    ]);
  });

  it('breakdown cells always add back up to the quantity', () => {
    const unitsArb = fc.uniqueArray(fc.integer({ min: 2, max: 50 }), { maxLength: 3 });
    fc.assert(
      fc.property(
        unitsArb,
        unitsArb,
        fc.array(fc.tuple(fc.boolean(), fc.nat(2000)), { maxLength: 8 }),
        (a, b, lines) => {
          const names = ['Small', 'Medium', 'Large'];
          const list: StockIncrement[] = [
            ...a.map((units, i) => ({ productID: 'A', measurementID: `m${i}`, units })),
            ...b.map((units, i) => ({ productID: 'B', measurementID: `m${i}`, units })),
          ];
          const ms = names.map((measurementName, i) => ({ id: `m${i}`, measurementName }));
          const data = lines.map(([isA, quantity]) => ({ productID: isA ? 'A' : 'B', quantity }));
          const [head = [], ...body] = records(
            toCsv(data, ['productID', 'quantity'], { breakdown: { increments: list, measurements: ms } })
              .content,
          );
          body.forEach((record, index) => {
            const line = data[index];
            if (line === undefined) throw new Error('row count mismatch');
            const sizes = line.productID === 'A' ? a : b;
            let total = Number(record[record.length - 1]);
            const countsOfSizesTheProductLacks: number[] = [];
            head.slice(2, -1).forEach((name, column) => {
              const count = Number(record[column + 2]);
              const units = sizes[names.indexOf(name)];
              if (units === undefined) countsOfSizesTheProductLacks.push(count);
              else total += count * units;
            });
            expect(total).toBe(line.quantity);
            expect(countsOfSizesTheProductLacks.every((count) => count === 0)).toBe(true);
          });
        },
      ),
    );
  });
});

describe('toCsv properties', () => {
  const special = fc.constantFrom(
    ',',
    '"',
    '\n',
    '\r',
    '\r\n',
    '=',
    '+',
    '-',
    '@',
    '\t',
    ' ',
    "'",
    'a',
    '1',
    '\ufeff',
  );
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.array(special, { maxLength: 12 }).map((parts) => parts.join('')),
  );
  const cell = fc.oneof(text, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
  const row = fc.record({ name: cell, note: cell, product: fc.record({ productName: cell }) });
  const properties = ['name', 'note', 'product.productName'];

  it('parses back to the same values, modulo formula neutralisation', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), fc.option(text, { nil: undefined }), (rows, title) => {
        const parsed = records(toCsv(rows, properties, title === undefined ? {} : { title }).content);
        const titleLines = title === undefined || title === '' ? [] : [[String(neutraliseFormula(title))]];
        expect(parsed).toEqual([
          ...titleLines,
          ['Name', 'Note', 'Product Name'],
          ...rows.map((r) =>
            [r.name, r.note, r.product.productName].map((value) => String(neutraliseFormula(value))),
          ),
        ]);
      }),
    );
  });

  it('never writes a cell starting with = + - @ tab or CR unless it is a number', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), text, (rows, title) => {
        const cells = records(toCsv(rows, properties, { title }).content).flat();
        const formulaLike = cells.filter(
          (value) => FORMULA_TRIGGERS.includes(value.charAt(0)) && !NUMBER_TEXT.test(value),
        );
        expect(formulaLike).toEqual([]);
      }),
    );
  });
});
