import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { calendarChangeFields, calendarRows, runSheetRows } from './order-calendar';

const ZONE = 'Australia/Melbourne';
const local = (date: Date): string => formatInTimeZone(date, ZONE, 'EEE dd MMM HH:mm');
const FROM = new Date('2026-01-09T13:00:00Z'); // Sat 10 Jan 00:00 AEDT

const slotted = {
  id: 'so1',
  standingOrderName: 'Monday milk',
  buyerID: 'cafe',
  isOn: true,
  cronExpression: '0 6 * * 1',
  orderSlots: [
    { id: 'slot1', slotName: 'Monday 6 AM', cronExpression: '0 6 * * 1 1440', isOn: true, adjustments: null },
  ],
};
const plain = {
  id: 'so2',
  standingOrderName: 'Daily bread',
  buyerID: 'bakery',
  isOn: true,
  cronExpression: '0 5 * * * 60',
};

describe('calendarRows', () => {
  it('lists every coming occurrence of the period in time order, with its order-by and partner', () => {
    const rows = calendarRows(
      [{ kind: 'standing-customer-orders', records: [slotted, plain, { ...plain, id: 'off', isOn: false }] }],
      FROM,
      7,
      ZONE,
    );
    expect(rows.filter((row) => row.standingOrderID === 'so2')).toHaveLength(7);
    const monday = rows.find((row) => row.standingOrderID === 'so1');
    expect(
      monday && [local(monday.at), local(monday.orderBy), monday.partnerID, monday.slotName, monday.status],
    ).toEqual(['Mon 12 Jan 06:00', 'Sun 11 Jan 06:00', 'cafe', 'Monday 6 AM', 'normal']);
    expect(rows.map((row) => row.at.getTime())).toEqual(
      rows.map((row) => row.at.getTime()).toSorted((a, b) => a - b),
    );
    expect(rows.some((row) => row.standingOrderID === 'off')).toBe(false);
  });

  it("moves an occurrence with Adjust, strikes it with Cancel and puts it back with Clear, in the slot's adjustments", () => {
    const [row] = calendarRows([{ kind: 'standing-customer-orders', records: [slotted] }], FROM, 7, ZONE);
    if (row === undefined) throw new Error('no row');
    const moved = calendarChangeFields(
      slotted,
      row,
      { kind: 'adjust', input: { date: '2026-01-13', cutOffTime: '09:30' } },
      ZONE,
    );
    const movedOrder = { ...slotted, ...moved };
    const [after] = calendarRows(
      [{ kind: 'standing-customer-orders', records: [movedOrder] }],
      FROM,
      7,
      ZONE,
    );
    expect(after && [after.status, local(after.at), local(after.originalAt), local(after.orderBy)]).toEqual([
      'adjusted',
      'Tue 13 Jan 09:30',
      'Mon 12 Jan 06:00',
      'Mon 12 Jan 09:30',
    ]);

    const cancelled = { ...movedOrder, ...calendarChangeFields(movedOrder, row, { kind: 'cancel' }, ZONE) };
    expect(
      calendarRows([{ kind: 'standing-customer-orders', records: [cancelled] }], FROM, 7, ZONE)[0]?.status,
    ).toBe('cancelled');
    const cleared = { ...cancelled, ...calendarChangeFields(cancelled, row, { kind: 'clear' }, ZONE) };
    expect(cleared.orderSlots?.[0]?.adjustments).toBeNull();
    expect(
      calendarRows([{ kind: 'standing-customer-orders', records: [cleared] }], FROM, 7, ZONE)[0]?.status,
    ).toBe('normal');
  });

  it("keeps a standing order without slots' adjustments on the order itself; an incomplete adjustment changes nothing", () => {
    const [row] = calendarRows([{ kind: 'standing-customer-orders', records: [plain] }], FROM, 7, ZONE);
    if (row === undefined) throw new Error('no row');
    expect(calendarChangeFields(plain, row, { kind: 'cancel' }, ZONE)).toEqual({
      adjustments: expect.stringMatching(/^2026-01-09T18:00:00.000Z,,60,60,true$/),
    });
    expect(
      calendarChangeFields(plain, row, { kind: 'adjust', input: { date: '', cutOffTime: '00:00' } }, ZONE),
    ).toBeNull();
  });
});

describe('runSheetRows', () => {
  it("shows the period's orders and the runs still to come, a run that has its order once, as the order", () => {
    const calendar = calendarRows([{ kind: 'standing-customer-orders', records: [slotted] }], FROM, 14, ZONE);
    const [first] = calendar;
    const orders = [
      {
        id: 'o1',
        dueDate: first?.at.toISOString(),
        standingOrderID: 'so1',
        standingOrderOccurrence: first?.originalAt.toISOString(),
      },
      { id: 'o2', dueDate: '2026-01-10T22:00:00Z' },
      { id: 'late', dueDate: '2026-03-01T00:00:00Z' },
    ];
    const rows = runSheetRows(calendar, orders, FROM, 14);
    expect(rows.map((row) => (row.kind === 'order' ? row.order.id : `run ${local(row.at)}`))).toEqual([
      'o2',
      'o1',
      'run Mon 19 Jan 06:00',
    ]);
  });
});
