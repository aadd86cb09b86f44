import { describe, expect, it } from 'vitest';
import {
  officeStartFlow,
  stockLineProductIDs,
  type ConsignmentRow,
  type DeliveryRow,
  type InvoiceRow,
  type OrderRow,
} from './flow';

const ZONE = 'Australia/Melbourne';
// 10:00 on Friday 27 November 2026 in Melbourne (AEDT, UTC+11): 23:00 UTC the day before.
const NOW = new Date('2026-11-26T23:00:00Z');
/** Midnight starting a Melbourne day, as orders store a due day. */
const day = (d: string) => new Date(`${d}T00:00:00+11:00`).toISOString();

const cardOf = (cards: ReturnType<typeof officeStartFlow>, key: string) =>
  cards.find((card) => card.key === key);

describe('officeStartFlow', () => {
  it('shows a card only for the sections the person may see', () => {
    expect(officeStartFlow({}, NOW, ZONE)).toEqual([]);
    expect(
      officeStartFlow({ 'customer-orders': [], deliveries: [] }, NOW, ZONE).map((card) => card.key),
    ).toEqual(['customer-orders', 'deliveries']);
  });

  it('counts unconfirmed customer orders due by the day after tomorrow or already past, earliest first, linked to the Unconfirmed filter', () => {
    const orders: OrderRow[] = [
      { id: 'late', customerOrderNumber: 'SO-1', dueDate: day('2026-11-25') },
      { id: 'sun', customerOrderNumber: 'SO-2', dueDate: day('2026-11-29') },
      { id: 'mon', customerOrderNumber: 'SO-3', dueDate: day('2026-11-30') },
      { id: 'confirmed', dueDate: day('2026-11-27'), isConfirmed: true },
      { id: 'dispatched', dueDate: day('2026-11-27'), isDispatched: true },
      { id: 'gone', dueDate: day('2026-11-27'), isInactive: true },
    ];
    const card = cardOf(officeStartFlow({ 'customer-orders': orders }, NOW, ZONE), 'customer-orders');
    expect(card?.count).toBe(2);
    expect(card?.lines.map((line) => line.id)).toEqual(['late', 'sun']);
    expect(card?.lines[0]).toEqual({
      id: 'late',
      text: 'SO-1 due 25 Nov 2026',
      href: '/office-portal/customer-order/late',
    });
    expect(card?.caption).toBe('Unconfirmed, due by 29 Nov 2026');
    expect(card?.href).toBe('/office-portal/customer-orders?filterBy=Unconfirmed');
  });

  it("takes today from the company's time zone, not the device's or UTC's", () => {
    // 23:00 UTC on the 26th is already the 27th in Melbourne: a delivery due at 09:00 on the 27th is today's.
    const deliveries: DeliveryRow[] = [
      { id: 'today', dueArrivalOn: '2026-11-26T22:00:00Z', arrivalSortNumber: 3 },
      { id: 'utc-today', dueArrivalOn: '2026-11-26T10:00:00Z' },
      { id: 'done', dueArrivalOn: '2026-11-26T22:30:00Z', isFulfilled: true },
      { id: 'tomorrow', dueArrivalOn: '2026-11-27T22:00:00Z' },
    ];
    const card = cardOf(officeStartFlow({ deliveries }, NOW, ZONE), 'deliveries');
    expect(card?.count).toBe(1);
    expect(card?.lines).toEqual([
      { id: 'today', text: 'Stop 3, 09:00 AM', href: '/office-portal/delivery/today' },
    ]);
    expect(card?.href).toBe('/office-portal/deliveries?filterBy=Pending');
    // In UTC the same moment is still the 26th: the delivery due at 21:00 that evening in Melbourne is that day's too.
    expect(
      cardOf(officeStartFlow({ deliveries }, NOW, 'UTC'), 'deliveries')?.lines.map((line) => line.id),
    ).toEqual(['utc-today', 'today']);
  });

  it('counts consignments due today or earlier that are not picked or dispatched', () => {
    const consignments: ConsignmentRow[] = [
      { id: 'today', consignmentNumber: 'C-1', dueDate: day('2026-11-27') },
      { id: 'yesterday', consignmentNumber: 'C-0', dueDate: day('2026-11-26') },
      { id: 'picked', dueDate: day('2026-11-27'), pickedOn: '2026-11-26T21:00:00Z' },
      { id: 'dispatched', dueDate: day('2026-11-26'), isDispatched: true },
      { id: 'tomorrow', dueDate: day('2026-11-28') },
    ];
    const card = cardOf(
      officeStartFlow({ 'customer-consignments': consignments }, NOW, ZONE),
      'customer-consignments',
    );
    expect(card?.count).toBe(2);
    expect(card?.lines.map((line) => line.text)).toEqual(['C-0 due 26 Nov 2026', 'C-1 due 27 Nov 2026']);
  });

  it('counts unpaid customer invoices due before today with what is owing, and not those due today', () => {
    const invoices: InvoiceRow[] = [
      { id: 'over', invoiceNumber: 'INV-7', dueOn: day('2026-11-20'), amountTotal: 500, amountPaid: 120.5 },
      { id: 'today', invoiceNumber: 'INV-8', dueOn: day('2026-11-27'), amountTotal: 10 },
      { id: 'paid', dueOn: day('2026-11-01'), isPaid: true },
      { id: 'no-due', invoiceNumber: 'INV-9' },
    ];
    const card = cardOf(officeStartFlow({ 'customer-invoices': invoices }, NOW, ZONE), 'customer-invoices');
    expect(card?.count).toBe(1);
    expect(card?.lines[0]?.text).toBe('INV-7 due 20 Nov 2026, $379.50 owing');
    expect(card?.href).toBe('/office-portal/customer-invoices?filterBy=Unpaid');
  });

  it('counts purchase orders the supplier has not confirmed, and stock with less available than nothing', () => {
    const cards = officeStartFlow(
      {
        'purchase-orders': [
          { id: 'waiting', purchaseOrderNumber: 'PO-4', dueDate: day('2026-12-02') },
          { id: 'ok', isConfirmed: true, dueDate: day('2026-12-02') },
        ],
        'stock-tracked-items': [
          { id: 's1', productID: 'p-milk', available: -12 },
          { id: 's2', productID: 'p-bread', available: 0 },
          { id: 's3', productID: 'p-eggs', available: -3 },
        ],
        productNames: new Map([['p-milk', 'Full Cream Milk 2L']]),
      },
      NOW,
      ZONE,
    );
    expect(cardOf(cards, 'purchase-orders')).toMatchObject({
      count: 1,
      href: '/office-portal/purchase-orders?filterBy=Unconfirmed',
    });
    const stock = cardOf(cards, 'stock-tracked-items');
    expect(stock?.count).toBe(2);
    expect(stock?.lines).toEqual([
      { id: 's1', text: 'Full Cream Milk 2L: -12 available', href: null },
      { id: 's3', text: 'Product: -3 available', href: null },
    ]);
  });

  it('names the products of the stock lines only: the shortest five, each once', () => {
    const stock = [
      { id: 's1', productID: 'p1', available: -1 },
      { id: 's2', productID: 'p2', available: -7 },
      { id: 's3', productID: 'p3', available: 4 },
      { id: 's4', productID: 'p2', available: -6 },
      { id: 's5', productID: 'p5', available: -5, isInactive: true },
      ...Array.from({ length: 6 }, (_, index) => ({
        id: `m${index}`,
        productID: `m${index}`,
        available: -3,
      })),
    ];
    expect(stockLineProductIDs(stock)).toEqual(['p2', 'm0', 'm1', 'm2']);
    expect(stockLineProductIDs(undefined)).toEqual([]);
  });

  it('lists at most five lines under a card but counts them all', () => {
    const orders = Array.from({ length: 8 }, (_, index) => ({ id: `o${index}`, dueDate: day('2026-11-27') }));
    const card = cardOf(officeStartFlow({ 'customer-orders': orders }, NOW, ZONE), 'customer-orders');
    expect(card?.count).toBe(8);
    expect(card?.lines).toHaveLength(5);
  });
});
