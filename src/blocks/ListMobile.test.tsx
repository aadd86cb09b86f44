import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { purchaseOrders } from '../entities/definitions/purchase-orders';
import { products } from '../entities/definitions/products';
import { listColumns, type ListRow } from './list-columns';
import { ListMobile, UNTITLED } from './ListMobile';
import { ListTable } from './ListTable';
import { renderWithMantine } from './testing/render-with-mantine';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/;
const rows: ListRow[] = [
  {
    id: '192fedc9-d831-4c1e-9a55-0d6f1b2c3d4e',
    purchaseOrderNumber: null,
    customerOrderNumber: null,
    dueDate: '2026-09-05T23:07:09Z',
    amountTotal: 10,
  },
  {
    id: '2a3b4c5d-1111-4c1e-9a55-0d6f1b2c3d4e',
    purchaseOrderNumber: '',
    customerOrderNumber: 1008,
    dueDate: '2026-09-06T23:07:09Z',
    amountTotal: 20,
  },
  {
    id: '3a3b4c5d-2222-4c1e-9a55-0d6f1b2c3d4e',
    purchaseOrderNumber: 'PO-7',
    customerOrderNumber: 1009,
    dueDate: '2026-09-07T23:07:09Z',
    amountTotal: 30,
  },
];
const common = {
  selected: [],
  multiSelect: false,
  onRowClick: () => undefined,
  height: 600,
  timeZone: 'Australia/Melbourne',
};

describe('the titles of list rows', () => {
  it("names a customer's purchase orders on a phone by PO number, the supplier's order number or the due date, never the id", () => {
    renderWithMantine(<ListMobile {...common} columns={listColumns(purchaseOrders)} rows={rows} />);
    const list = screen.getByRole('list', { name: 'Records' });
    expect(list.textContent).toContain('Order of 06 Sep 2026');
    expect(list.textContent).toContain('Order 1008');
    expect(list.textContent).toContain('PO-7');
    expect(list.textContent).not.toMatch(UUID);
  });

  it('shows the order name column under Order in the table, never the id', () => {
    renderWithMantine(<ListTable {...common} columns={listColumns(purchaseOrders)} rows={rows} />);
    expect(screen.getByRole('columnheader', { name: 'Order' })).toBeTruthy();
    expect(screen.getByText('Order 1008')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(UUID);
  });

  it('heads a row with an empty first column as Untitled rather than its id', () => {
    renderWithMantine(
      <ListMobile
        {...common}
        columns={listColumns(products)}
        rows={[{ id: '4a3b4c5d-3333-4c1e-9a55-0d6f1b2c3d4e', productName: '' }]}
      />,
    );
    expect(screen.getByText(UNTITLED)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Records' }).textContent).not.toMatch(UUID);
  });
});
