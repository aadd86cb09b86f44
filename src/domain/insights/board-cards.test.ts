import { describe, expect, it } from 'vitest';
import { customerCards, matchesSearch, productCards, userCards } from './board-cards';

const NOW = Date.parse('2026-11-25T02:00:00Z'); // Wed 25 Nov 2026 local
const ZONE = 'Australia/Melbourne';

describe('customerCards', () => {
  it('gives each customer its next order, open balance (overdue or not) and last delivery', () => {
    const cards = customerCards(
      [
        { id: 'agr1', buyerID: 'c1', companyName: 'Swan Street Kitchen' },
        { id: 'agr2', buyerID: 'c2', companyName: 'Acland Street Bistro' },
      ],
      [
        { id: 'o1', buyerID: 'c1', customerOrderNumber: 1006, dueDate: '2026-11-28T20:30:00Z' },
        { id: 'o2', buyerID: 'c1', customerOrderNumber: 1005, dueDate: '2026-11-26T20:30:00Z' },
        { id: 'o3', buyerID: 'c1', customerOrderNumber: 999, dueDate: '2026-11-20T20:30:00Z' },
      ],
      [
        { id: 'i1', buyerID: 'c1', amountTotal: 110, amountPaid: 10, dueOn: '2026-11-20T00:00:00Z' },
        { id: 'i2', buyerID: 'c2', amountTotal: 50, amountPaid: 50, isPaid: true },
      ],
      [
        { id: 'd1', buyerID: 'c1', deliveredOn: '2026-11-20T21:00:00Z' },
        { id: 'd2', buyerID: 'c1', deliveredOn: '2026-11-23T21:00:00Z' },
      ],
      NOW,
    );
    expect(
      cards.map((card) => [
        card.name,
        card.nextOrderNumber,
        card.openBalance,
        card.overdue,
        card.lastDelivery,
      ]),
    ).toEqual([
      ['Acland Street Bistro', '', 0, false, null],
      ['Swan Street Kitchen', '1005', 100, true, Date.parse('2026-11-23T21:00:00Z')],
    ]);
  });
});

describe('productCards', () => {
  it('sums stock not on hold, this week’s confirmed sales, and flags low stock first', () => {
    const cards = productCards(
      [
        { id: 'milk', productName: 'Milk' },
        { id: 'bread', productName: 'Bread' },
      ],
      [
        { productID: 'milk', available: 30 },
        { productID: 'milk', available: 12 },
        { productID: 'milk', available: 99, onHold: true },
        { productID: 'bread', available: 5 },
      ],
      [
        { productID: 'bread', lowerThreshold: 10 },
        { productID: 'milk', lowerThreshold: 20 },
      ],
      [
        {
          isConfirmed: true,
          dueDate: '2026-11-24T20:00:00Z',
          orderItems: [{ productID: 'milk', quantity: 6 }],
        },
        {
          isConfirmed: false,
          dueDate: '2026-11-24T20:00:00Z',
          orderItems: [{ productID: 'milk', quantity: 100 }],
        },
        {
          isConfirmed: true,
          dueDate: '2026-11-10T20:00:00Z',
          orderItems: [{ productID: 'milk', quantity: 100 }],
        },
      ],
      NOW,
      ZONE,
    );
    expect(cards.map((card) => [card.name, card.onHand, card.soldThisWeek, card.isLow])).toEqual([
      ['Bread', 5, 0, true],
      ['Milk', 42, 6, false],
    ]);
  });

  it("warns below the company's Warn Below percent of the lower threshold", () => {
    const products = [{ id: 'bread', productName: 'Bread' }];
    const thresholds = [{ productID: 'bread', lowerThreshold: 10 }];
    const at = (available: number, percent: number | null) =>
      productCards(products, [{ productID: 'bread', available }], thresholds, [], NOW, ZONE, percent)[0];
    expect(at(6, 50)).toMatchObject({ isLow: false, warnBelow: 5 });
    expect(at(4, 50)).toMatchObject({ isLow: true, warnBelow: 5 });
    expect(at(11, 120)).toMatchObject({ isLow: true, warnBelow: 12 });
    expect(at(9, null)).toMatchObject({ isLow: true, warnBelow: 10 });
  });
});

describe('userCards', () => {
  it('names each user’s roles and latest activity', () => {
    const cards = userCards(
      [
        { id: 'u1', firstName: 'Dan', lastName: 'Kowalski', userName: 'dan', roleID: 'r1' },
        { id: 'u2', userName: 'admin', isGlobalAdmin: true },
      ],
      [{ id: 'r1', roleName: 'Driver' }],
      [
        { userName: 'dan', createdOn: '2026-11-20T00:00:00Z' },
        { userID: 'u1', createdOn: '2026-11-24T00:00:00Z' },
      ],
    );
    expect(cards.map((card) => [card.name, card.roles, card.isAdmin, card.lastActivity])).toEqual([
      ['admin', [], true, null],
      ['Dan Kowalski', ['Driver'], false, Date.parse('2026-11-24T00:00:00Z')],
    ]);
  });
});

describe('matchesSearch', () => {
  it('needs every word somewhere, in any case', () => {
    expect(matchesSearch(['Swan Street Kitchen', 'kitchen@swanst.com.au'], 'SWAN kit')).toBe(true);
    expect(matchesSearch(['Swan Street Kitchen'], 'swan bistro')).toBe(false);
    expect(matchesSearch(['anything'], '  ')).toBe(true);
  });
});
