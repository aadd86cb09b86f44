import { describe, expect, it } from 'vitest';
import type { EntityField } from '../entities/entity-definition';
import { cellText } from './cell-text';

const schedule: EntityField = { name: 'cronExpression', label: 'Schedule', kind: 'cron' };

describe('cellText for schedules', () => {
  it('shows a schedule in words instead of its cron text', () => {
    expect(cellText(schedule, '0 6 * * 1', 'Australia/Melbourne')).toBe('Mondays at 6:00 AM');
    expect(cellText(schedule, '0 9 8-14 * 2 1440', 'Australia/Melbourne')).toBe(
      '2nd Tuesday of the month at 9:00 AM, lead time 24 hours',
    );
  });

  it('keeps an expression the editor shows raw, and shows nothing for no schedule', () => {
    expect(cellText(schedule, '0 9 * 1-6 *', 'Australia/Melbourne')).toBe('0 9 * 1-6 *');
    expect(cellText(schedule, null, 'Australia/Melbourne')).toBe('');
  });
});

describe('cellText for an order name column', () => {
  const poNumber: EntityField = {
    name: 'purchaseOrderNumber',
    label: 'PO Number',
    kind: 'text',
    display: 'orderName',
  };
  const orderNumber: EntityField = {
    name: 'customerOrderNumber',
    label: 'Order Number',
    kind: 'text',
    display: 'orderName',
  };
  const row = {
    id: '192fedc9-d831-4c1e-9a55-0d6f1b2c3d4e',
    purchaseOrderNumber: null,
    customerOrderNumber: 1008,
    dueDate: '2026-09-05T23:07:09Z',
  };

  it("names the buyer's order by the seller's number when it has no PO number, and the seller's by its own", () => {
    expect(cellText(poNumber, null, 'Australia/Melbourne', undefined, row)).toBe('Order 1008');
    expect(cellText(orderNumber, 1008, 'Australia/Melbourne', undefined, row)).toBe('1008');
  });

  it('names an order with no number by its due date, not its id', () => {
    expect(
      cellText(poNumber, null, 'Australia/Melbourne', undefined, { ...row, customerOrderNumber: null }),
    ).toBe('Order of 06 Sep 2026');
  });
});
