import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { localDayOf, dayStart, addDays } from '../../domain/order-dates';
import { closePortalData, portalData, portalSession, renderPortal } from '../../portal/testing/render-portal';
import OfficeStart from './screen';

afterEach(closePortalData);

const ZONE = 'Australia/Melbourne';
const synced = { rowVersion: 1, _syncState: 'synced' as const, isInactive: false };
const today = localDayOf(new Date(), ZONE);
const pulled = (names: readonly string[]) =>
  names.map((entity) => ({ entity, cursor: '1', lastSyncedAt: 1, firstPullDone: true }));

function renderStart(data: ReturnType<typeof portalData>, permissions: string) {
  const route = createRootRoute({ component: OfficeStart });
  const router = createRouter({
    routeTree: route,
    history: createMemoryHistory({ initialEntries: ['/office-portal'] }),
  });
  renderPortal(<RouterProvider router={router} />, { data, session: portalSession(permissions) });
}

const cardOf = (key: string) =>
  screen.getAllByTestId('start-card').find((card) => card.dataset['card'] === key);

describe('OfficeStart', () => {
  it('shows a card with its number and first lines for each section the person may see, each linking to its list', async () => {
    const data = portalData();
    await data.db.mirror('customer-orders').bulkPut([
      {
        id: 'so-1',
        ...synced,
        customerOrderNumber: 'SO-1001',
        dueDate: dayStart(today, ZONE),
        isConfirmed: false,
      },
      {
        id: 'so-2',
        ...synced,
        customerOrderNumber: 'SO-1002',
        dueDate: dayStart(addDays(today, 1), ZONE),
        isConfirmed: false,
      },
      {
        id: 'so-3',
        ...synced,
        customerOrderNumber: 'SO-1003',
        dueDate: dayStart(today, ZONE),
        isConfirmed: true,
      },
    ]);
    await data.db.mirror('customer-invoices').bulkPut([
      {
        id: 'inv-1',
        ...synced,
        invoiceNumber: 'INV-1',
        dueOn: dayStart(addDays(today, -3), ZONE),
        amountTotal: 80,
      },
    ]);
    await data.db.syncState.bulkPut(pulled(['customer-orders', 'deliveries', 'customer-invoices']));
    // Orders and deliveries, not invoices: no invoices card, though the mirror holds one.
    renderStart(data, 'customer-orders,deliveries');

    expect(await screen.findByRole('heading', { name: 'Today' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.getAllByTestId('start-card').map((card) => card.dataset['card'])).toEqual([
          'customer-orders',
          'deliveries',
        ]),
      { timeout: 15_000 },
    );
    const orders = cardOf('customer-orders');
    if (orders === undefined) throw new Error('no orders card');
    await waitFor(() => expect(within(orders).getByTestId('start-count')).toHaveTextContent('2'), {
      timeout: 15_000,
    });
    expect(within(orders).getByRole('link', { name: /Orders to confirm: 2/ })).toHaveAttribute(
      'href',
      '/office-portal/customer-orders?filterBy=Unconfirmed',
    );
    expect(within(orders).getByRole('link', { name: /SO-1001/ })).toHaveAttribute(
      'href',
      '/office-portal/customer-order/so-1',
    );
    expect(orders).not.toHaveTextContent('SO-1003');
    const deliveries = cardOf('deliveries');
    if (deliveries === undefined) throw new Error('no deliveries card');
    // Each card counts its own rows: the deliveries' count may come a moment after the orders'.
    await waitFor(() => expect(within(deliveries).getByTestId('start-count')).toHaveTextContent('0'), {
      timeout: 15_000,
    });
    expect(deliveries).toHaveTextContent('Nothing needs attention');
    expect(screen.queryByText(/Invoices overdue/)).toBeNull();

    // An order written here (or pulled) is counted at once.
    await data.writes.createRecord('customer-orders', {
      customerOrderNumber: 'SO-1004',
      dueDate: dayStart(today, ZONE),
      orderItems: [],
    });
    await waitFor(() => expect(within(orders).getByTestId('start-count')).toHaveTextContent('3'), {
      timeout: 15_000,
    });
  }, 45_000);

  it('on a new device says what is loading, never a zero or "Nothing needs attention", until the first pull is done', async () => {
    const data = portalData();
    renderStart(data, 'deliveries');
    const card = await screen.findByTestId('start-card', {}, { timeout: 15_000 });
    await waitFor(() => expect(card).toHaveTextContent(/Loading deliveries/), { timeout: 15_000 });
    expect(within(card).queryByTestId('start-count')).toBeNull();
    expect(card).not.toHaveTextContent('Nothing needs attention');

    await data.db.syncState.bulkPut(pulled(['deliveries']));
    await waitFor(() => expect(card).toHaveTextContent('Nothing needs attention'), { timeout: 15_000 });
    expect(within(card).getByTestId('start-count')).toHaveTextContent('0');
  }, 45_000);

  it('while the first pull is still running, shows what has arrived but no number, and says it is loading', async () => {
    const data = portalData();
    await data.db.mirror('deliveries').bulkPut([
      {
        id: 'd-1',
        ...synced,
        arrivalSortNumber: 4,
        dueArrivalOn: new Date(new Date(dayStart(today, ZONE)).getTime() + 12 * 3_600_000).toISOString(),
      },
    ]);
    renderStart(data, 'deliveries');
    const card = await screen.findByTestId('start-card', {}, { timeout: 15_000 });
    await waitFor(() => expect(card).toHaveTextContent('Stop 4'), { timeout: 15_000 });
    expect(card).toHaveTextContent(/Loading deliveries/);
    expect(within(card).queryByTestId('start-count')).toBeNull();

    await data.db.syncState.bulkPut(pulled(['deliveries']));
    await waitFor(() => expect(within(card).getByTestId('start-count')).toHaveTextContent('1'), {
      timeout: 15_000,
    });
    expect(card).not.toHaveTextContent(/Loading/);
  }, 45_000);
  it("names the short stock's products, and follows a rename of one of them", async () => {
    const data = portalData();
    await data.db.mirror('products').bulkPut([
      { id: 'p-milk', ...synced, productName: 'Full Cream Milk 2L' },
      { id: 'p-bread', ...synced, productName: 'Sourdough' },
    ]);
    await data.db.mirror('stock-tracked-items').bulkPut([
      { id: 's-1', ...synced, productID: 'p-milk', available: -4 },
      { id: 's-2', ...synced, productID: 'p-bread', available: 3 },
    ]);
    await data.db.syncState.bulkPut(pulled(['stock-tracked-items']));
    renderStart(data, 'stock-items');
    const card = await screen.findByTestId('start-card', {}, { timeout: 15_000 });
    await waitFor(() => expect(card).toHaveTextContent('Full Cream Milk 2L: -4 available'), {
      timeout: 15_000,
    });
    expect(card).not.toHaveTextContent('Sourdough');

    await data.writes.updateRecord('products', 'p-milk', { productName: 'Milk 2L' });
    // 'Milk 2L' is inside the old name too: the rename is shown once the old name is gone.
    await waitFor(
      () => {
        expect(card).not.toHaveTextContent('Full Cream');
        expect(card).toHaveTextContent('Milk 2L: -4 available');
      },
      { timeout: 15_000 },
    );
  }, 45_000);
});
