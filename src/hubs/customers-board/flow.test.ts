import { describe, expect, it } from 'vitest';
import type { RecordOf } from '../../data/mirror-row';
import { CUSTOMER_FILTERS, customersBoardFlow, customerSearchTexts, nextOrderText } from './flow';

const NOW = Date.parse('2026-11-26T00:00:00Z');
const customers: RecordOf<'customers'>[] = [
  { id: 'agr-cafe', buyerID: 'cafe', companyName: 'Sydney Road Cafe', email: 'orders@cafe.test' },
  { id: 'agr-bistro', buyerID: 'bistro', companyName: 'Acland Street Bistro' },
];
const orders: RecordOf<'customer-orders'>[] = [
  { id: 'o1', buyerID: 'cafe', dueDate: '2026-11-28T00:00:00Z', customerOrderNumber: '1042' },
];
const invoices: RecordOf<'customer-invoices'>[] = [
  { id: 'i1', buyerID: 'bistro', amountTotal: 110, amountPaid: 10, dueOn: '2026-11-01T00:00:00Z' },
];

describe('the customer board flow', () => {
  it('waits for the customers', () => {
    expect(
      customersBoardFlow({ customers: undefined, orders, invoices, deliveries: [], now: NOW }),
    ).toBeUndefined();
  });

  it('gives each customer its next order and what it owes, by name', () => {
    const cards = customersBoardFlow({ customers, orders, invoices, deliveries: undefined, now: NOW }) ?? [];
    expect(cards.map((card) => [card.name, card.openBalance, card.overdue])).toEqual([
      ['Acland Street Bistro', 100, true],
      ['Sydney Road Cafe', 0, false],
    ]);
    expect(nextOrderText(cards[1]!, () => '28/11/2026')).toBe('28/11/2026 (#1042)');
    expect(nextOrderText(cards[0]!, () => 'never')).toBe('–');
    expect(customerSearchTexts(cards[1]!)).toEqual(['Sydney Road Cafe', 'orders@cafe.test']);
  });

  it('filters owing, overdue and order-due customers', () => {
    const cards = customersBoardFlow({ customers, orders, invoices, deliveries: [], now: NOW }) ?? [];
    const kept = (label: string) =>
      cards.filter(CUSTOMER_FILTERS.find((filter) => filter.label === label)!.keep).map((card) => card.name);
    expect(kept('All')).toHaveLength(2);
    expect(kept('Owing')).toEqual(['Acland Street Bistro']);
    expect(kept('Overdue')).toEqual(['Acland Street Bistro']);
    expect(kept('Order due')).toEqual(['Sydney Road Cafe']);
  });
});
