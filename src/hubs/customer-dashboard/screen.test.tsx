import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closePortalData, portalData, renderPortal } from '../../portal/testing/render-portal';
import CustomerDashboard from './screen';

afterEach(closePortalData);

const DAY = 86_400_000;
const synced = { rowVersion: 1, _syncState: 'synced' as const, isInactive: false };

function purchase(id: string, agreementID: string, days: number, amountTotal: number) {
  return {
    id,
    ...synced,
    supplyAgreementID: agreementID,
    isConfirmed: true,
    dueDate: new Date(Date.now() + days * DAY).toISOString(),
    amountTotal,
    orderItems: [],
  };
}

describe('CustomerDashboard', () => {
  it('shows the next deliveries, recent orders and invoices due from the mirror, and follows a new order', async () => {
    const data = portalData();
    await data.db.mirror('suppliers').bulkPut([
      { id: 'agr-dairy', companyName: 'Gippsland Dairy Co-op', ...synced },
      { id: 'agr-bakery', companyName: 'Westside Artisan Bakery', ...synced },
    ]);
    await data.db
      .mirror('purchase-orders')
      .bulkPut([
        purchase('po-next', 'agr-bakery', 2, 312.48),
        purchase('po-old', 'agr-dairy', -9, 100),
        { ...purchase('po-last', 'agr-dairy', -2, 757.2), customerOrderNumber: 1006 },
      ]);
    await data.db.mirror('supplier-invoices').bulkPut([
      {
        id: 'bill-1',
        ...synced,
        invoiceNumber: 'GD-87414',
        amountTotal: 674.4,
        amountPaid: 0,
        dueOn: new Date(Date.now() + 5 * DAY).toISOString(),
      },
      { id: 'bill-2', ...synced, invoiceNumber: 'GD-87000', amountTotal: 50, isPaid: true },
    ]);
    const route = createRootRoute({ component: CustomerDashboard });
    const router = createRouter({
      routeTree: route,
      history: createMemoryHistory({ initialEntries: ['/dashboard/customer'] }),
    });
    renderPortal(<RouterProvider router={router} />, { data });

    const next = await screen.findByTestId('next-delivery', {}, { timeout: 15_000 });
    expect(next).toHaveTextContent('Westside Artisan Bakery');
    expect(next).toHaveTextContent('$312.48');
    const recent = within(screen.getByTestId('recent-orders'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(recent).toEqual([
      expect.stringContaining('Gippsland Dairy Co-op'),
      expect.stringContaining('Gippsland Dairy Co-op'),
    ]);
    expect(within(screen.getByTestId('recent-orders')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringContaining('po-last'),
    );
    // The supplier's number names the order once it has one (the customer gave no PO number).
    expect(recent[0]).toContain('Order 1006');
    const due = screen.getByTestId('invoices-due');
    expect(due).toHaveTextContent('Owing on 1 invoice');
    expect(due).toHaveTextContent('GD-87414');
    expect(due).toHaveTextContent('$674.40');
    expect(
      screen
        .getAllByTestId('supplier-card')
        .map((card) => within(card).getByText(/Co-op|Bakery/).textContent),
    ).toEqual(['Westside Artisan Bakery', 'Gippsland Dairy Co-op']);

    // An order placed elsewhere (another tab, a pull) shows as the next delivery.
    await data.writes.createRecord('purchase-orders', {
      supplyAgreementID: 'agr-dairy',
      dueDate: new Date(Date.now() + DAY).toISOString(),
      amountTotal: 42,
      orderItems: [],
    });
    await waitFor(
      () =>
        expect(
          within(screen.getByTestId('next-delivery')).getByText('Gippsland Dairy Co-op'),
        ).toBeInTheDocument(),
      { timeout: 15_000 },
    );
    expect(screen.getByTestId('next-delivery')).toHaveTextContent('$42.00');
  }, 45_000);

  it('on a new device says what is loading, never "No orders yet" or "Nothing owing", until the first pull is done', async () => {
    const data = portalData();
    const route = createRootRoute({ component: CustomerDashboard });
    const router = createRouter({
      routeTree: route,
      history: createMemoryHistory({ initialEntries: ['/dashboard/customer'] }),
    });
    renderPortal(<RouterProvider router={router} />, { data });
    const recent = await screen.findByTestId('recent-orders', {}, { timeout: 15_000 });
    await waitFor(() => expect(recent).toHaveTextContent(/^Loading purchase orders, .*…/));
    expect(screen.queryByText('No orders yet')).toBeNull();
    expect(screen.queryByText('Nothing owing')).toBeNull();
    expect(screen.queryByText('No suppliers yet')).toBeNull();
    expect(screen.queryByText('No deliveries coming up')).toBeNull();

    await data.db.syncState.bulkPut(
      ['purchase-orders', 'supplier-invoices', 'suppliers', 'standing-purchase-orders'].map((entity) => ({
        entity,
        cursor: '1',
        lastSyncedAt: 1,
        firstPullDone: true,
      })),
    );
    expect(await screen.findByText('No orders yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Nothing owing')).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).toBeNull();
  }, 45_000);
});
