import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closePortalData, portalData, renderPortal } from '../../portal/testing/render-portal';
import SupplierDashboard from './screen';

afterEach(closePortalData);

const DAY = 86_400_000;
const synced = { rowVersion: 1, _syncState: 'synced' as const, isInactive: false };

function order(id: string, buyerID: string, daysAgo: number, quantity: number) {
  return {
    id,
    ...synced,
    buyerID,
    isConfirmed: true,
    dueDate: new Date(Date.now() - daysAgo * DAY).toISOString(),
    subTotal: quantity * 2,
    orderItems: [
      {
        id: `${id}-1`,
        productID: 'milk',
        quantity,
        unitPrice: 2,
        amountTotal: quantity * 2,
        description: 'Barista Milk 1L',
      },
    ],
  };
}

describe('SupplierDashboard', () => {
  it('shows each chart’s figures in its table, from the mirror, and follows a payment', async () => {
    const data = portalData();
    await data.db.mirror('public-companies').bulkPut([
      { id: 'cafe', companyName: 'Brunswick Street Espresso', ...synced },
      { id: 'bistro', companyName: 'Acland Street Bistro', ...synced },
    ]);
    await data.db
      .mirror('customer-orders')
      .bulkPut([order('o1', 'cafe', 1, 10), order('o2', 'bistro', 8, 30), order('o3', 'cafe', 200, 99)]);
    await data.db.mirror('customer-invoices').bulkPut([
      {
        id: 'i1',
        ...synced,
        invoiceNumber: 'INV-0999',
        buyerID: 'cafe',
        amountTotal: 110,
        amountPaid: 0,
        dueOn: new Date(Date.now() - 5 * DAY).toISOString(),
      },
    ]);
    const route = createRootRoute({ component: SupplierDashboard });
    const router = createRouter({
      routeTree: route,
      history: createMemoryHistory({ initialEntries: ['/dashboard/supplier'] }),
    });
    renderPortal(<RouterProvider router={router} />, { data });

    const byCustomer = await screen.findByRole('table', { name: 'Sales by customer' }, { timeout: 15_000 });
    expect(
      within(byCustomer)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Acland Street Bistro1$60.00', 'Brunswick Street Espresso1$20.00']);
    const weeks = screen.getByRole('table', { name: 'Sales by week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(
      within(screen.getByRole('table', { name: 'Overdue invoices' })).getByRole('link', { name: 'INV-0999' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 past due')).toBeInTheDocument();

    await data.writes.updateRecord('customer-invoices', 'i1', { amountPaid: 110, isPaid: true });
    // A whole dashboard of charts renders slowly in jsdom on a busy machine: generous waits, no timing asserted.
    await waitFor(() => expect(screen.getByText('0 past due')).toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.getByText('Nothing is overdue.')).toBeInTheDocument();
  }, 45_000);
});
