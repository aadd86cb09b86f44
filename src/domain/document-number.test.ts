import { describe, expect, it } from 'vitest';
import { documentNumberValue, formatDocumentNumber, nextDocumentNumber } from './document-number';

const invoices = { field: 'invoiceNumber', prefix: 'INV-', first: 1000, width: 4 };
const orders = { field: 'customerOrderNumber', prefix: '', first: 1000, width: 0 };

describe('document numbers', () => {
  it('reads the number of a prefixed value, and of a plain whole number', () => {
    expect(documentNumberValue(invoices, 'INV-0041')).toBe(41);
    expect(documentNumberValue(invoices, 'INV-1002')).toBe(1002);
    expect(documentNumberValue(orders, 1007)).toBe(1007);
    expect(documentNumberValue(orders, '1007')).toBe(1007);
  });

  it('ignores values of another shape: another prefix, letters after the digits, fractions, nothing', () => {
    expect(documentNumberValue(invoices, 'GD-88412')).toBeNull();
    expect(documentNumberValue(invoices, 'INV-12a')).toBeNull();
    expect(documentNumberValue(invoices, 'INV-')).toBeNull();
    expect(documentNumberValue(invoices, 'INV-1234567890123456')).toBeNull();
    expect(documentNumberValue(orders, 10.5)).toBeNull();
    expect(documentNumberValue(orders, -3)).toBeNull();
    expect(documentNumberValue(orders, null)).toBeNull();
    expect(documentNumberValue(orders, 'HC-0412')).toBeNull();
    expect(documentNumberValue(invoices, 9000)).toBeNull();
  });

  it('goes one above the highest held, and starts at the first number', () => {
    expect(nextDocumentNumber(orders, 1007)).toBe(1008);
    expect(nextDocumentNumber(orders, null)).toBe(1000);
    expect(nextDocumentNumber(orders, 41)).toBe(1000);
  });

  it('stores plain numbers as numbers and prefixed ones zero-padded', () => {
    expect(formatDocumentNumber(orders, 1008)).toBe(1008);
    expect(formatDocumentNumber(invoices, 42)).toBe('INV-0042');
    expect(formatDocumentNumber(invoices, 12345)).toBe('INV-12345');
  });
});
